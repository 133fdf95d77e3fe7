import { afterEach, describe, expect, it } from 'vitest';
import { bubbleArrives, leaveBubble } from '../../../entrypoints/content/bubble-handle';
import type { BubbleUi } from '../../../entrypoints/content/bubble-ui';

const controller = { close() {} } as unknown as BubbleUi;
const world = globalThis as { glossaBubble?: unknown };

afterEach(() => delete world.glossaBubble);

describe('the bubble file handing its controller to the loader', () => {
  it('gives the controller the file leaves, whatever the background answers after it', async () => {
    let answer!: (failure: string | undefined) => void;
    const arrives = bubbleArrives(new Promise((resolve) => (answer = resolve)));
    leaveBubble(controller);
    answer(undefined);
    await expect(arrives).resolves.toBe(controller);
    expect(world.glossaBubble).toBeUndefined();
  });

  it("fails with the background's words when its answer comes first", async () => {
    const arrives = bubbleArrives(Promise.resolve('No tab to put the bubble in.'));
    await expect(arrives).rejects.toThrow('No tab to put the bubble in.');
    // A file that runs late hands its controller to no one.
    leaveBubble(controller);
    expect(world.glossaBubble).toBeUndefined();
  });

  it('fails plainly when the background ran the file and nothing was handed over', async () => {
    await expect(bubbleArrives(Promise.resolve(undefined))).rejects.toThrow('The bubble could not be loaded.');
  });

  it('fails when the background cannot be reached at all', async () => {
    await expect(bubbleArrives(Promise.reject(new Error('Extension context invalidated.')))).rejects.toThrow(
      'Extension context invalidated.',
    );
  });
});
