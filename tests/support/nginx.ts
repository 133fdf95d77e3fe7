/**
 * Where nginx is installed: the tests run docs/server.md's recipe with it, as they run
 * PostgreSQL (README's apt line and CI install both; Glossa itself does not need nginx).
 */
import { execFileSync } from 'node:child_process';

export function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => {
    try {
      execFileSync(path, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error("nginx is not installed: apt-get install nginx (README's apt line has it)");
  return found;
}
