/**
 * The engines' event object (lib/background/events.ts): listeners follow an event in the order
 * they subscribed, with its payload; one that throws or rejects is reported and holds up none
 * of the others, nor the engine that emitted.
 */
import { describe, expect, it } from 'vitest';
import { createEngineEvents, type EventName } from '../../../lib/background/events';

describe('the engines’ events', () => {
  it('reach every listener in order, with their payload, until one stops following', () => {
    const events = createEngineEvents();
    const heard: string[] = [];
    events.on('cards changed', () => heard.push('first'));
    const stop = events.on('cards changed', () => heard.push('second'));
    events.on('records changed', ({ kind, touches }) => heard.push(`${kind} ${touches.map((t) => t.key).join()}`));
    events.emit('cards changed');
    events.emit('records changed', { kind: 'card', touches: [{ key: 'heron', at: 1 }] });
    stop();
    events.emit('cards changed');
    expect(heard).toEqual(['first', 'second', 'card heron', 'first']);
  });

  it('report a listener that throws or rejects, and the others still hear', async () => {
    const reported: [EventName, string][] = [];
    const events = createEngineEvents((event, error) => reported.push([event, (error as Error).message]));
    const heard: string[] = [];
    events.on('lists changed', () => {
      throw new Error('marks failed');
    });
    events.on('lists changed', () => Promise.reject(new Error('reconcile failed')));
    events.on('lists changed', () => heard.push('announced'));
    expect(() => events.emit('lists changed')).not.toThrow();
    expect(heard).toEqual(['announced']);
    await expect
      .poll(() => reported)
      .toEqual([
        ['lists changed', 'marks failed'],
        ['lists changed', 'reconcile failed'],
      ]);
  });

  it('go on when the report itself fails', () => {
    const events = createEngineEvents(() => {
      throw new Error('nowhere to report');
    });
    let heard = 0;
    events.on('sync status', () => {
      throw new Error('a view failed');
    });
    events.on('sync status', () => heard++);
    expect(() => events.emit('sync status')).not.toThrow();
    expect(heard).toBe(1);
  });
});
