import { afterEach, describe, expect, it } from 'vitest';
import { bubbleArrives, leaveBubble, leaveView } from '../../../entrypoints/content/bubble-handle';
import type { BubbleUi, BubbleView } from '../../../entrypoints/content/bubble-ui';

const controller = { close() {} } as unknown as BubbleUi;
const view = { prepare() {} } as unknown as BubbleView;
const world = globalThis as { glossaBubble?: unknown; glossaBubbleView?: unknown };

/** A controller's maker that keeps how the controller was given its view. */
function maker() {
  const made: { importView?: () => Promise<BubbleView> } = {};
  const make = (importView: () => Promise<BubbleView>) => {
    made.importView = importView;
    return controller;
  };
  return { make, made };
}

/** The background's answer to the request for the files, given when the test says. */
function backgroundAnswer() {
  let answer!: (failure: string | undefined) => void;
  const answered = new Promise<string | undefined>((resolve) => (answer = resolve));
  return { answered, answer };
}

afterEach(() => {
  delete world.glossaBubble;
  delete world.glossaBubbleView;
});

describe('the bubble’s files handing their parts to the loader', () => {
  it('gives the controller as soon as its file has run, before the view’s file has, and the view once that has', async () => {
    const { answered, answer } = backgroundAnswer();
    const { make, made } = maker();
    const arrives = bubbleArrives(answered);
    leaveBubble(make);
    // The lookup may start now: the view's file has not run yet.
    await expect(arrives).resolves.toBe(controller);
    const viewComing = made.importView?.();
    leaveView(view);
    answer(undefined);
    await expect(viewComing).resolves.toBe(view);
    expect(world.glossaBubble).toBeUndefined();
    expect(world.glossaBubbleView).toBeUndefined();
  });

  it('takes the view whichever file runs first', async () => {
    const { answered, answer } = backgroundAnswer();
    const { make, made } = maker();
    const arrives = bubbleArrives(answered);
    leaveView(view);
    leaveBubble(make);
    answer(undefined);
    await arrives;
    await expect(made.importView?.()).resolves.toBe(view);
  });

  it('gives the controller, whose view then fails, when the view’s file could not run', async () => {
    const { answered, answer } = backgroundAnswer();
    const { make, made } = maker();
    const arrives = bubbleArrives(answered);
    leaveBubble(make);
    answer('Cannot access contents of the page.');
    await expect(arrives).resolves.toBe(controller);
    await expect(made.importView?.()).rejects.toThrow('Cannot access contents of the page.');
  });

  it("fails with the background's words when its answer comes first", async () => {
    const arrives = bubbleArrives(Promise.resolve('No tab to put the bubble in.'));
    await expect(arrives).rejects.toThrow('No tab to put the bubble in.');
    // Files that run late hand their parts to no one.
    leaveBubble(maker().make);
    leaveView(view);
    expect(world.glossaBubble).toBeUndefined();
    expect(world.glossaBubbleView).toBeUndefined();
  });

  it('fails plainly when the background ran the files and nothing was handed over', async () => {
    await expect(bubbleArrives(Promise.resolve(undefined))).rejects.toThrow('The bubble could not be loaded.');
  });

  it('fails when the background cannot be reached at all', async () => {
    await expect(bubbleArrives(Promise.reject(new Error('Extension context invalidated.')))).rejects.toThrow(
      'Extension context invalidated.',
    );
  });
});
