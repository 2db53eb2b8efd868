import type { DocumentChangeType } from 'firebase/firestore';

/** How long a new page listener waits for the server's first answer before the list reports a fault. */
export const FIRST_ANSWER_WAIT_MS = 15_000;

/** What is used of a listener's snapshot (a QuerySnapshot, asked for with metadata changes). */
export type HeardSnapshot = {
  metadata: { fromCache: boolean };
  size: number;
  docChanges(): ReadonlyArray<{ type: DocumentChangeType }>;
};

/** A snapshot worth showing, with the documents it brought and whether a row came or went. */
export type ConfirmedAnswer<S> = { snapshot: S; brought: number; membershipChanged: boolean };

/**
 * Sorts a page listener's snapshots into those the list shows. Until the server has answered, an
 * answer from the SDK's cache is held back: the cache holds what other lists read, so for a moment
 * a new list would show another view's rows, in another order, with a cursor that pages wrongly.
 * After the server's first answer, a snapshot where only metadata changed (the connection dropped
 * or came back) shows nothing new and is dropped. If the server has not answered within `waitMs`
 * (offline, say), `onSilence` is told once; a later answer still shows.
 */
export function confirmedAnswers<S extends HeardSnapshot>(
  onAnswer: (answer: ConfirmedAnswer<S>) => void,
  onSilence: () => void,
  waitMs = FIRST_ANSWER_WAIT_MS,
) {
  let confirmed = false;
  const silence = setTimeout(onSilence, waitMs);
  return {
    hear(snapshot: S) {
      if (!confirmed) {
        if (snapshot.metadata.fromCache) return;
        confirmed = true;
        clearTimeout(silence);
        // A new listener's first answer from the server brings the whole page.
        onAnswer({ snapshot, brought: snapshot.size, membershipChanged: false });
        return;
      }
      const changes = snapshot.docChanges();
      if (changes.length === 0) return;
      onAnswer({
        snapshot,
        brought: changes.filter((change) => change.type !== 'removed').length,
        membershipChanged: changes.some((change) => change.type !== 'modified'),
      });
    },
    stop: () => clearTimeout(silence),
  };
}
