/**
 * One recording with the browser's own controls, kept playable while the page stays open.
 * Its link is signed and expires (see lib/shared/api/audio-links.ts): a play after the link's
 * time, or a link that fails, pauses, asks for a fresh link (`renew`) and plays that one.
 * A fresh link that fails too is a real failure (offline, say), and the player says so.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';

export interface AudioLink {
  url: string;
  /** When to ask for a fresh link rather than play this one (epoch ms). */
  expiresAt: number;
}

export function FreshAudio({ first, renew, label }: { first: AudioLink; renew: () => Promise<AudioLink | undefined>; label: string }) {
  const [link, setLink] = useState(first);
  const [failed, setFailed] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const renewing = useRef(false);
  /** The link a renewal gave: if it fails as well, asking again would not help. */
  const renewedTo = useRef<string | undefined>(undefined);
  /** A play waits for the fresh link to be in place. */
  const playWhenRendered = useRef(false);

  async function playFresh() {
    renewing.current = true;
    audio.current?.pause();
    // No fresh link: the failure is shown just below.
    const fresh = await renew().catch(() => undefined);
    renewing.current = false;
    if (!fresh) return setFailed(true);
    setFailed(false);
    renewedTo.current = fresh.url;
    if (fresh.url === link.url) {
      // The same link again (signed within the same second): an element that failed must load it anew.
      audio.current?.load();
      // A play refused here comes to the element's error event too, which shows it.
      void audio.current?.play().catch(() => undefined);
    } else {
      playWhenRendered.current = true;
      setLink(fresh);
    }
  }

  // The fresh link is the element's source now: play it (a failure comes as an error event).
  useLayoutEffect(() => {
    if (!playWhenRendered.current) return;
    playWhenRendered.current = false;
    void audio.current?.play().catch(() => undefined);
  }, [link.url]);

  return (
    <>
      <audio
        ref={audio}
        controls
        preload="none"
        src={link.url}
        aria-label={label}
        onPlay={() => {
          if (!renewing.current && Date.now() >= link.expiresAt) void playFresh();
        }}
        onError={() => {
          if (renewing.current) return;
          if (renewedTo.current === link.url) setFailed(true);
          else void playFresh();
        }}
        onPlaying={() => !renewing.current && setFailed(false)}
      />
      {failed && (
        <p class="error small" role="alert">
          {t('wordAudioFailed')}
        </p>
      )}
    </>
  );
}
