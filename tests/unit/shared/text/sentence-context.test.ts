import { describe, expect, it } from 'vitest';
import { asRead, partOfSpeechInSentence } from '../../../../lib/shared/text/sentence-context';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('the part of speech a sentence gives a word', () => {
  it.each([
    ['The run was long.', 'run', 'noun'],
    // An aside in brackets stands between no two words: "big" describes the barn.
    ['It was a big (or large) barn.', 'big', 'adjective'],
    ['A heavy [1] stone lay there.', 'heavy', 'adjective'],
    // After a preposition, "which" and "what" determine a noun; "to" closing a "from" is no infinitive's.
    ['At which point we left.', 'point', 'noun'],
    ['They were friends from cradle to grave.', 'grave', 'noun'],
    ['It kept him from going to see her.', 'see', 'verb'],
    // A verb after an auxiliary is bare: a word in -s there is a plural.
    ['I will do marvels such as have not been done.', 'marvels', 'noun'],
    ['They will bias the results.', 'bias', 'verb'],
    ['A fly landed on the wall.', 'fly', 'noun'],
    ['He has a cold again.', 'cold', 'noun'],
    ['At present we have no plans.', 'present', 'noun'],
    ['He earned a living as a teacher.', 'living', 'noun'],
    ['Please answer the question.', 'answer', 'verb'],
    ['They tried to please everyone.', 'everyone', undefined],
    ['We watched the show together.', 'show', 'noun'],
    // An irregular past before how or where, with no verb after it; not a noun a verb follows.
    ['The price rose sharply last year.', 'rose', 'verb'],
    ['The rose in the vase had wilted.', 'rose', 'noun'],
    // A word that stands between a subject and its verb is an adjective where "be" ends with it.
    ['The water was still and clear.', 'still', 'adjective'],
    ['She is still angry.', 'still', 'adverb'],
    // A word in -s with no other verb after it is the verb of the words opening the sentence; elsewhere it may be a plural described.
    ['The fair opens on Saturday.', 'fair', 'noun'],
    // "Such" and a number open a noun's phrase as a determiner does; "one" may be a person.
    ['Such talk is seriously in error.', 'talk', 'noun'],
    ['What happened to the fourteen missing men?', 'missing', 'adjective'],
    ['Two reports came in.', 'reports', 'noun'],
    ['One finds it odd.', 'finds', undefined],
    // ... or before its object: "the key opens the door" is no key point.
    ['The key opens the front door.', 'key', 'noun'],
    ['It ended the run.', 'run', 'noun'],
    ['It was a quick decision.', 'quick', 'adjective'],
    ['They run every morning.', 'run', 'verb'],
    ['You can run faster.', 'run', 'verb'],
    ['She was running late.', 'running', 'verb'],
    ['He is naive.', 'naive', 'adjective'],
    ['The hall was lit by a hundred candles.', 'lit', 'verb'],
    ['The hall was lit.', 'lit', 'adjective'],
    ['There were bars in the windows.', 'bars', 'noun'],
    // A plain word after a plural subject, going on as after a verb: its present.
    ['Birds fly south in winter.', 'fly', 'verb'],
    ['The children play outside.', 'play', 'verb'],
    // But not after a determiner of one thing: the plural describes the word after it.
    ['She opened a savings account at the bank.', 'account', undefined],
    ['Each sports car costs more.', 'car', undefined],
    ['Lands adjacent to the river.', 'adjacent', undefined],
    ['The sales team met at noon.', 'team', undefined],
    ['He was nervous.', 'nervous', 'adjective'],
    ['It is very fine.', 'fine', 'adjective'],
    ['Home runs, she said, win games.', 'win', undefined],
    ['Running is fun.', 'Running', 'noun'],
    ['Running home, she fell.', 'Running', undefined],
    ['The wedding was lovely.', 'wedding', 'noun'],
    ['She was a stout, well-grown girl of fifteen.', 'stout', 'adjective'],
    ['It was a bright, ingenious plan.', 'bright', 'adjective'],
    // A list of adjectives before its noun, after a preposition too, joined by commas or "and".
    ['A big, heavy, powerfully built man moved out.', 'big', 'adjective'],
    ['He watched the twisted, torn mouth.', 'twisted', 'adjective'],
    ['He will repay the loan out of current and anticipated income.', 'current', 'adjective'],
    ['The demand for new and expanded services grew.', 'new', 'adjective'],
    // ... not a noun set apart by a comma, nor a verb's noun joined to another.
    ['The sponsor of the bill, said a failure would follow.', 'bill', 'noun'],
    ['She had little time for her teaching and writing.', 'teaching', 'noun'],
    ['He bought a car, then sold it.', 'car', 'noun'],
    ['He drank a stout, and then another.', 'stout', 'noun'],
    ['She took a seat, smiling at him.', 'seat', 'noun'],
    ['He was a friend, loyal and kind.', 'friend', 'noun'],
    ['The hat was made of felt.', 'felt', 'noun'],
    ['She answered on the first ring.', 'ring', 'noun'],
    ['Take the next turn on the left.', 'turn', 'noun'],
    ['The first quick decision.', 'quick', 'adjective'],
    ['It was made of felt and leather.', 'felt', 'noun'],
    ['He lived in fear of the dark.', 'fear', 'noun'],
    ['It came from running water.', 'running', undefined],
    // ... or before another phrase opens: "in spring the meadows"; but a verb taking its object, or an adverb.
    ['In spring the meadows are full of flowers.', 'spring', 'noun'],
    ['Without water the plants will die.', 'water', 'noun'],
    ['She was good at making the bread.', 'making', 'verb'],
    ['I had never before known an Englishman like him.', 'known', undefined],
    ['Before long the rain stopped.', 'long', undefined],
    // After "be", before "of": a noun unless an adjective's ("king" only ends as a participle does).
    ['Tarquin would be king of Rome.', 'king', 'noun'],
    ['It was part of a larger move.', 'part', 'noun'],
    ['The jar was full of water.', 'full', 'adjective'],
    ['There are people who travel far to see it.', 'people', 'noun'],
    // After a determiner and an adjective in -ous, before a preposition of place: a noun, the adjective no plural.
    ['In that way the disastrous encounter between Ahab and the whale was told.', 'encounter', 'noun'],
    ['He went back to work on his next project.', 'work', 'noun'],
    // After a noun's possessive, as after a determiner; not a past after a name's "'s" that is "is" or "has".
    ["He sold his father's house in May.", 'house', 'noun'],
    ["Pa's scared to death of axes.", 'scared', 'verb'],
    // After "be", how much of what follows, or where the subject is: an adverb.
    ['She is only a child.', 'only', 'adverb'],
    ['The age of the moon was about 2 days.', 'about', 'adverb'],
    ['John was away at school.', 'away', 'adverb'],
    // After a determiner, an adjective's word joined to an adjective: an adjective; a noun joined to a noun stays one.
    ['To me she was a fine and lovely girl.', 'fine', 'adjective'],
    ['They were of the same social and economic level.', 'social', 'adjective'],
    ['He bought the bread and butter.', 'bread', 'noun'],
    // Joined by "and" or "or", before "of": a noun; not an adjective's or a verb that takes "of".
    ['The options control the content and format of the output.', 'format', 'noun'],
    ['It was bright and full of light.', 'full', undefined],
    ['Sit down and think of nothing.', 'think', undefined],
    // After a past that describes it, no adverb: no verb stands there.
    ['Her voice had taken on a more cultivated tone.', 'tone', undefined],
    ['They climbed to the wind-swept roof.', 'roof', undefined],
    // After a word opening a sentence that tells what to do: a verb.
    ['Just carry on.', 'carry', 'verb'],
    ['Always check the log first.', 'check', 'verb'],
    // Opening the sentence before a verb's past: its subject.
    ['Grace opened the window and looked out.', 'Grace', 'noun'],
    ['Rain fell all night.', 'Rain', 'noun'],
    ['Once opened, the jar keeps a week.', 'Once', 'adverb'],
    ['Slowly turned the wheel.', 'Slowly', undefined],
    ['Keep refrigerated after opening.', 'Keep', undefined],
    // Where a verb of going goes, after "to"; not what one goes to do, nor what one is going to do (a verb).
    ['She went to bed early.', 'bed', 'noun'],
    ['The ball came to rest near the fence.', 'rest', 'noun'],
    ['He went to see the doctor.', 'see', 'verb'],
    ['I am going to try again.', 'try', 'verb'],
    ['Then off again, rushing to keep up.', 'keep', undefined],
    // A preposition of place after the word ends its noun phrase; not after a verb's form or an adverb of place.
    ['The house stood on a hill above the town.', 'hill', 'noun'],
    ['She apologized for the long scratch across his face.', 'scratch', 'noun'],
    ['We heard the crash of the bottle shattering against the car.', 'shattering', undefined],
    ['The road runs somewhere between here and the river.', 'somewhere', undefined],
    ['In short, it failed.', 'short', undefined],
    ['It took an hour at least.', 'least', undefined],
    // A word ending its phrase after a word describing it, which a determiner or a preposition opens.
    ['The hat was made of grey felt.', 'felt', 'noun'],
    ['He had a bad cold all winter.', 'cold', 'noun'],
    ['The lecture was a terrible bore.', 'bore', 'noun'],
    ['They sat in the old barn.', 'barn', 'noun'],
    ['Each worker thread reads from the shared queue.', 'thread', 'noun'],
    ['With puffy reddened eyes.', 'reddened', undefined],
    ['That was a lucky shot.', 'shot', 'noun'],
    // ... but no noun where it is a subject's verb, or a verb before its object.
    ['The boy left.', 'left', undefined],
    ['The dogs bark.', 'bark', 'verb'],
    // A verb's when after it ("all night", "every day"), or "to" and a verb, as a verb goes on.
    ['The dogs bark all night.', 'bark', 'verb'],
    // An adjective ending the sentence says how its subject is; a plain word in -ing, -ed or -s is no form ("ring", "feed", "pass").
    ['His words ring true.', 'ring', 'verb'],
    ['The birds feed here.', 'feed', 'verb'],
    ['The years pass quickly.', 'pass', 'verb'],
    ['The dogs barking loudly.', 'barking', undefined],
    ['The presidents emeritus of Harvard were there.', 'emeritus', undefined],
    // A verb in -s after "it" or "this" as its subject, and a verb after a subject and its adverb.
    ['In simpler terms, it amounts to pointing the platform.', 'amounts', 'verb'],
    ['This costs from a dollar to two.', 'costs', 'verb'],
    ['This series of books is long.', 'series', 'noun'],
    ['They still benefit far less.', 'benefit', 'verb'],
    ['She often walks to work.', 'walks', 'verb'],
    // A verb after "let", "make" or "see" and its object; not "her" as a possessive, nor "make it clear".
    ['No rage of hers would make him give in.', 'give', 'verb'],
    ['Let them go home.', 'go', 'verb'],
    ['He tried to see her face more clearly.', 'face', undefined],
    ['We should make it clear.', 'clear', undefined],
    // A word "and" or "nor" joins to a verb of the same form.
    ['Then he would yawn and stretch.', 'stretch', 'verb'],
    // A question's verb after "do" or a modal and its subject.
    ['What does a monk know about it?', 'know', 'verb'],
    // Between "be" and its participle, an adverb.
    ['As is well known, the actives are alike.', 'well', 'adverb'],
    ['The house was long forgotten.', 'long', 'adverb'],
    ['Will the danger increase or decrease?', 'increase', 'verb'],
    ['Did the old man leave?', 'leave', 'verb'],
    ['The dealers say the quarter will equal or top last year.', 'top', 'verb'],
    ['These will be drilled and tapped later on.', 'tapped', 'verb'],
    // An -eed that is no verb's past: "speed" after its adjective is a noun, not "spe" done.
    ['He found the correct speed with ease.', 'speed', 'noun'],
    ['The old man walks every day.', 'walks', 'verb'],
    ['The company plans to hire more staff.', 'plans', 'verb'],
    ['The old man walks to the store.', 'walks', 'verb'],
    // ... but "to" before a determiner may be a preposition after a plural object.
    ['It will unfold many photogenic subjects to the alert photographer.', 'subjects', undefined],
    ['People in London left early.', 'left', undefined],
    ['Thy tuneful voice with numbers join.', 'join', undefined],
    ['We may in some measure frame our minds.', 'frame', undefined],
    ['The detergent discolored my shirts.', 'discolored', 'verb'],
    // A verb's irregular past after the word: its subject.
    ['The dove flew over the garden.', 'dove', 'noun'],
    ['The wind blew the leaves away.', 'wind', 'noun'],
    ['The green felt hat.', 'green', 'adjective'],
    // ... and a verb's irregular past after its subject, before its object: not the noun (a bit).
    ['The dog bit the postman.', 'bit', 'verb'],
    ['A bit of bread was left.', 'bit', 'noun'],
    // A participle's shape after a determiner, before a word it may describe: no verb.
    ['The running water was cold.', 'running', 'adjective'],
    ['The closed door stayed shut.', 'closed', 'adjective'],
    // A sentence opening on a word before its object: a verb telling what to do.
    ['Light the lamp and shut the door.', 'Light', 'verb'],
    ['Take them home.', 'Take', 'verb'],
    ['Today the market is closed.', 'Today', undefined],
    ['If the rain stops, we go.', 'If', undefined],
    ['Chapter two begins at sea.', 'Chapter', undefined],
    ['Across the river stood a mill.', 'Across', 'preposition'],
    // A participle spelled as its verb, after "be": the verb's.
    ['If one argument is given, the variable is set to an empty string.', 'set', 'verb'],
    ['All the bars are cut from brass.', 'cut', 'verb'],
    // A word in -ly before the participle after "be" says how.
    ['The result, which is daily expected, will be known.', 'daily', 'adverb'],
    // An adverb before a clause's opener or a comparison.
    ['It spans several lines, even if it is long.', 'even', 'adverb'],
    ['Just as the faculty should know it, so should we.', 'Just', 'adverb'],
    // A usual adjective and a noun before a word ending its phrase: that phrase's noun.
    ['We drank from a cold mountain spring.', 'spring', 'noun'],
    ['The total cost of the five-year program was high.', 'program', 'noun'],
    ['It is still a positive step forward.', 'forward', undefined],
    // A past in -ed after its subject, before what was said or found.
    ['The judge ruled that the evidence was inadmissible.', 'ruled', 'verb'],
    // "The very X": "very" as "exact", before a noun; "a very X", a degree.
    ['He is the very soul of bounty!', 'soul', 'noun'],
    ['From the very beginning the talks went well.', 'beginning', 'noun'],
    ['Fulton was a very close friend of Jackson.', 'close', 'adjective'],
    // An adjective before a comma and another adjective describing the same noun; not where a new phrase opens.
    ['A thick, crimson carpet muffled every footfall.', 'thick', 'adjective'],
    ['And banish hence these abject, lowly dreams.', 'abject', 'adjective'],
    ['With respect to this view, two points are worth making.', 'view', 'noun'],
    // A noun before the subject's noun changes nothing: "the rain water drains".
    ['The rain water drains into this big vat.', 'drains', 'verb'],
    ['The 240-grain bullet leaves the muzzle at speed.', 'leaves', 'verb'],
    // A past spelled as its verb, after its subject: the verb's; before "of", the noun's.
    ['The kid hit the bigger man.', 'kid', 'noun'],
    ['At once the whole band set off at a lope.', 'band', 'noun'],
    ['It adopted a new set of rules.', 'set', 'noun'],
    // A word in -s after an adverb in -ly after its subject, or before a particle and its object: the subject's verb.
    ['It certainly looks that way from the highway.', 'looks', 'verb'],
    ['The report specifically mentions all ships.', 'mentions', 'verb'],
    ['My plan pays down an unprecedented amount of debt.', 'pays', 'verb'],
    ['These deadly games are over.', 'games', 'noun'],
    // A hyphenated compound's last part is its noun, but a participle's or an adjective's, or after a prefix.
    ['Repeating it causes additional debug-level messages to appear.', 'level', 'noun'],
    ['Stubb saw that the Guernsey-man had no suspicion.', 'man', 'noun'],
    ['It was a well-known fact.', 'known', undefined],
    ['It is a self-evident truth.', 'evident', undefined],
    // Between its determiner and a noun that a verb's past follows: the noun's adjective.
    ['A light rain fell through the night.', 'light', 'adjective'],
    ['The old man sat by the fire.', 'old', 'adjective'],
    ['Her suppers often included celebrities.', 'suppers', undefined],
    // Right after its subject's verb: a word saying where or how, no second verb.
    ['He turned left at the corner.', 'left', 'adverb'],
    ['They live close to the station.', 'close', 'adverb'],
    ['The meeting ran long into the evening.', 'long', 'adverb'],
    ['We played hard all day.', 'hard', 'adverb'],
    ['He ran fast enough.', 'fast', 'adverb'],
    ['He walked backwards into the room.', 'backwards', 'adverb'],
    ['He runs very fast.', 'fast', 'adverb'],
    ['He drove too fast.', 'fast', 'adverb'],
    ['He is very fast.', 'fast', 'adjective'],
    // ... but a plural there is the verb's object, no adverb.
    ['They kept pigs in the yard.', 'pigs', undefined],
    // ... or, opening the sentence, a verb of motion telling which way: no subject, no name before a verb.
    ['Turn left at the corner.', 'left', 'adverb'],
    ['Keep right on the road.', 'right', 'adverb'],
    // A name before a past is its subject: no way to go, the verb (leave's past).
    ['Mary left early.', 'left', 'verb'],
    ['Birds fly south in winter.', 'fly', 'verb'],
    // ... but before the noun it describes, an adjective.
    ['He bought fresh bread.', 'fresh', 'adjective'],
    ['She wore long dresses to the dance.', 'long', 'adjective'],
    // After a verb that links its subject to what it is or becomes: an adjective.
    ['She felt better after a long sleep.', 'better', 'adjective'],
    ['She looked pale.', 'pale', 'adjective'],
    ['He tried hard to stay awake.', 'awake', 'adjective'],
    ['He kept quiet during the meeting.', 'quiet', 'adjective'],
    ['Keep calm and carry on.', 'calm', 'adjective'],
    ['The sound resonates well in this theater.', 'resonates', undefined],
    // ... but a verb after an adverb that stands before it, after let or help, or an -ing going on with it.
    ['They often left early.', 'left', 'verb'],
    ['They quickly left the room.', 'left', undefined],
    ['We let go of the rope.', 'go', undefined],
    ['They kept running.', 'running', undefined],
    // An adverb of time or place, or one that stands before its verb, is one after a verb or a noun too.
    ['It is now disclosed that the taxpayer knew.', 'now', 'adverb'],
    ["We just don't know.", 'just', 'adverb'],
    ['There is no problem here.', 'here', 'adverb'],
    ['They still live there.', 'still', 'adverb'],
    ['The still water was deep.', 'still', 'adjective'],
    // A negation between changes nothing: the words before it tell.
    ['That is not fair to her.', 'fair', 'adjective'],
    ["That isn't fair to her.", 'fair', 'adjective'],
    ['It wasn’t fair.', 'fair', 'adjective'],
    ['She was never happy there.', 'happy', 'adjective'],
    ["It won't work.", 'work', 'verb'],
    ['I will never forget it.', 'forget', 'verb'],
  ])('%s: %s', (sentence, word, expected) => {
    expect(partOfSpeechInSentence(word, at(sentence, word))).toBe(expected);
  });

  it('knows an irregular past form after "has" is a verb', () => {
    expect(partOfSpeechInSentence('gone', at('She has gone home.', 'gone'), ['past-participle'])).toBe('verb');
  });

  it('reads a noun where a determiner follows its word, and a verb in the past before its object', () => {
    expect(partOfSpeechInSentence('cold', at('She had a cold all week.', 'cold'))).toBe('noun');
    expect(partOfSpeechInSentence('rested', at('The players rested before the match.', 'rested'))).toBe('verb');
  });

  it.each([
    ['The function returns a promise.', 'returns', 'verb'],
    // A bare noun or a word of how much as its object, where nothing after it can be the verb.
    ['The king enacts more wonders than a man.', 'enacts', 'verb'],
    ['His father owns land in Devon.', 'owns', 'verb'],
    ['My master preaches patience to him.', 'preaches', 'verb'],
    ['The car parts store is open.', 'parts', undefined],
    // After a relative that is its subject, or before a personal pronoun, its object.
    ['A weight of earth that dams in the water.', 'dams', 'verb'],
    ['She is the one who cares.', 'cares', 'verb'],
    ['The bell rings and knells us back to a world of death.', 'knells', 'verb'],
    ['It is recommended that panels be glued to the frame.', 'panels', undefined],
    // After "to", a verb's infinitive where its object follows; a noun after "to" the preposition has none.
    ['Don’t forget to tie your shoes.', 'tie', 'verb'],
    ['The company plans to scale its servers next year.', 'scale', 'verb'],
    ['We need to address this problem.', 'address', 'verb'],
    ['He went to school every day.', 'school', undefined],
    // Before a word that opens a clause of its own, a word after its article is a noun.
    ['You can compute the area of a square if you know its sides.', 'square', 'noun'],
    // A possessive opens a noun phrase as a determiner does; an adjective in -ly describes as any other.
    ['After life’s fitful fever he sleeps well.', 'fever', 'noun'],
    ['Hearken a while from thy green cabinet, the rural song.', 'cabinet', 'noun'],
    ['This is the deadly spite that angers.', 'spite', 'noun'],
    // "That" after a preposition is a determiner; after "in" or "so", it opens a clause.
    ['The quarrel, by that impact driven.', 'impact', 'noun'],
    // A word said twice across a preposition is a noun each time.
    ['Flake after flake ran out of the tubs.', 'Flake', 'noun'],
    // A word opening a sentence before a verb in -s and its object is that verb's subject.
    ['Caloric expands all bodies.', 'Caloric', 'noun'],
    // "And" joins a noun to a noun where it ends its phrase; not a verb joined to a verb.
    ['O sweet and far, from cliff and scar, the horns of Elfland.', 'scar', 'noun'],
    ['Beside him hung his bow and quiver, with thunder stored.', 'quiver', 'noun'],
    ['Maybe in time to make a cross and dig our graves.', 'dig', 'verb'],
    ['Khrushchev pulled out his pockets and said nothing.', 'said', undefined],
    ['Temperatures in the range of 180 degrees and above.', 'above', undefined],
    ['Let’s have a jig or two before we ride to anchor.', 'two', undefined],
    // A verb before "not", as older English negates; not a noun a participle after "not" describes.
    ['The money paid by the State goes not to the farmer.', 'goes', 'verb'],
    ['He was a kind man not known to us.', 'man', 'noun'],
    ['I did him a big favor not so long back.', 'favor', 'noun'],
    // A verb in -s before a word of degree, where no verb follows.
    ['No creature smarts so little as a fool.', 'smarts', 'verb'],
    ['They stood side by side in their old boots.', 'side', 'noun'],
    ['I meant what I said about that fire.', 'fire', 'noun'],
    // A pronoun's "'s" is "is": what follows is no noun of its.
    ['It’s all right, he said.', 'right', undefined],
    ['She’s coming back in five minutes.', 'back', undefined],
    ['It was a safer place because of that.', 'place', 'noun'],
    ['They listened to music all night.', 'music', undefined],
    ['It was so important to fashion this season.', 'fashion', undefined],
    ['The engine runs smoothly.', 'runs', 'verb'],
    ['Her brother sets the table.', 'sets', 'verb'],
    // Before a preposition a plural of a compound reads the same ("the car parts in the box are"), and after a plural no verb takes -s;
    // but a sentence with no other verb after it has it for its verb, and a heading may have none.
    ['The car parts in the box are new.', 'parts', undefined],
    ['The car parts in the box rattled.', 'parts', undefined],
    ['The river runs through the valley.', 'runs', 'verb'],
    // Before "of", a plural, unless its verb takes "of".
    ['The relative values of peanuts and emeralds differ.', 'values', undefined],
    ['The mixture consists of sand.', 'consists', 'verb'],
    // A usual adjective between the determiner and its noun, a noun in -ly, an adverb of where after the verb.
    ['The old man lives alone by the sea.', 'lives', 'verb'],
    ['The family lives on a farm.', 'lives', 'verb'],
    ['My aunt lives alone.', 'lives', 'verb'],
    ['They saved many lives that day.', 'lives', 'noun'],
    ['The path winds through the woods.', 'winds', 'verb'],
    // A preposition of place or a particle after it, where it lies or goes.
    ['The road runs along the coast.', 'runs', 'verb'],
    ['The trail climbs above the tree line.', 'climbs', 'verb'],
    ['The car parts along the wall were rusty.', 'parts', undefined],
    ['Car parts for sale', 'parts', undefined],
    ['The dogs runs the show.', 'runs', undefined],
    // A sentence that ends after it, or after an adjective, where its subject opens the sentence; not an object's plural.
    ['The kettle boils.', 'boils', 'verb'],
    ['The soup tastes good.', 'tastes', 'verb'],
    ['Meanwhile, in the kitchen, the kettle boils.', 'boils', 'verb'],
    ['He bought eggs, then the car parts.', 'parts', undefined],
    ['He bought the car parts.', 'parts', undefined],
    ['The Office Supplies.', 'Supplies', undefined],
    ['The record books, however, would favor the Giants.', 'books', undefined],
    ['The highest waves, 55 feet, occurred at Pololu Valley.', 'waves', undefined],
  ])('reads a verb in -s after its subject, a noun, before its object: %s (%s)', (sentence, word, expected) => {
    expect(partOfSpeechInSentence(word, at(sentence, word))).toBe(expected);
  });

  it.each([
    ['She has perfect pitch.', 'pitch', 'noun'],
    ['We had great fun at the fair.', 'fun', 'noun'],
    ['Wilson had little cause to complain.', 'cause', 'noun'],
    ['She has considerable technical skill.', 'technical', undefined],
  ])('reads what "have" has after a usual adjective as a noun: %s (%s)', (sentence, word, expected) => {
    expect(partOfSpeechInSentence(word, at(sentence, word))).toBe(expected);
    // A verb's form there is no noun: "the town had little changed".
    expect(partOfSpeechInSentence('changed', at('The town had little changed.', 'changed'))).not.toBe('noun');
  });

  it('asks a capital that only opens a sentence in lowercase, and keeps a name', () => {
    expect(asRead('Running', at('Running is fun.', 'Running'))).toBe('running');
    expect(asRead('Turkey', at('We flew to Turkey.', 'Turkey'))).toBe('Turkey');
    expect(asRead('NASA', at('NASA said so.', 'NASA'))).toBe('NASA');
    expect(asRead('Running', undefined)).toBe('Running');
  });
});
