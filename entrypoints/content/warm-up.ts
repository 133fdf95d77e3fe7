/**
 * The bubble's first render in a page, rehearsed while the double-click's second press is down
 * (the bubble is put in the page then: lookups.ts, loader.ts): a page's first run of the view's code is
 * several times slower than its later ones, and the reader's first answer would wait for it.
 * The rehearsal renders a small made-up answer into an element of no document, so no page
 * sees it, sends nothing, and is taken down at once.
 */
import { h, render } from 'preact';
import { BubbleShell } from '../../components/bubble/BubbleShell';
import type { Definition } from '../../lib/shared/api';
import type { RankedLookup } from '../../lib/shared/messages/answers';

const LANTERN: Definition[] = [
  {
    word: 'lantern',
    text: 'light in a transparent protective case',
    partOfSpeech: 'noun',
    sourceDictionary: 'wordnet',
    attributionText: 'from WordNet',
    exampleUses: [{ text: 'she carried a lantern down the lane' }],
    relatedWords: [{ relationshipType: 'synonym', words: ['lamp'] }],
  },
  {
    word: 'lantern',
    text: 'A case for carrying a light, made of <i>glass</i> or other material.',
    partOfSpeech: 'noun',
    sourceDictionary: 'gcide',
    attributionText: 'from Webster',
  },
  {
    word: 'lantern',
    text: 'To furnish with a lantern.',
    partOfSpeech: 'verb',
    sourceDictionary: 'gcide',
    attributionText: 'from Webster',
  },
];

/** A made-up answer, its senses ordered as the background would give them. */
const REHEARSAL: RankedLookup = {
  query: 'lantern',
  word: 'lantern',
  found: true,
  definitions: LANTERN,
  senses: {
    groups: [
      { partOfSpeech: 'noun', definitions: LANTERN.slice(0, 2) },
      { partOfSpeech: 'verb', definitions: LANTERN.slice(2) },
    ],
  },
  pronunciations: [{ raw: 'ˈlæntərn', rawType: 'IPA' }],
  suggestions: [],
  stale: false,
  storedAt: 0,
  credit: { name: 'Glossa', url: 'about:blank' },
  readIn: { sentence: 'She carried a lantern down the lane.', start: 14 },
};

/**
 * Renders the rehearsal answer, unseen, and takes it down: in a hidden layer of its own in the
 * page (styled and laid out as the bubble will be, painted nowhere), for the moment the
 * rehearsal lasts.
 */
export function rehearseFirstRender(styleRoot: (root: ShadowRoot) => void): void {
  const host = document.createElement('glossa-bubble');
  const root = host.attachShadow({ mode: 'closed' });
  styleRoot(root);
  const unseen = document.createElement('div');
  unseen.style.cssText = 'visibility:hidden;position:fixed;inset:0;pointer-events:none;contain:strict';
  root.append(unseen);
  // Asked nothing, it hears nothing: every message it would send waits forever, and is dropped with it.
  const send = () => new Promise<never>(() => undefined);
  const answered = { ok: true as const, data: REHEARSAL };
  document.documentElement.append(host);
  try {
    render(
      h(BubbleShell, {
        send,
        from: 'bubble',
        word: REHEARSAL.word,
        answered,
        asked: Promise.resolve(answered),
        onClose: () => undefined,
      }),
      unseen,
    );
    void unseen.offsetWidth; // styled and laid out now
  } finally {
    render(null, unseen);
    host.remove();
  }
}
