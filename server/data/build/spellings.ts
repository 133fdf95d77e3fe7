/**
 * The spellings of each entry as the sources give them: a spelling with capitals gets a form
 * row (`Einstein`, `NASA`); a lowercase spelling only marks its entry as spelled lowercase.
 */
import type { BuildDatabase } from './database.ts';
import { compare } from './order.ts';

export type Spellings = ReturnType<typeof collectSpellings>;

export function collectSpellings(entryId: ReadonlyMap<string, number>) {
  const formId = new Map<string, number>();
  const formsOfEntry = new Map<number, string[]>();
  const lowercaseSpelled = new Set<number>();
  return {
    /** Records a spelling of an entry; its form row's id, or null for lowercase or unknown spellings. */
    add(form: string): number | null {
      const eid = entryId.get(form.toLowerCase());
      if (eid === undefined) return null;
      if (form === form.toLowerCase()) {
        lowercaseSpelled.add(eid);
        return null;
      }
      let id = formId.get(form);
      if (id === undefined) {
        id = formId.size + 1;
        formId.set(form, id);
        let list = formsOfEntry.get(eid);
        if (!list) formsOfEntry.set(eid, (list = []));
        list.push(form);
      }
      return id;
    },
    /**
     * The entry's display spelling: lowercase when a source spells it so, or when only
     * case-folded sources (CMUdict, Brown) know it; else its first capitalized form.
     */
    display(id: number, lower: string): { word: string; lowercase: boolean } {
      const forms = formsOfEntry.get(id);
      const lowercase = lowercaseSpelled.has(id) || !forms;
      return { word: lowercase ? lower : ([...(forms ?? [])].sort(compare)[0] ?? lower), lowercase };
    },
    get size(): number {
      return formId.size;
    },
    write(db: BuildDatabase): void {
      const insertForm = db.prepare('INSERT INTO forms (id, entry_id, form) VALUES (?, ?, ?)');
      for (const [form, id] of formId) insertForm.run(id, entryId.get(form.toLowerCase()) ?? 0, form);
    },
  };
}
