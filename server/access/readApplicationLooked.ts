import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import type { LookedAt, Looker } from '#domain/accessLog';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { shownApplication, timesToWire, type LoadedApplication } from '#domain/shownApplication';
import { existingApplication, type ApplicationTarget } from '../applications/target.ts';
import { recordLook } from './recordLook.ts';

/**
 * One application for the staff detail page, its look on record first. The read and the record go
 * out together (one round trip, not two); the application is answered only once both have
 * succeeded, so a look that could not be recorded shows nothing (503).
 */
export async function readApplicationLooked(
  db: Firestore,
  target: ApplicationTarget,
  looker: Looker,
  log?: Logger,
): Promise<LoadedApplication> {
  const [snapshot] = await Promise.all([
    existingApplication(target),
    recordLook(db, looker, { look: 'detail', kind: target.kind, applicationId: target.id }, log),
  ]);
  return wired(target.kind, snapshot.data() ?? {});
}

/** A stored application as the detail read answers it, its times as the wire carries them. */
function wired(kind: ApplicationKind, stored: Record<string, unknown>): LoadedApplication {
  const shown = shownApplication(kind, stored);
  return { ...shown, data: timesToWire(shown.data) as Record<string, unknown> };
}

/**
 * The applications `ids` of `kind` for an export, their look on record first (`what`, an export
 * look of these rows): read and record go out together and answer only when both succeeded, as
 * the detail read does. An application deleted since its row was listed is left out.
 */
export async function readApplicationsLooked(
  db: Firestore,
  kind: ApplicationKind,
  ids: readonly string[],
  looker: Looker,
  what: LookedAt,
  log?: Logger,
): Promise<Record<string, LoadedApplication>> {
  const refs = ids.map((id) => db.collection(APPLICATION_COLLECTIONS[kind]).doc(id));
  const [snapshots] = await Promise.all([db.getAll(...refs), recordLook(db, looker, what, log)]);
  const found = snapshots.filter((snapshot) => snapshot.exists);
  return Object.fromEntries(found.map((snapshot) => [snapshot.id, wired(kind, snapshot.data() ?? {})]));
}
