/** A kept sense (./kept-sense.ts) as messages and the backup file carry it, checked. */
import { z } from 'zod';
import { KEPT_SENSE_LIMITS, type KeptSense } from './kept-sense';

export const KeptSenseSchema = z.object({
  text: z.string().trim().min(1).max(KEPT_SENSE_LIMITS.text),
  partOfSpeech: z.string().max(KEPT_SENSE_LIMITS.partOfSpeech).optional(),
  source: z.string().max(KEPT_SENSE_LIMITS.source).optional(),
  dictionary: z.string().max(KEPT_SENSE_LIMITS.dictionary).optional(),
  id: z.string().max(KEPT_SENSE_LIMITS.id).optional(),
}) satisfies z.ZodType<KeptSense>;
