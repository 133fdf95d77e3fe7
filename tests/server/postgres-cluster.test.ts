/**
 * The tests' own PostgreSQL cluster (dev/postgres-cluster.ts): a real server, and each test
 * file's database its own.
 */
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';

describe("the tests' PostgreSQL cluster", () => {
  const clients: pg.Client[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.end())));

  async function connect(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  }

  it('is a real PostgreSQL server', async () => {
    const client = await connect(inject('postgresUrl'));
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    expect(Number(rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000);
  });

  it('gives each caller a database of its own', async () => {
    const first = await connect(await createDatabase(inject('postgresUrl')));
    const second = await connect(await createDatabase(inject('postgresUrl')));
    await first.query('CREATE TABLE notes (text TEXT)');
    await first.query("INSERT INTO notes VALUES ('kept')");
    expect((await first.query('SELECT text FROM notes')).rows).toEqual([{ text: 'kept' }]);
    await expect(second.query('SELECT text FROM notes')).rejects.toThrow(/does not exist/);
  });
});
