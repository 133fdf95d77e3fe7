/**
 * Build warnings that are known and harmless, left out of every build's output so that a
 * warning printed means something. Each is matched narrowly, with its reason.
 */
import { createLogger, type Logger, type Rollup } from 'vite';

type RollupLog = Rollup.RollupLog;

/**
 * zod 4 writes explanatory comments next to its `@__PURE__` annotations; Rollup drops those
 * comments (nothing in the output changes) and says so for every build and every module
 * WXT loads to read an entrypoint's options.
 */
function isZodAnnotationNote(text: string): boolean {
  return text.includes('/zod/') && text.includes('contains an annotation that Rollup cannot interpret');
}

/** Rollup's `onwarn` for a build: every warning but the known ones goes to `warn`. */
export function quietKnownWarnings(warning: RollupLog, warn: (warning: RollupLog) => void): void {
  if (warning.code === 'INVALID_ANNOTATION' && isZodAnnotationNote(`${warning.id ?? ''} ${warning.message}`)) return;
  warn(warning);
}

/** Vite's logger, without the known notes (WXT's loading of entrypoints logs through it, not through `onwarn`). */
export function quietLogger(): Logger {
  // At 'warn', as WXT runs Vite: the builds' own progress lines stay WXT's.
  const logger = createLogger('warn');
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (!isZodAnnotationNote(message)) warn(message, options);
  };
  return logger;
}
