/**
 * The floor a benchmark compares the server with: a plain node:http server, in its own
 * process like the real one, answering every request with one fixed JSON body of a given
 * size. Nothing is faster on this machine with this load generator, so "the server at N% of
 * the floor" reads the same on any machine.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The floor's whole program: listen on a free port, print it, answer the fixed body (with the extra headers given). */
const PROGRAM = `
const http = require('node:http');
const size = Number(process.argv[1]);
const extra = JSON.parse(process.argv[2] || '{}');
const body = Buffer.from(JSON.stringify([{ text: 'x'.repeat(Math.max(0, size - 13)) }]));
http.createServer((request, response) => {
  response.writeHead(200, { ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

export interface FloorServer {
  port: string;
  stop(): Promise<void>;
}

/**
 * Starts the floor answering `bodyBytes` bytes of JSON; with `headers`, every answer carries
 * them too (the floor with another server's headers: what they cost, to the server and to the
 * load generator reading them).
 */
export async function spawnFloorServer(bodyBytes: number, headers: Record<string, string> = {}): Promise<FloorServer> {
  const args = ['-e', PROGRAM, String(Math.round(bodyBytes)), JSON.stringify(headers)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', resolvePort);
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * What the server answers to `paths`, for the floor to answer alike: the mean size in bytes of
 * its answers, and the headers of its first answer but those node:http writes itself.
 */
export async function serverAnswers(
  baseUrl: string,
  paths: readonly string[],
  apiKey: string,
): Promise<{ meanBytes: number; headers: Record<string, string> }> {
  let total = 0;
  let headers: Record<string, string> = {};
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
  for (const [i, path] of paths.entries()) {
    const response = await fetch(`${baseUrl}${path.slice('/v4'.length)}`, { headers: { api_key: apiKey } });
    total += (await response.arrayBuffer()).byteLength;
    if (i === 0) headers = Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
  }
  return { meanBytes: total / paths.length, headers };
}
