/**
 * Pronunciation audio synthesized by espeak-ng and encoded by lame, when both are
 * installed (Debian: `apt-get install espeak-ng lame`). Files are made once per word and
 * kept; their URLs are signed and expire ten minutes after they are handed out, as the
 * live service's do. Without a synthesizer the audio list is honestly empty. Only a few
 * words are synthesized at once (each is two processes); a few more wait, and a flood
 * beyond them is refused (429) rather than starting unbounded processes. The waiting words
 * take turns by key, each key holding at most its share of the waiting places (job-queue.ts),
 * so that one key's flood is refused, not another key's word.
 */
import { execFile } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dictionaryIpa } from '../shared/english-phones.ts';
import { espeakPhonemes } from '../shared/espeak-phonemes.ts';
import { Refusal } from '../shared/errors.ts';
import { commandWorks } from '../shared/system-commands.ts';
import { createJobQueue, type JobLimits, type JobRefusal } from './job-queue.ts';

const run = promisify(execFile);

const AUDIO_URL_LIFETIME_MS = 10 * 60 * 1000;
/** Two words synthesized at once, sixteen waiting (four of one key's): a word takes well under a second. */
const DEFAULT_AUDIO_JOBS: JobLimits = { concurrency: 2, waiting: 16 };

const REFUSALS: Record<JobRefusal, string> = {
  'queue-full': 'Too many words are being spoken at once: try again in a few seconds',
  'key-share-full': 'Too many of this key’s words are waiting to be spoken: try again in a few seconds',
};

/** lame's 32 kbit/s mono: a duration can be read from the file size. */
const BITRATE = 32_000;

const SYNTHESIZED_AUDIO = {
  createdBy: 'espeak-ng',
  audioType: 'pronunciation',
  attributionUrl: 'https://github.com/espeak-ng/espeak-ng',
} as const;

/** eSpeak NG's voices a word is spoken in: the US one first (the file made at once), then the UK one. */
const VOICES = [
  { voice: 'en-us', label: 'US voice' },
  { voice: 'en-gb', label: 'UK voice' },
] as const;
type Voice = (typeof VOICES)[number]['voice'];

/**
 * A word read two ways or more (a bass that is caught, a bass that is sung) gets a file for each
 * of its first few American readings besides, said from the reading itself, not the spelling,
 * and named by it in its `description`: a client plays the one that goes with the reading it shows.
 * So do its British readings in the UK voice, where it has two (a ˈrecord, to reˈcord).
 */
const READINGS_SPOKEN = 3;

/** A secret kept in the data folder, so signed URLs survive a restart. */
function secretIn(dir: string): Buffer {
  const file = join(dir, 'audio-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

export async function createAudio(options: {
  dataDir: string;
  now?: () => number;
  synthesize?: boolean;
  jobs?: JobLimits;
  /**
   * The secret that signs audio addresses, when several nodes must honour each other's (the
   * one kept in the database they share); otherwise one kept in the data folder.
   */
  secret?: Buffer;
}) {
  const now = options.now ?? Date.now;
  const cacheDir = join(options.dataDir, 'audio');
  const [espeak, lame] =
    options.synthesize === false ? [false, false] : await Promise.all([commandWorks('espeak-ng'), commandWorks('lame')]);
  const available = espeak && lame;
  /** IPA eSpeak NG wrote from a spelling, by word: a few thousand kept, the oldest let go first. */
  const generated = new Map<string, Promise<string | undefined>>();
  // An address depends only on this secret, the word and its expiry: any node that holds the
  // secret honours it, and makes the file (named by the word alone) if it has not yet.
  const secret = options.secret ?? secretIn(options.dataDir);
  const pending = new Map<string, Promise<string>>();
  const jobs = createJobQueue(options.jobs ?? DEFAULT_AUDIO_JOBS);

  // The US voice's files keep the names they had when it was the only one; a reading's file is
  // named by its reading too.
  const fileName = (word: string, voice: Voice = 'en-us', reading?: string) =>
    `${createHash('sha256')
      .update(reading !== undefined ? `${voice}\n${word}\n${reading}` : voice === 'en-us' ? word : `${voice}\n${word}`)
      .digest('hex')
      .slice(0, 24)}.mp3`;
  // A reading's address signs its reading too, so that no other can be asked for under its name.
  const sign = (word: string, expires: number, reading?: string) =>
    createHmac('sha256', secret)
      .update(`${word}\n${expires}${reading !== undefined ? `\n${reading}` : ''}`)
      .digest('base64url');

  /**
   * Makes the word's mp3 once, at the turn of the key (or other caller) `line` that asks for
   * it first; concurrent requests for one word share the work.
   */
  function synthesize(word: string, line: string, voice: Voice = 'en-us', reading?: string): Promise<string> {
    const target = join(cacheDir, fileName(word, voice, reading));
    if (existsSync(target)) return Promise.resolve(target);
    const key = `${voice}\n${word}\n${reading ?? ''}`;
    // A reading is said from eSpeak NG's phoneme letters ([[b'as]]), the word from its spelling.
    const phonemes = reading !== undefined ? espeakPhonemes(reading) : undefined;
    if (reading !== undefined && !phonemes) return Promise.reject(new Error(`no eSpeak NG phonemes for ${reading}`));
    const said = phonemes ? `[[${phonemes}]]` : word;
    let job = pending.get(key);
    if (!job) {
      const queued = jobs.run(line, async () => {
        mkdirSync(cacheDir, { recursive: true });
        const stem = join(cacheDir, `${randomBytes(6).toString('hex')}.tmp`);
        try {
          // The word is an argument, never shell text: execFile runs no shell.
          await run('espeak-ng', ['-v', voice, '-w', `${stem}.wav`, '--', said], { timeout: 10_000 });
          await run('lame', ['--quiet', '-m', 'm', '-b', String(BITRATE / 1000), `${stem}.wav`, `${stem}.mp3`], {
            timeout: 10_000,
          });
          await rename(`${stem}.mp3`, target);
          return target;
        } finally {
          await rm(`${stem}.wav`, { force: true });
          await rm(`${stem}.mp3`, { force: true });
        }
      });
      if (typeof queued === 'string') throw new Refusal('too-many', REFUSALS[queued], 3);
      job = queued.finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  return {
    available,

    /**
     * W10's answer for a word the database knows: its synthesized files (the US voice, the UK
     * voice, then one for each of its American `readings` where it has two or more, in the US
     * voice, and of its `british` ones likewise in the UK voice), or nothing.
     * `line` names the caller, whose turn a word not made yet waits for.
     */
    async audioFiles(word: string, baseUrl: string, line: string, readings: readonly string[] = [], british: readonly string[] = []) {
      if (!available) return [];
      // The US voice is made now; the UK voice and the readings' when their link is first fetched (a length is known once made).
      const made = (name: string) =>
        stat(join(cacheDir, name)).then(
          (s) => s.size,
          () => undefined,
        );
      const spokenIn = ({ voice, label }: (typeof VOICES)[number], said: readonly string[]) => {
        const spoken = [...new Set(said)].filter((reading) => espeakPhonemes(reading)).slice(0, READINGS_SPOKEN);
        return spoken.length > 1 ? spoken.map((reading) => ({ voice, label, reading })) : [];
      };
      const [american, uk] = VOICES;
      const files = [
        ...VOICES.map(({ voice, label }) => ({ voice, label, reading: undefined as string | undefined })),
        ...spokenIn(american, readings),
        ...spokenIn(uk, british),
      ];
      const sizes = await Promise.all(
        files.map(async ({ voice, reading }, i) =>
          i === 0 ? (await stat(await synthesize(word, line))).size : made(fileName(word, voice, reading)),
        ),
      );
      const issued = now();
      const expires = Math.floor((issued + AUDIO_URL_LIFETIME_MS) / 1000);
      return files.map(({ voice, label, reading }, i) => {
        const size = sizes[i];
        const query = `word=${encodeURIComponent(word)}${reading !== undefined ? `&reading=${encodeURIComponent(reading)}` : ''}&Expires=${expires}&Signature=${sign(word, expires, reading)}`;
        return {
          id: parseInt(fileName(word, voice, reading).slice(0, 12), 16),
          word,
          fileUrl: `${baseUrl}/audio/${fileName(word, voice, reading)}?${query}`,
          ...(size !== undefined && { duration: Math.round(((size * 8) / BITRATE) * 100) / 100 }),
          createdAt: new Date(issued).toISOString(),
          ...SYNTHESIZED_AUDIO,
          ...(reading !== undefined && { description: reading }),
          attributionText:
            reading !== undefined
              ? `Synthesized speech by eSpeak NG, ${label} (${voice}; not a human recording), read /${reading}/`
              : `Synthesized speech by eSpeak NG, ${label} (${voice}; not a human recording)`,
        };
      });
    },

    /**
     * The IPA eSpeak NG (en-us) reads from the spelling of a word the database knows but no
     * dictionary pronounces, or undefined without eSpeak NG. Made once, at `line`'s turn.
     */
    async generatedIpa(word: string, line: string): Promise<string | undefined> {
      if (!espeak) return undefined;
      let ipa = generated.get(word);
      if (!ipa) {
        const queued = jobs.run(line, async () => {
          const { stdout } = await run('espeak-ng', ['-q', '--ipa', '-v', 'en-us', '--', word], { timeout: 10_000 });
          return dictionaryIpa(String(stdout).trim().replace(/\s+/g, ' ')) || undefined;
        });
        if (typeof queued === 'string') throw new Refusal('too-many', REFUSALS[queued], 3);
        ipa = queued.catch(() => undefined);
        if (generated.size >= 5000) generated.delete(generated.keys().next().value ?? '');
        generated.set(word, ipa);
      }
      return ipa;
    },

    /**
     * The mp3 behind a signed URL, or why not: `expired`, `forbidden` (a bad signature
     * or a file name that is not the word's, or its reading's). A file not made yet waits for `line`'s turn.
     */
    async file(name: string, word: string, expires: number, signature: string, line: string, reading?: string) {
      const expected = Buffer.from(sign(word, expires, reading));
      const given = Buffer.from(signature);
      // A reading's file is named by its voice too (audioFiles signs only readings it can say).
      const voice = VOICES.find((v) => name === fileName(word, v.voice, reading))?.voice;
      if (!voice || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { error: 'forbidden' as const };
      }
      if (expires * 1000 < now()) return { error: 'expired' as const };
      return { body: await readFile(await synthesize(word, line, voice, reading)) };
    },
  };
}

export type Audio = Awaited<ReturnType<typeof createAudio>>;
