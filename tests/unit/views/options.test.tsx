// @vitest-environment happy-dom
/** The options page, rendered with the background answered by a script (the `ask` edge). */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { App } from '../../../entrypoints/options/App';
import { t } from '../../../lib/shared/i18n';
import { DEFAULT_SETTINGS, LOCAL_SERVER_BASE_URL } from '../../../lib/shared/settings/settings';
import { background, eventually, mount, type Script } from './support';
import { stores } from '../../../components/stores';

type Message = Parameters<Script>[0];

/** The options page over a background that keeps settings as the real one does, and answers `more` first. */
async function openOptions(more: (message: Message) => unknown = () => undefined) {
  let settings = { ...DEFAULT_SETTINGS, hasApiKey: false };
  const asked = background((message) => {
    const answer = more(message);
    if (answer !== undefined) return answer;
    if (message.type === 'getSettings') return settings;
    if (message.type === 'updateSettings') return (settings = { ...settings, ...(message.patch as object) });
    if (message.type === 'setApiKey') return { hasApiKey: Boolean(message.apiKey) };
    throw { kind: 'internal', message: `unexpected ${message.type}` };
  });
  const view = mount(<App />);
  await eventually(() => expect(view.querySelector('h1')).not.toBeNull());
  return { view, asked, sent: (type: string) => asked.filter((m) => m.type === type) };
}

/** Types into a field, and has Preact render it at once (so a submit after it sends what was typed). */
function type(field: Element | null, value: string) {
  const input = field as HTMLInputElement | HTMLTextAreaElement;
  input.value = value;
  void act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
}

/** Submits a form, and has Preact render at once what that changed (an earlier result cleared, say). */
async function submit(form: Element | null | undefined) {
  await act(() => void form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}

const fieldset = (view: Element, legend: string) =>
  [...view.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === legend) as HTMLFieldSetElement;

describe('the API key', () => {
  it('is stored through the background, then checked with A4, and the result shown', async () => {
    const { view, asked } = await openOptions((message) =>
      message.type === 'keyStatus'
        ? {
            hasKey: true,
            verdict: 'valid',
            status: { valid: true, remainingCalls: 99, expiresInMillis: 0, resetsInMillis: 0, totalRequests: 1 },
          }
        : undefined,
    );
    const input = view.querySelector('#api-key');
    type(input, '  my-key-123  ');
    await submit(input?.closest('form'));
    await eventually(() => expect(view.querySelector('[data-testid=api-key-result]')?.textContent).toBe(t('keyValid')));
    const keyMessages = asked.filter((m) => m.type === 'setApiKey' || m.type === 'keyStatus');
    expect(keyMessages).toEqual([{ type: 'setApiKey', apiKey: 'my-key-123' }, { type: 'keyStatus' }]);
    // The key is not kept in the page once saved.
    expect((input as HTMLInputElement).value).toBe('');
    expect(fieldset(view, t('optionsApiKey')).textContent).toContain(t('apiKeySet', new URL(DEFAULT_SETTINGS.baseUrl).host));
  });

  it('is called invalid when the service refuses it (401) or says it is not valid', async () => {
    let answer: () => unknown = () => ({ hasKey: true, verdict: 'invalid' });
    const { view } = await openOptions((message) => (message.type === 'keyStatus' ? answer() : undefined));
    const result = () => view.querySelector('[data-testid=api-key-result]');
    type(view.querySelector('#api-key'), 'wrong-key');
    await submit(view.querySelector('#api-key')?.closest('form'));
    await eventually(() => expect(result()?.textContent).toBe(t('keyInvalid')));
    expect(result()?.className).toBe('error');

    answer = () => ({ hasKey: true, verdict: 'invalid', status: { valid: false } });
    type(view.querySelector('#api-key'), 'another-key');
    await submit(view.querySelector('#api-key')?.closest('form'));
    // The result before is gone, so this is the second check's.
    expect(result()).toBeNull();
    await eventually(() => expect(result()?.textContent).toBe(t('keyInvalid')));
  });

  it('says nothing alarming of a key the service has not judged (no A4 route)', async () => {
    const { view } = await openOptions((message) => (message.type === 'keyStatus' ? { hasKey: true, verdict: 'unconfirmed' } : undefined));
    type(view.querySelector('#api-key'), 'some-key');
    await submit(view.querySelector('#api-key')?.closest('form'));
    const result = () => view.querySelector('[data-testid=api-key-result]');
    await eventually(() => expect(result()?.textContent).toBe(t('wpKeyUnconfirmed')));
    expect(result()?.className).not.toBe('error');
  });

  it('says the check failed, not that the key is wrong, when the service cannot be reached', async () => {
    const { view } = await openOptions((message) => {
      if (message.type === 'keyStatus')
        throw { kind: 'network', message: 'The dictionary service cannot be reached. Check the connection.' };
      return undefined;
    });
    type(view.querySelector('#api-key'), 'some-key');
    await submit(view.querySelector('#api-key')?.closest('form'));
    await eventually(() =>
      expect(view.querySelector('[data-testid=api-key-result]')?.textContent).toBe(
        t('keyStatusFailed', 'The dictionary service cannot be reached. Check the connection.'),
      ),
    );
  });
});

describe('the service’s base URL', () => {
  async function useCustom(view: Element, url: string) {
    const custom = [...view.querySelectorAll<HTMLInputElement>('input[name=service]')][2] as HTMLInputElement;
    custom.checked = true;
    custom.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(view.querySelector('#base-url')).not.toBeNull());
    type(view.querySelector('#base-url'), url);
    await submit(view.querySelector('#base-url')?.closest('form'));
  }

  for (const url of ['not a url', 'ftp://example.org/v4', 'javascript:alert(1)']) {
    it(`refuses “${url}” with a clear message, and changes nothing`, async () => {
      const { view, sent } = await openOptions();
      await useCustom(view, url);
      await eventually(() => expect(view.querySelector('[data-testid=options-status]')?.textContent).toBe(t('baseUrlInvalid')));
      expect(view.querySelector('[data-testid=options-status]')?.className).toBe('error');
      expect(sent('updateSettings')).toEqual([]);
      expect(fieldset(view, t('optionsService')).textContent).toContain(t('serviceNow', DEFAULT_SETTINGS.baseUrl));
    });
  }

  it('saves a web address that needs no new permission, without its trailing slash', async () => {
    const { view, sent } = await openOptions();
    await useCustom(view, `${LOCAL_SERVER_BASE_URL}/`);
    await eventually(() => expect(sent('updateSettings')).toEqual([{ type: 'updateSettings', patch: { baseUrl: LOCAL_SERVER_BASE_URL } }]));
    await eventually(() => expect(view.querySelector('[data-testid=options-status]')?.textContent).toBe(t('optionsSaved')));
    expect(fieldset(view, t('optionsService')).textContent).toContain(t('serviceNow', LOCAL_SERVER_BASE_URL));
  });
});

describe('the API key of each service', () => {
  it('is the key of the service being configured: switching services shows whether that one has a key', async () => {
    const keys = new Map<string, boolean>([[DEFAULT_SETTINGS.baseUrl, true]]);
    let baseUrl = DEFAULT_SETTINGS.baseUrl;
    const { view } = await openOptions((message) => {
      if (message.type === 'getSettings') return { ...DEFAULT_SETTINGS, hasApiKey: true };
      if (message.type !== 'updateSettings') return undefined;
      baseUrl = (message.patch as { baseUrl: string }).baseUrl;
      return { ...DEFAULT_SETTINGS, baseUrl, hasApiKey: keys.get(baseUrl) ?? false };
    });
    const keyState = () => view.querySelector('[data-testid=api-key-state]')?.textContent;
    const choose = (index: number) => {
      const radio = view.querySelectorAll<HTMLInputElement>('input[name=service]')[index];
      if (!radio) throw new Error(`no service choice ${index}`);
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(1);
    await eventually(() => expect(keyState()).toBe(t('keyMissingFor', new URL(LOCAL_SERVER_BASE_URL).host)));
    choose(0);
    await eventually(() => expect(keyState()).toBe(t('apiKeySet', 'api.wordnik.com')));
  });
});

describe('the dictionaries', () => {
  const offered = (view: Element) => [...view.querySelectorAll('[data-testid=sources] label')].map((label) => label.textContent?.trim());

  it('are the ones the service has: all of them on the live service, WordNet on a Glossa server', async () => {
    const { view } = await openOptions();
    const choose = (index: number) => {
      const radio = view.querySelectorAll<HTMLInputElement>('input[name=service]')[index];
      if (!radio) throw new Error(`no service choice ${index}`);
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(1);
    await eventually(() => expect(offered(view)).toEqual([t('source_wordnet')]));
    choose(0);
    await eventually(() => expect(offered(view)).toHaveLength(5));
  });
});

describe('the cache', () => {
  it('says how many answers it keeps and about how much room they take', async () => {
    const { view } = await openOptions((message) => (message.type === 'cacheStats' ? { entries: 12, bytes: 49_000 } : undefined));
    await eventually(() => expect(view.querySelector('[data-testid=cache-size]')?.textContent).toBe(t('wpCacheSizeKilobytes', 12, 48)));
  });
});

describe('excluded sites', () => {
  it('are read one per line, or separated by commas or spaces, without blanks', async () => {
    const { view, sent } = await openOptions();
    const sites = view.querySelector('#excluded-sites');
    type(sites, 'example.org, *.news.example\n\n  mail.example.org   intranet.local:8080,');
    sites?.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() =>
      expect(sent('updateSettings')).toEqual([
        { type: 'updateSettings', patch: { excludedSites: ['example.org', '*.news.example', 'mail.example.org', 'intranet.local:8080'] } },
      ]),
    );
    await eventually(() => expect(view.querySelector('[data-testid=options-status]')?.textContent).toBe(t('optionsSaved')));
  });

  it('shows the background’s refusal of a bad site and keeps the stored sites', async () => {
    const { view } = await openOptions((message) => {
      if (message.type === 'updateSettings')
        throw { kind: 'invalid-input', message: 'excludedSites.0: must be a host name such as example.org' };
      return undefined;
    });
    type(view.querySelector('#excluded-sites'), 'not a site!');
    view.querySelector('#excluded-sites')?.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() =>
      expect(view.querySelector('[data-testid=options-status]')?.textContent).toBe(
        'excludedSites.0: must be a host name such as example.org',
      ),
    );
    expect(view.querySelector('[data-testid=options-status]')?.className).toBe('error');
  });
});

describe('where the history and the review are kept', () => {
  it('says they follow the account on a Glossa server, and stay in this browser on the live service or signed out', async () => {
    let home: unknown = { kind: 'account', username: 'ann', baseUrl: 'https://glossa.example/v4' };
    const { view } = await openOptions((message) => (message.type === 'recordsHome' ? home : undefined));
    const says = (text: string) => eventually(() => expect(view.querySelector('[data-testid=records-home]')?.textContent).toBe(text));
    // Read anew, as when the account or the service changes (announced as a change of connection).
    const becomes = (next: unknown) => {
      home = next;
      stores.recordsHome.reload();
    };
    await says(t('recordsWhereAccount', 'glossa.example', 'ann'));
    becomes({ kind: 'browser', why: 'not-on-service', baseUrl: 'https://api.wordnik.com/v4' });
    await says(t('recordsWhereService', 'api.wordnik.com'));
    becomes({ kind: 'browser', why: 'signed-out', baseUrl: 'https://api.wordnik.com/v4' });
    await says(t('recordsWhereSignedOut'));
  });
});
