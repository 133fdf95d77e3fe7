/** A message to Glossa's background, sent from an extension page as Glossa's own pages send it. */
import type { Page } from '@playwright/test';

/** The background's answer: `data` when it did what was asked, `error` saying why when it did not. */
export interface Answer<T = unknown> {
  ok: boolean;
  data: T;
  error?: { message: string };
}

export function send<T = unknown>(page: Page, message: unknown): Promise<Answer<T>> {
  return page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<Answer<T>>;
}
