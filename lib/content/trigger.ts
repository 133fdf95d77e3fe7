/**
 * Whether a double-click asks for a lookup: the few settings the loader needs, read raw
 * from `storage.sync` when a double-click happens (never on load). The loader is injected
 * into every page and must stay tiny, so this reads the fields of `Settings`
 * (lib/settings/settings.ts) without zod, from the same lists of choices; a unit test
 * holds the two to the same answers.
 */
import { LOOKUP_TRIGGERS, MODIFIER_KEYS, type LookupTrigger, type ModifierKey } from '../settings/choices';

export interface TriggerSettings {
  lookupTrigger: LookupTrigger;
  modifierKey: ModifierKey;
  excludedSites: string[];
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The stored settings (`storage.sync` key `settings`) as the loader reads them. */
export function triggerSettings(stored: unknown): TriggerSettings {
  const s = (stored ?? {}) as Partial<Record<keyof TriggerSettings, unknown>>;
  const sites = s.excludedSites;
  return {
    lookupTrigger: pick(s.lookupTrigger, LOOKUP_TRIGGERS, 'double-click'),
    modifierKey: pick(s.modifierKey, MODIFIER_KEYS, 'alt'),
    // Written through updateSettings, so already checked; anything else counts as none.
    excludedSites: Array.isArray(sites) && sites.every((site) => typeof site == 'string') ? sites.map((site: string) => site.toLowerCase().replace(/^\*\./, '')) : [],
  };
}

/** Whether the page's host is one of the excluded sites (or below one). */
export function excludedHost(host: string, sites: readonly string[]): boolean {
  host = host.toLowerCase();
  // A site without a port stands for the host on every port.
  const name = host.replace(/:\d+$/, '');
  return sites.some((site) => host == site || name == site || name.endsWith(`.${site}`));
}

export function triggerAllows(settings: TriggerSettings, event: Pick<MouseEvent, 'altKey' | 'ctrlKey' | 'shiftKey' | 'metaKey'>, host: string): boolean {
  const trigger = settings.lookupTrigger;
  return trigger != 'off' && !excludedHost(host, settings.excludedSites) && (trigger == 'double-click' || event[`${settings.modifierKey}Key`]);
}

/** Inside a field the user types in, a double-click selects for editing: leave it alone. */
export function inEditable(target: EventTarget | undefined): boolean {
  const element = target instanceof Element ? target : (target as Node | undefined)?.parentElement;
  return !!element && (element as HTMLElement).isContentEditable || !!element?.closest('input,textarea,select');
}
