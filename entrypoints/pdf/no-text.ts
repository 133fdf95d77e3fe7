/**
 * A scanned page is a picture: a double-click there selects nothing and the content loader
 * (which looks up what is selected) does nothing. So the viewer says why, next to the
 * pointer: there is no text to look up on this page.
 */
import { t } from '../../lib/shared/i18n';
import type { PdfView } from './pdf-view';

const SHOWN_MS = 4000;

export function watchTextless(container: HTMLElement, view: Pick<PdfView, 'hasText'>): () => void {
  let note: HTMLElement | undefined;
  const hide = () => {
    note?.remove();
    note = undefined;
  };
  const showIfTextless = async (event: MouseEvent) => {
    const page = (event.target as Element | null)?.closest?.<HTMLElement>('.page[data-page-number]');
    if (!page || (await view.hasText(Number(page.dataset.pageNumber)))) return;
    hide();
    note = Object.assign(document.createElement('p'), { className: 'no-text-note', textContent: t('pdfNoText'), role: 'status' });
    note.style.left = `${event.clientX}px`;
    note.style.top = `${event.clientY + 12}px`;
    document.body.append(note);
    setTimeout(hide, SHOWN_MS);
  };
  // A page whose text could not be read gets no note: the note is only a hint.
  const onDoubleClick = (event: MouseEvent) => void showIfTextless(event).catch(() => undefined);
  container.addEventListener('dblclick', onDoubleClick);
  container.addEventListener('pointerdown', hide);
  return () => {
    container.removeEventListener('dblclick', onDoubleClick);
    container.removeEventListener('pointerdown', hide);
    hide();
  };
}
