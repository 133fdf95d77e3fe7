/**
 * "Keep this sense", after each sense in the bubble and on the word page: the sense Add to list
 * keeps with the word (else the sense shown first). A small, quiet control, pressed on the sense
 * kept; its name says which sense (a few of its words), so a list of them reads apart. The
 * sense it keeps is plain text (lib/shared/model/kept-sense.ts).
 */
import { useMemo } from 'preact/hooks';
import type { Definition } from '../lib/shared/api';
import { t } from '../lib/shared/i18n';
import { keptSenseOf, sameSense, type KeptSense } from '../lib/shared/model/kept-sense';

/** What a sense's "Keep this sense" needs: the sense kept now, and what choosing one does. */
export interface KeepSenseProps {
  kept?: KeptSense;
  onKeep?(sense: KeptSense): void;
}

export function KeepSense({ definition, kept, onKeep }: KeepSenseProps & { definition: Definition }) {
  const sense = useMemo(() => keptSenseOf(definition), [definition]);
  if (!sense || !onKeep) return null;
  const pressed = sameSense(sense, kept);
  const words = sense.text.length > 60 ? `${sense.text.slice(0, 60).replace(/\s+\S*$/, '')}…` : sense.text;
  return (
    <button
      type="button"
      class="keep-sense"
      aria-pressed={pressed}
      aria-label={t('keepThisSenseOf', words)}
      title={pressed ? t('keepThisSenseKept') : t('keepThisSenseHint')}
      onClick={() => onKeep(sense)}
    >
      <span aria-hidden="true" class="tick">
        {pressed ? '✓ ' : ''}
      </span>
      {t('keepThisSense')}
    </button>
  );
}
