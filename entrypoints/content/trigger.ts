/**
 * Whether a double-click asks for a lookup: the few settings the loader needs, read raw
 * from `storage.sync` when a double-click happens (never on load). The loader is injected
 * into every page and must stay tiny, so this reads the fields of `Settings`
 * (lib/shared/settings/settings.ts) without zod, from the same lists of choices; a unit test
 * holds the two to the same answers.
 */
import { MODIFIER_KEYS, type ModifierKey } from '../../lib/shared/settings/choices';
import { excludedHost } from '../../lib/shared/settings/sites';

/** The fields of the stored settings the loader reads. */
type TriggerFields = Partial<Record<'lookupTrigger' | 'modifierKey' | 'excludedSites', unknown>>;

/**
 * Whether a double-click with `event`'s keys on `host` asks for a lookup, by the stored
 * settings (`storage.sync` key `settings`). They are written only through updateSettings,
 * whose schema lowercases the sites; what is missing or unknown counts as Settings'
 * default (double-click, Alt, no site excluded), in as few bytes as the loader can carry.
 */
export function triggerAllows(
  stored: unknown,
  event: Pick<MouseEvent, 'altKey' | 'ctrlKey' | 'shiftKey' | 'metaKey'>,
  host: string,
): boolean {
  const { lookupTrigger, modifierKey, excludedSites } = (stored ?? {}) as TriggerFields;
  const key: ModifierKey = MODIFIER_KEYS.includes(modifierKey as ModifierKey) ? (modifierKey as ModifierKey) : 'alt';
  return (
    lookupTrigger != 'off' &&
    !(Array.isArray(excludedSites) && excludedHost(host, excludedSites as string[])) &&
    (lookupTrigger != 'modifier-double-click' || event[`${key}Key`])
  );
}

/** Inside a field the user types in, a double-click selects for editing: leave it alone. */
export function inEditable(target: EventTarget | undefined): boolean {
  const element = target instanceof Element ? target : (target as Node | undefined)?.parentElement;
  return (!!element && (element as HTMLElement).isContentEditable) || !!element?.closest('input,textarea,select');
}
