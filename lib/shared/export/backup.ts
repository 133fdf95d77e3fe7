/**
 * Glossa's backup file (JSON): every word list with its words, and the review with them — each
 * card's schedule, sentences and sense, and the log of every grade — so a reader who moves to
 * another browser keeps what they learnt. Read back through this schema, strictly: a file
 * that does not fit is refused whole, before anything changes.
 */
import { z } from 'zod';
import { CardContextSchema, KeptSenseSchema } from '../messages/kept-sense-schema';

const text = (max: number) => z.string().max(max);
const time = z.number().finite().min(0);

/** A card as a backup carries it: a card of `lib/background/store/db.ts` without its owner. */
export const BackupCard = z.object({
  key: text(200),
  word: text(200),
  addedAt: time,
  due: time,
  stability: z.number().finite().min(0),
  difficulty: z.number().finite(),
  elapsedDays: z.number().finite().min(0),
  scheduledDays: z.number().finite().min(0),
  learningSteps: z.number().int().min(0),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  phase: z.number().int().min(0).max(3),
  lastReview: time.optional(),
  known: z.boolean().optional(),
  outsideLists: z.boolean().optional(),
  contexts: z.array(CardContextSchema).max(20),
  /** The sense kept (a sense kept as text alone is read as such). */
  sense: z.union([KeptSenseSchema, text(2000).transform((sense) => ({ text: sense }))]).optional(),
});
export type BackupCard = z.infer<typeof BackupCard>;

/** A grade as a backup carries it, with the card as it was before (what undo puts back). */
export const BackupGrade = z.object({
  key: text(200),
  rating: z.number().int().min(0).max(4),
  reviewedAt: time,
  elapsedDays: z.number().finite().min(0),
  scheduledDays: z.number().finite().min(0),
  before: BackupCard,
});
export type BackupGrade = z.infer<typeof BackupGrade>;

export const GlossaBackup = z.object({
  format: z.literal('glossa-backup'),
  version: z.literal(1),
  exportedAt: z.string().max(100),
  lists: z
    .array(
      z.object({
        name: text(1000),
        description: text(1000).optional(),
        /** Each word with the sense and the sentence kept with it, if any. */
        words: z
          .array(
            z.object({
              word: text(1000),
              createdAt: z.string().max(100),
              sense: KeptSenseSchema.optional(),
              context: CardContextSchema.optional(),
            }),
          )
          .max(50_000),
      }),
    )
    .max(1000),
  cards: z.array(BackupCard).max(200_000),
  reviewLog: z.array(BackupGrade).max(2_000_000),
});
export type GlossaBackup = z.infer<typeof GlossaBackup>;

/** The backup file's name, with the day it was made. */
export function backupFileName(date = new Date()): string {
  return `glossa-backup-${date.toISOString().slice(0, 10)}.json`;
}
