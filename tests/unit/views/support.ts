/** Views under test: the background answered by a script, pages rendered into happy-dom. */
import { render } from 'preact';
import type { ComponentChild } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// Every view test that imports this starts with a fresh fake browser and leaves no page
// mounted and no spy behind.
beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  vi.restoreAllMocks();
  for (const child of [...document.body.children]) {
    render(null, child);
    child.remove();
  }
});

export type Script = (message: { type: string; [key: string]: unknown }) => unknown;

/** Answers every runtime message with `script(message)` (an error thrown becomes an error answer). */
export function background(script: Script) {
  const asked: { type: string; [key: string]: unknown }[] = [];
  fakeBrowser.runtime.onMessage.addListener((async (message: { type: string }) => {
    asked.push(message);
    try {
      return { ok: true, data: await script(message) };
    } catch (error) {
      return { ok: false, error: error as object };
    }
  }) as never);
  return asked;
}

export function mount(node: ComponentChild) {
  const container = document.createElement('div');
  document.body.append(container);
  render(node, container);
  return container;
}

/** Waits until `check` passes (or fails with its last error). */
export async function eventually(check: () => void, timeout = 2000): Promise<void> {
  await vi.waitFor(check, { timeout, interval: 10 });
}
