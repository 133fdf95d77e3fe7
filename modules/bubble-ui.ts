/**
 * The lookup bubble's UI, built apart from WXT's content scripts as one ES module into
 * `content-scripts/ui/ui.js` and listed in `web_accessible_resources`, so the loader
 * injected into every page can `import()` it on the first double-click (WXT builds
 * content scripts as single IIFE files, with no lazily loaded chunks).
 */
import preact from '@preact/preset-vite';
import { resolve } from 'node:path';
import { build } from 'vite';
import { defineWxtModule } from 'wxt/modules';

export const BUBBLE_UI_DIR = 'content-scripts/ui';
export const BUBBLE_UI_FILE = `${BUBBLE_UI_DIR}/ui.js`;

export default defineWxtModule({
  name: 'bubble-ui',
  setup(wxt) {
    wxt.hook('build:manifestGenerated', (_wxt, manifest) => {
      const matches = ['<all_urls>'];
      if (manifest.manifest_version === 3) {
        const resources = (manifest.web_accessible_resources ?? []) as { resources: string[]; matches: string[] }[];
        resources.push({ resources: [`${BUBBLE_UI_DIR}/*`], matches });
        manifest.web_accessible_resources = resources;
      } else {
        const resources = (manifest.web_accessible_resources ?? []) as string[];
        resources.push(`${BUBBLE_UI_DIR}/*`);
        manifest.web_accessible_resources = resources as never;
      }
    });

    wxt.hook('build:done', async (_wxt, output) => {
      const root = wxt.config.root;
      const outDir = resolve(wxt.config.outDir, BUBBLE_UI_DIR);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: wxt.config.mode,
        plugins: [preact()],
        resolve: { alias: { '@': root } },
        define: { 'import.meta.env.BROWSER': JSON.stringify(wxt.config.browser) },
        build: {
          outDir,
          emptyOutDir: true,
          target: 'es2022',
          minify: wxt.config.command === 'build',
          sourcemap: false,
          modulePreload: false,
          copyPublicDir: false,
          // Not library mode, which leaves ES output unminified.
          rollupOptions: {
            input: resolve(root, 'components/bubble/ui.tsx'),
            preserveEntrySignatures: 'strict',
            output: { format: 'es', entryFileNames: 'ui.js', inlineDynamicImports: true },
          },
        },
      });
      (output.publicAssets as { type: 'asset'; fileName: string }[]).push({ type: 'asset', fileName: BUBBLE_UI_FILE });
    });
  },
});
