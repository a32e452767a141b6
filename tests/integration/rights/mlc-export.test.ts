// The MLC exports from works in the database: the bulk work registration workbook in the template's 21 columns,
// collection shares per publisher for the US, AKA title with its type code, and the ISRC match file's 2 columns.
import ExcelJS from 'exceljs';
import { db } from '@/lib/platform/db';
import { toSessionUser } from '@/lib/platform/auth/session';
import { exportWorks } from '@/lib/rights/exports';
import { createUser } from '../../helpers/api';

jest.setTimeout(60_000);

// The MLC's bulk work registration template, columns A to U, written here from its published header.
const TEMPLATE = [
  'PRIMARY TITLE*',
  'MLC SONG CODE',
  'MEMBERS SONG ID',
  'ISWC',
  'AKA TITLE',
  'AKA TITLE TYPE CODE',
  'WRITER LAST NAME*',
  'WRITER FIRST NAME',
  'WRITER IPI NUMBER',
  'WRITER ROLE CODE*',
  'MLC PUBLISHER NUMBER',
  'PUBLISHER NAME*',
  'PUBLISHER IPI NUMBER*',
  'ADMINISTRATOR MLC PUBLISHER NUMBER',
  'ADMINISTRATOR NAME',
  'ADMINISTRATOR IPI NUMBER',
  'COLLECTION SHARE*',
  'RECORDING TITLE',
  'RECORDING ARTIST NAME',
  'RECORDING ISRC',
  'RECORDING LABEL',
];
const col = (name: string) => TEMPLATE.indexOf(name);

type Party = { name: string; role: 'CA' | 'E' | 'AM'; controlled: boolean; pr: number; mr: number };
let admin: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};

async function work(key: string, title: string, parties: Party[], extra: { isrcs?: string[]; akas?: string[] } = {}) {
  const w = await db.musicalWork.create({
    data: {
      ownerId: admin.id,
      title,
      isrcs: extra.isrcs ?? [],
      alternateTitles: extra.akas ?? [],
      parties: {
        create: parties.map((p, i) => ({
          position: i,
          name: p.name,
          role: p.role,
          controlled: p.controlled,
          prShare: p.pr,
          mrShare: p.mr,
          srShare: p.mr,
        })),
      },
      splitVersions: {
        create: { version: 1, status: 'signed', agreementText: 'x', agreementSha256: '0'.repeat(64), snapshot: {} },
      },
    },
  });
  ids[key] = w.id;
  return w;
}

beforeAll(async () => {
  admin = await createUser('admin');
  await db.setting.create({
    data: {
      key: 'rights.cwr',
      value: { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' },
    },
  });
  await work('solo', 'Alone Again', [{ name: 'Ana Lima', role: 'CA', controlled: true, pr: 10000, mr: 10000 }]);
  await work('half', 'Half Moon', [
    { name: 'Ben Ode', role: 'CA', controlled: true, pr: 5000, mr: 5000 },
    { name: 'Ode Songs', role: 'E', controlled: true, pr: 5000, mr: 5000 },
  ]);
  const tide = await work(
    'tide',
    'Low Tide',
    [
      { name: 'Cara Moss', role: 'CA', controlled: true, pr: 2500, mr: 2500 },
      { name: 'Moss Music', role: 'E', controlled: true, pr: 2500, mr: 2500 },
      { name: 'Dev Other', role: 'CA', controlled: false, pr: 5000, mr: 5000 },
    ],
    { isrcs: ['USAAA2600001'], akas: ['Tide Song'] },
  );
  await db.workRegistration.create({
    data: { workId: tide.id, target: 'MLC', status: 'accepted', societyWorkId: 'LA1B2C' },
  });
});

async function rows(): Promise<(string | number | null)[][]> {
  const file = await exportWorks(toSessionUser(admin), { format: 'mlc', workIds: Object.values(ids) });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.body as unknown as ArrayBuffer);
  const out: (string | number | null)[][] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (r) => {
    const values: (string | number | null)[] = [];
    for (let c = 1; c <= TEMPLATE.length + 2; c++) {
      const v = r.getCell(c).value;
      values.push(v === null || v === undefined || v === '' ? null : (v as string | number));
    }
    out.push(values);
  });
  return out;
}

describe('The MLC bulk work registration', () => {
  it('has exactly the template columns in order', async () => {
    const [header] = await rows();
    expect(header!.filter((v) => v !== null)).toEqual(TEMPLATE);
  });

  it('collection share is what the publisher collects for the US', async () => {
    const all = await rows();
    const line = (last: string) => all.find((r) => r[col('WRITER LAST NAME*')] === last)!;
    // an unpublished writer administered by the platform collects their whole share
    expect(line('Lima')[col('COLLECTION SHARE*')]).toBe(100);
    expect(line('Lima')[col('PUBLISHER NAME*')]).toBe('TNM Publishing');
    // writer 50% + publisher 50%: the publisher collects both
    expect(line('Ode')[col('COLLECTION SHARE*')]).toBe(100);
    expect(line('Ode')[col('PUBLISHER NAME*')]).toBe('Ode Songs');
    // writer 25% + publisher 25% next to an uncontrolled writer: 50, the other writer's line collects nothing here
    expect(line('Moss')[col('COLLECTION SHARE*')]).toBe(50);
    expect(line('Other')[col('COLLECTION SHARE*')]).toBeNull();
    expect(line('Other')[col('PUBLISHER NAME*')]).toBeNull();
  });

  it('writes an AKA title with its type code, and no recording title without its artist', async () => {
    const all = await rows();
    const tide = all.filter((r) => r[col('PRIMARY TITLE*')] === 'Low Tide');
    const aka = tide.find((r) => r[col('AKA TITLE')] === 'Tide Song')!;
    expect(aka[col('AKA TITLE TYPE CODE')]).toBe('AT');
    expect(tide.find((r) => r[col('RECORDING ISRC')] === 'USAAA2600001')).toBeDefined();
    for (const r of all.slice(1)) {
      expect(r[col('AKA TITLE')] === null).toBe(r[col('AKA TITLE TYPE CODE')] === null);
      expect(r[col('RECORDING TITLE')] === null).toBe(r[col('RECORDING ARTIST NAME')] === null);
    }
    expect(tide[0]![col('MLC SONG CODE')]).toBe('LA1B2C');
  });

  it('the ISRC match file has exactly ISRC and MLC SONG CODE', async () => {
    const file = await exportWorks(toSessionUser(admin), { format: 'mlc-isrc', workIds: Object.values(ids) });
    expect(file.body.toString('utf8').split('\r\n').filter(Boolean)).toEqual([
      'ISRC,MLC SONG CODE',
      'USAAA2600001,LA1B2C',
    ]);
  });
});
