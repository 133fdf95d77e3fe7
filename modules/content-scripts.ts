/**
 * The scripts that run in web pages, built apart from WXT's content scripts, each into one
 * plain script (lib/shared/content-files.ts):
 *
 * - the loader (entrypoints/content/loader.ts), injected into every page and frame: a couple
 *   of kilobytes, without WXT's content-script wrapper (its context object, location watcher
 *   and logger would be more than half of it);
 * - the lookup bubble, in two files (entrypoints/content/bubble-entry.ts, its controller;
 *   bubble-view-entry.ts, its view), in no manifest and not web-accessible: the background
 *   runs them in a frame on the frame's first lookup (lib/background/bubble-script.ts), with
 *   Glossa's words in the reader's language (modules/page-words.ts);
 * - the marker of the reader's list words (entrypoints/content/marks.ts) and its style, which
 *   are in no manifest: the background registers them while there is something to mark
 *   (lib/background/marks/mark-scripts.ts), so other pages load nothing of them.
 */
import preact from '@preact/preset-vite';
import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import type { Wxt } from 'wxt';
import { defineWxtModule } from 'wxt/modules';
import { BUBBLE_FILE, BUBBLE_VIEW_FILE, LOADER_FILE, MARKER_FILE } from '../lib/shared/content-files';
import { quietKnownWarnings } from './build-warnings';
import { writePageWords } from './page-words';

/**
 * The page the bubble shows in a frame for a new list's name (entrypoints/new-list/), so what
 * is typed there goes to an extension document, out of the web page's reach.
 */
const NEW_LIST_PAGE = 'new-list.html';

/**
 * The bubble's file: a benchmark build's also says when its answer was painted; every other
 * build carries none of that code.
 */
const BUBBLE_ENTRY = process.env.GLOSSA_BENCH === '1' ? 'entrypoints/content/bench-entry.ts' : 'entrypoints/content/bubble-entry.ts';

/**
 * V8's hint that each function of a file runs soon after the file loads (Chromium 136 on;
 * other browsers read a comment). So the bubble's file is compiled whole as it arrives, and a
 * page's first lookup does not then wait while each function it calls is compiled in turn
 * (without it, a first use painted about 4 ms later). Only for files that are loaded when
 * they are about to run: the loader, in every page, keeps V8's lazy compiling.
 */
const ALL_FUNCTIONS_RUN_AT_LOAD = '//# allFunctionsCalledOnLoad\n';
function compiledWhole(): Plugin {
  return {
    name: 'compiled-whole',
    // After minifying, which drops comments: the hint must be the file's first line.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = ALL_FUNCTIONS_RUN_AT_LOAD + file.code;
    },
  };
}

/** A minified build of one entry into one file, for the browser WXT is building for. */
function viteConfig(
  wxt: Wxt,
  entry: string,
  outFile: string,
  format: 'es' | 'iife',
  { runsAtLoad = false }: { runsAtLoad?: boolean } = {},
): InlineConfig {
  const root = wxt.config.root;
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    mode: wxt.config.mode,
    plugins: [preact(), ...(runsAtLoad ? [compiledWhole()] : [])],
    resolve: { alias: { '@': root } },
    define: {
      'import.meta.env.BROWSER': JSON.stringify(wxt.config.browser),
      // A build for the bubble benchmark (GLOSSA_BENCH=1) records when answers are painted;
      // every other build leaves that code out.
      'import.meta.env.GLOSSA_BENCH': JSON.stringify(process.env.GLOSSA_BENCH === '1'),
    },
    build: {
      outDir: resolve(wxt.config.outDir, outFile, '..'),
      emptyOutDir: false,
      target: 'es2022',
      minify: wxt.config.command === 'build',
      sourcemap: false,
      modulePreload: false,
      copyPublicDir: false,
      // Not library mode, which leaves ES output unminified.
      rollupOptions: {
        onwarn: quietKnownWarnings,
        input: resolve(root, entry),
        preserveEntrySignatures: format === 'es' ? 'strict' : false,
        // One file each, with no chunks (see lib/shared/content-files.ts).
        output: { format, entryFileNames: outFile.split('/').at(-1), inlineDynamicImports: true },
      },
    },
  };
}

/** The files one build wrote, as paths in the extension (beside its entry `outFile`). */
function filesOf(result: Awaited<ReturnType<typeof build>>, outFile: string): string[] {
  const folder = outFile.split('/').slice(0, -1).join('/');
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) => ('output' in one ? one.output : []));
  return outputs.map((file) => `${folder}/${file.fileName}`);
}

export default defineWxtModule({
  name: 'content-scripts',
  setup(wxt) {
    wxt.hook('build:manifestGenerated', (_wxt, manifest) => {
      const matches = ['<all_urls>'];
      manifest.content_scripts = [
        ...(manifest.content_scripts ?? []),
        { matches, js: [LOADER_FILE], run_at: 'document_idle', all_frames: true },
      ];
      if (manifest.manifest_version === 3) {
        const resources = (manifest.web_accessible_resources ?? []) as {
          resources: string[];
          matches: string[];
          use_dynamic_url?: boolean;
        }[];
        // The new-list page, which the bubble shows in a frame, is reachable only at a
        // per-session URL (runtime.getURL gives it to the bubble), so a page cannot fetch
        // chrome-extension://<id>/… to learn that Glossa is installed.
        resources.push({ resources: [NEW_LIST_PAGE], matches, use_dynamic_url: true });
        manifest.web_accessible_resources = resources;
      } else {
        // Firefox (MV2) has no dynamic URL, but its extension URLs already carry a random
        // per-install UUID, not the add-on's id, so a page cannot guess them.
        const resources = (manifest.web_accessible_resources ?? []) as string[];
        resources.push(NEW_LIST_PAGE);
        manifest.web_accessible_resources = resources as never;
      }
    });

    wxt.hook('build:done', async (_wxt, output) => {
      const written = [
        ...filesOf(await build(viteConfig(wxt, 'entrypoints/content/loader.ts', LOADER_FILE, 'iife')), LOADER_FILE),
        ...filesOf(await build(viteConfig(wxt, BUBBLE_ENTRY, BUBBLE_FILE, 'iife', { runsAtLoad: true })), BUBBLE_FILE),
        ...filesOf(
          await build(viteConfig(wxt, 'entrypoints/content/bubble-view-entry.ts', BUBBLE_VIEW_FILE, 'iife', { runsAtLoad: true })),
          BUBBLE_VIEW_FILE,
        ),
        ...filesOf(await build(viteConfig(wxt, 'entrypoints/content/marks.ts', MARKER_FILE, 'iife')), MARKER_FILE),
        ...writePageWords(wxt.config.root, wxt.config.outDir),
      ];
      for (const fileName of written) {
        (output.publicAssets as { type: 'asset'; fileName: string }[]).push({ type: 'asset', fileName });
      }
    });
  },
});
