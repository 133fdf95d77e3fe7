/**
 * Sentences from public-domain books (Jane Austen's Pride and Prejudice, 1813, Sense and
 * Sensibility, 1811, and Emma, 1815; Charles Dickens's A Tale of Two Cities, 1859), each with a
 * word a reader might look up and the sense it has there, told by words of that sense's
 * gloss (in WordNet or Webster's 1913). bench/senses.ts counts how often the bubble shows it first.
 */
export interface BookSentence {
  word: string;
  sentence: string;
  /** Matches the gloss of the sense meant (of either dictionary). */
  meant: RegExp;
}

export const BOOK_SENTENCES: BookSentence[] = [
  {
    word: 'ball',
    sentence:
      'He was lively and unreserved, danced every dance, was angry that the ball closed so early, and talked of giving one himself at Netherfield.',
    meant: /dance|dancing/i,
  },
  {
    word: 'chaise',
    sentence: 'He came down on Monday in a chaise and four to see the place, and was so much delighted with it.',
    meant: /carriage|vehicle/i,
  },
  {
    word: 'parts',
    sentence: 'Mr. Bennet was so odd a mixture of quick parts, sarcastic humour, reserve, and caprice.',
    meant: /abilit|talent|faculty|intellectual/i,
  },
  {
    word: 'mean',
    sentence: 'She was a woman of mean understanding, little information, and uncertain temper.',
    meant: /low|inferior|poor|humble|little|small|base/i,
  },
  {
    word: 'temper',
    sentence: 'She was a woman of mean understanding, little information, and uncertain temper.',
    meant: /disposition|mood|frame of mind|state of mind|characteristic/i,
  },
  {
    word: 'fortune',
    sentence: 'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    meant: /wealth|riches|property|possessions/i,
  },
  {
    word: 'want',
    sentence: 'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    meant: /lack|absence|deficiency|need/i,
  },
  {
    word: 'person',
    sentence: 'Mr. Darcy soon drew the attention of the room by his fine, tall person, handsome features, noble mien.',
    meant: /body|bodily|figure|appearance/i,
  },
  {
    word: 'occasion',
    sentence: 'I see no occasion for that.',
    meant: /reason|ground|cause|need/i,
  },
  {
    word: 'relation',
    sentence:
      'Mr. Bennet’s property consisted almost entirely in an estate of two thousand a year, which, unfortunately for his daughters, was entailed, in default of heirs male, on a distant relation.',
    meant: /related by blood|kinsman|relative|kindred|connected by/i,
  },
  {
    word: 'estate',
    sentence: 'The family of Dashwood had long been settled in Sussex. Their estate was large, and their residence was at Norland Park.',
    meant: /land|property|possession/i,
  },
  {
    word: 'furnish',
    sentence: 'A walk to Meryton was necessary to amuse their morning hours and furnish conversation for the evening.',
    meant: /provide|supply|give/i,
  },
  {
    word: 'vacant',
    sentence: 'Their minds were more vacant than their sisters’, and when nothing better offered, a walk to Meryton was necessary.',
    meant: /thought|intelligence|idea|empty of|expression|mind/i,
  },
  {
    word: 'carriages',
    sentence: 'What pin-money, what jewels, what carriages you will have!',
    meant: /horse|wheeled vehicle|vehicle/i,
  },
  {
    word: 'disposition',
    sentence: 'She had a lively, playful disposition, which delighted in anything ridiculous.',
    meant: /temper|nature|character|mood|inclination|natural/i,
  },
  {
    word: 'step',
    sentence: 'To be fond of dancing was a certain step towards falling in love.',
    meant: /progress|advance|measure|action|proceeding/i,
  },
  {
    word: 'abuse',
    sentence: 'Mr. Bennet, how can you abuse your own children in such a way?',
    meant: /revile|language|words|reproach|insult/i,
  },
  {
    word: 'mistake',
    sentence: 'You mistake me, my dear.',
    meant: /misunderst|misapprehend|wrong idea|understand/i,
  },
  {
    word: 'savage',
    sentence: 'Every savage can dance.',
    meant: /uncivilized|primitive|wild|barbar/i,
  },
  {
    word: 'place',
    sentence:
      'She had never seen a place for which nature had done more, or where natural beauty had been so little counteracted by an awkward taste.',
    meant: /estate|residence|seat|dwelling|house|mansion|grounds/i,
  },
  {
    word: 'engaged',
    sentence:
      'Miss Bingley’s attention was quite as much engaged in watching Mr. Darcy’s progress through his book, as in reading her own.',
    meant: /occup|busy|attention|involved|absorb/i,
  },
  {
    word: 'epoch',
    sentence:
      'It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief.',
    meant: /period|time|era/i,
  },
  {
    word: 'unite',
    sentence:
      'Emma Woodhouse, handsome, clever, and rich, with a comfortable home and happy disposition, seemed to unite some of the best blessings of existence.',
    meant: /combine|join|possess|together/i,
  },
  {
    word: 'nerves',
    sentence: 'You take delight in vexing me. You have no compassion for my poor nerves.',
    meant: /anxi|agitat|nervous|feeling|composure|courage|excitab/i,
  },
  {
    word: 'connexion',
    sentence: 'She could not think without pain of a connexion with such a family.',
    meant: /marriage|relation|kindred|related/i,
  },
  {
    word: 'countenance',
    sentence: 'His countenance expressed a very great concern, and he said nothing.',
    meant: /face|appearance|expression|look/i,
  },
];
