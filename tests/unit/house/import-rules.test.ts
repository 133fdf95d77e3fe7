/**
 * The house's import rules (lint/wings.js) hold whatever an import looks like: each case
 * plants one bad import in a file of some wing and expects lint to refuse it, and a good
 * import beside it to pass, so the rules cannot pass by refusing everything.
 */
import { ESLint } from 'eslint';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
// The import rules need no types, and the planted files are not on disk for the type checker to read.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: false, projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

// ESLint reads its configuration, plugins and resolvers on its first file: seconds on a busy
// machine, which would fall on whichever case comes first and time it out.
beforeAll(() => eslint.lintText('export {};', { filePath: join(root, 'lib/shared/planted.ts') }), 60_000);

/** The house rules' complaints about `code` as if it were the file at `path`. */
async function houseProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((m) => /^(boundaries\/|import-x\/|no-restricted-syntax)/.test(m.ruleId ?? ''))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const refused: [string, string, string, RegExp][] = [
  // [what, file, import, the complaint]
  [
    'a view imports the background (alias)',
    'components/Planted.tsx',
    "import { drain } from '@/lib/background/sync/drain';",
    /components wing may not import the background/,
  ],
  [
    'a view imports the background (~ alias)',
    'components/Planted.tsx',
    "import { createLookup } from '~/lib/background/lookup/lookup';",
    /components wing may not import the background/,
  ],
  [
    'a view imports the background (relative)',
    'components/Planted.tsx',
    "import { openDatabase } from '../lib/background/store/db';",
    /components wing may not import the background/,
  ],
  [
    'an extension page imports the background',
    'entrypoints/popup/Planted.tsx',
    "import { createRouter } from '@/lib/background/router';",
    /page wing may not import the background/,
  ],
  [
    'an extension page imports the secrets',
    'entrypoints/options/Planted.tsx',
    "import { readSecrets } from '../../lib/background/secrets';",
    /page wing may not import the background/,
  ],
  [
    'an extension page imports page code',
    'entrypoints/lists/Planted.tsx',
    "import { triggerAllows } from '@/entrypoints/content/trigger';",
    /page wing may not import the content/,
  ],
  [
    'page code imports the background',
    'entrypoints/content/planted.ts',
    "import { createGateway } from '../../lib/background/gateway/gateway';",
    /content wing may not import the background/,
  ],
  [
    'page code imports the secrets',
    'entrypoints/content/planted.ts',
    "import { apiKeyFor } from '@/lib/background/secrets';",
    /content wing may not import the background/,
  ],
  [
    'the ground imports the background',
    'lib/shared/text/planted.ts',
    "import { createHistory } from '../../background/history/history';",
    /shared wing may not import the background/,
  ],
  [
    'the ground imports a component',
    'lib/shared/messages/planted.ts',
    "import { Bubble } from '@/components/bubble/Bubble';",
    /shared wing may not import the components/,
  ],
  [
    'the ground imports page code',
    'lib/shared/planted.ts',
    "import { readAround } from '~/entrypoints/content/sentence';",
    /shared wing may not import the content/,
  ],
  [
    'the background imports a view',
    'lib/background/planted.ts',
    "import { Bubble } from '../../components/bubble/Bubble';",
    /background wing may not import the components/,
  ],
  [
    'a component imports an extension page',
    'components/Planted.tsx',
    "import { App } from '@/entrypoints/popup/App';",
    /components wing may not import the page/,
  ],
  [
    'the server imports the ground beyond the contract',
    'server/planted.ts',
    "import { asRead } from '../lib/shared/text/sentence-context';",
    /server wing may not import the shared/,
  ],
  [
    'the English home imports the ground above it',
    'lib/shared/english/planted.ts',
    "import { asRead } from '../text/sentence-context';",
    /english wing may not import the shared/,
  ],
  [
    'a server rule imports the HTTP layer',
    'server/rules/planted.ts',
    "import { HttpError } from '../http/http-error.ts';",
    /server-rules wing may not import the server-http/,
  ],
  [
    'a server store imports a rule',
    'server/stores/planted.ts',
    "import { createAccounts } from '../rules/accounts.ts';",
    /server-stores wing may not import the server-rules/,
  ],
  [
    'the HTTP layer imports a handler',
    'server/http/planted.ts',
    "import { wordHandlers } from '../handlers/words.ts';",
    /server-http wing may not import the server-handlers/,
  ],
  [
    'the data build imports a store',
    'server/data/planted.ts',
    "import { openWordStore } from '../stores/word-store.ts';",
    /server-data wing may not import the server-stores/,
  ],
  [
    'a benchmark imports a test helper',
    'bench/planted.ts',
    "import { recording } from '../tests/support/recordings';",
    /tools wing may not import the tests/,
  ],
  [
    'a dynamic import of the background from a view',
    'components/Planted.tsx',
    "export const later = () => import('@/lib/background/sync/drain');",
    /components wing may not import the background/,
  ],
  [
    'a re-export of the background from the ground',
    'lib/shared/planted.ts',
    "export { createHistory } from '../background/history/history';",
    /shared wing may not import the background/,
  ],
];

describe('the house rules refuse', () => {
  it.each(refused)('%s', async (_what, path, code, complaint) => {
    const problems = await houseProblems(path, code);
    expect(problems.join('\n')).toMatch(complaint);
  });
});

describe("the server's SQL stays in its stores", () => {
  it('a rule that prepares a statement is refused', async () => {
    const problems = await houseProblems(
      'server/rules/planted.ts',
      "export const count = (db: { prepare(sql: string): unknown }) => db.prepare('SELECT 1');",
    );
    expect(problems.join('\n')).toMatch(/SQL lives in server\/stores/);
    expect(
      await houseProblems(
        'server/stores/planted.ts',
        "export const count = (db: { prepare(sql: string): unknown }) => db.prepare('SELECT 1');",
      ),
    ).toEqual([]);
  });
});

describe('a new folder starts closed', () => {
  it('a file in a folder no wing claims is refused', async () => {
    const problems = await houseProblems('lib/newfolder/planted.ts', 'export const x = 1;');
    expect(problems.join('\n')).toMatch(/boundaries\/no-unknown-files/);
  });
});

describe('the house rules allow what each wing may do', () => {
  const allowed: [string, string, string][] = [
    ['a view imports the ground', 'components/Planted.tsx', "import { ask } from '@/lib/shared/messages/client';"],
    ['page code imports a component', 'entrypoints/content/planted.ts', "import { Bubble } from '../../components/bubble/Bubble';"],
    ['the background imports the ground', 'lib/background/planted.ts', "import { Request } from '../shared/messages/protocol';"],
    ['the server imports the contract', 'server/planted.ts', "import { OPERATIONS } from '../lib/shared/api/operations';"],
    ['a server store reads English', 'server/stores/planted.ts', "import { detach } from '../../lib/shared/english/inflection.ts';"],
    [
      'page code reads English',
      'entrypoints/content/planted.ts',
      "import { endsInAbbreviation } from '../../lib/shared/english/abbreviations';",
    ],
    ['the PDF viewer imports page code', 'entrypoints/pdf/planted.ts', "import { watchLookups } from '../content/lookups';"],
  ];
  it.each(allowed)('%s', async (_what, path, code) => {
    expect(await houseProblems(path, code)).toEqual([]);
  });
});

describe('no import loop', () => {
  it('a value import back into a module that imports this one is refused', async () => {
    // protocol.ts imports the settings module; a settings module importing protocol back closes a loop.
    const problems = await houseProblems(
      'lib/shared/settings/planted-loop.ts',
      "import { Request } from '../messages/protocol';\nexport const x = Request;",
    );
    expect(problems).toEqual([]);
    const loop = await houseProblems(
      'lib/shared/settings/settings.ts',
      "import { Request } from '../messages/protocol';\nexport const x = Request;",
    );
    expect(loop.join('\n')).toMatch(/import-x\/no-cycle/);
  });
});
