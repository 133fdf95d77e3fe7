/** A kept sense (lib/shared/model/kept-sense.ts) and the sentence kept with a word, as messages and the backup file carry them, checked. */
import { z } from 'zod';
import { KEPT_SENSE_LIMITS, type KeptSense } from '../model/kept-sense';
import type { CardContext } from '../model/cards';
import { READ_IN_LIMITS } from './read-in';

export const KeptSenseSchema = z.object({
  text: z.string().trim().min(1).max(KEPT_SENSE_LIMITS.text),
  partOfSpeech: z.string().max(KEPT_SENSE_LIMITS.partOfSpeech).optional(),
  source: z.string().max(KEPT_SENSE_LIMITS.source).optional(),
  dictionary: z.string().max(KEPT_SENSE_LIMITS.dictionary).optional(),
  id: z.string().max(KEPT_SENSE_LIMITS.id).optional(),
}) satisfies z.ZodType<KeptSense>;

/** Where a word was met: the sentence, the page's title and address (CardContext). */
export const CardContextSchema = z.object({
  sentence: z.string().max(READ_IN_LIMITS.sentence),
  title: z.string().max(READ_IN_LIMITS.title).optional(),
  url: z.string().max(8000).optional(),
}) satisfies z.ZodType<CardContext>;
