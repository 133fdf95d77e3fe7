/**
 * The senses a lookup answered, as the answer orders them (the background chose the order for
 * the sentence the word was read in: lib/background/lookup/ranked-answer.ts): the first few of
 * each part of speech, each with its example, its own synonyms and "Keep this sense"; the rest
 * a click away. Where the background is unsure which sense the sentence means, its two likeliest
 * come first as equals ("here, probably … or …"), each with its part of speech.
 */
import type { Definition } from '../../lib/shared/api';
import { useMemo, useState } from 'preact/hooks';
import type { RankedLookup, SenseGroup } from '../../lib/shared/messages/answers';
import { t } from '../../lib/shared/i18n';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';
import { keptSenseOf, sameSense, type KeptSense } from '../../lib/shared/model/kept-sense';
import { SenseText } from '../SenseText';
import { RichText } from '../RichText';
import { KeepSense, type KeepSenseProps } from '../KeepSense';
import { itemSenses, senseItems, type SenseItem } from '../../lib/shared/messages/sense-items';
import { Attributions } from './Attributions';
import { Restatement } from './Restatement';
import { isPhraseSense } from '../../lib/shared/text/phrase-sense';

/**
 * How many senses of each part of speech the bubble shows at first: more of the leading one,
 * the part of speech the word most likely has where it was read. The rest are a click away.
 */
const SENSES_LEADING = 3;
const SENSES_OTHER = 2;
const SYNONYMS_PER_SENSE = 4;

/** The synonyms the service gave with a sense (not the headword itself). */
function synonymsGiven(definition: Definition, headword: string): string[] {
  const words = (definition.relatedWords ?? [])
    .filter((group) => group.relationshipType === 'synonym')
    .flatMap((group) => group.words ?? []);
  return [...new Set(words)].filter((word) => word.toLowerCase() !== headword.toLowerCase());
}

/**
 * Each sense's own synonyms. A service that gives every sense the same list gives the
 * word's synonyms, not the sense's ("goose": fathead under the bird): those are not shown.
 */
function senseSynonyms(definitions: readonly Definition[], headword: string): Map<Definition, string[]> {
  const given = new Map(definitions.map((definition) => [definition, synonymsGiven(definition, headword)]));
  const lists = new Set([...given.values()].map((words) => words.join('|')));
  const sameForAll = definitions.length > 1 && lists.size === 1;
  return new Map([...given].map(([definition, words]) => [definition, sameForAll ? [] : words.slice(0, SYNONYMS_PER_SENSE)]));
}

/** Whether this sense is the one kept. */
const isKept = (definition: Definition, kept?: KeptSense) => kept !== undefined && sameSense(keptSenseOf(definition), kept);

/** Whether a sense shown is the one kept, in either dictionary's words. */
const itemKept = (item: SenseItem, kept?: KeptSense) => itemSenses(item).some((definition) => isKept(definition, kept));

/**
 * One sense, with the example and synonyms that belong to it, if the service gave any, and the
 * same sense in another dictionary's words under it. Its "Keep this sense" keeps the wording kept
 * already, if either is, else its own.
 */
function Sense({
  item,
  synonyms,
  headword,
  onLookup,
  keep,
  partOfSpeech = false,
}: {
  item: SenseItem;
  synonyms: Map<Definition, string[]>;
  /** The answer's headword: a sense of a phrase it heads ("give up") is named before it. */
  headword: string;
  onLookup(word: string): void;
  keep: KeepSenseProps;
  /** Said before the sense, where it stands outside its part of speech's group. */
  partOfSpeech?: boolean;
}) {
  const { definition, restatement } = item;
  const senses = itemSenses(item);
  // The answer keeps only the examples that show the word.
  const example = senses.flatMap((sense) => sense.exampleUses ?? []).find((use) => use.text)?.text;
  const ownSynonyms = senses.map((sense) => synonyms.get(sense) ?? []).find((words) => words.length > 0) ?? [];
  const keeps = (restatement && isKept(restatement, keep.kept) && restatement) || definition;
  return (
    <li class={itemKept(item, keep.kept) ? 'kept-sense' : undefined}>
      {partOfSpeech && definition.partOfSpeech && <span class="sense-pos">{partOfSpeechName(definition.partOfSpeech)} </span>}
      {isPhraseSense(definition, headword) && <b class="phrase">{definition.word} </b>}
      <span class="def">
        <SenseText definition={definition} onWord={onLookup} />
      </span>{' '}
      {/* After the sense's own words, where it takes no line of its own. */}
      <KeepSense definition={keeps} {...keep} />
      {example && (
        <q class="example">
          <RichText markup={example} quoted />
        </q>
      )}
      {ownSynonyms.length > 0 && (
        <span class="synonyms" aria-label={t('bubbleSynonyms')}>
          {ownSynonyms.map((synonym) => (
            <button key={synonym} type="button" class="chip" onClick={() => onLookup(synonym)}>
              {synonym}
            </button>
          ))}
        </span>
      )}
      {restatement && <Restatement definition={restatement} onLookup={onLookup} />}
    </li>
  );
}

/** The two likeliest senses, offered as equals where the ranker is unsure which the sentence means. */
function EitherView({
  either,
  synonyms,
  headword,
  onLookup,
  keep,
}: {
  either: readonly [SenseItem, SenseItem];
  synonyms: Map<Definition, string[]>;
  headword: string;
  onLookup(word: string): void;
  keep: KeepSenseProps;
}) {
  return (
    <section class="either">
      {/* Not a heading: the bubble's headings name parts of speech, and each of the two says its own. */}
      <p class="either-note">{t('bubbleProbably')}</p>
      <ul>
        {either.flatMap((item, index) => [
          ...(index > 0
            ? [
                <li key="or" class="or">
                  {t('bubbleOr')}
                </li>,
              ]
            : []),
          <Sense
            key={item.definition.id ?? `sense-${index}`}
            item={item}
            synonyms={synonyms}
            headword={headword}
            onLookup={onLookup}
            keep={keep}
            partOfSpeech
          />,
        ])}
      </ul>
    </section>
  );
}

/** A part of speech's senses as shown: each with its wording in another dictionary within it. */
interface ItemGroup {
  partOfSpeech: string;
  items: SenseItem[];
}

const itemGroup = (group: SenseGroup): ItemGroup => ({ partOfSpeech: group.partOfSpeech, items: senseItems(group) });

/** The groups without the senses already offered above them; a group left empty goes. */
function without(groups: readonly ItemGroup[], offered: readonly SenseItem[]): ItemGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => !offered.includes(item)) }))
    .filter((group) => group.items.length > 0);
}

function SenseGroupView({
  group,
  leading,
  synonyms,
  headword,
  onLookup,
  keep,
}: {
  group: ItemGroup;
  leading: boolean;
  synonyms: Map<Definition, string[]>;
  headword: string;
  onLookup(word: string): void;
  keep: KeepSenseProps;
}) {
  const first = leading ? SENSES_LEADING : SENSES_OTHER;
  const [opened, setOpen] = useState(false);
  // A kept sense below the first few is shown with them (the one kept before is told after the answer).
  const open = opened || group.items.findIndex((item) => itemKept(item, keep.kept)) >= first;
  const shown = open ? group.items : group.items.slice(0, first);
  const hidden = group.items.length - shown.length;
  return (
    <section class="pos">
      {group.partOfSpeech && <h3>{partOfSpeechName(group.partOfSpeech)}</h3>}
      <ol>
        {shown.map((item, index) => (
          <Sense key={item.definition.id ?? index} item={item} synonyms={synonyms} headword={headword} onLookup={onLookup} keep={keep} />
        ))}
      </ol>
      {hidden > 0 && (
        <button type="button" class="more-senses" onClick={() => setOpen(true)}>
          {t('bubbleMoreSenses', hidden)}
        </button>
      )}
    </section>
  );
}

/**
 * The senses in the order the answer gives them, by part of speech, the leading group first, with
 * their sources under them; the headword's senses the word read cannot be ("had": no noun of
 * have) behind a button of their own.
 */
export function Senses({ answer, onLookup, keep }: { answer: RankedLookup; onLookup(word: string): void; keep: KeepSenseProps }) {
  const { groups: rankedGroups, elsewhere: elsewhereGroups = [], alternative } = answer.senses;
  const ranked = useMemo(() => rankedGroups.map(itemGroup), [rankedGroups]);
  const elsewhere = useMemo(() => elsewhereGroups.map(itemGroup), [elsewhereGroups]);
  const alternativeSense = alternative && rankedGroups[alternative.group]?.definitions[alternative.index];
  const second = alternativeSense && ranked[alternative.group]?.items.find((item) => itemSenses(item).includes(alternativeSense));
  const first = ranked[0]?.items[0];
  const either = first && second && second !== first ? ([first, second] as const) : undefined;
  const groups = either ? without(ranked, either) : ranked;
  // A kept sense among them is shown with them.
  const [othersOpened, setOthersOpen] = useState(false);
  const othersOpen = othersOpened || elsewhere.some((group) => group.items.some((item) => itemKept(item, keep.kept)));
  const shownGroups = othersOpen ? [...groups, ...elsewhere] : groups;
  const headword = answer.word;
  const synonyms = useMemo(
    () =>
      senseSynonyms(
        [...rankedGroups, ...elsewhereGroups].flatMap((group) => group.definitions),
        answer.word,
      ),
    [rankedGroups, elsewhereGroups, answer.word],
  );
  return (
    <div class="defs">
      {either && <EitherView either={either} synonyms={synonyms} headword={headword} onLookup={onLookup} keep={keep} />}
      {shownGroups.map((group, index) => (
        <SenseGroupView
          key={group.partOfSpeech}
          group={group}
          leading={index === 0 && !either}
          synonyms={synonyms}
          headword={headword}
          onLookup={onLookup}
          keep={keep}
        />
      ))}
      {elsewhere.length > 0 && !othersOpen && (
        <button type="button" class="more-senses" onClick={() => setOthersOpen(true)}>
          {t('bubbleOtherSenses', answer.word)}
        </button>
      )}
      <Attributions answer={answer} shown={[...(either ?? []), ...shownGroups.flatMap((group) => group.items)].flatMap(itemSenses)} />
    </div>
  );
}
