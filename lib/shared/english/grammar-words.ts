/**
 * English's grammar words, by class: what tells a word's part of speech from the words beside
 * it, for the lookup's reading of a sentence (sentence-context.ts) and the sense ranker's
 * (lib/shared/senses) alike. Each class is listed once; a reader of grammar builds its own
 * sets from them. Older English's forms (thou, thy, thee) are in their classes.
 */

const words = (list: string): readonly string[] => list.split(' ');

/** "a", "an", "the". */
export const ARTICLES = words('a an the');
/** "this", "these", "those" ("that" is a relative and a conjunction too: see RELATIVES). */
export const DEMONSTRATIVES = words('this these those');
/** Possessive determiners, today's and older English's. */
export const POSSESSIVES = words('my your his her its our their');
export const OLDER_POSSESSIVES = words('thy thine');
/** Determiners that count or quantify. */
export const QUANTIFIERS = words('some any no every each');
/** Determiners of one thing only: a plural after them describes the noun that follows it ("a savings account", "each sports car"). */
export const SINGULAR_DETERMINERS = words('a an every each another this');
/** Subject pronouns ("they run" is a verb after them). */
export const SUBJECTS = words('i you we they he she');
export const OLDER_SUBJECTS = words('thou ye');
/** Pronouns of no one person, which take a verb in -s ("nobody knows", "everything seems"). */
export const INDEFINITE_PRONOUNS = words('nobody everybody somebody anybody everyone someone anyone nothing everything something anything');
/** Object pronouns. */
export const OBJECTS = words('him them me us it');
export const OLDER_OBJECTS = words('thee');
/** Relative pronouns and "that". */
export const RELATIVES = words('that which who whom');
/** The forms of "be", "have" and "do". */
export const BE = words('am is are was were be been being');
export const HAVE = words('has have had having');
export const DO = words('do does did');
/** Modal verbs. */
export const MODALS = words('will would can could shall should may might must');
/** Negative contractions of the auxiliaries. */
export const NEGATIVE_AUXILIARIES = words("don't doesn't didn't won't can't cannot wouldn't shouldn't couldn't");
/** "not", "never". */
export const NEGATIONS = words('not never');
/** Coordinating conjunctions. */
export const CONJUNCTIONS = words('and or but nor');
/** Prepositions that take a noun after them ("to" apart: it takes a verb too). */
export const PREPOSITIONS = words('of in on at for with by from into upon unto without');
/** Prepositions of place and time beyond those. */
export const OTHER_PREPOSITIONS = words('about over under after before through toward towards');
/** Prepositions of place beyond those: what may follow a verb that has no object ("clicked behind the door"). */
export const PLACE_PREPOSITIONS = words('behind beside beneath below above across against among around between beyond near within');
/** Adverbial particles: what may follow a verb that has no object ("went up", "came back"). */
export const PARTICLES = words('up down out away over through forth back off along');
/** Words of degree before an adjective ("very", "rather"). */
export const DEGREE = words('very so too quite rather extremely really fairly less least');
/** A preposition and a word that say how or when as one adverb: no noun is the preposition's there ("in short", "at last"). */
export const ADVERBIAL_PHRASES = (
  'in short|at last|at least|at first|in general|in particular|at random|for good|at best|at worst|in brief|by far|at once|' +
  'for sure|in full|at most|in all|after all|at all|in vain|of course|before long'
).split('|');
/** Spans of time: after "every", "this", "last"… they say when, not what ("runs every morning", "left last week"). */
export const TIMES = words('morning afternoon evening night day week weekend month year hour minute moment time season summer winter');
/** Words of comparison after which the word before them says how much: an adverb ("far better", "much too"). */
export const COMPARED = words('too more less better worse fewer further farther away ahead behind beyond');
/** Words that say which of several a noun is, between its determiner and it ("the first ring", "the other side"). */
export const ORDINALS = words('first second third last next other same only final');

/**
 * Titles and ranks before a person's name ("Mr. Brown", "Captain Ahab", "Queen Victoria"),
 * written out or shortened: the name after one is a person's, no place's.
 */
export const PERSON_TITLES = words(
  'mr mrs ms miss mister master madam madame mme mlle monsieur dr doctor sir dame lady lord capt captain col colonel gen general ' +
    'lt lieut lieutenant sgt sergeant major prof professor rev reverend father uncle aunt cousin king queen prince princess ' +
    'duke duchess count countess baron emperor empress pope president senator judge',
);

/** Adverbs of time and place that no noun follows as its adjective. */
export const TIME_AND_PLACE = words('again now then here there too also always ago');

/** Older English's auxiliaries, after "thou" and "he" ("thou hast", "he hath", "thou art", "thou wilt"). */
export const OLDER_AUXILIARIES = words(
  'art wast wert hast hath hadst dost doth didst shalt wilt canst couldst wouldst shouldst mayst mightst',
);

/** Numbers, which open a verb's object as a determiner does ("were striking thirteen", "bit two postmen"). */
export const CARDINALS = words(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen ' +
    'nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million dozen',
);

/**
 * Words that open a sentence before a noun phrase without being a verb telling what to do
 * ("If the…", "Today the…", "Alas, the…", "Across the…"): a clause's opener, an adverb of time,
 * place or manner, an interjection, a preposition. The grammar words above ("Then the…", "After
 * the…") and the directions below ("Outside the…") are read as such already, and not listed again.
 */
export const OPENERS_NOT_VERBS = words(
  'if when while whilst although though because since unless until as whether where why how what whatever whoever whenever ' +
    'wherever once yet thus hence therefore however meanwhile moreover nevertheless nonetheless besides indeed perhaps ' +
    'maybe today yesterday tonight tomorrow everywhere somewhere nowhere overhead later soon still even just yes oh ah alas ' +
    'lo instead otherwise',
).concat(
  // Prepositions the cues have no other set for: "Across the river…", "During the war…".
  PLACE_PREPOSITIONS,
  words('amongst along despite during except like unlike throughout till via onto per amid amidst'),
);

/**
 * Prepositions the sets above leave out, which take a noun phrase as any preposition does
 * ("came near me", "everyone except John", "past the church", "until the end").
 */
export const MORE_PREPOSITIONS = words(
  'near except past until till despite during onto underneath unlike via amid amidst throughout round abaft aboard astride athwart atop betwixt',
);

/**
 * Verbs whose past participle is spelled as the verb itself, which no ending shows: after "be" or
 * "have", the participle ("the variable is set to", "has cut"). Not "hurt" or "upset", whose
 * adjectives are as likely there ("she is upset").
 */
export const SAME_FORM_PARTICIPLES = words(
  'set put cut hit let shut spread cast read split burst bet bid broadcast thrust shed forecast quit',
);

/** Words that open a clause of their own, which no adjective stands before ("the area of a square if you know…"). */
export const SUBORDINATORS = words('if unless because although though whereas whether until since');
/** What opens a clause or a comparison after an adverb ("even if", "just as", "still more"). */
export const BEFORE_A_CLAUSE = words('if though although when while as so than more less after before until');

/** Prefixes joined by a hyphen that make no compound noun of the word after them ("self-evident", "non-existent"). */
export const HYPHENED_PREFIXES = words('self anti non semi pre post re co ex sub multi un well ill so');

/** What may follow the state a thing is left or kept in ("left it on all night", "kept off until"). */
export const AFTER_A_STATE = words('all overnight for until while when and again');

/** Adverbs that stand between "be" and its participle, as one in -ly does ("be well soused", "was not seen", "were all killed"). */
export const BETWEEN_BE_AND_PARTICIPLE = words('well not never so all also much often ever quite already long');
/** Words after a verb that say it has no object: how often, or "too" ("shouted thrice", "write and cipher too"). */
export const NO_OBJECT_AFTER = words('too thrice twice once well');
/** Adverbs that stand where a verb's object might ("served the peoples well", "the shops just stirring"). */
export const NOT_AN_OBJECT = words('well just still also now then even only too');
/** Words of how much that open an object, beside the quantifiers ("enacts more wonders", "owns many houses"). */
export const MORE_OR_MANY = words('more many much several few');
/** Prepositions after which "that" opens a clause, not a noun phrase ("in that", "so that", "except that"). */
export const BEFORE_THAT_CLAUSE = words('in so except save but now given provided such');
/** Words that open a span of time ("this season", "every day"). */
export const SAYS_WHEN = words('this that next last every each');
/** Pronouns and adverbs whose "'s" is "is" or "has" ("it's all right", "he's pretty special", "let's"). */
export const PRONOUNS_WITH_IS = words('it he she that what there here who where how let this');
/** A subject's contraction with "will" or "would" (or "had"), and "let's": a verb follows ("I'll sleep", "we'd go", "let's resume"). */
export const MODAL_CONTRACTIONS = [...SUBJECTS, 'it', 'that', 'there', 'who'].flatMap((s) => [`${s}'ll`, `${s}'d`]).concat("let's");
/** Prepositions a noun is said twice across ("flake after flake", "step by step", "face to face"). */
export const BETWEEN_REPEATS = words('after by upon to for on');
/** Adverbs that "and" or "or" joins to a noun's phrase ("and above", "or otherwise"). */
export const JOINED_ADVERBS = words('above below otherwise beyond elsewhere more less');

/** Directions, which follow a verb of motion as adverbs ("fly south", "went home"). */
export const DIRECTIONS = words(
  'north south east west northward southward eastward westward home abroad upstairs downstairs outside inside outdoors indoors',
);

/** Adverbs of company after a verb, never a noun's word ("lives alone", "watched the show together"). */
export const ALONE_OR_TOGETHER = words('alone together apart');
/** Particles that make one verb of the verb before them ("gave up", "turned off", "ran out of", "fell through"). */
export const VERB_PARTICLES = words('up down out off away back over through');
/** Of those, the ones that are as often a preposition before a place ("fell down the stairs", "went over the bridge"). */
export const PARTICLES_OF_PLACE = words('down over through');
/**
 * Verbs that make one verb with down, over or through before what they take, though those are
 * prepositions of place after most ("turned down the offer", "took over the company", "looked
 * through the papers"; but "fell down the stairs", "went through the park").
 */
export const VERBS_TAKING_DOWN_OVER_THROUGH = words(
  'turn take put write shut tear cut break knock pull bring burn let hand pass play track hunt narrow pin water tone wind ' +
    'think talk look hold sign win read',
);
/** Ways and openings one goes or looks along or through: after a particle, its preposition's place ("down the street", "out the window"). */
export const WAYS_AND_OPENINGS = words(
  'street road lane path track trail stairs staircase steps ladder hill slope corridor hall hallway passage aisle alley avenue ' +
    'river stream canal valley tunnel window windows door doorway gate chimney drain pipe hole shaft well side',
);
/** After a particle, what says it was a direction, not one verb with the verb before it ("ran out into the street", "came back across"). */
export const AFTER_A_DIRECTION = words('into onto toward towards across along');
/** The same, after up, down, out or over only ("looked up at the sky", "up from his book"; but "called off at the last minute", "ran away from home"). */
export const AFTER_A_GAZE = words('at from');
/** The particles a gaze or a movement goes along ("looked up at", "looked down from", "shouted out at"). */
export const GAZING_PARTICLES = words('up down out over');
/**
 * "On" and "in" are prepositions of place after most verbs ("sat on the chair", "went in the
 * house"); these they make one verb with, before what they take ("put on her coat", "turned on
 * the light", "fill in the form", "handed in the essay") or ending the clause.
 */
export const VERBS_TAKING_ON = words('put turn switch try');
export const VERBS_TAKING_IN = words('fill hand plug');
/** "After" too, with a few ("looked after her mother", "takes after his father"). */
export const VERBS_TAKING_AFTER = words('look take');
/** The same, with nothing after them but the clause's end or an -ing ("Carry on.", "hold on", "went on talking", "They gave in."). */
export const VERBS_ENDING_ON = words('carry hold move go');
export const VERBS_ENDING_IN = words('give cave settle');
/** Verbs of going somewhere, after which a particle before a noun phrase is a preposition ("ran up the stairs", "walked down the road"). */
export const VERBS_OF_GOING = words('go come run walk climb rush hurry drive ride fly swim crawl jump march wander travel fall slip roll');
/**
 * Words "to" follows as a preposition, before a noun, not as an infinitive's mark: "according
 * to state law", "related to use", "up to date", "susceptible to sunburn", "the key to success".
 */
export const BEFORE_TO_A_NOUN = words(
  'according related relation regard respect reference subject susceptible sensitive prior due owing contrary similar ' +
    'next close addition attention devoted exposed opposed accustomed resorted aversion akin adjacent equivalent up key access',
);
/** Which way to go, after a verb of motion as adverbs ("turn left", "keep right", "go straight ahead"). */
export const WAYS = words('left right straight ahead back forward forwards backward backwards sideways');

/** Adverbs of when, which end the phrase before them ("went to bed early", "came home late"). */
export const WHEN = words('early late today tonight yesterday tomorrow');

/** Verbs of motion that open a sentence telling which way ("Turn left", "Keep right", "Bear left at the fork"). */
export const VERBS_OF_MOTION = words('turn keep bear veer head move step walk drive stay');

/**
 * Adverbs that stand between a subject and its verb ("they often left", "we all went", "he later
 * sold it"), beyond the grammar words above that do too (never, always, then, first, only, each).
 */
export const BETWEEN_SUBJECT_AND_VERB = words('often soon still even just all both already once ever later sometimes please thus only');

/** Verbs that take "of" after them ("think of", "consist of", "dream of"). */
export const VERBS_OF_OF = words('think speak talk hear dream consist approve know tire smell taste die disapprove despair beware');

/** Words that say how much of what follows them ("only a woman", "about 2 days", "nearly ninety"). */
export const ABOUT_SO_MUCH = words('only about nearly almost merely roughly approximately exactly barely');
/** Where a subject is, after "be" ("was away at school", "were back home", "are ahead"). */
export const AWAY_OR_BACK = words('away back ahead abroad');

/** Words that open a sentence telling what to do, before its verb ("Please answer", "Just carry on.", "Always check the log."). */
export const BEFORE_WHAT_TO_DO = words('please just always simply');

/** Of those, adjectives too, where "be" ends with them ("the water was still and clear", "the ground is even"). */
export const ADJECTIVES_AFTER_BE = words('still even just');

/**
 * Verbs that link their subject to what it is or becomes ("she felt better", "to stay awake",
 * "it grew dark"): the word after one of their forms says what, an adjective.
 */
export const LINKING_VERBS = words('seem look feel become grow appear sound smell taste remain stay keep');

/**
 * Verbs that say what they leave their object ("left the door open", "painted the wall white",
 * "found the room empty", "keep your hands clean"): the word after the object says what, an adjective.
 */
export const COMPLEMENT_VERBS = words(
  'leave keep make find paint get hold set push pull turn wipe wash sweep scrub rub shake kick slam prop throw colour color dye boil fry serve eat drink like want prefer',
);

/** Adjectives often met as verbs too, which say what a verb leaves its object ("left the door open", "wiped it clean"). */
export const COMPLEMENT_ADJECTIVES = words(
  'open shut closed clean clear dry wet free loose ready straight tight flat smooth level full empty',
);

/** Verbs whose next verb, after any of their forms, takes no "to" ("they let go", "we help clean", "they make do", "go get"). */
export const BARE_INFINITIVE_VERBS = words('let help make go come dare need');

/** Verbs an object and a plain verb follow ("made him give in", "let them go", "saw him fall"). */
export const OBJECT_AND_VERB_VERBS = words('let help make see hear watch feel');

/** The words a question opens on before "do" or a modal ("what does a monk know"). */
export const QUESTION_WORDS = words('what why how where when who whom which');

/** Places "to" takes with no article, where no infinitive follows it ("went to bed", "back to school"). */
export const PLACES_WITHOUT_ARTICLE = words('bed school church work town sea market heaven hospital prison college court');

/** Words in -ing that are no verb's form, though a spelling rule would find one in them (morn, dure). */
export const NOT_VERB_FORMS_IN_ING = words('during something nothing anything everything ceiling');

/** The relation of each form of "be", "have" and "do" to its verb (no spelling rule finds "is" from "be"). */
export const AUXILIARY_FORMS: readonly (readonly [
  form: string,
  verb: string,
  relation: 'present' | 'third-person' | 'past' | 'past-participle',
])[] = [
  ['am', 'be', 'present'],
  ['are', 'be', 'present'],
  ['is', 'be', 'third-person'],
  ['was', 'be', 'past'],
  ['were', 'be', 'past'],
  ['been', 'be', 'past-participle'],
  ['has', 'have', 'third-person'],
  ['had', 'have', 'past'],
  ['had', 'have', 'past-participle'],
  ['does', 'do', 'third-person'],
  ['did', 'do', 'past'],
  ['done', 'do', 'past-participle'],
];

/** One set of several classes. */
export function wordSet(...classes: readonly (readonly string[])[]): ReadonlySet<string> {
  return new Set(classes.flat());
}
