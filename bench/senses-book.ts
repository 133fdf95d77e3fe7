/**
 * Sentences from public-domain books (Jane Austen's Pride and Prejudice, 1813, Sense and
 * Sensibility, 1811, and Emma, 1815; Charles Dickens's A Tale of Two Cities, 1859; Herman Melville's
 * Moby-Dick, 1851), each with a
 * word a reader might look up and the sense it has there, told by words of that sense's
 * gloss (in WordNet or Webster's 1913). bench/senses.ts counts how often the bubble shows it first.
 */
/** The books the sentences are from: a page of each is older English (or not) as the ranker reads it. */
export type Book = 'pride-and-prejudice' | 'sense-and-sensibility' | 'emma' | 'two-cities' | 'moby-dick';

export interface BookSentence {
  book: Book;
  word: string;
  sentence: string;
  /** The text around the sentence (its paragraph), where given. */
  around?: string;
  /** Matches the gloss of the sense meant (of either dictionary). */
  meant: RegExp;
}

export const BOOK_SENTENCES: BookSentence[] = [
  {
    book: 'pride-and-prejudice',
    word: 'ball',
    sentence:
      'He was lively and unreserved, danced every dance, was angry that the ball closed so early, and talked of giving one himself at Netherfield.',
    meant: /dance|dancing/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'chaise',
    sentence: 'He came down on Monday in a chaise and four to see the place, and was so much delighted with it.',
    meant: /carriage|vehicle/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'parts',
    sentence: 'Mr. Bennet was so odd a mixture of quick parts, sarcastic humour, reserve, and caprice.',
    meant: /abilit|talent|faculty|intellectual/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'mean',
    sentence: 'She was a woman of mean understanding, little information, and uncertain temper.',
    meant: /low|inferior|poor|humble|little|small|base/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'temper',
    sentence: 'She was a woman of mean understanding, little information, and uncertain temper.',
    meant: /disposition|mood|frame of mind|state of mind|characteristic/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'fortune',
    sentence: 'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    meant: /wealth|riches|property|possessions/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'want',
    sentence: 'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    meant: /lack|absence|deficiency|need/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'person',
    sentence: 'Mr. Darcy soon drew the attention of the room by his fine, tall person, handsome features, noble mien.',
    meant: /body|bodily|figure|appearance/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'occasion',
    sentence: 'I see no occasion for that.',
    meant: /reason|ground|cause|need/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'relation',
    sentence:
      'Mr. Bennet’s property consisted almost entirely in an estate of two thousand a year, which, unfortunately for his daughters, was entailed, in default of heirs male, on a distant relation.',
    meant: /related by blood|kinsman|relative|kindred|connected by/i,
  },
  {
    book: 'sense-and-sensibility',
    word: 'estate',
    sentence: 'The family of Dashwood had long been settled in Sussex. Their estate was large, and their residence was at Norland Park.',
    meant: /land|property|possession/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'furnish',
    sentence: 'A walk to Meryton was necessary to amuse their morning hours and furnish conversation for the evening.',
    meant: /provide|supply|give/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'vacant',
    sentence: 'Their minds were more vacant than their sisters’, and when nothing better offered, a walk to Meryton was necessary.',
    meant: /thought|intelligence|idea|empty of|expression|mind/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'carriages',
    sentence: 'What pin-money, what jewels, what carriages you will have!',
    meant: /horse|wheeled vehicle|vehicle/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'disposition',
    sentence: 'She had a lively, playful disposition, which delighted in anything ridiculous.',
    meant: /temper|nature|character|mood|inclination|natural/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'step',
    sentence: 'To be fond of dancing was a certain step towards falling in love.',
    meant: /progress toward a goal|^proceeding; measure/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'abuse',
    sentence: 'Mr. Bennet, how can you abuse your own children in such a way?',
    meant: /revile|language|words|reproach|insult/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'mistake',
    sentence: 'You mistake me, my dear.',
    meant: /misunderst|misapprehend|wrong idea|understand/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'savage',
    sentence: 'Every savage can dance.',
    meant: /uncivilized|primitive|wild|barbar/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'place',
    sentence:
      'She had never seen a place for which nature had done more, or where natural beauty had been so little counteracted by an awkward taste.',
    meant: /estate|residence|seat|dwelling|house|mansion|grounds/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'engaged',
    sentence:
      'Miss Bingley’s attention was quite as much engaged in watching Mr. Darcy’s progress through his book, as in reading her own.',
    meant: /occup|busy|attention|involved|absorb/i,
  },
  {
    book: 'two-cities',
    word: 'epoch',
    sentence:
      'It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief.',
    meant: /period|time|era/i,
  },
  {
    book: 'emma',
    word: 'unite',
    sentence:
      'Emma Woodhouse, handsome, clever, and rich, with a comfortable home and happy disposition, seemed to unite some of the best blessings of existence.',
    meant: /combine|join|possess|together/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'nerves',
    sentence: 'You take delight in vexing me. You have no compassion for my poor nerves.',
    meant: /anxi|agitat|nervous|feeling|composure|courage|excitab/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'connexion',
    sentence: 'She could not think without pain of a connexion with such a family.',
    meant: /marriage|relation|kindred|related/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'countenance',
    sentence: 'His countenance expressed a very great concern, and he said nothing.',
    meant: /face|appearance|expression|look/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'tolerable',
    sentence: 'She is tolerable; but not handsome enough to tempt me.',
    meant: /about average|moderately good/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'owns',
    sentence: 'I am perfectly convinced by it that Mr. Darcy has no defect. He owns it himself without disguise.',
    meant: /acknowledge|admit|confess/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'stout',
    sentence: 'Lydia was a stout, well-grown girl of fifteen, with a fine complexion and good-humoured countenance.',
    meant: /physical strength|lusty|vigorous|robust/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'complexion',
    sentence: 'Lydia was a stout, well-grown girl of fifteen, with a fine complexion and good-humoured countenance.',
    meant: /colou?ring of a person|hue of the skin|skin of the face/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'affront',
    sentence: 'Elizabeth, having rather expected to affront him, was amazed at his gallantry.',
    meant: /rudely|offend|insult/i,
  },
  {
    book: 'pride-and-prejudice',
    word: 'gallantry',
    sentence: 'Elizabeth, having rather expected to affront him, was amazed at his gallantry.',
    meant: /attentiveness to women|courtesy towards women|attention to ladies/i,
  },
  {
    book: 'sense-and-sensibility',
    word: 'understanding',
    sentence:
      'Elinor, this eldest daughter, whose advice was so effectual, possessed a strength of understanding, and coolness of judgment, which qualified her, though only nineteen, to be the counsellor of her mother.',
    meant: /capacity for rational thought|power to understand|intellectual faculty/i,
  },
  {
    book: 'sense-and-sensibility',
    word: 'coolness',
    sentence:
      'Elinor, this eldest daughter, whose advice was so effectual, possessed a strength of understanding, and coolness of judgment, which qualified her, though only nineteen, to be the counsellor of her mother.',
    meant: /calm|self-possession|self-assurance/i,
  },
  {
    book: 'sense-and-sensibility',
    word: 'sensible',
    sentence: 'She was sensible and clever; but eager in everything: her sorrows, her joys, could have no moderation.',
    meant: /sound judgment|good or common sense|containing sense or reason/i,
  },
  {
    book: 'emma',
    word: 'situation',
    sentence:
      'The real evils, indeed, of Emma’s situation were the power of having rather too much her own way, and a disposition to think a little too well of herself.',
    meant: /circumstances|condition or position/i,
  },
  {
    book: 'two-cities',
    word: 'plain',
    sentence: 'There were a king with a large jaw and a queen with a plain face, on the throne of England.',
    meant: /lacking in physical beauty|without beauty/i,
  },
  {
    book: 'moby-dick',
    word: 'purse',
    sentence:
      'Some years ago—never mind how long precisely—having little or no money in my purse, and nothing particular to interest me on shore, I thought I would sail about a little and see the watery part of the world.',
    meant: /carrying money|bag or pouch/i,
  },
  {
    book: 'moby-dick',
    word: 'spleen',
    sentence: 'It is a way I have of driving off the spleen and regulating the circulation.',
    meant: /melancholy|hypochondria|ill humor/i,
  },
  {
    book: 'moby-dick',
    word: 'circulation',
    sentence: 'It is a way I have of driving off the spleen and regulating the circulation.',
    meant: /blood/i,
  },
  {
    book: 'moby-dick',
    word: 'grim',
    sentence: 'Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in my soul…',
    meant: /forbidding|stern/i,
  },
];
