/**
 * The nginx configuration docs/server.md offers for two nodes is one nginx accepts, lets
 * through the largest body the server takes (one constant of the operation table, which the
 * extension's batches are sized from too), forwards the caller's address to nodes started
 * with --trust-proxy, and takes a node out only when it does not answer.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LARGEST_BODY_BYTES, OPERATIONS_BY_NAME, RECORDS_BODY_MAX_BYTES } from '../../../lib/shared/api/index.ts';
import { nginxBinary } from '../../support/nginx.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const recipe = readFileSync(join(root, 'docs', 'nginx.conf'), 'utf8');
/** The directives, comments left out. */
const directives = recipe.replace(/#.*$/gm, '');

/** nginx's size: `2m`, `64k`, `1024`. */
function bytesOf(size: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new Error(`Not a size nginx reads: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

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

describe('docs/nginx.conf', () => {
  it('lets through the largest body the server takes, as the operation table says', () => {
    const sizes = [...directives.matchAll(/client_max_body_size\s+(\S+);/g)].map((match) => bytesOf(match[1] ?? ''));
    expect(sizes).toEqual([LARGEST_BODY_BYTES]);
    // The records' body is the largest, and the extension's batches of records are sized from it.
    expect(OPERATIONS_BY_NAME.putRecords.body?.maxBytes).toBe(RECORDS_BODY_MAX_BYTES);
    expect(LARGEST_BODY_BYTES).toBe(RECORDS_BODY_MAX_BYTES);
  });

  it('takes a node out only when it does not answer, never for a status it answers', () => {
    const next = /proxy_next_upstream\s+([^;]+);/.exec(directives)?.[1]?.trim().split(/\s+/);
    expect(next).toEqual(['error', 'timeout']);
    expect(directives).not.toMatch(/http_5\d\d/);
  });

  it('forwards the caller’s address, to nodes started with --trust-proxy', () => {
    expect(directives).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
    expect(directives).toMatch(/proxy_set_header\s+X-Real-IP\s+\$remote_addr;/);
    expect(recipe).toMatch(/glossa-server serve .*--trust-proxy \S+/);
  });
});
