// People by account: a named person's contact and account ("what's Luna Park's email", "when did Kairo
// join") and the newest or oldest account of a role ("who is our newest artist", "latest sign-up"), from the
// accounts face's directory (staff only, as the users page).
import { formatDate } from '../../platform/format';
import { peopleOf, personNamed } from './payees';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const CONTACT =
  /\b(?:e-?mails?|e-?mail address|contact|reach|get in touch|joined|join|sign(?:ed)? up|account created|member since|time ?zones?|tz|admin (?:id|number|no)|adm|user ?id|last (?:log ?in|login|seen|active)|logged in|deactivated)\b/i;
/** "who are the admins", "list the students", "which accounts are deactivated": the accounts of a role or status. */
const LISTING = /\b(?:who(?: are| is|s)?|list|name|names|which|show|any|anyone|anybody)\b/i;
const DEACTIVATED = /\b(?:deactivated|disabled|suspended|inactive|banned|locked(?: out)?|closed)\b/i;
const NEWEST =
  /\b(?:newest|latest|most recent(?:ly)?|last (?:to )?(?:join|sign|signed|added)|recently (?:joined|signed|added)|first|oldest|earliest)\b/i;
const ROLES: [RegExp, string, string][] = [
  [/\b(?:artists?|acts?|musicians?)\b/i, 'artist', 'artist'],
  [/\b(?:students?|learners?)\b/i, 'student', 'student'],
  [/\b(?:admins?|staff)\b/i, 'admin', 'admin'],
  [/\b(?:members?)\b/i, 'member', 'member'],
];

const ROLE_WORD: Record<string, string> = { super_admin: 'super admin' };

export const peopleIntent: Intent = {
  key: 'people-lookup',
  description:
    "A named person's email, role and when they joined; the newest (or first) account of a role (artist, student, user).",
  matches: (f) =>
    CONTACT.test(f.raw) ||
    (DEACTIVATED.test(f.raw) &&
      /\b(?:users?|accounts?|people|anyone|anybody|logins?|members?|artists?|students?|admins?)\b/i.test(f.raw)) ||
    (LISTING.test(f.raw) &&
      /^(?:(?:who|list|name|names|which|show|any|anyone)\b\W*)(?:are |is |s |r |re |me |all |the |our |of |us )*(?:admins?|administrators?|staff|super admins?|students?|members?)(?: accounts?| users?)?(?: (?:on the platform|do we have|we have|are there|here))?\s*[?.!]*$/i.test(
        f.raw.trim(),
      )) ||
    (NEWEST.test(f.raw) &&
      /\b(?:artists?|acts?|users?|accounts?|students?|members?|sign ?ups?|signup|people|person|customers?)\b/i.test(
        f.raw,
      ) &&
      !f.has('release', 'earn', 'ticket', 'order', 'payout', 'course', 'lesson', 'track', 'application')),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'the accounts');
    if (denied) return denied;
    const who = await personNamed(ctx, f.raw);
    if (who && CONTACT.test(f.raw))
      return {
        intent: this.key,
        text: `${who.name}: email ${who.email}, ${ROLE_WORD[who.role] ?? who.role} account (${who.status})${who.adminId ? `, admin id ${who.adminId}` : ''}, time zone ${who.personalTimezone}, joined ${formatDate(who.createdAt)}${who.lastLoginAt ? `, last login ${formatDate(who.lastLoginAt)}` : ', never logged in'}.`,
      };
    if (DEACTIVATED.test(f.raw)) {
      const off = (await peopleOf(ctx)).filter((p) => p.status !== 'active');
      return {
        intent: this.key,
        text: off.length
          ? `${plural(off.length, 'deactivated account')}: ${off.map((p) => `${p.name} (${ROLE_WORD[p.role] ?? p.role})`).join(', ')}.`
          : `No deactivated accounts: 0 of ${(await peopleOf(ctx)).length} accounts are deactivated (all active).`,
      };
    }
    const listed = !NEWEST.test(f.raw) && ROLES.find(([re]) => re.test(f.raw));
    if (listed) {
      const people = (await peopleOf(ctx)).filter(
        (p) => p.role === listed[1] || (listed[1] === 'admin' && p.role === 'super_admin'),
      );
      return {
        intent: this.key,
        text: people.length
          ? `${plural(people.length, listed[2])}: ${people.map((p) => `${p.name} (${ROLE_WORD[p.role] ?? p.role}${p.adminId ? `, ${p.adminId}` : ''}${p.status === 'active' ? '' : `, ${p.status}`})`).join(', ')}.`
          : `No ${listed[2]} accounts yet.`,
      };
    }
    if (!NEWEST.test(f.raw)) return null;
    const role = ROLES.find(([re]) => re.test(f.raw));
    const people = (await peopleOf(ctx)).filter(
      (p) => !role || p.role === role[1] || (role[1] === 'admin' && p.role === 'super_admin'),
    );
    if (!people.length) return { intent: this.key, text: `No ${role?.[2] ?? 'user'} account yet.` };
    const sorted = [...people].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const first = /\b(?:first|oldest|earliest)\b/i.test(f.raw);
    const order = first ? sorted : [...sorted].reverse();
    const p = order[0];
    const noun = role?.[2] ?? 'account';
    return {
      intent: this.key,
      text: `The ${first ? 'first' : 'newest'} ${noun} is ${p.name} (joined ${formatDate(p.createdAt)}, ${p.email}). ${first ? 'Earliest' : 'Latest'} ${plural(Math.min(5, order.length), noun)}: ${order
        .slice(0, 5)
        .map((x) => `${x.name} (${formatDate(x.createdAt)})`)
        .join(', ')}.`,
    };
  },
};
