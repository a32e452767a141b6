// What the assistant can answer, for its honest fallback: the areas the asking user may see and two
// example questions, from the area the question seems to be about when its words say so.
import { isAdminRole } from '../../platform/auth/roles';
import type { SessionUser } from '../../platform/auth/session';
import { frameOf } from '../understand/frame';

interface Area {
  name: string;
  words: string[];
  examples: [string, string];
  staff: boolean;
}

const AREAS: Area[] = [
  {
    name: 'earnings',
    words: ['earn', 'earner', 'total'],
    examples: ['How much did Golden Hour earn last quarter?', 'Which track made the most money?'],
    staff: false,
  },
  {
    name: 'releases',
    words: ['release', 'status', 'live', 'waiting', 'track', 'artist'],
    examples: ["What's Paper Planes waiting on?", 'How many releases are live?'],
    staff: false,
  },
  {
    name: 'the review queue',
    words: ['review'],
    examples: ['What should I review first today?', 'Anything stuck waiting on approval?'],
    staff: true,
  },
  {
    name: 'deliveries by store',
    words: ['delivery', 'store'],
    examples: ['Which deliveries failed?', 'How many deliveries to Spotify?'],
    staff: true,
  },
  {
    name: 'statements and imports',
    words: ['statement', 'import', 'unmatched'],
    examples: ['What was the last statement imported?', 'How many statement rows are unmatched?'],
    staff: true,
  },
  {
    name: 'payouts and tax details',
    words: ['payout', 'paid', 'tax'],
    examples: ['Which payouts are pending?', 'Who is missing tax details?'],
    staff: true,
  },
  {
    name: 'the school',
    words: ['student', 'course', 'school', 'certificate'],
    examples: ['How many students are enrolled?', 'Which student is furthest along?'],
    staff: true,
  },
  {
    name: 'services and the studio',
    words: ['order', 'service', 'booking', 'studio'],
    examples: ['How many service orders are open?', 'Any studio bookings coming up?'],
    staff: true,
  },
  {
    name: 'rights',
    words: ['work', 'registration', 'copyright'],
    examples: ['Which registrations are pending?', 'How many copyright certificates have we issued?'],
    staff: true,
  },
  {
    name: 'support',
    words: ['ticket', 'support', 'sla'],
    examples: ['How many support tickets are open?', 'Are we meeting our SLAs?'],
    staff: true,
  },
  {
    name: 'operations',
    words: ['health', 'incident'],
    examples: ['Is the platform healthy?', 'Any incidents open?'],
    staff: true,
  },
];

/** The areas the user may ask about and two example questions (from the question's own area if it has one). */
export function whatICanAnswer(user: SessionUser, question: string): { areas: string[]; examples: string[] } {
  const visible = AREAS.filter((a) => !a.staff || isAdminRole(user.role));
  const f = frameOf(question);
  const near = visible.find((a) => f.has(...a.words));
  const examples = near
    ? near.examples
    : [visible[0].examples[0], visible[Math.min(2, visible.length - 1)].examples[0]];
  return { areas: visible.map((a) => a.name), examples: [...examples] };
}
