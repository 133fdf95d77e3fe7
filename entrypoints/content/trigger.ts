/**
 * Whether a double-click or a tap asks for a lookup: the few settings the loader needs, read raw
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
  const { lookupTrigger, modifierKey } = (stored ?? {}) as TriggerFields;
  const key: ModifierKey = MODIFIER_KEYS.includes(modifierKey as ModifierKey) ? (modifierKey as ModifierKey) : 'alt';
  return touchAllows(stored, host) && (lookupTrigger != 'modifier-double-click' || event[`${key}Key`]);
}

/**
 * Whether a tap or a long press asks for a lookup on `host`: unless lookups are off or the site
 * is left alone. A finger holds no key, so the key a double-click may need is not asked of it.
 */
export function touchAllows(stored: unknown, host: string): boolean {
  const { lookupTrigger, excludedSites } = (stored ?? {}) as TriggerFields;
  return lookupTrigger != 'off' && !(Array.isArray(excludedSites) && excludedHost(host, excludedSites as string[]));
}

/** Inside a field the user types in, a double-click selects for editing: leave it alone. */
export function inEditable(target: EventTarget | undefined): boolean {
  const element = target instanceof Element ? target : (target as Node | undefined)?.parentElement;
  return (!!element && (element as HTMLElement).isContentEditable) || !!element?.closest('input,textarea,select');
}

/**
 * What a page means a tap on to do: a link, a control, a label, an editable field, an element
 * with a click handler in its markup or an ARIA role of a control, or one the page gives a
 * pointing-hand cursor (which a page's own clickable element mostly has). A tap there does what
 * the page means, and only a tap on plain text looks a word up. `path` is the event's composed
 * path, so a control inside a page's open shadow root counts too.
 */
export function pageMeansTap(path: readonly EventTarget[]): boolean {
  const first = path[0];
  const element = first instanceof Element ? first : (first as Node | undefined)?.parentElement;
  if (!element) return true;
  if (path.some((node) => node instanceof Element && node.matches(CONTROLS))) return true;
  return (element as HTMLElement).isContentEditable || getComputedStyle(element).cursor == 'pointer';
}

const CONTROLS = [
  'a[href]',
  'area',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  'option',
  'video',
  'audio',
  '[onclick]',
  ...['button', 'link', 'checkbox', 'menuitem', 'tab', 'switch', 'option', 'radio', 'slider', 'textbox', 'combobox'].map(
    (role) => `[role="${role}"]`,
  ),
].join(',');
