// CWR 2.2 on top of the 2.1 records: the same transaction records, with (1-based positions)
// HDR + CWR version 102-104 ("2.2"), CWR revision 105-107, software package 108-137 and its version 138-167 (167);
// GRH version 12-16 "02.20"; PWR + publisher sequence # 111-112 (112); REC + recording title 267-326, version
// title 327-386, display artist 387-446, record label 447-506, ISRC validity 507-526, submitter recording
// identifier 527-540 (540). Facts from django-music-publisher's TEMPLATES_22 and the CISAC 2.2 layout. Pure.
import { type CwrField, record } from './cwr-fields';
import type { CwrWork } from './cwr-types';

export type CwrVersion = '2.1' | '2.2';
export const CWR_VERSIONS = ['2.1', '2.2'] as const;

/** The version number written in GRH 12-16. */
export const groupVersion = (v: CwrVersion) => (v === '2.2' ? '02.20' : '02.10');

const SOFTWARE = 'TNM RIGHTS';
const SOFTWARE_VERSION = '1.0';

function extend(line: string, fields: CwrField[], expectedLength: number): string {
  return record([[line, [...line].length, 'X'], ...fields], expectedLength);
}

export const hdr22 = (hdr21: string) =>
  extend(
    hdr21,
    [
      ['2.2', 3, 'A'],
      [2, 3, 'N'],
      [SOFTWARE, 30, 'A'],
      [SOFTWARE_VERSION, 30, 'A'],
    ],
    167,
  );

export const pwr22 = (pwr21: string, publisherSequence: number) => extend(pwr21, [[publisherSequence, 2, 'N']], 112);

export const rec22 = (rec21: string, r: CwrWork['recordings'][number]) =>
  extend(
    rec21,
    [
      [r.title ?? '', 60, 'A'],
      ['', 60, 'A'], // version title
      [r.artist ?? '', 60, 'A'],
      [r.label ?? '', 60, 'A'],
      ['', 20, 'A'], // ISRC validity
      ['', 14, 'A'], // submitter recording identifier
    ],
    540,
  );
