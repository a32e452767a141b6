// CWR character set: the fixed-width fields hold upper-case ASCII only. Letters outside it are transliterated
// (Ł -> L, Œ -> OE, Ø -> O, ß -> SS, accented letters to their base letter, Greek and Cyrillic by the usual
// Latin equivalents); anything else is dropped, never replaced by a space inside a word. The original text then
// goes in the non-Roman records (NAT, NPN, NWN) when it was not plain ASCII. Pure functions.

/** Letters that Unicode decomposition does not reduce to an ASCII base letter. */
const LATIN: Record<string, string> = {
  Ł: 'L',
  ł: 'L',
  Œ: 'OE',
  œ: 'OE',
  Æ: 'AE',
  æ: 'AE',
  Ø: 'O',
  ø: 'O',
  ß: 'SS',
  ẞ: 'SS',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  Ħ: 'H',
  ħ: 'H',
  ı: 'I',
  Ŀ: 'L',
  ŀ: 'L',
  Ŋ: 'NG',
  ŋ: 'NG',
  Ŧ: 'T',
  ŧ: 'T',
  ĸ: 'K',
  ſ: 'S',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
};

const GREEK = 'ΑA ΒV ΓG ΔD ΕE ΖZ ΗI ΘTH ΙI ΚK ΛL ΜM ΝN ΞX ΟO ΠP ΡR ΣS ΤT ΥY ΦF ΧCH ΨPS ΩO';
const CYRILLIC =
  'АA БB ВV ГG ДD ЕE ЁE ЖZH ЗZ ИI ЙY КK ЛL МM НN ОO ПP РR СS ТT УU ФF ХKH ЦTS ЧCH ШSH ЩSHCH Ъ- ЫY Ь- ЭE ЮYU ЯYA ' +
  'ЄYE ІI ЇYI ҐG ЂDJ ЈJ ЉLJ ЊNJ ЋC ЏDZ ЅDZ ЃGJ ЌKJ ЎU';

for (const table of [GREEK, CYRILLIC])
  for (const pair of table.split(' ')) {
    const [letter, ...latin] = [...pair];
    const value = latin.join('').replace('-', '');
    LATIN[letter!] = value;
    LATIN[letter!.toLowerCase()] = value;
  }
LATIN['ς'] = 'S';

const ALLOWED = /[A-Z0-9 !"#$%&'()*+,\-./:;<=>?@[\]^_`{|}~]/;

/** Upper-case ASCII as CWR allows: transliterated, the rest dropped, runs of spaces collapsed. */
export function cwrText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    const base = LATIN[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const mapped = [...base].map((c) => LATIN[c] ?? c).join('');
    for (const c of mapped.toUpperCase()) if (ALLOWED.test(c)) out += c;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** True when the text is plain printable ASCII, so no non-Roman record is needed for it. */
export const isPlainAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);
