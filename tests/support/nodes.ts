/**
 * Nodes of one service for the server tests: each a real server with a data folder of its own,
 * and a key every node knows (made on the first; a node that keeps its own accounts is given
 * the same user and key, so the tests hold whether accounts live in a shared database or not).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { ANN } from '../../dev/test-server.ts';
import type { Plan } from '../../server/rules/accounts.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../server/server.ts';
import { createAccountStore } from '../../server/stores/accounts.ts';
import { secretHash } from '../../server/stores/secret-hash.ts';

export interface Node {
  server: RunningServer;
  get(path: string, key: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startNode(options: ServerOptions): Promise<Node> {
  const tmp = join(PROJECT_ROOT, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const dataDir = mkdtempSync(join(tmp, 'node-'));
  const server = await startServer({ dataDir, wordsFile: TEST_WORDS_FILE, port: 0, validateResponses: true, audio: false, ...options });
  return {
    server,
    get: (path, key) => fetch(`${server.baseUrl}${path}`, { headers: { api_key: key } }),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A key of Ann's with `plan`, known to every node. */
export async function keyOnEveryNode(nodes: Node[], plan: Plan): Promise<string> {
  const [first, ...others] = nodes;
  if (!first) throw new Error('no node');
  const ann = (await first.server.accounts.userByName(ANN.username)) ?? (await first.server.accounts.addUser(ANN));
  const { key } = await first.server.accounts.addKey(ann.id, plan);
  for (const node of others) {
    if (await node.server.accounts.key(key)) continue;
    // This node keeps its own accounts: the same user and key are made here too.
    const twin = (await node.server.accounts.userByName(ANN.username)) ?? (await node.server.accounts.addUser(ANN));
    createAccountStore(node.server.appDatabase).insertKey({
      keyHash: secretHash(key),
      userId: twin.id,
      perMinute: plan.perMinute,
      perHour: plan.perHour,
      createdAt: new Date().toISOString(),
    });
  }
  return key;
}
