/**
 * The server tests' global setup: one throwaway PostgreSQL cluster for the whole run
 * (postgres-cluster.ts), its address given to every test file as `inject('postgresUrl')`.
 * Test files make databases of their own in it with `createDatabase`.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
