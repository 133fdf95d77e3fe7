/**
 * W10: pronunciations synthesized by espeak-ng and lame, served by the server at signed
 * URLs that expire ten minutes after they are handed out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudio } from '../../server/rules/audio.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ audio: true });
});
afterAll(() => t.close());

describe('synthesized audio', () => {
  it('is available where espeak-ng and lame are installed (CI installs them)', () => {
    // Outside CI a machine may lack them; then only the empty-list behaviour is tested (words.test.ts).
    if (process.env.CI) expect(t.server.audio.available).toBe(true);
  });

  it('gives a signed mp3 that says what made it', async () => {
    // Without a synthesizer (never in CI, see above) the list is empty, as words.test.ts checks.
    if (!t.server.audio.available) return;
    const [file, uk, ...more] = await t.client().getAudio({ word: 'dog' });
    expect(more).toEqual([]);
    expect(file).toMatchObject({
      word: 'dog',
      createdBy: 'espeak-ng',
      audioType: 'pronunciation',
      attributionText: expect.stringMatching(/^Synthesized speech by eSpeak NG, US voice \(en-us/),
    });
    // The UK voice is offered beside it, labelled, and made when its link is first fetched.
    expect(uk).toMatchObject({ word: 'dog', createdBy: 'espeak-ng', attributionText: expect.stringContaining('UK voice (en-gb') });
    expect(uk?.fileUrl).not.toBe(file?.fileUrl);
    const spokenUk = await fetch(uk?.fileUrl ?? '');
    expect(spokenUk.status).toBe(200);
    expect(new Uint8Array(await spokenUk.arrayBuffer()).length).toBeGreaterThan(1000);
    expect((await t.client().getAudio({ word: 'dog' }))[1]?.duration).toBeGreaterThan(0.1);
    expect(file?.fileUrl?.startsWith(`${t.baseUrl}/audio/`)).toBe(true);
    expect(file?.duration).toBeGreaterThan(0.1);

    const audio = await fetch(file?.fileUrl ?? '');
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);

    const tampered = (file?.fileUrl ?? '').replace(/Signature=[^&]+/, 'Signature=forged');
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'This audio link is not valid' });
  });

  it('gives a word read two ways a file for each reading, said from the reading, not the spelling', async () => {
    if (!t.server.audio.available) return; // as above: CI always has the synthesizer
    const files = await t.client().getAudio({ word: 'bass', limit: 5 });
    // The spelling's two voices first, as for any word; then CMUdict's readings, each named.
    expect(files.map((file) => file.description)).toEqual([undefined, undefined, 'ˈbæs', 'ˈbeɪs']);
    expect(files[2]?.attributionText).toMatch(/^Synthesized speech by eSpeak NG, US voice \(en-us.*read \/ˈbæs\//);
    const heard = await Promise.all(
      files.map(async (file) => {
        const answer = await fetch(file.fileUrl ?? '');
        expect(answer.status).toBe(200);
        return Buffer.from(await answer.arrayBuffer()).toString('base64');
      }),
    );
    // eSpeak NG reads the spelling "bass" as the voice: the voice's reading sounds the same,
    // and the fish's is another sound.
    expect(heard[3]).toBe(heard[0]);
    expect(heard[2]).not.toBe(heard[0]);
    // A reading's address holds for that reading only.
    const swapped = new URL(files[2]?.fileUrl ?? '');
    swapped.searchParams.set('reading', 'ˈbeɪs');
    expect((await fetch(swapped)).status).toBe(403);
    swapped.searchParams.delete('reading');
    expect((await fetch(swapped)).status).toBe(403);
    // A word read one way gets no reading's file.
    expect((await t.client().getAudio({ word: 'dog' })).map((file) => file.description)).toEqual([undefined, undefined]);
  });

  it('gives a word the UK voice reads by its part of speech a UK file for each British reading', async () => {
    if (!t.server.audio.available) return; // as above: CI always has the synthesizer
    const files = await t.client().getAudio({ word: 'record', limit: 10 });
    const british = files.filter((file) => file.description !== undefined && /UK voice \(en-gb/.test(file.attributionText ?? ''));
    expect(british.map((file) => file.description)).toEqual(['ˈɹɛkɔːd', 'ɹɪˈkɔːd']);
    expect(british[1]?.attributionText).toMatch(/read \/ɹɪˈkɔːd\//);
    const [spelling, noun, verb] = await Promise.all(
      [files[1], ...british].map(async (file) => {
        const answer = await fetch(file?.fileUrl ?? '');
        expect(answer.status).toBe(200);
        return Buffer.from(await answer.arrayBuffer()).toString('base64');
      }),
    );
    // The UK voice reads the spelling as the noun; the verb's reading is another sound.
    expect(verb).not.toBe(spelling);
    expect(verb).not.toBe(noun);
  });

  it('has no audio for a word the data does not know', async () => {
    expect(await t.client().getAudio({ word: 'qzxqzxqzx' })).toEqual([]);
  });
});

describe('audio links', () => {
  it('expire ten minutes after they are handed out', async () => {
    const dataDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'audio-'));
    let now = Date.parse('2026-01-01T12:00:00Z');
    try {
      const audio = await createAudio({ dataDir, now: () => now });
      if (!audio.available) return; // as above: CI always has the synthesizer
      const [file] = await audio.audioFiles('cat', 'http://127.0.0.1/v4', 'key:test');
      const url = new URL(file?.fileUrl ?? '');
      const name = url.pathname.split('/').at(-1) ?? '';
      const ask = () =>
        audio.file(
          name,
          url.searchParams.get('word') ?? '',
          Number(url.searchParams.get('Expires')),
          url.searchParams.get('Signature') ?? '',
          'key:test',
        );
      now += 9 * 60 * 1000;
      expect(await ask()).toHaveProperty('body');
      now += 2 * 60 * 1000;
      expect(await ask()).toEqual({ error: 'expired' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
