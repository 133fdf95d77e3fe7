/**
 * The bytes an answer's JSON is sent as: the UTF-8 Node would write for the text, whatever
 * characters it holds, each answer in a stretch of its own that later answers leave alone.
 */
import { expect, it } from 'vitest';
import { utf8Bytes } from '../../server/http/utf8-bytes.ts';

it('writes the same UTF-8 as Node for ASCII, Latin-1, other scripts, astral characters and lone surrogates', () => {
  const texts = [
    '',
    '[{"text":"a dog"}]',
    '{"word":"café","text":"naïve façade"}',
    '{"text":"Webster’s — “quoted” κόσμος 詞"}',
    '{"text":"𝔊𝔩𝔬𝔰𝔰𝔞 😀"}',
    '{"text":"\ud800 alone, \udc00 alone"}',
  ];
  for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
});

it('keeps each answer as written while many more are written after it, larger ones than a slab too', () => {
  const first = '{"text":"the first answer, still being sent"}';
  const firstBytes = utf8Bytes(first);
  const later = Array.from({ length: 200 }, (_, i) => `{"n":${i},"text":"${'ž'.repeat(1000 + i)}"}`);
  const laterBytes = later.map(utf8Bytes);
  const huge = `"${'詞'.repeat(400_000)}"`;
  const hugeBytes = utf8Bytes(huge);
  const after = utf8Bytes('"after"');
  expect(firstBytes.toString('utf8')).toBe(first);
  laterBytes.forEach((bytes, i) => expect(bytes.toString('utf8')).toBe(later[i]));
  expect(hugeBytes.equals(Buffer.from(huge, 'utf8'))).toBe(true);
  expect(after.toString('utf8')).toBe('"after"');
});
