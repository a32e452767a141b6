// What ERN 4.3.2 adds over 4.3 that an imported release keeps (tests/fixtures/ern/album-ai-432.xml, built from the
// 4.3.2 XSD and valid against it): ContainsAI on the release and its recordings (the AI disclosure the release
// page shows), contributors without a party (SpecialContributor / SpecialDisplayArtist: GenerativeAI,
// Traditional, a UserDefined one) as credits, and each contributor's AiContribution on the import's record.
import { db } from '@/lib/platform/db';
import * as importRoute from '@/app/api/ddex/import/route';
import * as releaseRoute from '@/app/api/releases/[id]/route';
import * as validateRoute from '@/app/api/ddex/validate/route';
import { call, createUser } from '../../helpers/api';
import { codes, fixture, form } from '../../helpers/ern-fixtures';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});

interface TrackSeen {
  title: string;
  containsAi: string | null;
  contributors: { name: string; role: string }[];
}
/** The release as its page reads it (GET /api/releases/{id}, the release detail). */
async function seen(id: string) {
  const res = await call(releaseRoute.GET, { as: admin, params: { id } });
  expect(res.status).toBe(200);
  const tracks = res.json.tracks as TrackSeen[];
  return {
    title: res.json.title as string,
    containsAi: res.json.containsAi as string | null,
    tracks: tracks.map((t) => ({
      title: t.title,
      containsAi: t.containsAi,
      credits: t.contributors.map((c) => `${c.name} (${c.role})`),
    })),
  };
}

describe('ERN 4.3.2 elements an imported release keeps', () => {
  it('ContainsAI on the release and tracks, special contributors as credits, AiContribution on the record', async () => {
    const c = codes();
    const res = await call(importRoute.POST, {
      as: admin,
      rawBody: form(fixture('album-ai-432.xml', c, 'Aurora Nord')),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ernVersion: '4.3.2', tracks: 3 });

    expect(await seen(res.json.id)).toEqual({
      // The display title; the FormalTitle ("Circuit Hymns: Songs for Voice and Machine") has no place here.
      title: 'Circuit Hymns',
      containsAi: 'partly',
      tracks: [
        {
          title: 'Synthetic Dawn',
          containsAi: 'partly',
          credits: ['Aurora Nord (main_artist)', 'Ana Ruiz (composer)', 'Generative AI (lyricist)'],
        },
        {
          title: 'Auld Lang Syne',
          containsAi: 'none',
          credits: [
            'Aurora Nord (main_artist)',
            'Traditional (composer)',
            'Traditional (lyricist)',
            'The Nordlicht Choir (performer)',
            'Jon Berg (producer)',
          ],
        },
        {
          // No ContainsAI of its own: a GenerativeAI contributor makes it at least partly AI.
          title: 'Machine Lullaby',
          containsAi: 'partly',
          credits: [
            'Aurora Nord (main_artist)',
            'Generative AI (main_artist)',
            'Generative AI (composer)',
            'Jon Berg (mixing_engineer)',
          ],
        },
      ],
    });

    const imp = await db.ernImport.findFirstOrThrow({ where: { messageId: c.msg } });
    expect((imp.resources as { aiContributions: unknown }[]).map((r) => r.aiContributions)).toEqual([
      [
        { name: 'Ana Ruiz', aiContribution: 'partly' },
        { name: 'Generative AI', aiContribution: 'all' },
      ],
      [{ name: 'Jon Berg', aiContribution: 'none' }],
      [{ name: 'Generative AI', aiContribution: 'all' }],
    ]);
  });

  it("a release without ContainsAI of its own takes its tracks' (all when every track is all)", async () => {
    const undeclared = (xml: string) => xml.replace('<ContainsAI>Partly</ContainsAI>\n    </Release>', '</Release>');
    const partly = await call(importRoute.POST, {
      as: admin,
      rawBody: form(undeclared(fixture('album-ai-432.xml'))),
    });
    expect(partly.status).toBe(201);
    expect((await seen(partly.json.id)).containsAi).toBe('partly');

    // Every track declared All (the third track gets a ContainsAI where the XSD puts it, after ParentalWarningType).
    const allAi = undeclared(fixture('album-ai-432.xml'))
      .replace('<ContainsAI>Partly</ContainsAI>', '<ContainsAI>All</ContainsAI>')
      .replace('<ContainsAI>None</ContainsAI>', '<ContainsAI>All</ContainsAI>')
      .replace(
        /(<Duration>PT2M58S<\/Duration>\n\s*<ParentalWarningType>NotExplicit<\/ParentalWarningType>\n)/,
        '$1      <ContainsAI>All</ContainsAI>\n',
      );
    const all = await call(importRoute.POST, { as: admin, rawBody: form(allAi) });
    expect(all.status).toBe(201);
    const r = await seen(all.json.id);
    expect([r.containsAi, ...r.tracks.map((t) => t.containsAi)]).toEqual(['all', 'all', 'all', 'all']);
  });

  it('an ERN 4.3 message (which has no ContainsAI) leaves the disclosure undeclared', async () => {
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-credits.xml')) });
    expect(res.status).toBe(201);
    const r = await seen(res.json.id);
    expect([r.containsAi, ...r.tracks.map((t) => t.containsAi)]).toEqual([null, null, null]);
  });

  it('the conformance report warns where a ContainsAI contradicts the contributors, the verdict unchanged', async () => {
    const warnings = async (xml: string) => {
      const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
      expect(report.json).toMatchObject({ valid: true, ernVersion: '4.3.2' });
      return (report.json.warnings as { line: number; message: string }[]).filter((w) => /ContainsAI/.test(w.message));
    };
    const xml = fixture('album-ai-432.xml');
    expect(await warnings(xml)).toEqual([]);
    const lineOf = (x: string, needle: string) => x.slice(0, x.indexOf(needle)).split('\n').length;
    // Track 2 says None while its producer now used AI in part; track 1 says All with a person among its credits.
    const contradicting = xml
      .replace('<AiContribution>None</AiContribution>', '<AiContribution>Partly</AiContribution>')
      .replace(
        '<ContainsAI>Partly</ContainsAI>\n      <LanguageOfPerformance>',
        '<ContainsAI>All</ContainsAI>\n      <LanguageOfPerformance>',
      );
    expect(await warnings(contradicting)).toEqual([
      {
        line: lineOf(contradicting, '<ContainsAI>All'),
        message: 'A SoundRecording declares ContainsAI All but names contributors other than GenerativeAI ones.',
      },
      {
        line: lineOf(contradicting, '<ContainsAI>None'),
        message:
          "A SoundRecording declares ContainsAI None but names a contributor whose AiContribution is Partly or All (a GenerativeAI contributor's is All unless stated).",
      },
    ]);
  });
});
