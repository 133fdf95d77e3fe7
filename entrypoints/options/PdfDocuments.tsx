import { t } from '../../lib/shared/i18n';

/** Whether PDFs opened in a tab go to Glossa's viewer, and how to let it open files on this computer. */
export function PdfDocuments({ open, onSave }: { open: boolean; onSave: (open: boolean) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('pdfOptions')}</legend>
      <label>
        <input type="checkbox" checked={open} onChange={(e) => void onSave(e.currentTarget.checked)} /> {t('pdfOptionsOpen')}
      </label>
      <p class="muted small">{t('pdfOptionsExplain')}</p>
      <p class="muted small">{t('pdfOptionsFiles')}</p>
    </fieldset>
  );
}
