/** glossa-server doctor: what is present, what each adds, and one apt line for what is missing. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { aptLine, report, runChecks, summary, type Check } from '../../server/doctor.ts';

const check = (name: string, present: boolean, aptPackage?: string): Check => ({ name, adds: `what ${name} adds`, present, aptPackage });

describe('the doctor', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gathers every missing system package into one apt line, and none when nothing is missing', () => {
    const checks = [
      check('espeak-ng', false, 'espeak-ng'),
      check('lame', true, 'lame'),
      check('firefox-esr', false, 'firefox-esr'),
      check('word database', false),
    ];
    expect(aptLine(checks)).toBe('sudo apt-get install -y espeak-ng firefox-esr');
    expect(aptLine([check('lame', true, 'lame')])).toBeUndefined();
  });

  it('reports each check with what it adds, and sums up what is missing in one line', () => {
    const checks = [check('espeak-ng', false, 'espeak-ng'), check('lame', true, 'lame')];
    const text = report(checks);
    expect(text).toMatch(/missing\s+espeak-ng\s+what espeak-ng adds/);
    expect(text).toMatch(/ok\s+lame\s+what lame adds/);
    expect(text).toContain('Install what is missing: sudo apt-get install -y espeak-ng');
    expect(summary(checks)).toBe('Doctor: missing espeak-ng (sudo apt-get install -y espeak-ng); npm run doctor says what each adds.');
    expect(summary([check('lame', true, 'lame')])).toMatch(/present/);
  });

  it("checks the system packages README's apt line and CI install, no more and no fewer", async () => {
    const packages = (await runChecks(PROJECT_ROOT)).flatMap((c) => (c.aptPackage ? [c.aptPackage] : [])).sort();
    const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8').match(/^apt-get install -y (.+)$/m)?.[1] ?? '';
    const ci =
      readFileSync(join(PROJECT_ROOT, '.ci/run'), 'utf8').match(/apt-get install -y -qq --no-install-recommends (.+)$/m)?.[1] ?? '';
    expect(readme.split(' ').sort()).toEqual(packages);
    expect(ci.split(' ').sort()).toEqual(packages);
  });

  it('finds no word database in an empty data folder, and says how to build it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-doctor-'));
    dirs.push(dir);
    const words = (await runChecks(dir)).find((c) => c.name === 'word database');
    expect(words).toMatchObject({ present: false, fix: expect.stringContaining('npm run build-data') });
  });
});
