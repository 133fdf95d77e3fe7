/**
 * The bubble's answer shown in place inside an extension page (the toolbar popup's look-up):
 * the same view, the same behaviour and the same style sheet as at a word in a page, in a
 * shadow root of its own so the page's styles and the bubble's do not meet.
 */
import { createPortal } from 'preact/compat';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { send } from '../../lib/shared/messages/client';
import { textDirection } from '../../lib/shared/text/direction';
import { shownSettings } from '../settings-signal';
import { Bubble, HEADING_ID } from './Bubble';
import { styleBubbleRoot } from './style-root';
import { useBubbleLookup } from './use-bubble-lookup';

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
  const lookup = useBubbleLookup({ send, word, from: 'popup' });
  const theme = shownSettings.value?.theme;
  return (
    <div ref={host} class="inline-bubble" data-testid="look-up-answer">
      {root &&
        createPortal(
          <div class={theme === 'dark' || theme === 'light' ? `wrap inline ${theme}` : 'wrap inline'} lang={t('lang')} dir={textDirection()} role="region" aria-labelledby={HEADING_ID} data-state={lookup.props.state.kind}>
            <Bubble {...lookup.props} onClose={onClose} onMore={(headword) => void send({ type: 'openWordPage', word: headword })} />
          </div>,
          root,
        )}
    </div>
  );
}
