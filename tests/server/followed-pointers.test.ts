/**
 * Webster's 1913 senses that only point elsewhere are served as the senses they point to, on
 * the real server over HTTP and the tests' word database (built from the GCIDE excerpt, which
 * holds Unwept, Wept, Weep, Centring, Centering and center): each with Webster's attribution
 * and a note of where it was found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let api: ReturnType<TestServer['client']>;
beforeAll(async () => {
  t = await startTestServer();
  api = t.client();
});
afterAll(() => t.close());

const webster = async (word: string) => api.getDefinitions({ word, sourceDictionaries: ['gcide'], useCanonical: false, limit: 20 });
const noteOf = (definition: { notes?: { value?: string | null }[] | null }) => definition.notes?.map((n) => n.value).join(' ') ?? '';

describe('a pointer is followed', () => {
  it('answers "unwept" with a sense, "Not wept.", not "See wept."', async () => {
    const senses = await webster('unwept');
    expect(senses.map((d) => d.text)).toEqual(['Not <xref>wept</xref>.']);
    expect(senses[0]).toMatchObject({ word: 'unwept', sourceDictionary: 'gcide' });
    expect(senses[0]?.attributionText).toMatch(/Collaborative International Dictionary/);
    expect(noteOf(senses[0] ?? {})).toBe(`Webster's 1913 gives unwept as "See wept.", of un-, "signifying not", and wept.`);
  });

  it('answers "centering" ("Same as Center, n., 6.") with center\'s sixth noun sense, and says where it was found', async () => {
    const [sense, ...others] = await webster('centering');
    expect(others).toEqual([]);
    expect(sense?.text).toMatch(/^A temporary structure upon which the materials of a vault or arch are supported/);
    expect(sense).toMatchObject({ word: 'centering', partOfSpeech: 'noun' });
    expect(sense?.labels?.map((l) => l.text)).toContain('Arch.');
    expect(noteOf(sense ?? {})).toMatch(
      /^Webster's 1913 gives centering as "Same as Center, n\., 6\. Written also centring\.": this is its sense of center\.$/,
    );
  });

  it('answers "centring", whose sense points to itself, with the sense of the spelling that lists it', async () => {
    const senses = await webster('centring');
    expect(senses.map((d) => d.text?.slice(0, 30))).toEqual(['A temporary structure upon whi']);
    expect(senses.every((d) => !/See /.test(d.text ?? ''))).toBe(true);
  });
});
