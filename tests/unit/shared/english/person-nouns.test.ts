/** The committed table of nouns mostly met as people is what the generator makes from WordNet's tag counts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSON_NOUNS_FILE, personNouns, personNounsModule } from '../../../../scripts/person-nouns';

describe('the nouns mostly met as people', () => {
  it('are what scripts/person-nouns.ts makes (run it again after changing its rule or the package)', async () => {
    expect(readFileSync(PERSON_NOUNS_FILE, 'utf8')).toBe(await personNounsModule());
  });

  it('hold the people a story names by what they are, and no thing, animal or body of people', () => {
    const nouns = personNouns();
    for (const person of ['man', 'woman', 'boy', 'teacher', 'friend', 'doctor']) expect(nouns).toContain(person);
    for (const other of ['rope', 'river', 'dog', 'company', 'house']) expect(nouns).not.toContain(other);
  });
});
