// The assistant's vocabulary: how admins say a thing, mapped to the one word the intents look for. Phrases
// are rewritten before words ("bring in" → earn, "waiting on" → waiting), then each word by its lemma
// (earned, earnings, revenue, royalties, numbers, gross → earn). Words outside this list and the names
// of the platform's data are typo-corrected against it (understand/normalise.ts).

/** Multi-word ways of saying a thing, longest first within a group; matched on normalised text. */
export const PHRASES: [RegExp, string][] = [
  [/\b(?:bring|brings|bringing|brought|pull|pulled|pulls|rake|raked) in\b/g, 'earn'],
  [/\b(?:did|do|does|doing|performed|performing|performs|sold|sells|sell|selling) (?:the )?(best|better|worst|worse)\b/g, 'earn $1'],
  [/\b(?:how many|number of|count of|total number of|how much of)\b/g, 'count'],
  [/\b(?:in total|all together|altogether|all releases combined|combined|across (?:all|the|every) \w+|all time)\b/g, 'total'],
  [/\b(?:waiting on|waiting for|held up|holding up|hold up|holding back)\b/g, 'waiting'],
  [/\b(?:cash ?outs?|pay outs?|withdrawals?|payment requests?)\b/g, 'payout'],
  [/\b(?:customer (?:service|support)|help ?desk|support requests?|support queue|support cases?)\b/g, 'support ticket'],
  [/\b(?:w ?9s?|w ?8 ?ben|w 8|tin|tax forms?|tax details|tax profiles?|tax info)\b/g, 'tax'],
  [/\b(?:versus|vs|compared (?:to|with)|or)\b/g, 'versus'],
  [/\b(?:more than|less than)\b/g, 'versus'],
  [/\b(?:go(?:es|ing)? live|come out|comes out|coming out|out yet|going out)\b/g, 'live'],
  [/\b(?:track ?list(?:ing)?|track listing)\b/g, 'track list'],
  [/\b(?:put out|puts out|putting out)\b/g, 'release'],
  [/\b(?:service orders?)\b/g, 'order'],
  [/\b(?:studio sessions?|studio bookings?)\b/g, 'booking studio'],
  [/\b(?:health checks?|system health|health check)\b/g, 'health'],
  [/\b(?:musical works?|compositions?)\b/g, 'work'],
  [/\b(?:split sheets?)\b/g, 'split'],
  [/\b(?:last|past|previous) quarter\b/g, 'lastquarter'],
  [/\b(?:this|current) quarter\b/g, 'thisquarter'],
  [/\b(?:last|past|previous) month\b/g, 'lastmonth'],
  [/\b(?:this|current) month\b/g, 'thismonth'],
  [/\b(?:last|past|previous) year\b/g, 'lastyear'],
  [/\b(?:this|current) year\b/g, 'thisyear'],
  [/\b(?:up to|doing|up)\b(?= *$)/g, 'doing'],
];

/** A word's lemma: inflections and synonyms of one meaning → the word the intents use. */
export const LEMMAS: Record<string, string> = {
  // money
  earn: 'earn', earns: 'earn', earned: 'earn', earning: 'earn', earnings: 'earn', earner: 'earner', earners: 'earner',
  make: 'earn', makes: 'earn', made: 'earn', making: 'earn', revenue: 'earn', revenues: 'earn', royalty: 'earn',
  royalties: 'earn', royalites: 'earn', income: 'earn', money: 'earn', gross: 'earn', grossing: 'earn', grossed: 'earn',
  net: 'earn', numbers: 'earn', figures: 'earn', generate: 'earn', generated: 'earn', generates: 'earn', sales: 'earn',
  profitable: 'earn', lucrative: 'earn', profit: 'earn', profits: 'earn', paying: 'earn', performing: 'earn',
  selling: 'earn', seller: 'earn', sellers: 'earn', rank: 'most', ranking: 'most', ranked: 'most',
  // order words
  most: 'most', top: 'most', best: 'most', highest: 'most', biggest: 'most', greatest: 'most', leading: 'most',
  largest: 'most', better: 'more', more: 'more', least: 'least', lowest: 'least', worst: 'least', bottom: 'least',
  smallest: 'least', fewest: 'least', worse: 'less', less: 'less',
  furthest: 'furthest', farthest: 'furthest', advanced: 'furthest', ahead: 'furthest', behind: 'behind', slowest: 'behind',
  total: 'total', sum: 'total', overall: 'total', tot: 'total', everything: 'total',
  compare: 'versus', comparison: 'versus',
  // waiting
  waiting: 'waiting', wait: 'waiting', waits: 'waiting', awaiting: 'waiting', await: 'waiting', awaits: 'waiting',
  pending: 'waiting', stuck: 'waiting', queued: 'waiting', blocked: 'waiting', outstanding: 'waiting',
  // review
  review: 'review', reviews: 'review', reviewing: 'review', reviewed: 'review', approval: 'review', approvals: 'review',
  approve: 'review', approving: 'review', submission: 'review', submissions: 'review', queue: 'queue',
  // catalogue
  release: 'release', releases: 'release', album: 'release', albums: 'release', single: 'release', singles: 'release',
  ep: 'release', eps: 'release', record: 'release', records: 'release', project: 'release', projects: 'release',
  released: 'released', catalog: 'catalog', catalogue: 'catalog', discography: 'catalog',
  track: 'track', tracks: 'track', song: 'track', songs: 'track', tune: 'track', tunes: 'track', recording: 'track',
  recordings: 'track', isrc: 'isrc', isrcs: 'isrc',
  artist: 'artist', artists: 'artist', performer: 'artist', performers: 'artist', act: 'artist', acts: 'artist',
  status: 'status', state: 'status', stauts: 'status', statuses: 'status', happening: 'status',
  live: 'live', scheduled: 'scheduled', draft: 'draft', drafts: 'draft', rejected: 'rejected', approved: 'approved',
  // deliveries
  delivery: 'delivery', deliveries: 'delivery', deliver: 'delivery', delivered: 'delivered', store: 'store',
  stores: 'store', dsp: 'store', dsps: 'store', platforms: 'store', failed: 'failed', fail: 'failed',
  failing: 'failing', error: 'failed', errors: 'failed', broken: 'failed', bounced: 'failed',
  // statements
  statement: 'statement', statements: 'statement', statment: 'statement', import: 'import', imports: 'import',
  imported: 'import', unmatched: 'unmatched', orphan: 'unmatched', unassigned: 'unmatched', period: 'period', periods: 'period',
  // payouts and tax
  payout: 'payout', payouts: 'payout', paymnets: 'payout', payments: 'payout', payment: 'payout', paid: 'paid',
  owe: 'owe', owed: 'owe', tax: 'tax', payee: 'payee', payees: 'payee',
  // school
  student: 'student', students: 'student', stdents: 'student', learner: 'student', learners: 'student',
  enrolled: 'enrol', enrolment: 'enrol', enrolments: 'enrol', enrollment: 'enrol', enrollments: 'enrol', enrol: 'enrol',
  course: 'course', courses: 'course', lesson: 'lesson', lessons: 'lesson', progress: 'progress', school: 'school',
  graduated: 'graduate', graduates: 'graduate', finished: 'finished', completed: 'finished', certificate: 'certificate',
  certificates: 'certificate', certs: 'certificate', cert: 'certificate',
  // services and studio
  order: 'order', orders: 'order', service: 'service', services: 'service', servcie: 'service', overdue: 'overdue',
  late: 'overdue', unpaid: 'unpaid', booking: 'booking', bookings: 'booking', booked: 'booking', book: 'booking',
  session: 'booking', sessions: 'booking', studio: 'studio', studios: 'studio', studo: 'studio', room: 'room', rooms: 'room',
  engineer: 'engineer', engineers: 'engineer', cancelled: 'cancelled', canceled: 'cancelled',
  // rights
  work: 'work', works: 'work', registration: 'registration', registrations: 'registration', registered: 'registration',
  register: 'registration', regstrations: 'registration', cwr: 'registration', society: 'society', societies: 'society',
  ack: 'ack', acks: 'ack', acknowledgement: 'ack', conflict: 'conflict', conflicts: 'conflict', copyright: 'copyright',
  unsigned: 'unsigned', signatures: 'unsigned', split: 'split', rights: 'rights',
  // support
  ticket: 'ticket', tickets: 'ticket', tickts: 'ticket', support: 'support', sla: 'sla', slas: 'sla', backlog: 'ticket',
  rating: 'rating', ratings: 'rating', urgent: 'urgent', unanswered: 'ticket', response: 'response', resolution: 'response',
  // operations
  health: 'health', healthy: 'health', helth: 'health', uptime: 'health', down: 'health', ok: 'health', ops: 'health',
  server: 'health', database: 'health', systems: 'health', incident: 'incident', incidents: 'incident',
  outage: 'incident', outages: 'incident', alert: 'incident', alerts: 'incident', break: 'incident', broke: 'incident',
  // what next
  next: 'next', first: 'next', prioritise: 'next', prioritize: 'next', oldest: 'next',
  list: 'list', which: 'which', who: 'who', whos: 'who',
};

/** Words a typo is corrected to: the lemmas' keys and a few question words. */
export const VOCABULARY: string[] = [
  ...Object.keys(LEMMAS),
  ...'what when where how many much have has does did is are was were give show tell me our the and for with from since last this year month quarter week today yet along in his her their of to at on by a an any anything there do we us they it all so far up out now right still ever been be being get got pls please'.split(' '),
];

export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];
VOCABULARY.push(...MONTHS, ...'jan feb mar apr jun jul aug sep sept oct nov dec number bring brought look'.split(' '));
