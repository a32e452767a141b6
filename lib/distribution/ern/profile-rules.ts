// The ERN 4.3 release profile rules (DDEX Release Profile 2.1: Audio, Video, MixedMedia, SimpleAudioSingle,
// SimpleVideoSingle, Ringtone, LongFormMusicalWorkVideo, DjMix), checked beside the XSD: the XSD says a message is
// well formed, the profile says it is a complete release of its kind a store can sell. The message is checked against
// the profile it declares (Audio when it declares none, then failing profile-declared); one that declares no ERN 4.3
// profile is reported unchecked. Each rule is written once (./profile-checks-*.ts) and each profile lists the rules it
// has with DDEX's own number for them there (./profile-numbers.ts), so a store's report and ours read side by side.
import { type Node } from './object-form';
import { xmlTree } from './xml-tree';
import { attr } from './import-values';
import {
  PROFILE_KINDS,
  PROFILE_NAMES,
  SEVERITY,
  STORE_RULES,
  type ProfileCheck,
  type ProfileError,
  type ProfileName,
  type ProfileRuleId,
} from './profile-rule-list';
import { DDEX_RULE_ROWS, PROFILE_COLUMNS } from './profile-numbers';
import { profileContext } from './profile-context';
import { CORE_CHECKS } from './profile-checks-core';
import { RELEASE_CHECKS } from './profile-checks-release';
import { KIND_CHECKS } from './profile-checks-kind';
import { MESSAGE_CHECKS } from './profile-checks-message';

export { PROFILE_RULES, type ProfileCheck } from './profile-rule-list';

const CHECKS = { ...CORE_CHECKS, ...MESSAGE_CHECKS, ...RELEASE_CHECKS, ...KIND_CHECKS };

/** Per profile, its rules in checking order with DDEX's number for each (null: a stores' rule). */
export const PROFILE_TABLE = new Map<ProfileName, Map<ProfileRuleId, string | null>>(
  PROFILE_NAMES.map((p) => {
    const col = PROFILE_COLUMNS.indexOf(p) + 1;
    const rules = new Map<ProfileRuleId, string | null>();
    for (const row of DDEX_RULE_ROWS) if (row[col]) rules.set(row[0], row[col] ?? null);
    for (const id of STORE_RULES) rules.set(id, null);
    return [p, rules];
  }),
);

const isProfile = (p: string): p is ProfileName => (PROFILE_NAMES as readonly string[]).includes(p);

export function checkReleaseProfile(xml: string): ProfileCheck {
  let doc: Node;
  try {
    doc = xmlTree(xml);
  } catch {
    const error = {
      rule: 'profile-declared',
      ddex: null,
      line: null,
      message: 'The message could not be read as XML.',
    };
    return { declared: null, checked: null, passed: false, errors: [error], warnings: [] };
  }
  const rootKey = Object.keys(doc).find((k) => !k.startsWith('@') && !k.startsWith('?')) ?? '';
  const msg = (doc[rootKey] ?? {}) as Node;
  const declared = attr(msg, 'ReleaseProfileVersionId') || null;
  const profile: string = declared ?? 'Audio';
  if (!isProfile(profile)) return { declared, checked: null, passed: true, errors: [], warnings: [] };

  const rules = PROFILE_TABLE.get(profile)!;
  const found: ProfileError[] = [];
  const ctx = profileContext(xml, msg, profile, PROFILE_KINDS[profile], found, (r) => rules.get(r) ?? null);
  for (const id of rules.keys()) CHECKS[id]?.(ctx);
  const errors = found.filter((e) => SEVERITY.get(e.rule) === 'error');
  const warnings = found.filter((e) => SEVERITY.get(e.rule) !== 'error');
  return { declared, checked: profile, passed: errors.length === 0, errors, warnings };
}
