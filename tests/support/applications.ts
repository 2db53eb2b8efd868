// Applications stored the way the app stores them, written with the Admin SDK for API tests.
import { FieldValue } from 'firebase-admin/firestore';
import { APPLICATIONS } from '../../src/domain/applications.ts';
import { VALID_APPLICATIONS } from '../../src/domain/fixtures.ts';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';
import { adminServices } from './admin.ts';

export async function storedApplication(kind: ApplicationKind) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  const meta = newApplicationMeta(kind, { lang: 'en' });
  await ref.set({ ...VALID_APPLICATIONS[kind](), ...meta, createdAt: FieldValue.serverTimestamp() });
  return { id: ref.id, reference: meta.reference, ref };
}
