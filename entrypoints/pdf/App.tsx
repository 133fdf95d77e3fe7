/**
 * The PDF viewer page: the original address (and "open in the browser's viewer") above the
 * document, a toolbar (pages, zoom, find, outline, print, download), and the document
 * (pdf-view.ts). With no address it asks for a local file. The bubble works on the text
 * layer through the same content loader as any web page (main.tsx).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { send } from '../../lib/shared/messages/client';
import { pdfFileName } from '../../lib/shared/pdf/address';
import { OpenError, openDocument, type OpenFailure, type PdfSource } from './open-document';
import { showDocument, type FindResult, type OutlineItem, type PdfView, type Zoom } from './pdf-view';
import { downloadBytes, printBytes } from './original-file';
import { markPainted } from './paint-marks';
import { watchTextless } from './no-text';
import { stores } from '../../components/stores';

type Stage =
  | { kind: 'choose' }
  | { kind: 'loading' }
  | { kind: 'password'; wrong: boolean; answer(password: string | undefined): void }
  | { kind: 'failed'; failure: OpenFailure }
  | { kind: 'open'; view: PdfView };

/** Whether pages are shown dark: the theme chosen in the options, or the system's; followed as either changes. */
function useDarkPages(): boolean {
  // Followed for the page's life by its theme (main.tsx).
  const theme = stores.settings.value?.theme ?? 'system';
  const [systemDark, setSystemDark] = useState(() => matchMedia('(prefers-color-scheme: dark)').matches);
  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setSystemDark(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return theme === 'system' ? systemDark : theme === 'dark';
}

export function App({ address }: { address?: string }) {
  const [stage, setStage] = useState<Stage>(address ? { kind: 'loading' } : { kind: 'choose' });
  const [source, setSource] = useState<PdfSource | undefined>(address ? { kind: 'address', address } : undefined);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [found, setFound] = useState<FindResult>();
  const [outline, setOutline] = useState<OutlineItem[]>([]);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const name = source?.kind === 'file' ? source.name : pdfFileName(address);

  useEffect(() => {
    if (!source || !container.current) return;
    let view: PdfView | undefined;
    let live = true;
    setStage({ kind: 'loading' });
    const askPassword = (wrong: boolean) =>
      new Promise<string | undefined>((answer) => live && setStage({ kind: 'password', wrong, answer }));
    openDocument(source, askPassword).then(
      (pdf) => {
        if (!live || !container.current) return void pdf.destroy();
        view = showDocument(container.current, pdf, { onPage: setPage, onScale: setScale, onFind: setFound, onPainted: markPainted });
        setStage({ kind: 'open', view });
        void view.outline().then((items) => live && setOutline(items));
        // The tab, and the place a word looked up here is kept with, take the document's own
        // title where it has one, else its file name.
        document.title = name;
        pdf.getMetadata().then(
          ({ info }) => {
            const title = (info as { Title?: unknown }).Title;
            if (live && typeof title === 'string' && title.trim()) document.title = title.trim();
          },
          // Metadata that cannot be read leaves the file name as the title.
          () => undefined,
        );
      },
      (error: unknown) => live && setStage({ kind: 'failed', failure: error instanceof OpenError ? error.failure : { kind: 'broken' } }),
    );
    return () => {
      live = false;
      view?.close();
    };
  }, [source]);

  const view = stage.kind === 'open' ? stage.view : undefined;
  const dark = useDarkPages();
  useEffect(() => {
    container.current?.classList.toggle('dark-pages', dark);
    view?.setDark(dark);
  }, [dark, view]);
  useEffect(() => (view && container.current ? watchTextless(container.current, view) : undefined), [view]);

  function openFile(file: File | undefined) {
    if (!file) return;
    void file.arrayBuffer().then((buffer) => setSource({ kind: 'file', name: file.name, bytes: new Uint8Array(buffer) }));
  }

  async function openInBrowser() {
    if (!address) return;
    await send({ type: 'openPdfInBrowser', url: address });
    location.href = address;
  }

  return (
    <div
      class="shell"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        openFile(event.dataTransfer?.files[0]);
      }}
    >
      {address && (
        <header class="original row">
          <span class="muted small">{t('pdfOriginalAddress')}</span>
          <a class="address grow" href={address} title={address} onClick={(event) => (event.preventDefault(), void openInBrowser())}>
            {address}
          </a>
          <button type="button" onClick={() => void openInBrowser()}>
            {t('pdfOpenInBrowser')}
          </button>
        </header>
      )}
      {view && (
        <Toolbar
          view={view}
          page={page}
          scale={scale}
          found={found}
          hasOutline={outline.length > 0}
          onOutline={() => setOutlineOpen((open) => !open)}
          onPrint={() => void view.original().then(printBytes)}
          onDownload={() => void view.original().then((bytes) => downloadBytes(bytes, name))}
        />
      )}
      <div class="body">
        {view && outlineOpen && outline.length > 0 && (
          <nav class="outline" aria-label={t('pdfOutline')}>
            <Outline items={outline} onGo={(destination) => view.goTo(destination)} />
          </nav>
        )}
        <div class="stage">
          <div ref={container} class="pages" data-testid="pdf-pages" tabIndex={0}>
            <div class="pdfViewer" />
          </div>
          <Notice stage={stage} onFile={openFile} />
        </div>
      </div>
    </div>
  );
}

function Notice({ stage, onFile }: { stage: Stage; onFile(file: File | undefined): void }) {
  const [password, setPassword] = useState('');
  const choose = (
    <label class="button primary">
      {t('pdfChooseFile')}
      <input
        type="file"
        accept="application/pdf,.pdf"
        class="visually-hidden"
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
      />
    </label>
  );
  switch (stage.kind) {
    case 'open':
      return null;
    case 'loading':
      return (
        <p class="notice muted" role="status">
          {t('pdfLoading')}
        </p>
      );
    case 'choose':
      return (
        <div class="notice">
          <p>{t('pdfChooseHint')}</p>
          {choose}
        </div>
      );
    case 'password':
      return (
        <form
          class="notice"
          onSubmit={(event) => {
            event.preventDefault();
            stage.answer(password);
            setPassword('');
          }}
        >
          <p role="alert">{stage.wrong ? t('pdfPasswordWrong') : t('pdfPasswordPrompt')}</p>
          <label>
            {t('pdfPassword')}{' '}
            <input type="password" autoFocus value={password} onInput={(event) => setPassword(event.currentTarget.value)} />
          </label>{' '}
          <button type="submit" class="primary">
            {t('pdfPasswordOpen')}
          </button>
        </form>
      );
    case 'failed': {
      const { failure } = stage;
      const message =
        failure.kind === 'broken'
          ? t('pdfBroken')
          : failure.kind === 'no-file-access'
            ? t('pdfFileAccess')
            : t('pdfLoadFailed', failure.reason);
      return (
        <div class="notice">
          <p class="error" role="alert" data-testid="pdf-failure">
            {message}
          </p>
          {failure.kind === 'no-file-access' && choose}
        </div>
      );
    }
  }
}

const ZOOMS: { value: Zoom; label: () => string }[] = [
  { value: 'auto', label: () => t('pdfZoomAuto') },
  { value: 'page-fit', label: () => t('pdfZoomPageFit') },
  { value: 'page-width', label: () => t('pdfZoomPageWidth') },
  ...[0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4].map((value) => ({ value, label: () => `${Math.round(value * 100)} %` })),
];

function Toolbar(props: {
  view: PdfView;
  page: number;
  scale: number;
  found?: FindResult;
  hasOutline: boolean;
  onOutline(): void;
  onPrint(): void;
  onDownload(): void;
}) {
  const { view, page, found } = props;
  const [typed, setTyped] = useState<string>();
  const [query, setQuery] = useState('');
  const [zoom, setZoom] = useState<string>('auto');
  return (
    <nav class="toolbar row" aria-label={t('pdfToolbar')}>
      {props.hasOutline && (
        <button type="button" onClick={props.onOutline}>
          {t('pdfOutline')}
        </button>
      )}
      {/* The pages' controls, and the zoom's, each wrap to a narrow window's next line together. */}
      <span class="row group">
        <button
          type="button"
          aria-label={t('pdfPreviousPage')}
          title={t('pdfPreviousPage')}
          disabled={page <= 1}
          onClick={() => view.goToPage(page - 1)}
        >
          ‹
        </button>
        <label class="visually-hidden" for="pdf-page">
          {t('pdfPageNumber')}
        </label>
        <input
          id="pdf-page"
          class="page-number"
          inputMode="numeric"
          value={typed ?? String(page)}
          onInput={(event) => setTyped(event.currentTarget.value)}
          onChange={(event) => {
            const wanted = Number(event.currentTarget.value);
            if (Number.isFinite(wanted)) view.goToPage(wanted);
            setTyped(undefined);
          }}
        />
        <span class="muted">{t('pdfPageCount', view.pageCount)}</span>
        <button
          type="button"
          aria-label={t('pdfNextPage')}
          title={t('pdfNextPage')}
          disabled={page >= view.pageCount}
          onClick={() => view.goToPage(page + 1)}
        >
          ›
        </button>
      </span>
      <span class="gap" />
      <span class="row group">
        <button type="button" aria-label={t('pdfZoomOut')} title={t('pdfZoomOut')} onClick={() => view.zoomBy(-1)}>
          −
        </button>
        <label class="visually-hidden" for="pdf-zoom">
          {t('pdfZoom')}
        </label>
        <select
          id="pdf-zoom"
          value={zoom}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setZoom(value);
            view.zoom(Number.isNaN(Number(value)) ? (value as Zoom) : Number(value));
          }}
        >
          {ZOOMS.map((choice) => (
            <option key={choice.value} value={String(choice.value)}>
              {choice.label()}
            </option>
          ))}
          {!ZOOMS.some((choice) => String(choice.value) === zoom) && <option value={zoom}>{`${Math.round(props.scale * 100)} %`}</option>}
        </select>
        <button type="button" aria-label={t('pdfZoomIn')} title={t('pdfZoomIn')} onClick={() => view.zoomBy(1)}>
          +
        </button>
      </span>
      <span class="gap" />
      <form
        class="find row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) view.find(query.trim());
        }}
      >
        <input
          type="search"
          aria-label={t('pdfFind')}
          placeholder={t('pdfFind')}
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        <button
          type="button"
          aria-label={t('pdfFindPrevious')}
          title={t('pdfFindPrevious')}
          disabled={!query.trim()}
          onClick={() => view.find(query.trim(), true)}
        >
          ↑
        </button>
        <button type="submit" aria-label={t('pdfFindNext')} title={t('pdfFindNext')} disabled={!query.trim()}>
          ↓
        </button>
        <span class="muted small" role="status" data-testid="pdf-find-status">
          {found?.notFound ? t('pdfFindNotFound') : found && found.total > 0 ? t('pdfFindCount', found.current, found.total) : ''}
        </span>
      </form>
      <span class="gap grow" />
      <button type="button" onClick={props.onPrint}>
        {t('pdfPrint')}
      </button>
      <button type="button" onClick={props.onDownload}>
        {t('pdfDownload')}
      </button>
    </nav>
  );
}

function Outline({ items, onGo }: { items: OutlineItem[]; onGo(destination: unknown): void }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          <button type="button" class="link" onClick={() => onGo(item.destination)}>
            {item.title}
          </button>
          {item.items.length > 0 && <Outline items={item.items} onGo={onGo} />}
        </li>
      ))}
    </ul>
  );
}
