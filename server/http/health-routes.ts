/**
 * What a load balancer or an orchestrator asks a node, with no key and outside the rate
 * limits: `/health`, whether the process answers at all, and `/ready`, whether it can serve
 * (its word data open, its database and the counters the nodes share reachable): 200, or 503
 * with what is not. Neither says more than that of the node: the metrics are for its operator
 * (metrics.ts).
 */
import type { FastifyInstance } from 'fastify';

/** Each part the node needs, and `ok` or what is wrong with it. */
export type ReadinessChecks = Record<string, string>;

export const READY = 'ok';

export function registerHealthRoutes(app: FastifyInstance, readiness: () => Promise<ReadinessChecks>): void {
  const config = { unadmitted: true } as const;
  app.get('/health', { config }, async () => ({ status: READY }));
  app.get('/ready', { config }, async (_request, reply) => {
    const checks = await readiness();
    const ready = Object.values(checks).every((state) => state === READY);
    return reply.code(ready ? 200 : 503).send({ ready, checks });
  });
}
