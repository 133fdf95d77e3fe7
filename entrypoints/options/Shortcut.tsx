/**
 * The keyboard shortcut that looks up the selected text, as the browser has it now, with the
 * way to change it: the browser owns shortcuts, so the options show it and lead there.
 */
import { browser } from 'wxt/browser';
import { t } from '../../lib/shared/i18n';
import { useQuery } from '../../components/live';

const COMMAND = 'look-up-selection';
/** Chrome's page of extension shortcuts; a link cannot open it, a new tab can. */
const CHROME_SHORTCUTS = 'chrome://extensions/shortcuts';

type FirefoxCommands = { openShortcutSettings?: () => Promise<void> };

async function currentShortcut(): Promise<string> {
  const commands = await browser.commands.getAll();
  return commands.find((command) => command.name === COMMAND)?.shortcut ?? '';
}

function openShortcutSettings() {
  if (import.meta.env.FIREFOX) {
    // Firefox 137+ opens its shortcut page itself; older ones only by the add-ons page's menu.
    void (browser.commands as FirefoxCommands).openShortcutSettings?.();
    return;
  }
  void browser.tabs.create({ url: CHROME_SHORTCUTS });
}

export function Shortcut() {
  // Firefox for Android has no keyboard shortcuts for extensions (and no commands API to ask):
  // there is nothing to show, and the selection is looked up by a long press instead.
  return browser.commands ? <ShortcutSection /> : null;
}

function ShortcutSection() {
  const shortcut = useQuery(currentShortcut, []);
  const firefoxWithoutPage = import.meta.env.FIREFOX && !(browser.commands as FirefoxCommands).openShortcutSettings;
  return (
    <fieldset>
      <legend>{t('wpShortcutHeading')}</legend>
      <p data-testid="shortcut">
        {shortcut.state === 'ready' && (shortcut.value ? <kbd>{shortcut.value}</kbd> : <span class="muted">{t('wpShortcutNone')}</span>)}{' '}
        {firefoxWithoutPage ? (
          <span class="muted small">{t('wpShortcutFirefoxHint')}</span>
        ) : (
          <button type="button" class="link" onClick={openShortcutSettings}>
            {t('wpShortcutChange')}
          </button>
        )}
      </p>
    </fieldset>
  );
}
