// @ts-check
/**
 * The wings of the house, by where their code runs, and what each may import. This table is
 * the one source of truth for both: eslint.config.js turns it into lint rules, and the
 * README's map of the folders is held to it by tests/unit/house/.
 *
 * A file that no wing claims fails lint (a new folder starts closed: give it a wing here),
 * and an import is refused unless its wing is listed in `imports`, whatever the import's
 * style (relative, `@/`, `~/`): the import is resolved to a file before it is judged.
 */

/**
 * @typedef {object} Wing
 * @property {string} name      the element type the rules speak of
 * @property {string[]} folders the folders it holds, from the project's root (`{a,b}` for several)
 * @property {string} runs      where its code runs, in a few words
 * @property {readonly string[]} imports the wings it may import (its own is not implied)
 * @property {string} [why]     the rule's reason, shown with a refused import
 */

/** The server's wings, which tools and tests may import. */
const SERVER = ['server', 'server-handlers', 'server-http', 'server-rules', 'server-stores', 'server-data', 'server-shared'];

/** @type {Wing[]} */
export const WINGS = [
  {
    name: 'english',
    folders: ['lib/shared/english'],
    // The server reads English as the extension does, so this one part of the ground is open to it.
    runs: 'anywhere, the server too: how Glossa reads English (letters, abbreviations, grammar words, word forms)',
    imports: ['english'],
    why: 'How Glossa reads English imports nothing but itself: the extension and the server both import it.',
  },
  {
    name: 'shared',
    folders: ['lib/shared'],
    runs: 'anywhere: the contract, the messages, the model, settings, text; imports nothing above it',
    imports: ['shared', 'english'],
    why: 'The shared ground imports nothing above it: move the code down, or pass it in.',
  },
  {
    name: 'background',
    folders: ['lib/background', 'entrypoints/background'],
    runs: 'the service worker: every engine, all I/O, the secrets',
    imports: ['shared', 'english', 'background'],
    why: 'The background owns I/O and secrets; it never imports views or page code.',
  },
  {
    name: 'content',
    folders: ['entrypoints/content'],
    runs: 'web pages: the loader, the bubble controller, the frame relay',
    imports: ['shared', 'english', 'components', 'content'],
    why: 'Page code asks the background by message (lib/shared/messages); it never runs its engines.',
  },
  {
    name: 'components',
    folders: ['components'],
    runs: 'views: Preact components shared by the bubble and the extension pages',
    imports: ['shared', 'english', 'components'],
    why: 'Components are views: they ask the background by message and import no page.',
  },
  {
    name: 'pdf-viewer',
    folders: ['entrypoints/pdf', 'entrypoints/pdf-worker-start'],
    // It shows a document's text as a web page does, so it runs the page code's lookups as they are.
    runs: "an extension page: Glossa's PDF viewer, running the page code's lookups on its text",
    imports: ['shared', 'english', 'components', 'content', 'pdf-viewer'],
    why: 'Extension pages ask the background by message; they never run its engines.',
  },
  {
    name: 'page',
    folders: ['entrypoints/{popup,options,lists,lookup-history,word,review,offscreen,new-list,privacy}'],
    runs: "extension pages: the popup, options, lists, lookup history, word page, review, offscreen audio, the bubble's new-list frame, privacy",
    imports: ['shared', 'english', 'components', 'page'],
    why: 'Extension pages ask the background by message; they never run its engines or page code.',
  },
  // The server, by layers that import only downward: its entry (server.ts, cli.ts) wires
  // handlers over http over rules over stores over the data build, all on server/shared/.
  {
    name: 'server',
    folders: ['server'],
    runs: 'the Glossa server (Node): its command line and the wiring of its layers',
    imports: [
      'server',
      'server-handlers',
      'server-http',
      'server-rules',
      'server-stores',
      'server-data',
      'server-shared',
      'contract',
      'english',
    ],
    why: 'The server is its own program: it shares only the contract (lib/shared/api) and how English is read (lib/shared/english) with the extension.',
  },
  {
    name: 'server-handlers',
    folders: ['server/handlers'],
    runs: "the server: one file per group of operations, over the HTTP layer's answers and errors",
    imports: ['server-handlers', 'server-http', 'server-rules', 'server-stores', 'server-data', 'server-shared', 'contract', 'english'],
    why: 'Handlers run over the layers below them; the entry (server.ts) wires them in.',
  },
  {
    name: 'server-http',
    folders: ['server/http'],
    runs: 'the server: routes, validation, admission and errors, generated from the operation table',
    imports: ['server-http', 'server-rules', 'server-shared', 'contract', 'english'],
    why: 'The HTTP layer takes handlers as they are given to it; it sits below them and above the rules.',
  },
  {
    name: 'server-rules',
    folders: ['server/rules'],
    runs: 'the server: the rules (accounts, lists, limits, audio); a refusal is a Refusal',
    imports: ['server-rules', 'server-stores', 'server-shared', 'contract', 'english'],
    why: 'The rules sit below the HTTP layer: throw a Refusal (server/shared/errors.ts).',
  },
  {
    name: 'server-stores',
    folders: ['server/stores'],
    runs: 'the server: the SQL (the app database and the word database)',
    imports: ['server-stores', 'server-data', 'server-shared', 'contract', 'english'],
    why: 'Stores sit below the rules: they hold the SQL and no rules.',
  },
  {
    name: 'server-data',
    folders: ['server/data'],
    runs: 'Node, at build time: the word database from open data',
    imports: ['server-data', 'server-shared', 'contract', 'english'],
    why: 'The data build is the bottom layer.',
  },
  {
    name: 'server-shared',
    folders: ['server/shared'],
    runs: 'the server: its errors, its folders, the system commands it runs, and text helpers (English phones, edit distance)',
    imports: ['server-shared', 'contract', 'english'],
    why: "The server's shared ground imports no layer above it.",
  },
  {
    name: 'tools',
    folders: ['bench', 'dev', 'scripts', 'modules', 'lint'],
    runs: 'Node, at build and test time: benchmarks, the test server, npm scripts, build modules, configs',
    imports: ['shared', 'english', 'background', 'content', 'components', 'pdf-viewer', 'page', ...SERVER, 'tools'],
    why: 'Only tests import from tests/; helpers that benchmarks share live in dev/ or bench/support/.',
  },
  {
    name: 'tests',
    folders: ['tests'],
    runs: 'Vitest and Playwright',
    imports: ['shared', 'english', 'background', 'content', 'components', 'pdf-viewer', 'page', ...SERVER, 'tools', 'tests'],
  },
  {
    name: 'public',
    folders: ['public'],
    runs: 'copied as it is into the build',
    imports: [],
  },
];

/** The contract: the part of the shared ground the server imports besides how English is read (the english wing). */
export const CONTRACT = 'lib/shared/api';

/** Files at the project's root that configure the tools: they may import anything, and nothing imports them. */
export const ROOT_CONFIGS = ['eslint.config.js', 'knip.ts', 'playwright.config.ts', 'vitest.config.ts', 'wxt.config.ts'];
