// Words of everyday English that are no typo of the vocabulary: the typo correction (understand/normalise.ts)
// keeps them as written. Without this list "match" became "march" (a month), "sent" "sept", "three" "there",
// "like" and "line" "live", "must" "most", "lets" "less", "want" "waiting", "every" "ever".
const WORDS =
  'about above across act actually add added after again against ago almost alone along already also although ' +
  'always among amount amounts another answer anybody anyone anywhere appear approx approximately area areas ' +
  'arent around ask asked asking away back bad based basically because become before began begin behind believe ' +
  'below besides between beyond both bring brought build built busy but buy call called came can cannot cant ' +
  'care case cases cause change changed changes check checked checking clear close closed come comes coming ' +
  'could couldnt count counted course cover current currently date dates deal decide decided did didnt ' +
  'different difficult doesnt doing done dont double during each early easy either else end ended ending enough ' +
  'even ever every exact exactly example except expect expected fact fair far fast few find fine finish five ' +
  'folks follow following form forms found four free general get getting give go goes going gone good great ' +
  'group groups guys hadnt half hand happen happened hard hardly hasnt havent having head hear held hello help ' +
  'here hey hi high hold home hour hours however idea if im important include included including instead ' +
  'interest into isnt issue issues item items itll its itself ive job jobs just keep kept kind know known large ' +
  'last lately later least leave left less let lets level like likely line lines little long longer lot lots ' +
  'low main major many match matched matches matching matter may maybe mean means meant might mind mine minus ' +
  'missing mostly move moved much must name named names near nearly need needed needs never new news nice nine ' +
  'none nor not note nothing notice number numbers off often ok okay old once one ones only open opened opening ' +
  'other others otherwise over overall own part parts pass passed past per perhaps place plan plus point points ' +
  'possible possibly put quick quickly quite rather read ready real really reason recent recently remain ' +
  'remember rest result results right roughly round row rows run running said same saw say says second see seem ' +
  'seems seen send sent set seven several shall short should shouldnt side since six small some someone ' +
  'something sometimes soon sort sound start started starting stay step still stop stopped such sure take taken ' +
  'talk team tell than thank thanks that thats then there these theyre thing things think third those though ' +
  'three through thus till time times told too took toward towards tried true try trying turn twice two type ' +
  'under unless until upon use used using usual usually very view want wanted wants wasnt way ways well went ' +
  'were werent weve while whole whom why wide will wish within without wonder wont word words worth would ' +
  'wouldnt wrong yes yet you your youre yours zero ';

export const COMMON_WORDS: ReadonlySet<string> = new Set(WORDS.split(' ').filter(Boolean));
