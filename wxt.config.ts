import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { INSTALL_HOST_PATTERNS, PDF_HOST_PATTERNS } from './lib/shared/settings/choices';
import { quietKnownWarnings, quietLogger } from './modules/build-warnings';
import { catalogueLocales } from './modules/page-words';
import { DEFAULT_LOCALE } from './lib/shared/content-files';

export default defineConfig({
  // Every module imports what it uses. WXT's auto-imports would make every export of
  // components/ a global name in every wing: the background picked up Preact through one,
  // unseen by the import rules (lint/wings.js), which judge only written imports.
  imports: false,
  vite: () => ({
    plugins: [preact()],
    customLogger: quietLogger(),
    // A build for the benchmarks (GLOSSA_BENCH=1) records when answers are painted, in the
    // PDF viewer's bubble too (modules/content-scripts.ts defines it for the pages' bubble).
    // The catalogues of Glossa's words, whose page scripts the background chooses among (lib/background/bubble-script.ts).
    define: {
      'import.meta.env.GLOSSA_BENCH': JSON.stringify(process.env.GLOSSA_BENCH === '1'),
      'import.meta.env.GLOSSA_CATALOGUES': JSON.stringify(catalogueLocales(fileURLToPath(new URL('.', import.meta.url)))),
    },
    build: {
      // pdf.js (about 1 MB, the PDF viewer's alone) is the one chunk over Vite's 500 kB
      // warning; every other page's code is far under it.
      chunkSizeWarningLimit: 1200,
      rollupOptions: {
        onwarn: quietKnownWarnings,
        // Chunks under 4 kB shared by a few pages are merged into larger ones where no page
        // then runs code it did not run before: the popup loads four modules before its
        // look-up box takes focus, not six, each a request and a step of the module graph.
        output: { experimentalMinChunkSize: 4096 },
      },
    },
  }),
  hooks: {
    // Firefox has no offscreen documents (its background plays pronunciations itself): the
    // offscreen page is left out of its builds before WXT reads it, instead of being read and
    // then skipped with a warning on every build.
    'entrypoints:found': (wxt, entrypoints) => {
      if (wxt.config.browser !== 'firefox') return;
      const offscreen = entrypoints.findIndex((entrypoint) => entrypoint.name === 'offscreen');
      if (offscreen >= 0) entrypoints.splice(offscreen, 1);
    },
  },
  // The Firefox sources zip is for add-on reviewers: the extension's code, not the server's.
  zip: { excludeSources: ['server/**', 'tests/**', 'dev/**', 'bench/**', '.ci/**', '.tmp/**', 'NOTICE'] },
  manifest: ({ browser }) => ({
    // The words here (name, description, the shortcut's name) come from public/_locales.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: DEFAULT_LOCALE,
    // `offscreen` (Chromium) plays pronunciations where no page's policy can block them.
    // `webRequest` sees which documents are PDFs, to open them in Glossa's viewer (lib/background/pdf-tabs.ts).
    // `webNavigation` tells the frame relay which frame holds another (lib/background/frame-relay.ts);
    // its warning is the one every page's content script already brings.
    // `scripting` runs the marker of list words only while there is something to mark
    // (lib/background/marks/mark-scripts.ts), on the hosts every page's loader already has.
    permissions: [
      'storage',
      'alarms',
      'contextMenus',
      'webRequest',
      'webNavigation',
      'scripting',
      ...(browser === 'firefox' ? [] : ['offscreen']),
    ],
    commands: {
      'look-up-selection': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_commandLookUpSelection__',
      },
    },
    // The dictionary is Wordnik's API or a compatible server running on this machine; the PDF
    // viewer reads PDFs from any site and (when the user allows file access) from this
    // computer. Every page already runs the loader, so the browser asks for nothing more.
    host_permissions: [...INSTALL_HOST_PATTERNS, ...PDF_HOST_PATTERNS],
    // Any other service the user points Glossa at is asked for at run time, for that host only.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'glossa@glossa.app',
          // data_collection_permissions, which AMO requires of new add-ons, is read from
          // Firefox 140 and Firefox for Android 142; older versions would skip the consent.
          strict_min_version: '140.0',
          data_collection_permissions: { required: ['none'] },
        },
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
  }),
});
