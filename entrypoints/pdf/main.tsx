/**
 * Glossa's PDF viewer. The lookup listeners every web page gets (entrypoints/content/lookups.ts)
 * run here too: a double-click, the modifier setting, the context menu and the shortcut work
 * on the PDF's text layer exactly as on a page, through the same bubble (imported from this
 * page's own bundle, on the first lookup, as a page's loader imports it) and the same `lookup`.
 * The words of the reader's lists are marked on its text by the page's marker too, loaded
 * once the viewer is up.
 */
import { watchLookups } from '../content/lookups';
import 'pdfjs-dist/web/pdf_viewer.css';
import { mountPage } from '../../components/page';
import { followTheme } from '../../components/theme';
import { t } from '../../lib/shared/i18n';
import { originalAddress } from '../../lib/shared/pdf/address';
import { App } from './App';

watchLookups(() =>
  // bench/pdf.ts reads when the bubble painted its answer: a GLOSSA_BENCH=1 build only, which
  // alone has that code (the import is left out of others).
  Promise.all([import('../content/bubble-ui'), import.meta.env.GLOSSA_BENCH ? import('../content/bench-paint') : undefined]).then(
    ([controller, paint]) => {
      if (import.meta.env.GLOSSA_BENCH && paint) (globalThis as { glossaLastPaint?: unknown }).glossaLastPaint = paint.lastPaint;
      // The view is a chunk of this page's own bundle, loaded beside the first lookup.
      return controller.createBubbleUi(() => import('../content/bubble-view'));
    },
  ),
);
followTheme();
mountPage(<App address={originalAddress(location.search)} />, t('pdfPageTitle'));

void import('../content/marks');
