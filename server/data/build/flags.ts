/**
 * Entry flags read from the written rows: vulgar and offensive words (a sense WordNet marks
 * with the usage domain vulgarism, ethnic slur or disparagement), and words with an example
 * (Brown, WordNet or GCIDE).
 */
import { ENTRY_FLAGS } from '../schema.ts';
import type { BuildDatabase } from './database.ts';

export function markFlags(db: BuildDatabase): void {
  db.exec(`CREATE INDEX build_senses_synset ON senses (synset_id, member)`);
  const usageTargets = (lemmas: string[]): string =>
    `SELECT s.synset_id FROM senses s JOIN entries e ON e.id = s.entry_id
     WHERE e.lower IN (${lemmas.map((l) => `'${l}'`).join(', ')})`;
  const markedWith = (lemmas: string[]): string =>
    `SELECT s.entry_id FROM senses s JOIN pointers p
       ON p.synset_id = s.synset_id AND p.symbol = ';u' AND (p.source_member = 0 OR p.source_member = s.member)
     WHERE p.target_id IN (${usageTargets(lemmas)})`;
  db.exec(`UPDATE entries SET flags = flags | ${ENTRY_FLAGS.vulgar} WHERE id IN (${markedWith(['vulgarism'])})`);
  db.exec(
    `UPDATE entries SET flags = flags | ${ENTRY_FLAGS.offensive}
     WHERE id IN (${markedWith(['vulgarism', 'ethnic slur', 'disparagement'])})`,
  );
  db.exec(
    `UPDATE entries SET flags = flags | ${ENTRY_FLAGS.hasExample}
     WHERE id IN (SELECT entry_id FROM brown_examples UNION SELECT entry_id FROM wordnet_examples UNION SELECT entry_id FROM gcide_examples)`,
  );
  db.exec(`DROP INDEX build_senses_synset`);
}
