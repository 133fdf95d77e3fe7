/**
 * The senses the reader chose in the bubble, each a case of its own (lib/shared/model/
 * sense-choice.ts): kept in the background's own database, which no page can read, never
 * synced, and given out only to the options page's export. A word chosen again in the same
 * sentence replaces its earlier choice; the newest `MAX_CHOICES` are kept.
 */
import type { SenseChoice } from '../../shared/model/sense-choice';
import type { GlossaDatabase } from '../store/db';

/** Enough for a reader's years of choices, small enough never to matter (each well under 5 KB). */
const MAX_CHOICES = 5000;

export function createSenseChoices({ db, onChange }: { db: GlossaDatabase; onChange?: () => void }) {
  return {
    async keep(choice: SenseChoice): Promise<void> {
      await db.transaction('rw', db.senseChoices, async () => {
        await db.senseChoices.where('[word+sentence]').equals([choice.word, choice.sentence]).delete();
        await db.senseChoices.add(choice);
        const over = (await db.senseChoices.count()) - MAX_CHOICES;
        if (over > 0) await db.senseChoices.orderBy('chosenAt').limit(over).delete();
      });
      onChange?.();
    },
    /** Every choice kept, the oldest first, without the database's own ids. */
    async list(): Promise<SenseChoice[]> {
      const rows = await db.senseChoices.orderBy('chosenAt').toArray();
      return rows.map(({ id: _id, ...choice }) => choice);
    },
    async clear(): Promise<void> {
      await db.senseChoices.clear();
      onChange?.();
    },
  };
}

export type SenseChoices = ReturnType<typeof createSenseChoices>;
