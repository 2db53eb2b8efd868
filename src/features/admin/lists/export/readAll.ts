import type { ApplicationRow, ListRequest, PageCursor } from '../api/applicationsQuery';
import type { ListSource } from '../useApplicationPages';

/** Where an export reads from: the list's own source, by chunks, and the agents' names. */
export type ChunkSource = Pick<ListSource, 'fetchPage' | 'agentNames'>;

/** Documents per read: 20 reads for 10,000 applications. */
export const EXPORT_CHUNK = 500;

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Lets the browser paint and answer clicks (Cancel) before going on: scheduler.yield() where there
 * is one, which resumes ahead of other tasks; else a timer (which a browser makes wait 4 ms).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Every application the list's query matches, in its order, EXPORT_CHUNK at a time after the last
 * one's cursor, each chunk handed to `each` (and awaited) before the next is read. Stops with the
 * signal's reason when it is aborted. Resolves with how many there were.
 */
export async function readAll(
  source: ChunkSource,
  request: ListRequest,
  each: (rows: ApplicationRow[]) => void | Promise<void>,
  signal: AbortSignal,
): Promise<number> {
  let after: PageCursor | null = null;
  let count = 0;
  for (;;) {
    const page = await source.fetchPage(request, after, EXPORT_CHUNK);
    signal.throwIfAborted();
    await each(page.rows);
    count += page.rows.length;
    if (page.rows.length < EXPORT_CHUNK || !page.last) return count;
    after = page.last;
    await nextTask();
    signal.throwIfAborted();
  }
}
