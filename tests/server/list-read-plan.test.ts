/**
 * A page of a long list in its usual order (newest first, L6's default) is read through the
 * index of a list's words by list and date (`word_list_words_by_date`, layout 13), as each
 * engine plans the very statement the store runs: the list's rows neither sorted nor looked up
 * in the table one by one (the index holds the word too).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { openAppDatabase, type AppDatabase } from '../../server/stores/app-db.ts';
import { WORD_LIST_WORDS_BY_DATE } from '../../server/stores/app-db-tables.ts';
import { createWordListStore } from '../../server/stores/word-lists.ts';
import { appDatabaseFor, DATABASES } from '../support/databases.ts';

/** The long list's words, and the other lists' (the table holds far more rows than the list). */
const LONG_LIST = 3000;
const OTHER_LISTS = 10;
const OTHER_WORDS = 1000;

describe.each(DATABASES)('on %s', (database) => {
  const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'list-plan-'));
  let db: AppDatabase;
  let longList = 0;
  let readerId = 0;

  beforeAll(async () => {
    db = await openAppDatabase(await appDatabaseFor(database, join(dir, 'glossa.sqlite')));
    const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString();
    const user = await db.queries
      .insertInto('users')
      .values({ username: 'reader', email: 'reader@localhost', password_hash: 'x', confirmed: 1, created_at: at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    readerId = user.id;
    const store = createWordListStore(db);
    const list = async (permalink: string, words: string[], days: number) => {
      await store.insertList({ permalink, userId: readerId, name: permalink, description: null, type: 'PUBLIC', at: at(0) });
      const id = (await store.listOfUser(permalink, readerId))?.id ?? 0;
      // Words added on different days, a batch a day, as a reader adds them.
      const batch = Math.ceil(words.length / days);
      for (let day = 0; day < days; day++) await store.addWords(id, 0, words.slice(day * batch, (day + 1) * batch), at(day));
      return id;
    };
    longList = await list('long', wordsNamed('long', LONG_LIST), 30);
    for (let i = 0; i < OTHER_LISTS; i++) await list(`other-${i}`, wordsNamed(`other${i}`, OTHER_WORDS), 5);
    // The planner's figures of the tables as they now are.
    await sql`ANALYZE`.execute(db.queries);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads a page of the long list, newest first, from the index alone, without sorting', async () => {
    const { statement, rows } = await readAndPlan({ sortBy: 'createDate', sortOrder: 'desc' });
    expect(rows).toHaveLength(100);
    expectReadFromTheIndexAlone(await planOf(statement));
  });

  it('reads the oldest first from the same index, backwards', async () => {
    const { statement } = await readAndPlan({ sortBy: 'createDate', sortOrder: 'asc' });
    expectReadFromTheIndexAlone(await planOf(statement));
  });

  /** The list's rows come from the index in its order: the table's rows are not read, nothing is sorted. */
  function expectReadFromTheIndexAlone(plan: string) {
    const index = WORD_LIST_WORDS_BY_DATE.name;
    if (db.sqlite) {
      expect(plan).toContain(`SEARCH w USING COVERING INDEX ${index} (list_id=?)`);
      expect(plan).not.toContain('TEMP B-TREE');
    } else {
      expect(plan).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index} on word_list_words w`));
      expect(plan).not.toMatch(/\bSort\b/);
    }
  }

  /** The store's read of the long list's first page, and the statement it ran, as the engine got it. */
  async function readAndPlan(order: { sortBy: 'createDate' | 'alpha'; sortOrder: 'asc' | 'desc' }) {
    const statements: CompiledQuery[] = [];
    const executor = db.queries.getExecutor();
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(executor.compileQuery(node, queryId));
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const rows = await createWordListStore(db, db.queries.withPlugin(recorder)).words(longList, readerId, order, 0, 100);
    expect(statements).toHaveLength(1);
    return { statement: statements[0] as CompiledQuery, rows };
  }

  /** The engine's plan of the statement, as one text (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN). */
  async function planOf(statement: CompiledQuery): Promise<string> {
    const explain = db.sqlite ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const { rows } = await db.queries.executeQuery(CompiledQuery.raw(explain + statement.sql, [...statement.parameters]));
    return rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
  }
});

function wordsNamed(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i}`);
}
