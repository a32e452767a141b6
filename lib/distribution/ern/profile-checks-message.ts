// The shared rules (DDEX's "MultiProfile" Schematron patterns, numbered anew in each profile: ./profile-numbers.ts)
// that read the whole message as DDEX's XPath does (//ISRC, //*[@IsDefault] ...): identifier forms, user-defined
// values, defaults, references, deal dates and physical-only deal terms.
import { arr, text, type Node } from './object-form';
import { attr, child } from './import-values';
import { type ProfileContext } from './profile-context';
import type { ProfileRuleId } from './profile-rule-list';

type Check = (c: ProfileContext) => void;

const ISO_ISRC =
  /^(FX|QM|QZ|UK|CP|DG|ZZ|A[DEFGILMNOQRSTUWXZ]|B[ABDEFGHIJLMNOQRSTVWYZ]|C[ACDFGHIKLMNORSUVWXYZ]|D[EJKMOZ]|E[CEGHRST]|F[IJKMOR]|G[ABDEFGHILMNPQRSTUWY]|H[KMNRTU]|I[DELMNOQRST]|J[EMOP]|K[EGHIMNPRWYZ]|L[ABCIKRSTUVY]|M[ACDEFGHKLMNOPQRSTUVWXYZ]|N[ACEFGILOPRUZ]|OM|P[AEFGHKLMNRSTWY]|QA|R[EOSUW]|S[ABCDEGHIJKLMNORSTVXYZ]|T[CDFGHJKLMNORTVWZ]|U[AGMSYZ]|V[ACEGINU]|W[FS]|Y[ET]|Z[AMW])/;
/** DDEX 10xx-1 ... 1011-2: the identifier patterns of Release Profile 2.1, clause 5.3.1.1(4). */
const ID_FORMS: [string, RegExp, string][] = [
  ['ICPN', /^[0-9]{8}$|^[0-9]{12,14}$/, '8 or 12-14 digits'],
  ['GRid', /^[a-zA-Z0-9]{18}$/, '18 letters or digits'],
  ['SICI', /^[0-9]{4}-[0-9]{3}[X0-9]./, 'NNNN-NNNC...'],
  ['ISSN', /^[0-9]{4}-[0-9]{3}[X0-9]$/, 'NNNN-NNNC'],
  ['ISBN', /^97[8-9][0-9]{9}[X0-9]$/, '13 characters from 978 or 979'],
  ['VISAN', /^[A-F0-9]{24}$/, '24 hexadecimal capitals'],
  ['ISAN', /^[A-F0-9]{12}$/, '12 hexadecimal capitals'],
  ['ISMN', /^979[0-9]{9}[X0-9]$/, '13 characters from 979'],
  ['ISWC', /^[a-zA-Z][0-9]{10}$/, 'a letter and 10 digits'],
  ['ISRC', /^[a-zA-Z]{2}[a-zA-Z0-9]{3}[0-9]{7}$/, 'CC-XXX-YY-NNNNN without hyphens'],
];
const FORM = new Map(ID_FORMS.map(([n, re, say]) => [n, { re, say }]));
const PREVIEW_DATES = ['ReleaseDisplayStart', 'TrackListingPreviewStart', 'CoverArtPreviewStart', 'ClipPreviewStart'];
const day = (s: string) => s.slice(0, 10).replace(/-/g, '');

export const MESSAGE_CHECKS: Partial<Record<ProfileRuleId, Check>> = {
  'identifier-format': (c) => {
    for (const { name, value } of c.all) {
      const form = FORM.get(name);
      if (!form && name !== 'PartyId') continue;
      const v = text(value);
      if (form && !form.re.test(v))
        c.fail('identifier-format', `The ${name} "${v}" is not of the form ${form.say}.`, `<${name}>${v}<`);
      if (name === 'ISRC' && v && form?.re.test(v) && !ISO_ISRC.test(v.toUpperCase()))
        c.fail('identifier-format', `The ISRC "${v}" does not start with a country code.`, `<${name}>${v}<`);
      if (name === 'PartyId' && attr(value as Node, 'IsISNI') === 'true' && !/^[0-9]{15}[X0-9]$/.test(v))
        c.fail('identifier-format', `The ISNI "${v}" is not 15 digits and a check character.`, `>${v}<`);
    }
  },
  'user-defined-value': (c) => {
    for (const { name, value } of c.all) {
      const n = value as Node;
      if (!n || typeof n !== 'object' || attr(n, 'UserDefinedValue') === '') continue;
      const ok =
        text(n) === 'UserDefined' || ['LinkDescription', 'LabelType'].some((a) => attr(n, a) === 'UserDefined');
      if (!ok || !attr(n, 'Namespace'))
        c.fail(
          'user-defined-value',
          `${name} has a UserDefinedValue ${ok ? 'without a Namespace' : 'but its value is not UserDefined'}.`,
          `<${name} `,
        );
    }
  },
  'default-once': (c) => {
    const seen = new Map<Node, Set<string>>();
    for (const { name, value, parent } of c.all) {
      if (!value || typeof value !== 'object' || attr(value as Node, 'IsDefault') === '') continue;
      const siblings = arr(parent[name] as Node[]);
      const defaults = siblings.filter((s) => s && typeof s === 'object' && attr(s, 'IsDefault') === 'true').length;
      const names = seen.get(parent) ?? new Set<string>();
      seen.set(parent, names);
      if (defaults !== 1 && !names.has(name)) {
        names.add(name);
        c.fail(
          'default-once',
          `${siblings.length} ${name} elements together have ${defaults} IsDefault="true".`,
          `<${name} `,
        );
      }
    }
  },
  referenced: (c) => {
    // DDEX G.1-G.5: a reference is used by an element named ...Reference other than its own name.
    const usedBy = new Map<string, Set<string>>();
    for (const { name, value } of c.all)
      if (name.endsWith('Reference') || name === 'MusicRightsSociety' || name === 'Label') {
        const v = typeof value === 'string' ? value.trim() : text(value);
        const names = usedBy.get(v);
        if (names) names.add(name);
        else usedBy.set(v, new Set([name]));
      }
    const defs: [string, string, string[]][] = [
      ['Party', 'PartyReference', arr(child(c.msg, 'PartyList')?.Party as Node[]).map((p) => text(p.PartyReference))],
      ['Resource', 'ResourceReference', c.resources.map(([, r]) => text(r.ResourceReference))],
      ['Release', 'ReleaseReference', c.releases.map((r) => text(r.ReleaseReference))],
    ];
    for (const [what, own, refs] of defs)
      for (const ref of refs)
        if (ref && ![...(usedBy.get(ref) ?? [])].some((n) => n !== own))
          c.fail('referenced', `${what} ${ref} is referred to nowhere in the message.`, `>${ref}<`);
  },
  'deal-dates': (c) => {
    for (const d of c.deals.flatMap((x) => arr(x.Deal as Node[])))
      for (const t of arr(d.DealTerms as Node[])) {
        const period = child(t, 'ValidityPeriod');
        const start = text(period?.StartDate) || text(period?.StartDateTime);
        if (!start) continue;
        for (const p of PREVIEW_DATES) {
          const at = text(t[`${p}Date`]) || text(t[`${p}DateTime`]);
          if (at && day(at) > day(start))
            c.fail(
              'deal-dates',
              `A deal's ${p}Date (${at.slice(0, 10)}) is later than its start (${start.slice(0, 10)}).`,
              `<${p}Date`,
            );
        }
      }
  },
  'physical-terms': (c) => {
    for (const d of c.deals.flatMap((x) => arr(x.Deal as Node[])))
      for (const t of arr(d.DealTerms as Node[])) {
        const physical = arr(t.UseType as unknown[]).some((u) => text(u) === 'PurchaseAsPhysicalProduct');
        const price = arr(t.PriceInformation as Node[]);
        const bulk = price.some((p) => p.BulkOrderWholesalePricePerUnit !== undefined);
        if (
          price.some(
            (p) =>
              attr(p, 'PriceType') &&
              (p.BulkOrderWholesalePricePerUnit !== undefined || p.WholesalePricePerUnit !== undefined),
          )
        )
          c.fail(
            'physical-terms',
            'A PriceInformation with a PriceType also gives a wholesale price.',
            '<PriceInformation',
          );
        const only = [
          bulk && 'BulkOrderWholesalePricePerUnit',
          ...['CarrierType', 'PhysicalReturns', 'NumberOfProductsPerCarton'].filter((k) => t[k] !== undefined),
        ].filter(Boolean);
        if (only.length && !physical)
          c.fail(
            'physical-terms',
            `A deal gives ${only.join(', ')} without UseType PurchaseAsPhysicalProduct.`,
            `<${only[0]}`,
          );
      }
  },
};
