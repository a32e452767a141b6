// People by account: a named person's contact and account ("what's Luna Park's email", "when did Kairo
// join") and the newest or oldest account of a role ("who is our newest artist", "latest sign-up"), from the
// accounts face's directory (staff only, as the users page).
import { formatDate } from '../../platform/format';
import { peopleOf, personNamed } from './payees';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const CONTACT =
  /\b(?:e-?mails?|e-?mail address|contact|reach|get in touch|joined|join|sign(?:ed)? up|account created|member since)\b/i;
const NEWEST =
  /\b(?:newest|latest|most recent(?:ly)?|last (?:to )?(?:join|sign|signed|added)|recently (?:joined|signed|added)|first|oldest|earliest)\b/i;
const ROLES: [RegExp, string, string][] = [
  [/\b(?:artists?|acts?|musicians?)\b/i, 'artist', 'artist'],
  [/\b(?:students?|learners?)\b/i, 'student', 'student'],
  [/\b(?:admins?|staff)\b/i, 'admin', 'admin'],
  [/\b(?:members?)\b/i, 'member', 'member'],
];

export const peopleIntent: Intent = {
  key: 'people-lookup',
  description:
    "A named person's email, role and when they joined; the newest (or first) account of a role (artist, student, user).",
  matches: (f) =>
    CONTACT.test(f.raw) ||
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
        text: `${who.name}: email ${who.email}, ${who.role} account (${who.status}), joined ${formatDate(who.createdAt)}.`,
      };
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
