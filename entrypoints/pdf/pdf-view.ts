/**
 * The document on screen, over pdf.js's own viewer components: pages laid out at once
 * but rendered only near the viewport (pdf.js keeps a few rendered pages and frees the
 * rest, so a 500-page file stays within bounded memory), a selectable text layer on each
 * rendered page, zoom, page navigation, links and outline destinations, and find.
 * The page's Preact shell (App.tsx) drives it through this small interface.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import './pdfjs';
import { EventBus, PDFFindController, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { keepImages } from './dark-pages';

export type Zoom = 'auto' | 'page-fit' | 'page-width' | number;

export interface FindResult {
  current: number;
  total: number;
  /** The text searched for was not found. */
  notFound: boolean;
}

export interface OutlineItem {
  title: string;
  destination: unknown;
  items: OutlineItem[];
}

export interface ViewEvents {
  onPage(page: number): void;
  onScale(scale: number): void;
  onFind(result: FindResult): void;
  /** A page finished painting (its number, and `performance.now()` then). */
  onPainted(page: number, at: number): void;
}

export interface PdfView {
  pageCount: number;
  goToPage(page: number): void;
  zoom(value: Zoom): void;
  zoomBy(steps: 1 | -1): void;
  find(query: string, previous?: boolean): void;
  outline(): Promise<OutlineItem[]>;
  goTo(destination: unknown): void;
  /** Whether page `page` has text to select (a scanned page has none). */
  hasText(page: number): Promise<boolean>;
  /** Dark pages (the theme): pages painted from now on get their pictures painted again, uninverted. */
  setDark(dark: boolean): void;
  /** The original file's bytes, as they were read. */
  original(): Promise<Uint8Array>;
  close(): void;
}

export function showDocument(container: HTMLDivElement, pdf: PDFDocumentProxy, events: ViewEvents): PdfView {
  let dark = false;
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({
    eventBus,
    externalLinkTarget: 2 /* a new tab */,
    externalLinkRel: 'noopener noreferrer nofollow',
  });
  const findController = new PDFFindController({ eventBus, linkService });
  const viewer = new PDFViewer({
    container,
    eventBus,
    linkService,
    findController,
    // Forms are shown, never run: no scripting, no editing.
    annotationMode: 1,
    annotationEditorMode: -1,
    // A page's canvas stays within ~16 megapixels at any zoom (pdf.js's default, said here on purpose).
    maxCanvasPixels: 2 ** 24,
  });
  linkService.setViewer(viewer);
  viewer.setDocument(pdf);
  linkService.setDocument(pdf, null);

  eventBus.on('pagesinit', () => (viewer.currentScaleValue = 'auto'));
  eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => events.onPage(pageNumber));
  eventBus.on('scalechanging', ({ scale }: { scale: number }) => events.onScale(scale));
  eventBus.on(
    'pagerendered',
    ({
      source,
      pageNumber,
      timestamp,
      error,
    }: {
      source: { div: HTMLElement; pdfPage: unknown; viewport: unknown };
      pageNumber: number;
      timestamp: number;
      error: unknown;
    }) => {
      if (error) return;
      events.onPainted(pageNumber, timestamp);
      if (dark) void keepImages(source as never);
    },
  );
  const onFind = ({ state, matchesCount }: { state?: number; matchesCount: { current: number; total: number } }) =>
    events.onFind({ current: matchesCount.current, total: matchesCount.total, notFound: state === 1 /* FindState.NOT_FOUND */ });
  eventBus.on('updatefindcontrolstate', onFind);
  eventBus.on('updatefindmatchescount', onFind);

  const textOf = new Map<number, Promise<boolean>>();
  let lastQuery = '';

  return {
    pageCount: pdf.numPages,
    goToPage(page) {
      viewer.currentPageNumber = Math.min(Math.max(1, Math.round(page)), pdf.numPages);
    },
    zoom(value) {
      viewer.currentScaleValue = String(value);
    },
    zoomBy(steps) {
      if (steps > 0) viewer.increaseScale();
      else viewer.decreaseScale();
    },
    find(query, previous = false) {
      eventBus.dispatch('find', {
        source: null,
        type: query === lastQuery ? 'again' : '',
        query,
        caseSensitive: false,
        entireWord: false,
        highlightAll: true,
        findPrevious: previous,
        matchDiacritics: false,
      });
      lastQuery = query;
    },
    async outline() {
      const items = ((await pdf.getOutline()) ?? []) as { title: string; dest: unknown; items: unknown[] }[];
      const map = (list: typeof items): OutlineItem[] =>
        list.map((item) => ({ title: item.title, destination: item.dest, items: map(item.items as typeof items) }));
      return map(items);
    },
    goTo(destination) {
      void linkService.goToDestination(destination as string);
    },
    hasText(page) {
      let known = textOf.get(page);
      if (!known) {
        known = pdf
          .getPage(page)
          .then((proxy) => proxy.getTextContent())
          .then((content) => content.items.some((item) => 'str' in item && item.str.trim() !== ''));
        textOf.set(page, known);
      }
      return known;
    },
    setDark(next) {
      if (next === dark) return;
      dark = next;
      // Pages already painted light are painted again, to get their pictures kept.
      if (dark) viewer.refresh();
    },
    original: () => pdf.getData(),
    close() {
      viewer.cleanup();
      void pdf.destroy();
    },
  };
}
