// The assistant's vocabulary: how admins say a thing, mapped to the one word the intents look for. Phrases
// are rewritten before words ("bring in" → earn, "waiting on" → waiting), then each word by its lemma
// (earned, earnings, revenue, royalties, numbers, gross → earn). Words outside this list and the names
// of the platform's data are typo-corrected against it (understand/normalise.ts).
import { AREA_LEMMAS } from './lemmas-areas';
import { CATALOGUE_LEMMAS } from './lemmas-catalogue';

/** Multi-word ways of saying a thing, longest first within a group; matched on normalised text. */
export const PHRASES: [RegExp, string][] = [
  // "july vs august, up or down?": the direction of a figure, not the platform being down.
  [/\b(?:up (?:or|vs|versus) down|down (?:or|vs|versus) up)\b/g, 'direction'],
  [/\b(?:bring|brings|bringing|brought|pull|pulled|pulls|rake|raked) in\b/g, 'earn'],
  // "what did Nova take home": the artist's own (net) earnings.
  [/\b(?:take|takes|took|taking|taken) home\b/g, 'earn net'],
  [
    /\b(?:did|do|does|doing|performed|performing|performs|sold|sells|sell|selling) (?:the )?(best|better|worst|worse)\b/g,
    'earn $1',
  ],
  [/\b(?:number (?:one|1)|no 1)\b/g, 'top'],
  [
    /\b(?:review|approval|submission|qc)s? (?:backlog|pile|inbox)\b|\bbacklog of (?:reviews|approvals|submissions)\b/g,
    'review queue',
  ],
  // "how much came from apple music", "what comes in from deezer": money from a store or a country.
  [/\b(?:came|comes|coming|come) (?:in )?from\b/g, 'earn from'],
  // A store paying is money earned, not a payout: "how much did spotify pay us", "what has apple paid for X",
  // "money paid by deezer", "payments from tidal".
  [
    /\b(spotify|apple(?: music)?|itunes(?: store)?|amazon(?: music)?|deezer|tidal|youtube(?: music)?|the stores?|stores?|dsps?) (?:pay|paid|pays|paying)(?: (?:us|out|we|for))?\b/g,
    '$1 earn',
  ],
  [
    /\b(?:paid|payments?|money|payouts?) (?:by|from) (spotify|apple|itunes|amazon|deezer|tidal|youtube|the stores?|stores?|dsps?)\b/g,
    'earn from $1',
  ],
  // A breakdown: "monthly revenue", "month by month", "broken down by store", "split per release".
  [/\b(?:monthly|month by month|month over month|per month|every month|each month)\b/g, 'per month'],
  [/\b(?:broken down|break down|breakdown|split(?:ted)?|grouped|group) (?:by|per|across|into)\b/g, 'per'],
  [/\bbreakdown of\b/g, 'breakdown'],
  // "Kairo's cut of City of Glass": a share of a release's money.
  [/\b(?:cut|take|piece|slice) (?:of|from|on)\b/g, 'earn of'],
  [/\b(?:trends?|over time|history of)\b/g, 'per month'],
  [/\b(?:ytd|year to date|so far this year)\b/g, 'thisyear'],
  [/\b(?:how many|number of|count of|total number of|how much of|counts|tally|tallies)\b/g, 'count'],
  [
    /\b(?:in total|all together|altogether|all releases combined|combined|across (?:all|the|every) \w+|all time)\b/g,
    'total',
  ],
  [/\b(?:waiting on|waiting for|held up|holding up|hold up|holding back)\b/g, 'waiting'],
  [/\b(?:cash ?outs?|pay outs?|withdrawals?|payment requests?)\b/g, 'payout'],
  [/\b(?:sign ?ups?|signed up|signing up|new accounts?|new users?)\b/g, 'signup'],
  [/\b(?:customer (?:service|support)|help ?desk|support requests?|support queue|support cases?)\b/g, 'support ticket'],
  [/\b(?:w ?9s?|w ?8 ?ben|w 8|tin|tax forms?|tax details|tax profiles?|tax info)\b/g, 'tax'],
  [/\b(?:versus|vs|compared (?:to|with)|or)\b/g, 'versus'],
  [/\b(?:more than|less than)\b/g, 'versus'],
  [/\b(?:go(?:es|ing)? live|come out|comes out|coming out|out yet|going out)\b/g, 'live'],
  [/\b(?:track ?list(?:ing)?|track listing)\b/g, 'track list'],
  [/\b(?:put out|puts out|putting out)\b/g, 'release'],
  [/\b(?:turned|turn|turns) down\b/g, 'rejected'],
  // "how many releases are live in stores": live, not a count of stores.
  [/\b(?:live |out )?(?:in|on) (?:the )?stores\b(?! (?:like|such))/g, 'live'],
  // "went out to the most stores", "shipped to apple": deliveries.
  [
    /\b(?:went|gone|go|goes|sent|shipped|pushed) (?:out )?to\b(?= (?:the |all |every |\d+ |most |more |fewest |spotify|apple|amazon|deezer|tidal|youtube|stores?|dsps?))/g,
    'delivered to',
  ],
  [/\b(?:service orders?)\b/g, 'order'],
  [/\b(?:studio sessions?|studio bookings?)\b/g, 'booking studio'],
  [/\b(?:health checks?|system health|health check)\b/g, 'health'],
  [/\b(?:musical works?|compositions?)\b/g, 'work'],
  [/\b(?:split sheets?)\b/g, 'split'],
  [/\b(?:last|past|previous) quarter\b/g, 'lastquarter'],
  [/\b(?:this|current) quarter\b/g, 'thisquarter'],
  // "scheduled for next month", "bookings next week": the coming period.
  [/\b(?:next|coming|upcoming) (month|quarter|year|week)\b/g, 'next$1'],
  [/\b(?:last|past|previous) month\b/g, 'lastmonth'],
  [/\b(?:this|current) month\b/g, 'thismonth'],
  [/\b(?:last|past|previous) (?:year|yr)\b/g, 'lastyear'],
  [/\b(?:this|current) (?:year|yr)\b/g, 'thisyear'],
  // "total gross for the year", "revenue over the year so far": the current year.
  [/\b(?:for|over|in|during) the (?:year|yr)\b(?! (?:20\d\d|before|prior))/g, 'thisyear'],
  [/\b(?:last|past|previous) (?:qtr|q)\b/g, 'lastquarter'],
  [/\b(?:this|current) (?:qtr|q)\b/g, 'thisquarter'],
  [/\b(?:last|past|previous) (?:mo|mth|mnth)\b/g, 'lastmonth'],
  [/\b(?:this|current) (?:mo|mth|mnth)\b/g, 'thismonth'],
  [/\b(?:up to|doing|up|looking|look|going|holding up|coming along)\b(?= *$)/g, 'doing'],
  // "tell me about Luna Park", "info on Golden Hour": an overview of the thing named.
  [
    /\b(?:tell me about|info(?:rmation)? (?:on|about)|details (?:on|about|of|for)|what do we know about|overview of|summary of|rundown (?:on|of))\b/g,
    'status doing',
  ],
];

/** A word's lemma: inflections and synonyms of one meaning → the word the intents use. */
export const LEMMAS: Record<string, string> = { ...CATALOGUE_LEMMAS, ...AREA_LEMMAS };

/** Words a typo is corrected to: the lemmas' keys and a few question words. */
export const VOCABULARY: string[] = [
  ...Object.keys(LEMMAS),
  ...'what when where how many much have has does did is are was were give show tell me our the and for with from since last this year month quarter week today yet along in his her their of to at on by a an any anything there do we us they it all so far up out now right still ever been be being get got pls please'.split(
    ' ',
  ),
];

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
// Words the newer intents read (roster, applications, prices, rights, email, triage): never typo targets away.
VOCABULARY.push(
  ...'iswc iswcs busiest genre genres location located based hometown roster bio application applications applicant applicants applied price prices priced cost costs expensive cheapest cheap fee fees offering offerings writer writers wrote songwriter composer share shares filing filings filed outbox email emails mail queue admins admin staff signup assigned unassigned assignee owner method bank paypal stripe country countries territory territories region regions market markets germany france canada brazil japan mexico uk usa ordered bought customer reference error attempts days week fully everyone triage priority priorities urgent label company business platform catalogue everyone everybody people team explicit featured featuring format formats timezone deactivated disabled suspended score scores quiz quizzes calendar drive inbox'.split(
    ' ',
  ),
);
// Words that look like others' typos ("looking" is no "booking", "working" no "booking").
VOCABULARY.push(
  ...'looking look looks working worked going complaining complaint complaints about apply applies applying program programs programme'.split(
    ' ',
  ),
);
VOCABULARY.push(
  ...MONTHS,
  ...'jan feb mar apr jun jul aug sep sept oct nov dec number bring brought look day days week weeks today yesterday before prior previous'.split(
    ' ',
  ),
);
