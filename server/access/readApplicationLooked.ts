import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import type { Looker } from '#domain/accessLog';
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
  const shown = shownApplication(target.kind, snapshot.data() ?? {});
  return { ...shown, data: timesToWire(shown.data) as Record<string, unknown> };
}
