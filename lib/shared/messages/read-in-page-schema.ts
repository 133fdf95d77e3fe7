/**
 * What a page read around a word (lib/shared/text/page-reading.ts), which the background reads
 * the sentence from: a block's text within a sentence's bound either side of the word, or a PDF
 * page's lines; and the page's text while its period is not known. As a lookup and a small
 * frame's relay carry them, checked.
 */
import { z } from 'zod';
import type { PageReading } from '../text/page-reading';
import { READ_IN_LIMITS } from './read-in';

const PageReadingSchema = z.union([
  z.object({
    block: z.string().max(READ_IN_LIMITS.around),
    at: z.number().int().min(0).max(READ_IN_LIMITS.around),
    cutBefore: z.boolean().optional(),
    cutAfter: z.boolean().optional(),
  }),
  z.object({
    lines: z
      // Where each line stands is only compared with the others': any finite number will do.
      .array(z.object({ text: z.string().max(READ_IN_LIMITS.around), top: z.number().finite(), bottom: z.number().finite() }))
      .max(READ_IN_LIMITS.lines),
    line: z.number().int().min(0).max(READ_IN_LIMITS.lines),
    offset: z.number().int().min(0).max(READ_IN_LIMITS.around),
  }),
]) satisfies z.ZodType<PageReading>;

/** The fields a message carries of what the page read (spread into its object). */
export const readInPage = {
  shown: PageReadingSchema.optional(),
  pageText: z.string().max(READ_IN_LIMITS.pageText).optional(),
};
