/**
 * PostgreSQL connections a request holds, kept from ending the server when the database drops
 * them.
 *
 * pg's pool listens for a connection's 'error' only while the connection is idle in it. One
 * that a request holds (between two statements of a transaction, say) and that the database or
 * the network drops emits an 'error' nobody listens for, and Node ends the process for it.
 * Here a connection listens while it is held: the statement under way, or the next, fails with
 * pg's "Connection terminated unexpectedly", which the HTTP layer answers 503 as any database
 * out of reach (writeTroubleOf); and the connection goes back to the pool as broken, to be
 * closed rather than lent again.
 */
import type pg from 'pg';

/** What Kysely and the migrations ask of a pool. */
export interface HeldPool {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
}

export function withHeldConnectionsCared(pool: pg.Pool): HeldPool {
  return {
    async connect() {
      const client = await pool.connect();
      let dropped: Error | undefined;
      const onDropped = (error: Error) => {
        dropped ??= error;
      };
      client.on('error', onDropped);
      const release = client.release.bind(client);
      client.release = (broken?: Error | boolean) => {
        client.removeListener('error', onDropped);
        release(broken || dropped);
      };
      return client;
    },
    end: () => pool.end(),
  };
}
