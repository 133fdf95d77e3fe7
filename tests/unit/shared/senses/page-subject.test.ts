import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../../lib/shared/api';
import { ofSpecialField, ofSubject, pageSubject } from '../../../../lib/shared/senses/page-subject';
import { rankSenses } from '../../../../lib/shared/senses/rank-senses';
import { contentWords } from '../../../../lib/shared/senses/sentence-words';

// WordNet's and Webster's senses as the project's word database gives them.
const sense = (text: string, labels: { text: string; type: string }[] = [], sourceDictionary = 'wordnet'): Definition => ({
  text,
  partOfSpeech: 'noun',
  sourceDictionary,
  labels,
});
const PORT = [
  sense('a place (seaport or airport) where people and merchandise can enter or leave a country'),
  sense('sweet dark-red dessert wine originally from Portugal'),
  sense('(computer science) computer circuit consisting of the hardware and associated circuitry that links one device with another', [
    { text: 'computer science', type: 'topic' },
  ]),
];
const SHEET = [
  sense('any broad thin expanse or surface'),
  sense('paper used for writing or printing'),
  sense('a line (rope or chain) that regulates the angle at which a sail is set in relation to the wind', [
    { text: 'seafaring', type: 'topic' },
  ]),
];

const MANUAL =
  'The database server listens for each query on a network protocol; the client program opens a connection, and every transaction is written to the file before the cache is cleared.';
const NOVEL =
  'She had not seen her brother since the winter, and the letters he sent from the city were short and spoke of nothing but the weather and his debts.';
const VOYAGE =
  'The crew hauled on the rigging as the ship heeled, and the mate roared from the deck for every sailor to stand by the mast.';

/** The subject of a page's text, read from its words as the ranker reads them. */
const subjectOf = (text: string) => pageSubject(new Set(contentWords(text)));

describe("the page's subject", () => {
  it('reads a subject only where several of the page’s words say it', () => {
    expect(subjectOf(MANUAL)).toBe('computing');
    expect(subjectOf(VOYAGE)).toBe('sea');
    expect(subjectOf(NOVEL)).toBeUndefined();
    // A network manual's own words: socket, client, server.
    expect(subjectOf('Open a socket and bind it to the port. The server accepts each client and reads its request.')).toBe('computing');
    // One word of a subject is no subject: a novel names a court or a song.
    expect(subjectOf('He went to court that morning, humming a song.')).toBeUndefined();
  });

  it("tells a sense's subject by WordNet's topic, Webster's field label, or a field written before its gloss", () => {
    expect(ofSubject(PORT[2] as Definition, 'computing')).toBe(true);
    expect(ofSubject(sense('(computer science) a list of items'), 'computing')).toBe(true);
    expect(ofSubject(sense('A rope that holds a sail.', [{ text: 'Naut.', type: 'field' }], 'gcide'), 'sea')).toBe(true);
    expect(ofSubject(PORT[0] as Definition, 'computing')).toBe(false);
  });

  it('counts the fields of living things and the body as no specialist’s: a horse, an oak, the heart', () => {
    expect(ofSpecialField(sense('A hoofed quadruped of the genus Equus.', [{ text: 'Zool.', type: 'field' }], 'gcide'))).toBe(false);
    expect(ofSpecialField(sense('(botany) a living organism lacking the power of locomotion', [{ text: 'botany', type: 'topic' }]))).toBe(
      false,
    );
    expect(ofSpecialField(sense('(Anat.) A hollow, muscular organ.', [], 'gcide'))).toBe(false);
    expect(ofSpecialField(PORT[2] as Definition)).toBe(true);
    expect(ofSpecialField(sense('A rope that holds a sail.', [{ text: 'Naut.', type: 'field' }], 'gcide'))).toBe(true);
    // A gloss's own remark in brackets is no field.
    expect(ofSpecialField(sense('(usually plural) a thing'))).toBe(false);
  });

  it('opens "port" on its computing sense on a database manual, on its first sense on a novel', () => {
    const read = (around: string) => ({ sentence: 'Set the port before you start it.', start: 8, around });
    expect(rankSenses(PORT, read(MANUAL), 'port')[0]?.text).toBe(PORT[2]?.text);
    expect(rankSenses(PORT, read(NOVEL), 'port')[0]?.text).toBe(PORT[0]?.text);
  });

  it('opens on Webster\'s sense of the page\'s subject where WordNet has none: "index" on a database manual', () => {
    const INDEX = [
      sense('a numerical scale used to compare variables with one another or with some reference number'),
      sense('an alphabetical listing of names and topics along with page numbers where they are discussed'),
      sense('That which points out; that which shows, indicates, manifests, or discloses.', [], 'gcide'),
      sense('A table for facilitating reference to topics, names, and the like, in a book.', [], 'gcide'),
      sense('(computers) A file containing a table with the addresses of data items, arranged for rapid access.', [], 'gcide'),
    ];
    const read = (around: string) => ({ sentence: 'Create an index on the column.', start: 10, around });
    expect(rankSenses(INDEX, read(MANUAL), 'index')[0]?.text).toBe(INDEX[4]?.text);
    expect(rankSenses(INDEX, read(NOVEL), 'index')[0]?.sourceDictionary).toBe('wordnet');
  });

  it('opens "sheet" on the rope on a page about a ship', () => {
    const read = { sentence: 'Ease the sheet a little.', start: 9, around: VOYAGE };
    expect(rankSenses(SHEET, read, 'sheet')[0]?.text).toBe(SHEET[2]?.text);
    expect(rankSenses(SHEET, { ...read, around: NOVEL }, 'sheet')[0]?.text).toBe(SHEET[0]?.text);
  });
});
