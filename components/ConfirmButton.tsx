/**
 * A change that loses something, asked twice: the button, then the question with its
 * answer and Cancel side by side. Used wherever a user clears or deletes what they kept.
 */
import { useState } from 'preact/hooks';
import { t } from '../lib/shared/i18n';

interface ConfirmButtonProps {
  /** The button's words ("Delete list"). */
  label: string;
  /** The question asked then ("Delete “Birds”?"). */
  question: string;
  /** The words of the answer that goes ahead ("Delete"). */
  yes: string;
  onConfirm(): void | Promise<void>;
}

export function ConfirmButton({ label, question, yes, onConfirm }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" class="danger" onClick={() => setConfirming(true)}>
        {label}
      </button>
    );
  }
  return (
    <div class="row" role="group" aria-label={question}>
      <span>{question}</span>
      <button type="button" class="danger" onClick={() => void Promise.resolve(onConfirm()).then(() => setConfirming(false))}>
        {yes}
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
