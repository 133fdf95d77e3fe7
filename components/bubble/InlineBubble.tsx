/**
 * The bubble's answer shown in place inside an extension page (the toolbar popup's look-up):
 * the same shell (BubbleShell.tsx), the same behaviour and the same style sheet as at a word
 * in a page, in a shadow root of its own so the page's styles and the bubble's do not meet.
 */
import { createPortal } from 'preact/compat';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { send } from '../../lib/shared/messages/client';
import { stores } from '../stores';
import { BubbleShell } from './BubbleShell';
import { styleBubbleRoot } from './style-root';

export function InlineBubble({ word, onClose }: { word: string; onClose(): void }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot>();
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    styleBubbleRoot(shadow);
    setRoot(shadow);
  }, []);
  const theme = stores.settings.value?.theme;
  return (
    <div ref={host} class="inline-bubble" data-testid="look-up-answer">
      {root &&
        createPortal(
          <BubbleShell
            inline
            scheme={theme === 'dark' || theme === 'light' ? theme : undefined}
            send={send}
            word={word}
            from="popup"
            onClose={onClose}
          />,
          root,
        )}
    </div>
  );
}
