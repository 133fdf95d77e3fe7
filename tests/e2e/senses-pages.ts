/**
 * Two pages with the same sentence about a dandy, for the sense the bubble leads with: one
 * in the English of an older book (shew, to-morrow, connexion, honour, in the paragraphs
 * around it, none in the sentence's own), one in today's English. Webster's 1913 (GCIDE)
 * and WordNet both define the dandy; the page's period says whose sense comes first.
 */
const page = (title: string, paragraphs: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head>
<body>
<h2>${title}</h2>
${paragraphs.map((text) => `<p>${text}</p>`).join('\n')}
</body></html>`;

export const DANDY_SENTENCE = 'He was a dandy, and nothing more.';

/** Two words whose first sense in a dictionary is not the one their sentence means. */
export const CANINE_SENTENCE = 'The old hound met him at the gate with a merely canine affection, and would not leave his side.';
export const GIMP_SENTENCE = 'She had always taken a keen interest in gimp, and trimmed every bonnet she owned with it.';

/** A sentence that leaves its word's sense open (which bass is too loud?), and one that does not. */
export const BASS_SENTENCE = 'The bass was too loud.';
/** The bass that swims, said as Webster's respells it (bȧs), not as the voice is (bās). */
export const FISH_BASS_SENTENCE = 'He caught a striped bass in the river and cooked the fish for supper.';
/** A word whose reading goes with its part of speech, though no rule of stress or voicing tells it: the wind ˈwɪnd, to wind ˈwaɪnd. */
export const WIND_SENTENCE = 'A cold wind came off the sea, so she stopped to wind her scarf tighter.';
export const PLANT_SENTENCE = 'The plant was closed for the holiday.';

/** A sentence whose "port" a database manual means as its computing sense, and a novel as a harbour. */
export const PORT_SENTENCE = 'Set the port before you start it.';
const MANUAL = `To create an index on a column, connect to the database server and run the query below. ${PORT_SENTENCE} The schema must exist, and the transaction must be committed before another program can read the table.`;
const NOVEL = `She walked home through the rain and thought of her mother's letter. ${PORT_SENTENCE} So her uncle had told her, years ago, and she had never forgotten it.`;

/** A name of the story's own, and Webster's stubs: one that points to its root ("Not wept"), one to itself. */
export const NAME_SENTENCE = '“Come in,” said Hudson, and shut the door behind them.';
export const UNWEPT_SENTENCE = 'He went down to the vile dust unwept, unhonoured, and unsung.';
export const CENTRING_SENTENCE = 'The centring of the arch was struck at last.';
/** An irregular verb form that is a noun of its own here: the ground, not the past of grind. */
export const GROUND_SENTENCE = 'They sat down on the ground and waited for the rain to stop.';
/** A verb in -s that is also an irregular plural: he leaves, not the leaves of a tree. */
export const LEAVES_SENTENCE = 'He leaves for the coast tomorrow and will not be back before spring.';
/** A regular past after its subject: she closed the door, not the adjective closed (not open). */
export const CLOSED_SENTENCE = 'She closed the shutters against the wind and lit the lamp.';
/** Irregular verb forms that are nouns of their own where they stand: grey felt, the dove, a lucky shot. */
export const FELT_SENTENCE = 'His hat was made of grey felt and had seen better days.';
export const DOVE_SENTENCE = 'The dove flew over the garden wall.';
export const SHOT_SENTENCE = 'It was a lucky shot.';
/** A past's spelling where no verb's past stands: after its subject's verb (left, not leave's past), after "please" (lay, not lie's). */
export const LEFT_SENTENCE = 'At the church he turned left and walked on alone.';
export const LAY_SENTENCE = 'Please lay the map on the table when you are done.';
/** A past's spelling right after a possessive, before the noun it describes: no verb stands there. */
export const LEFT_HAND_SENTENCE = 'He cut his left hand on the broken glass.';
/** A word mostly a noun between a determiner and a noun: what the wall is made of, not stone's adjective (a dull grey colour). */
export const STONE_WALL_SENTENCE = 'The stone wall along the lane had fallen in places.';
/** A common verb's past that WordNet enters as an adjective too ("agreed": united by being of the same opinion): after its subject, agree's past. */
export const AGREED_SENTENCE = 'The neighbours agreed that the old fence had to come down.';
/** A noun before a verb in -s and its object; a verb after its plural subject, with when after it. */
export const KEY_SENTENCE = 'The key opens the front door of the cottage.';
export const BARK_SENTENCE = 'The dogs bark all night on the farm.';
/** A word the UK voice reads by its part of speech: to reˈcord, the verb, not a ˈrecord. */
export const RECORD_SENTENCE = 'They hoped to record the whole song before the hall closed.';
/** abandon's sense of giving up for good, in WordNet's words and in Webster's 1913's. */
export const ABANDON_SENTENCE = 'They would never abandon the claim, whatever the court said.';
/** A verb and its particle, one verb: "give up". */
export const GAVE_UP_SENTENCE = 'Her father gave up smoking the year she was born.';
/** A preposition that WordNet has as an adverb alone, Webster's 1913 as a preposition too. */
export const ABAFT_SENTENCE = 'The captain stood abaft the mast and watched the sails.';
/** A past after a title's name: a person, no university of that name. */
export const MR_SENTENCE = 'Mr. Brown opened the shop at nine.';
/** A name that is a verb's past too, after a title: a person, asked as written, no rising. */
export const ROSE_SENTENCE = 'Mrs. Rose Maylie took the boy in and kept him.';

/** Two words the live service's recordings define (ruby, fish), for a lookup on the replayed live service. */
const RUBY_SENTENCE = 'She held the ruby up to the lamp and turned it slowly.';
const FISH_SENTENCE = 'Not a single fish came near the boat all morning.';

export const sensesPages = {
  '/senses-live.html': page('The boat', [RUBY_SENTENCE, FISH_SENTENCE]),
  '/senses-manual.html': page('Configuring the server', [MANUAL]),
  '/senses-novel.html': page('Chapter 7', [NOVEL]),
  '/senses-story.html': page('Chapter 2', [
    NAME_SENTENCE,
    UNWEPT_SENTENCE,
    CENTRING_SENTENCE,
    GROUND_SENTENCE,
    LEAVES_SENTENCE,
    CLOSED_SENTENCE,
    FELT_SENTENCE,
    DOVE_SENTENCE,
    SHOT_SENTENCE,
    MR_SENTENCE,
    ROSE_SENTENCE,
    LEFT_SENTENCE,
    LAY_SENTENCE,
    LEFT_HAND_SENTENCE,
    STONE_WALL_SENTENCE,
    RECORD_SENTENCE,
    AGREED_SENTENCE,
    KEY_SENTENCE,
    BARK_SENTENCE,
    ABANDON_SENTENCE,
    GAVE_UP_SENTENCE,
    ABAFT_SENTENCE,
    FISH_BASS_SENTENCE,
    WIND_SENTENCE,
  ]),
  '/senses-unsure.html': page('The concert', [BASS_SENTENCE, PLANT_SENTENCE]),
  '/senses-kept.html': page('The bonnet', [CANINE_SENTENCE, GIMP_SENTENCE]),
  '/senses-older.html': page('Chapter 3', [
    'Her father would not hear of the connexion, and said so with more humour than his wife could bear.',
    'She promised to shew her sister the letter to-morrow, when the neighbourhood had gone to church.',
    DANDY_SENTENCE,
    'It was in honour of his coming that the ball was given; and every body in the parish was to be there.',
    'To-morrow, said she, I shall know whether his behaviour has been all that his friends have told me.',
  ]),
  '/senses-modern.html': page('Chapter 3', [
    'Her father would not hear of the engagement, and said so in a text message his wife found rude.',
    'She promised to show her sister the email tomorrow, when the neighbors had gone to the game.',
    DANDY_SENTENCE,
    'The party was thrown for his arrival, and everyone on the block was going to be there.',
    'Tomorrow, she said, I will know whether he has behaved the way his friends told me.',
  ]),
};
