// Counts the Firestore documents a page downloads, from what actually crosses the network: every
// response body from Firestore (the Listen channel's stream included) is captured through the
// Chrome DevTools Protocol, and each document object in it is one billed read.
import type { Page, Request } from '@playwright/test';
import { LIST_DOCUMENTS_MARK } from '../../src/features/admin/lists/paging.ts';

/** `whole`: the body was read in one piece once it ended, which replaces any streamed part. */
type Capture = { url: string; text: string; streamed: boolean; whole: boolean };

const isFirestore = (url: string) =>
  url.includes('/google.firestore.v1.Firestore/') || /\/v1\/projects\/[^/]+\/databases\//.test(url);

/**
 * A document as Firestore sends it: `"document": {` in Listen changes and query results, `"found": {`
 * in the answer to a lookup by id (Lite's getDoc).
 */
const DOCUMENT = /"(?:document|found)"\s*:\s*\{/g;
/** Its path, the first string-valued "name" after it (field names map to objects, not strings). */
const NAME = /"name"\s*:\s*"projects\/[^/]+\/databases\/[^/]+\/documents\/([^"]+)"/;
/** One count aggregation answer (a `getCountFromServer`). */
const AGGREGATION = /"aggregateFields"\s*:/g;

/** Documents received, by collection (the path's first segment). */
function documentsByCollection(captures: Capture[]) {
  const counts: Record<string, number> = {};
  for (const { text } of captures) {
    for (const match of text.matchAll(DOCUMENT)) {
      const path = NAME.exec(text.slice(match.index, match.index + 4_000))?.[1] ?? '(unknown)';
      const collection = path.split('/')[0]!;
      counts[collection] = (counts[collection] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The full SDK's listeners hold a Listen channel request open for as long as they listen: it is
 * never "done", so idle() waits for it to fall quiet instead.
 */
const isListenChannel = (url: string) => url.includes('/google.firestore.v1.Firestore/Listen/');

/** How long the page must send Firestore nothing for `idle()` to take it as done reading. */
const QUIET_MS = 500;

export async function watchFirestoreReads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const captures = new Map<string, Capture>();
  // Where each response stood at the last mark: a Listen channel's one long response counts only
  // what arrived after it.
  let atMark = new Map<string, number>();
  const pending: Promise<void>[] = [];

  // Firestore requests still under way; `onChange` hears of each that starts or ends.
  const inFlight = new Set<Request>();
  const onChange = new Set<() => void>();
  const started = (request: Request) => {
    if (!isFirestore(request.url()) || isListenChannel(request.url())) return;
    inFlight.add(request);
    for (const listener of onChange) listener();
  };
  const ended = (request: Request) => {
    if (!inFlight.delete(request)) return;
    for (const listener of onChange) listener();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!isFirestore(response.url)) return;
    const capture: Capture = { url: response.url, text: '', streamed: false, whole: false };
    captures.set(requestId, capture);
    // Streaming delivers the body as dataReceived events, the Listen channel's long answers
    // included, which getResponseBody would only give once they end.
    cdp
      .send('Network.streamResourceContent', { requestId })
      .then(({ bufferedData }) => {
        capture.streamed = true;
        if (!capture.whole) capture.text = Buffer.from(bufferedData, 'base64').toString() + capture.text;
      })
      .catch(() => {});
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    const capture = captures.get(requestId);
    if (capture && data && !capture.whole) capture.text += Buffer.from(data, 'base64').toString();
    // A listener's news: idle() waits for the quiet after it.
    if (capture) for (const listener of onChange) listener();
  });
  // A response that ended before streaming could start is read whole.
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    const capture = captures.get(requestId);
    if (!capture || capture.streamed) return;
    pending.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => {
          capture.text = base64Encoded ? Buffer.from(body, 'base64').toString() : body;
          capture.whole = true;
        })
        .catch(() => {}),
    );
  });
  await cdp.send('Network.enable');

  const selected = () =>
    [...captures].map(([id, capture]) => ({ ...capture, text: capture.text.slice(atMark.get(id) ?? 0) }));
  return {
    /** Starts a new measurement: later figures count only what arrives from now on. */
    mark() {
      atMark = new Map([...captures].map(([id, capture]) => [id, capture.text.length]));
    },
    /** Waits for bodies still being read. */
    settled: () => Promise.all(pending.splice(0)),
    /**
     * Waits until the page has finished reading: no Firestore request under way (an open Listen
     * channel aside), nothing started or received for a moment since (a read that follows another
     * would start at once), and every body read. What it downloaded is then all it is going to
     * download for now.
     */
    async idle() {
      await new Promise<void>((resolve) => {
        let quiet: ReturnType<typeof setTimeout> | undefined;
        const check = () => {
          clearTimeout(quiet);
          if (inFlight.size > 0) return;
          quiet = setTimeout(() => {
            onChange.delete(check);
            resolve();
          }, QUIET_MS);
        };
        onChange.add(check);
        check();
      });
      await Promise.all(pending.splice(0));
    },
    /** Documents downloaded since the mark, by collection. */
    documentsRead: () => documentsByCollection(selected()),
    /** Count aggregations answered since the mark. */
    aggregations: () => selected().reduce((sum, { text }) => sum + (text.match(AGGREGATION)?.length ?? 0), 0),
    /** Bytes of Firestore responses since the mark. */
    bytes: () => selected().reduce((sum, { text }) => sum + text.length, 0),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      return cdp.detach().catch(() => {});
    },
  };
}

/**
 * Documents a staff list's listener has brought since the page loaded: what Firestore bills it
 * for, from the marks it leaves (LIST_DOCUMENTS_MARK). The network cannot say: the emulator
 * resends the whole page on each change.
 */
export function listenerDocuments(page: Page): Promise<number> {
  return page.evaluate(
    (mark) =>
      performance
        .getEntriesByName(mark)
        .reduce((sum, entry) => sum + ((entry as PerformanceMark).detail as number), 0),
    LIST_DOCUMENTS_MARK,
  );
}
