// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Where code runs, kept true by its imports. Each rule names folders a file may not import
 * from (matched on the import's path, relative or not):
 * - the background's engines hold I/O, secrets and state: only the background imports them;
 * - pages' code (lib/content) runs in web pages; components are only components;
 * - the ground (the contract, the protocol, settings, text helpers) imports none of the above;
 * - the server shares only the contract; tests are imported by nothing but tests.
 */
const BACKGROUND = 'background|cache|rate|sync|gateway|account|store|lookup|history';
const folders = (names, message) => ({
  regex: `(^|/)(${names})/`,
  message,
});
const fromLib = (names, message) => ({ regex: `^(\\.\\./)+(lib/)?(${names})/`, message });
const restrict = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const notTests = folders('tests', 'Only tests import from tests/; shared helpers for benchmarks live outside it.');
const notServer = folders('server', 'The server is its own program; share code through lib/api.');
const notViews = folders('components|entrypoints', 'Views and components are not imported from here.');
const notBackground = fromLib(BACKGROUND, 'Views and pages ask the background through lib/messages; they never run its engines.');
const notPage = fromLib('content', 'lib/content runs in web pages (and the PDF viewer, which shows a page of text); nothing else imports it.');

const serverRules = [
  notViews,
  fromLib(`${BACKGROUND}|content|messages|settings|markup|export`, 'The server shares only the contract (lib/api) with the extension.'),
  notTests,
];
const notServerAbove = (names, message) => ({ regex: `^(\\.\\./)+(${names})(/|$)`, message });

const importRules = [
  restrict(['lib/api/**', 'lib/messages/**', 'lib/settings/**', 'lib/pdf/**', 'lib/text/**', 'lib/markup/**', 'lib/export/**', 'lib/service-identity/**', 'lib/util/**', 'lib/i18n.ts'], notBackground, notPage, notViews, notServer, notTests),
  restrict(['lib/{background,cache,rate,sync,gateway,account,store,lookup,history}/**'], notPage, notViews, notServer, notTests),
  restrict(['lib/content/**'], notBackground, folders('entrypoints', 'Pages code does not import extension pages.'), notServer, notTests),
  restrict(['components/**', 'entrypoints/{popup,options,lists,history,word,offscreen}/**'], notBackground, notPage, notServer, notTests),
  // The PDF viewer shows a document's text as a web page does, so it runs the pages' loader as it is.
  restrict(['entrypoints/pdf/**'], notBackground, notServer, notTests),
  restrict(['server/**'], ...serverRules),
  // The server's layers: http and handlers on top, then services, then stores, then data.
  restrict(['server/services/**', 'server/errors.ts'], ...serverRules, notServerAbove('http|handlers', 'Services sit below the HTTP layer: throw a ServiceError (server/errors.ts).')),
  restrict(['server/stores/**'], ...serverRules, notServerAbove('http|handlers|services', 'Stores sit below the services.')),
  restrict(['server/data/**'], ...serverRules, notServerAbove('http|handlers|services|stores', 'The data build is the bottom layer.')),
  restrict(['bench/**', 'dev/**', 'scripts/**', 'modules/**'], notTests),
];

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', '.tmp/', 'server/.build/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      // Unused arguments are fine when a signature is fixed; unused bindings are not.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true }],
      // TypeScript checks undefined names better than this rule can.
      'no-undef': 'off',
      // `.only` must never reach the main branch.
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'Run the whole suite.' },
        { object: 'test', property: 'only', message: 'Run the whole suite.' },
        { object: 'describe', property: 'only', message: 'Run the whole suite.' },
      ],
    },
  },
  ...importRules,
  {
    // Playwright fixtures that need no other fixture are declared with `({}, use)`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
