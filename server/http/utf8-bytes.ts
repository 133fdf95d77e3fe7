/**
 * An answer's JSON text as the UTF-8 bytes it is sent as, written into slabs of memory shared
 * by many answers (as Node's own Buffer pool does for small strings).
 *
 * Why not hand the socket the text: it is then measured once for Content-Length
 * (Buffer.byteLength), joined to the head (a string of two parts, copied whole to be flat) and
 * encoded again as it is written, by Node's slowest encoder. Written into a buffer it is read
 * once, by its fastest (simdutf), and the head and the bytes go to the socket in one writev, as
 * the plain node:http floor sends its answer: a third of the time for a 6 kB answer of ASCII,
 * half of it for one with other characters.
 */

/** Bytes a slab holds: about forty answers of a common word's definitions. */
const SLAB_BYTES = 256 * 1024;

/** Every UTF-16 unit becomes at most three bytes of UTF-8. */
const MOST_BYTES_PER_UNIT = 3;

let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let used = 0;

/**
 * `text` in UTF-8, a view of the current slab. Each view is its own stretch of the slab, never
 * written again, so an answer still being sent is never overwritten; a slab is freed once no
 * view of it is left. A view covers only the bytes written, so nothing unwritten is ever sent.
 */
export function utf8Bytes(text: string): Buffer {
  const most = text.length * MOST_BYTES_PER_UNIT;
  if (most > slab.length - used) {
    slab = Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, most));
    used = 0;
  }
  const written = slab.write(text, used);
  const bytes = slab.subarray(used, used + written);
  used += written;
  return bytes;
}
