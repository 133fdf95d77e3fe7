/**
 * The backup file: every list with its words and the review's cards and log, written out
 * and read back. Lists are merged by name (a list of the same name takes the backup's words),
 * the review's cards by when they were last reviewed (lib/background/review).
 */
import { sameName } from '../../shared/text/list-input';
import type { HandlerDeps, Handlers } from './types';

type BackupHandlers = Pick<Handlers, 'exportBackup' | 'importBackup'>;

export function backupHandlers(s: HandlerDeps): BackupHandlers {
  return {
    exportBackup: async () => {
      const lists = await s.sync.lists();
      const withWords = [];
      for (const list of lists) {
        const { words } = await s.sync.words(list.localId, {
          sortBy: 'createDate',
          sortOrder: 'asc',
          skip: 0,
          limit: Number.MAX_SAFE_INTEGER,
        });
        // Each word as the backup keeps it: with its sense and sentence, without the mirror's own fields.
        const kept = words.map(({ word, createdAt, sense, context }) => ({
          word,
          createdAt,
          ...(sense && { sense }),
          ...(context && { context }),
        }));
        withWords.push({ name: list.name, ...(list.description && { description: list.description }), words: kept });
      }
      const { cards, reviewLog } = await s.review.exportAll();
      return { format: 'glossa-backup', version: 1, exportedAt: new Date().toISOString(), lists: withWords, cards, reviewLog };
    },
    importBackup: async ({ backup }) => {
      let words = 0;
      for (const list of backup.lists) {
        const existing = (await s.sync.lists()).find((mine) => sameName(mine.name) === sameName(list.name));
        if (list.words.length === 0) {
          if (!existing) await s.sync.createList({ name: list.name, description: list.description });
          continue;
        }
        const into = existing ? { listId: existing.localId } : { name: list.name };
        words += (
          await s.sync.importWords(
            into,
            list.words.map((w) => w.word),
            new Map(list.words.map(({ word, sense, context }) => [word, { ...(sense && { sense }), ...(context && { context }) }])),
          )
        ).added;
      }
      // The lists' words have cards before the backup's cards are merged over them.
      await s.review.reconcile();
      const cards = await s.review.importAll(backup.cards, backup.reviewLog);
      return { lists: backup.lists.length, words, cards };
    },
  };
}
