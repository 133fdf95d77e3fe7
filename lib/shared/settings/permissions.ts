/**
 * Host access for the service's base URL. The live service and a local Glossa server are
 * granted at install; any other base URL needs the user's permission, asked for at run
 * time from an extension page (a user gesture) for that one origin.
 */
import { browser } from 'wxt/browser';
export function originPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  // Match patterns take no port: the host's pattern covers all its ports.
  return `${url.protocol}//${url.hostname}/*`;
}

/** Call from a click handler in an extension page: browsers ask only during a user gesture. */
export async function requestHostPermission(baseUrl: string): Promise<boolean> {
  return browser.permissions.request({ origins: [originPattern(baseUrl)] });
}
