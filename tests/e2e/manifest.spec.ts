/**
 * The built manifests take over none of the browser's own pages: an extension page named
 * history, newtab or bookmarks becomes Chromium's Ctrl+H, new tab or bookmarks page, and a
 * settings override changes the reader's home page or search engine. The Firefox build installs
 * on Firefox for Android too.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

function builtManifest(target: 'chrome-mv3' | 'firefox-mv2'): Record<string, unknown> {
  const file = join(root, '.output', target, 'manifest.json');
  // `npm test` builds both (lint builds Firefox's); a run of this file alone builds what is missing.
  if (!existsSync(file)) {
    const browser = target === 'firefox-mv2' ? ['-b', 'firefox'] : [];
    const build = spawnSync(process.execPath, [join(root, 'node_modules', 'wxt', 'bin', 'wxt.mjs'), 'build', ...browser], { cwd: root });
    if (build.status !== 0) throw new Error(`wxt build ${browser.join(' ')} failed:\n${build.stderr}`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

for (const target of ['chrome-mv3', 'firefox-mv2'] as const) {
  test(`the ${target} build's background carries no view code`, () => {
    builtManifest(target);
    // Preact's renderer: a view's code reached the service worker (an auto-import would do it unseen).
    const background = readFileSync(join(root, '.output', target, 'background.js'), 'utf8');
    expect(background).not.toContain('componentDidMount');
  });

  test(`the ${target} build overrides none of the browser's pages`, () => {
    const manifest = builtManifest(target);
    expect(manifest).not.toHaveProperty('chrome_url_overrides');
    expect(manifest).not.toHaveProperty('chrome_settings_overrides');
    expect(manifest).not.toHaveProperty('devtools_page');
  });
}

test('the Firefox build installs on Firefox for Android, from the version that reads its data consent, and its page code runs in frames', () => {
  const manifest = builtManifest('firefox-mv2') as {
    browser_specific_settings?: { gecko?: { id?: string; strict_min_version?: string }; gecko_android?: { strict_min_version?: string } };
    content_scripts?: { all_frames?: boolean; matches?: string[] }[];
  };
  const { gecko, gecko_android: android } = manifest.browser_specific_settings ?? {};
  expect(gecko?.id).toBe('glossa@glossa.app');
  // data_collection_permissions is read from Firefox for Android 142: an older one would install without the consent.
  expect(Number.parseFloat(android?.strict_min_version ?? '0')).toBeGreaterThanOrEqual(142);
  // A tap in a frame reaches the page code there, which hands the sheet to the top page.
  expect(manifest.content_scripts?.some((script) => script.all_frames && script.matches?.includes('<all_urls>'))).toBe(true);
});
