/** README's paths are the ones Glossa really writes: every build folder it names is one npm start or npm run build makes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_BUILDS, STORE_BUILDS } from '../../../scripts/builds';

const readme = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8');
const named = new Set([...readme.matchAll(/\.output\/[\w-]+/g)].map((match) => match[0]));

describe('README', () => {
  it('names only build folders that npm start or npm run build write', () => {
    expect([...named].sort()).toEqual([...DEV_BUILDS.map((build) => build.dir), ...STORE_BUILDS].sort());
  });

  it('tells where to load each build npm start makes', () => {
    for (const build of DEV_BUILDS) expect(readme).toContain(`\`${build.dir}`);
  });
});
