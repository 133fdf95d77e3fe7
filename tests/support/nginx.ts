/** Where nginx is installed, if it is (README's apt line has it; Glossa itself does not need it). */
import { execFileSync } from 'node:child_process';

export function nginxBinary(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => {
    try {
      execFileSync(path, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}
