/**
 * The reading shown and heard goes with the sense shown first, on the real server: a word read
 * two ways by sense (the bass that was caught, ˈbæs), in the UK voice too, and one read by its part
 * of speech (the wind ˈwɪnd, to wind ˈwaɪnd), in the UK voice too (to record ɹɪˈkɔːd); the play
 * button fetches the recording of the reading shown.
 */
import { commandWorks } from '../../server/shared/system-commands';
import { expect, test } from './fixtures';
import { send } from './send';
import { keepingVoice } from './voice-support';
import { clickInBubble } from './bubble-support';
import { FISH_BASS_SENTENCE, RECORD_SENTENCE, WIND_SENTENCE } from './senses-pages';
import { closeOffscreen, requestsTo } from './audio-support';
import { firstSenseShown, lookUp } from './sentence-lookup';

test('a word read two ways by sense is said as the sense shown first: the bass that was caught is a fish, ˈbæs, and heard so', async ({
  page,
  site,
  glossa,
  serviceWorker,
}, testInfo) => {
  expect(glossa.baseUrl).toBeTruthy();
  const { urls: requested, stop: stopHearing } = requestsTo(glossa);
  try {
    await page.goto(site.url('/senses-story.html'));
    const bass = await lookUp(page, FISH_BASS_SENTENCE, 'bass');
    expect(await firstSenseShown(page)).toMatch(/fish/i);
    // CMUdict reads bass both ways, the voice first; Webster's article of the fish respells it bȧs.
    expect(bass).toContain('ˈbæs');
    expect(bass).not.toContain('ˈbeɪs');
    await page.screenshot({ path: testInfo.outputPath('bass-fish.png') });
    // The recording played is the one said from that reading, not from the spelling (which
    // eSpeak NG says as the voice).
    await clickInBubble(page, 'Play pronunciation');
    await expect
      .poll(() => requested.filter((url) => url.includes('/audio/')), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining('reading=ˈbæs'));
    expect(requested.filter((url) => url.includes('/audio/') && !url.includes('reading=ˈbæs'))).toEqual([]);
  } finally {
    stopHearing();
    await closeOffscreen(serviceWorker);
  }
});

test('with the UK voice, the bass that was caught is said as the fish all the same, where the British reading made from the spelling is the voice’s', async ({
  page,
  context,
  extensionId,
  site,
  glossa,
}) => {
  test.skip(!(await commandWorks('espeak-ng')), 'the British readings are made by eSpeak NG as the word database is built');
  expect(glossa.baseUrl).toBeTruthy();
  await keepingVoice(context, extensionId, async (options) => {
    await send(options, { type: 'updateSettings', patch: { voice: 'uk' } });
    await page.bringToFront();
    await page.goto(site.url('/senses-story.html'));
    const bass = await lookUp(page, FISH_BASS_SENTENCE, 'bass');
    expect(await firstSenseShown(page)).toMatch(/fish/i);
    // eSpeak NG's British reading of the spelling says the voice, beɪs: the fish's own reading leads in its place.
    expect(bass).toContain('ˈbæs');
    expect(bass).not.toContain('beɪs');
  });
});

test('with the UK voice, a verb read otherwise than its noun is shown and heard in its British reading: to record, ɹɪˈkɔːd', async ({
  page,
  context,
  extensionId,
  site,
  glossa,
  serviceWorker,
}) => {
  test.skip(!(await commandWorks('espeak-ng')), 'the British readings are made by eSpeak NG as the word database is built');
  expect(glossa.baseUrl).toBeTruthy();
  const { urls: requested, stop: stopHearing } = requestsTo(glossa);
  try {
    await keepingVoice(context, extensionId, async (options) => {
      await send(options, { type: 'updateSettings', patch: { voice: 'uk' } });
      await page.bringToFront();
      await page.goto(site.url('/senses-story.html'));
      const record = await lookUp(page, RECORD_SENTENCE, 'record');
      // eSpeak NG reads the spelling as the noun (ˈɹɛkɔːd); the server gives the verb's British reading too.
      expect(record).toContain('ɹɪˈkɔːd');
      expect(record).not.toContain('ˈɹɛkɔːd');
      await clickInBubble(page, 'Play pronunciation');
      await expect
        .poll(() => requested.filter((url) => url.includes('/audio/')), { timeout: 10_000 })
        .toContainEqual(expect.stringContaining('reading=ɹɪˈkɔːd'));
    });
  } finally {
    stopHearing();
    await closeOffscreen(serviceWorker);
  }
});

test('a word read by its part of speech is said as the part shown first: the wind ˈwɪnd, to wind ˈwaɪnd', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  const [air, turn] = WIND_SENTENCE.split(', so ') as [string, string];
  const wind = await lookUp(page, air, 'wind');
  expect(await firstSenseShown(page)).toMatch(/air moving/i);
  expect(wind).toContain('ˈwɪnd');
  expect(wind).not.toContain('ˈwaɪnd');
  await page.keyboard.press('Escape');
  const windTheScarf = await lookUp(page, turn, 'wind');
  expect(windTheScarf).toContain('ˈwaɪnd');
  expect(windTheScarf).not.toContain('ˈwɪnd');
});
