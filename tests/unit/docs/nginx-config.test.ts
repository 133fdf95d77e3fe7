/** The nginx configuration docs/server.md offers for two nodes is one nginx accepts. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { nginxBinary } from '../../support/nginx.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
it('docs/nginx.conf passes nginx -t', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-nginx-'));
  try {
    const config = join(dir, 'nginx.conf');
    writeFileSync(
      config,
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp { include ${join(root, 'docs', 'nginx.conf')}; }\n`,
    );
    const output = execFileSync(nginxBinary(), ['-t', '-q', '-c', config, '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
