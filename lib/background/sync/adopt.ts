/**
 * Creating a list (L1) is the one change that is not idempotent: sent twice, it makes
 * two lists. So before a creation whose earlier attempt may have reached the service
 * (it timed out, the connection dropped, the worker was killed while it was in
 * flight) is sent again, the user's lists are read and a list of the same name,
 * created since that attempt and not yet known to the mirror, is taken as ours.
 *
 * Times are compared on the service's clock: the engine's `since` is moved by the skew
 * measured from the answer's Date header (whole seconds, hence the slack). Without a
 * Date header the clocks cannot be compared, and a wider slack stands in.
 */
import type { models } from '../../shared/api';
import { permalinkOf } from './service-reads';
import type { CreationMark } from './state';

const SLACK_WITH_DATE_MS = 5_000;
const SLACK_WITHOUT_DATE_MS = 10 * 60_000;

export function findOwnCreation(
  lists: readonly models.WordList[],
  mark: CreationMark,
  skewMs: number | undefined,
  knownPermalinks: ReadonlySet<string>,
): models.WordList | undefined {
  const earliest = mark.since + (skewMs ?? 0) - (skewMs === undefined ? SLACK_WITHOUT_DATE_MS : SLACK_WITH_DATE_MS);
  const candidates = lists.filter((list) => {
    if (list.name?.trim() !== mark.name.trim() || knownPermalinks.has(permalinkOf(list))) return false;
    const created = list.createdAt ? Date.parse(list.createdAt) : Number.NaN;
    return !Number.isNaN(created) && created >= earliest;
  });
  // The first one made since the attempt is the attempt's.
  return candidates.sort((a, b) => Date.parse(a.createdAt ?? '') - Date.parse(b.createdAt ?? ''))[0];
}

/** Whether A3's newest-first pages have gone past the time a creation could have happened. */
export function olderThanMark(page: readonly models.WordList[], mark: CreationMark, skewMs: number | undefined): boolean {
  const last = page.at(-1)?.createdAt;
  if (!last) return false;
  return Date.parse(last) < mark.since + (skewMs ?? 0) - SLACK_WITHOUT_DATE_MS;
}
