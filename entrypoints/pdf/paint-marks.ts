/**
 * When pages were painted, as User Timing marks (`glossa-pdf-painted`, the page number in
 * their detail): bench/pdf.ts reads the first one to time "link clicked → first page
 * painted". A mark costs nothing when nobody reads it.
 */
export const PAINTED_MARK = 'glossa-pdf-painted';

export function markPainted(page: number, at: number): void {
  performance.mark(PAINTED_MARK, { startTime: at, detail: { page } });
}
