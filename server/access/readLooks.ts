import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  ACCESS_LOG_MAX_ROWS,
  LOOKS_SHOWN,
  type AccessLogAnswer,
  type AccessRecordView,
} from '#domain/accessLog';
import type { AccessLogRange } from '#domain/accessLogRange';
import { EAT_OFFSET_MS } from '#domain/timeZone';
import type { ApplicationTarget } from '../applications/target.ts';
import { accessLog, lookView } from './recordLook.ts';

const DAY_MS = 86_400_000;
/** Midnight in Dar es Salaam at the start of `day` (YYYY-MM-DD). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS;

/** Who looked at one application: the latest LOOKS_SHOWN looks, newest first. */
export async function looksAt(db: Firestore, { kind, id }: ApplicationTarget): Promise<AccessRecordView[]> {
  const snapshot = await accessLog(db)
    .where('applicationId', '==', id)
    .where('kind', '==', kind)
    .orderBy('at', 'desc')
    .limit(LOOKS_SHOWN)
    .get();
  return snapshot.docs.map(lookView);
}

/** Every look on the days asked (Dar es Salaam's, both included), oldest first, up to the bound. */
export async function looksBetween(db: Firestore, { from, to }: AccessLogRange): Promise<AccessLogAnswer> {
  const snapshot = await accessLog(db)
    .where('at', '>=', Timestamp.fromMillis(dayStart(from)))
    .where('at', '<', Timestamp.fromMillis(dayStart(to) + DAY_MS))
    .orderBy('at')
    .limit(ACCESS_LOG_MAX_ROWS + 1)
    .get();
  const docs = snapshot.docs.slice(0, ACCESS_LOG_MAX_ROWS);
  return { looks: docs.map(lookView), more: snapshot.size > ACCESS_LOG_MAX_ROWS };
}
