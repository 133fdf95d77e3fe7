/**
 * The texts the marker (./marker.ts) has walked to and not read yet, grouped by the element that
 * holds them, in the page's order.
 *
 * No node of the page is ever a key here (of a Map, a Set or a WeakMap): the groups are kept in
 * an array and found by identity. A node used as a key gets a hash stored on its script object,
 * and such an object is then kept as long as the node lives. In the extension's own world,
 * Chromium keeps those objects in one table per world, and growing that table holds the main
 * thread for as long as it takes to copy it: on a page of 200,000 elements, 25 to 55 ms in one
 * go, inside a slice of 8 ms. Nodes only looked at are forgotten again, and the table stays small.
 */

/** One element's texts, waiting to be read. */
export interface WaitingGroup {
  readonly element: Element;
  texts: Text[];
  /** Read (or given up): no longer waiting. */
  done: boolean;
}

/** How many of the latest groups a text's element is looked for in, before it starts a group of its own. */
const LOOK_BACK = 8;

export class WaitingTexts {
  /** The groups in the page's order, done ones among them until the front is trimmed. */
  private groups: WaitingGroup[] = [];
  /** Where the first group that may still wait is. */
  private head = 0;
  private waiting = 0;

  /** Groups still waiting. */
  get size(): number {
    return this.waiting;
  }

  /**
   * Adds a text to its element's group; answers the group when it is a new one (its element
   * is then to be watched for the view). An element whose texts lie on either side of a child
   * element's keeps one group; one met again much later may have two.
   */
  add(element: Element, text: Text): WaitingGroup | undefined {
    const from = Math.max(this.head, this.groups.length - LOOK_BACK);
    for (let index = this.groups.length - 1; index >= from; index--) {
      const group = this.groups[index] as WaitingGroup;
      if (group.element === element && !group.done) {
        group.texts.push(text);
        return undefined;
      }
    }
    const group: WaitingGroup = { element, texts: [text], done: false };
    this.groups.push(group);
    this.waiting++;
    return group;
  }

  /** The waiting groups of `element` (most often one). */
  groupsOf(element: Element): WaitingGroup[] {
    const found: WaitingGroup[] = [];
    for (let index = this.head; index < this.groups.length; index++) {
      const group = this.groups[index] as WaitingGroup;
      if (group.element === element && !group.done) found.push(group);
    }
    return found;
  }

  /** Takes a group out of the line. */
  finish(group: WaitingGroup): void {
    if (group.done) return;
    group.done = true;
    group.texts = [];
    this.waiting--;
    while (this.head < this.groups.length && (this.groups[this.head] as WaitingGroup).done) this.head++;
  }

  /** The waiting groups in the page's order. */
  *inOrder(): Generator<WaitingGroup> {
    for (let index = this.head; index < this.groups.length; index++) {
      const group = this.groups[index] as WaitingGroup;
      if (!group.done) yield group;
    }
  }

  /**
   * Drops the done groups at the front, so that the line's array does not grow with the page.
   * Not while `inOrder` is being gone through, whose places it would move.
   */
  compact(): void {
    if (!this.waiting) {
      this.groups = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.groups.length) {
      this.groups = this.groups.slice(this.head);
      this.head = 0;
    }
  }
}
