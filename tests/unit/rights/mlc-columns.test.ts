// The MLC bulk work rows: column positions from the template (written here, A..U), collection shares split
// between a publisher's writers, the administrator columns, and the both-or-neither pairs.
import { mlcRows, type MlcWork } from '@/lib/rights/mlc';

const A_TO_U = 'ABCDEFGHIJKLMNOPQRSTU'.split('');
const at = (row: unknown[], letter: string) => row[A_TO_U.indexOf(letter)];

const base: MlcWork = {
  songId: 'W0000007',
  mlcSongCode: null,
  title: 'Two Hands',
  iswc: null,
  alternateTitles: [],
  writers: [],
  publishers: [],
  administrator: null,
  platform: { name: 'TNM Publishing', ipi: '00123456790' },
  recordings: [],
};

describe('The MLC rows', () => {
  it('has 21 values per row, the song id in C and the title on every line of the work', () => {
    const rows = mlcRows([
      {
        ...base,
        writers: [
          { name: 'Ana Lima', ipi: null, role: 'C', controlled: true, performance: 5000, mechanical: 5000 },
          { name: 'Bo Reyes', ipi: null, role: 'A', controlled: true, performance: 5000, mechanical: 5000 },
        ],
      },
    ]);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toHaveLength(21);
      expect(at(r, 'A')).toBe('Two Hands');
      expect(at(r, 'C')).toBe('W0000007');
    }
    expect(rows.map((r) => [at(r, 'G'), at(r, 'H'), at(r, 'J'), at(r, 'L'), at(r, 'Q')])).toEqual([
      ['Lima', 'Ana', 'C', 'TNM Publishing', 50],
      ['Reyes', 'Bo', 'A', 'TNM Publishing', 50],
    ]);
  });

  it("splits a publisher's own share between its writers and names an administrator in O/P", () => {
    const rows = mlcRows([
      {
        ...base,
        writers: [
          { name: 'Ana Lima', ipi: null, role: 'CA', controlled: true, performance: 2000, mechanical: 0 },
          { name: 'Bo Reyes', ipi: null, role: 'CA', controlled: true, performance: 3000, mechanical: 0 },
        ],
        publishers: [
          { name: 'Lima Songs', ipi: '00014107338', mechanical: 7000 },
          { name: 'Admin Co', ipi: null, mechanical: 3000 },
        ],
        administrator: { name: 'Admin Co', ipi: null },
      },
    ]);
    expect(rows.map((r) => at(r, 'Q'))).toEqual([40, 60]);
    expect(rows.map((r) => [at(r, 'L'), at(r, 'M'), at(r, 'O')])).toEqual([
      ['Lima Songs', '00014107338', 'Admin Co'],
      ['Lima Songs', '00014107338', 'Admin Co'],
    ]);
  });

  it('sends a recording title only with its artist, and an AKA title with its type code', () => {
    const rows = mlcRows([
      {
        ...base,
        alternateTitles: ['Both Hands'],
        writers: [{ name: 'Ana Lima', ipi: null, role: 'CA', controlled: true, performance: 10000, mechanical: 10000 }],
        recordings: [
          { isrc: 'USAAA2600001', title: 'Two Hands', artist: null, label: null },
          { isrc: 'USAAA2600002', title: 'Two Hands (Live)', artist: 'Ana Lima', label: 'Indie' },
        ],
      },
    ]);
    expect(rows.map((r) => [at(r, 'E'), at(r, 'F'), at(r, 'R'), at(r, 'S'), at(r, 'T'), at(r, 'U')])).toEqual([
      ['Both Hands', 'AT', null, null, 'USAAA2600001', null],
      [null, null, 'Two Hands (Live)', 'Ana Lima', 'USAAA2600002', 'Indie'],
    ]);
  });

  it("follows entered chains of title: each writer's row names its own publisher and collects its share", () => {
    const annSongs = { name: 'Ann Songs', ipi: '00000000395', mechanical: 4000 };
    const boMusic = { name: 'Bo Music', ipi: null, mechanical: 4000 };
    const rows = mlcRows([
      {
        ...base,
        writers: [
          {
            name: 'Ann Lee',
            ipi: null,
            role: 'CA',
            controlled: true,
            performance: 2000,
            mechanical: 1000,
            chain: { publisher: annSongs, administrator: { name: 'Admin Co', ipi: null } },
          },
          {
            name: 'Bo Chen',
            ipi: null,
            role: 'CA',
            controlled: true,
            performance: 2000,
            mechanical: 1000,
            chain: { publisher: boMusic, administrator: null },
          },
          { name: 'Kai Moe', ipi: null, role: 'CA', controlled: false, performance: 2000, mechanical: 0 },
        ],
        publishers: [annSongs, boMusic],
      },
    ]);
    expect(rows.map((r) => [at(r, 'G'), at(r, 'L'), at(r, 'O'), at(r, 'Q')])).toEqual([
      ['Lee', 'Ann Songs', 'Admin Co', 50],
      ['Chen', 'Bo Music', null, 50],
      ['Moe', null, null, null],
    ]);
  });
});
