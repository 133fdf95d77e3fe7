/**
 * What a page is about, read from its words around the one clicked, and the senses the
 * dictionaries give that subject: on a database manual "table", "key" and "index" mean the
 * computing senses; on a page about a ship, "sheet" is a rope. WordNet's topic domains
 * ("computer science", "law") and Webster's 1913 field labels ("(Law)", "(Mus.)", "(Naut.)")
 * say a sense's subject. A page is about a subject only where several of its words say so and
 * no other subject's do as much: a novel names a court or a song without being about law or music.
 */
import type { Definition } from '../api';

interface Subject {
  /** Words that say a page is about it (lemmas). */
  words: ReadonlySet<string>;
  /** WordNet's topic domains and Webster's field labels of its senses, in lowercase. */
  labels: ReadonlySet<string>;
}

const SUBJECTS: Readonly<Record<string, Subject>> = {
  computing: {
    words: new Set(
      (
        'computer software database query sql server program programming code compile compiler byte bytes memory cpu network protocol file directory function variable column row index schema transaction cache api algorithm runtime kernel ' +
        // The words of manuals of systems and networks ("open a socket", "the daemon listens").
        'socket client daemon config configuration parameter url http https tcp localhost packet login password install syntax integer boolean array pointer debug stdout stderr'
      ).split(' '),
    ),
    labels: new Set(['computer science', 'computing', 'computers', 'computer', 'electronics']),
  },
  law: {
    words: new Set(
      'court judge plaintiff defendant statute contract lawyer attorney legal jury trial tort appeal counsel verdict litigation clause liability testimony lawsuit prosecution'.split(
        ' ',
      ),
    ),
    labels: new Set(['law', 'jurisprudence', 'eng. law', 'scots law', 'civil law', 'old law', 'crim. law', 'common law']),
  },
  medicine: {
    words: new Set(
      'patient doctor physician disease symptom clinical treatment dose diagnosis surgery infection therapy hospital drug medication chronic acute nurse'.split(
        ' ',
      ),
    ),
    labels: new Set(['medicine', 'pathology', 'psychiatry', 'anatomy', 'physiology', 'med.', 'anat.', 'physiol.', 'surg.', 'pathol.']),
  },
  music: {
    words: new Set(
      'music musical song melody chord tempo orchestra piano violin harmony composer symphony rhythm sonata octave concert singer'.split(
        ' ',
      ),
    ),
    labels: new Set(['music', 'mus.', 'musical notation']),
  },
  sea: {
    words: new Set(
      'ship sail sailor deck mast vessel crew harbour harbor anchor boat starboard larboard rigging hull voyage schooner seaman helm yard'.split(
        ' ',
      ),
    ),
    labels: new Set(['seafaring', 'ship', 'navigation', 'nautical', 'naut.', 'nav.', 'mar.', 'sailing']),
  },
};

/** Distinct words of a subject a page must have, and how many more than any other subject's. */
const AT_LEAST = 3;

/** The subject the text read is about, if its words (lemmas: sentence-words.ts's `contentWords`) say one plainly. */
export function pageSubject(words: ReadonlySet<string>): string | undefined {
  const counts = Object.entries(SUBJECTS)
    .map(([name, subject]) => [name, [...subject.words].filter((w) => words.has(w)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const [first, second] = counts;
  return first && first[1] >= AT_LEAST && first[1] > (second?.[1] ?? 0) + 1 ? first[0] : undefined;
}

/**
 * A sense's fields, in lowercase: its topic or field labels, and a field written before its gloss
 * ("(Naut.) A rope…"), markup aside, as `leading` finds it.
 */
function fieldsOf(definition: Definition, leading: RegExp): string[] {
  const given = (definition.labels ?? []).filter((l) => l.type === 'field' || l.type === 'topic').map((l) => (l.text ?? '').toLowerCase());
  const written = leading.exec((definition.text ?? '').replace(/<[^>]*>/g, ''))?.[1]?.toLowerCase();
  return [...given, ...(written ? [written] : [])];
}

/** Anything written first in brackets ("(Eng. Law)"): read only against a subject's own labels. */
const ANY_LEADING = /^\s*\(([^)]{2,20})\)/;
/** A field's name alone, capitalized ("(Zool.)"): not a gloss's own remark ("(usually plural)", "(informal)"). */
const FIELD_NAME = /^\s*\(([A-Z][a-z]+\.?)\)/;

/** Whether a sense belongs to a subject, by its fields. */
export function ofSubject(definition: Definition, subject: string): boolean {
  const labels = SUBJECTS[subject]?.labels;
  return labels !== undefined && fieldsOf(definition, ANY_LEADING).some((label) => labels.has(label));
}

/**
 * The fields of living things and the body: Webster's 1913 files a horse under "(Zool.)", an oak
 * under "(Bot.)" and the heart under "(Anat.)", WordNet a plant under botany. Those are the
 * senses everyday prose means, not a specialist's.
 */
const EVERYDAY_FIELDS = new Set(
  'botany bot. zoology zool. anatomy anat. biology biol. ornithology ornith. ichthyology ichth. entomology entom. mammalogy conch.'.split(
    ' ',
  ),
);

/** Whether a sense is of a specialist's field ("(Law)", "(Mus.)", computer science): those of living things and the body are not. */
export function ofSpecialField(definition: Definition): boolean {
  const fields = fieldsOf(definition, FIELD_NAME);
  return fields.length > 0 && !fields.every((field) => EVERYDAY_FIELDS.has(field));
}
