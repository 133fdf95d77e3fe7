/**
 * Where the extension's builds are written, by WXT's rule `<browser>-mv<version>` with
 * `-dev` for development builds: npm start makes the development ones (set up for the
 * local server and its demo key), `npm run build`/`build:firefox` the store ones. README
 * names these folders; a unit test holds README to this list.
 */
export const DEV_BUILDS = [
  { browser: 'Chromium', wxtArgs: [] as string[], dir: '.output/chrome-mv3-dev' },
  { browser: 'Firefox', wxtArgs: ['-b', 'firefox'], dir: '.output/firefox-mv2-dev' },
];

export const STORE_BUILDS = ['.output/chrome-mv3', '.output/firefox-mv2'];
