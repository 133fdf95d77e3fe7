import type { Server } from 'node:http';

/**
 * Stops a test's HTTP server at once. `close()` alone waits for every kept-alive connection
 * to end, and a browser keeps its connections open for minutes: a test would then wait
 * out its own timeout at its last line.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
