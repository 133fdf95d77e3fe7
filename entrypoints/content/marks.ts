/**
 * The marker's script, which the background runs in pages only while there is something to
 * mark (lib/background/marks/mark-scripts.ts), and at once in the pages open when it starts.
 * It asks the background for the page's words once, and again whenever the background says
 * they changed (a word added to a list, a list set not to mark, marks turned off), and marks
 * them (./marker.ts).
 */
import { browser as api } from 'wxt/browser';
import { MARKS_CHANGED_KEY } from '../../lib/shared/marks';
import type { Answer, MarkSet } from '../../lib/shared/messages/answers';
import { startMarker, type Marker } from './marker';

const world = globalThis as { glossaMarker?: Marker | true };

async function markThisPage(): Promise<void> {
  let marker: Marker | undefined;
  let asking = 0;
  const ask = async () => {
    const turn = ++asking;
    const answer = (await api.runtime.sendMessage({ type: 'markSet' })) as Answer<MarkSet> | undefined;
    if (turn !== asking || !answer?.ok) return;
    if (marker) marker.update(answer.data);
    else world.glossaMarker = marker = startMarker(answer.data);
  };
  api.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local' || !changes[MARKS_CHANGED_KEY]) return;
    // After the extension is reloaded or removed, this copy has no background to ask.
    if (!api.runtime?.id) marker?.stop();
    // A page that could not ask keeps the marks it has: the next change asks again.
    else void ask().catch(() => undefined);
  });
  await ask();
}

// Run once per page, though the background may inject it into a page it already runs in.
if (!world.glossaMarker) {
  world.glossaMarker = true;
  // No background to answer (the extension reloaded or removed): the page stays unmarked, as it was.
  void markThisPage().catch(() => undefined);
}
