// Every ERN 4.3 release profile checked by the conformance report (POST /api/ddex/validate, /ddex-conformance):
// a good message of each passes the XSD and its profile; each rule, broken once, is reported with its id, DDEX's
// number for it in the declared profile and a line; DDEX's conditional rules and warnings are listed apart and leave
// the message conformant (lib/distribution/ern/profile-rules.ts, docs/distribution.md "Release profiles").
jest.setTimeout(120_000);
import * as validateRoute from '@/app/api/ddex/validate/route';
import { PROFILE_RULES, PROFILE_TABLE } from '@/lib/distribution/ern/profile-rules';
import { call, createUser } from '../../helpers/api';
import { form } from '../../helpers/ern-fixtures';
import { GOOD } from './profile-messages';
import { CASES } from './profile-cases';

interface Reported {
  rule: string;
  ddex: string | null;
  line: number | null;
  message: string;
}

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});
const report = async (xml: string) => {
  const res = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
  expect(res.status).toBe(200);
  return res.json;
};

describe('a good message of each profile', () => {
  it.each(Object.keys(GOOD))('%s passes the ERN 4.3 XSD and its release profile', async (profile) => {
    const json = await report(GOOD[profile]());
    expect(json).toMatchObject({ valid: true, errors: [], conformant: true });
    expect(json.profile).toEqual({ declared: profile, checked: profile, passed: true, errors: [], warnings: [] });
  });
});

describe('each rule broken once', () => {
  const severity = new Map<string, string>(PROFILE_RULES.map(([id, s]) => [id, s]));
  it.each(CASES.map(([p, rule, make, what]) => [`${p}: ${what}`, p, rule, make] as const))(
    '%s',
    async (_name, profile, rule, make) => {
      const json = await report(make());
      const checked = json.profile.checked as string;
      expect(checked).toBe(rule === 'profile-declared' ? 'Audio' : profile);
      const list: Reported[] = severity.get(rule) === 'error' ? json.profile.errors : json.profile.warnings;
      const hit = list.find((e) => e.rule === rule);
      expect(hit).toMatchObject({
        rule,
        ddex: PROFILE_TABLE.get(checked as 'Audio')!.get(rule as 'release-deal') ?? null,
        line: expect.any(Number),
        message: expect.stringContaining(`(${rule})`),
      });
      // A warning never fails the profile; an error always does.
      if (severity.get(rule) === 'error') expect(json).toMatchObject({ conformant: false, profile: { passed: false } });
      else expect(json.profile.errors).toEqual([]);
    },
  );

  it('covers every rule, and every rule a profile has is numbered as DDEX numbers it there', () => {
    expect(new Set(CASES.map(([, rule]) => rule))).toEqual(new Set(PROFILE_RULES.map(([id]) => id)));
    // Spot checks against the Schematron files: the shared rules are numbered anew per profile.
    expect(PROFILE_TABLE.get('Audio')!.get('track-release-per-recording')).toBe('1045-1');
    expect(PROFILE_TABLE.get('Video')!.get('front-cover')).toBe('1113-1, 1114-1');
    expect(PROFILE_TABLE.get('DjMix')!.get('one-main-release')).toBe('1432-1');
    expect(PROFILE_TABLE.get('SimpleAudioSingle')!.has('track-release-per-recording')).toBe(false);
    expect(PROFILE_TABLE.get('SimpleAudioSingle')!.get('no-track-release')).toBe('1350-1');
    for (const rules of PROFILE_TABLE.values()) {
      expect(rules.get('release-deal')).toBeNull();
      expect(rules.get('profile-declared')).toMatch(/^1\d{3}-1$/);
    }
  });
});

describe('what a message declares', () => {
  it('checks a message that declares no profile as Audio, and leaves one of another standard unchecked', async () => {
    const none = await report(GOOD.Audio().replace(' ReleaseProfileVersionId="Audio"', ''));
    expect(none.profile).toMatchObject({ declared: null, checked: 'Audio', passed: false });
    expect(none.profile.errors.map((e: Reported) => e.rule)).toEqual(['profile-declared']);
    // A DJ mix sent as Audio breaks Audio's rules: the profile a message declares decides what is asked of it.
    const asAudio = await report(
      GOOD.DjMix().replace('ReleaseProfileVersionId="DjMix"', 'ReleaseProfileVersionId="Audio"'),
    );
    expect(asAudio.profile.errors.map((e: Reported) => e.rule)).toEqual(
      expect.arrayContaining(['track-release-per-recording', 'release-type']),
    );
  });

  it("asks G.5's reference of main Releases only: a TrackRelease no deal names is the stores' rule, not a warning", async () => {
    const xml = GOOD.Video().replace(/<ReleaseDeal><DealReleaseReference>R2<[\s\S]*?<\/ReleaseDeal>/, '');
    const json = await report(xml);
    expect(json.profile.errors.map((e: Reported) => e.rule)).toEqual(['release-deal']);
    expect(json.profile.warnings).toEqual([]);
  });
});
