/** Whether a program is installed here: it runs and answers `--version` within 5 s. */
import { execFile } from 'node:child_process';

export function commandWorks(command: string, args = ['--version']): Promise<boolean> {
  return new Promise((done) => {
    execFile(command, args, { timeout: 5000 }, (error) => done(!error));
  });
}
