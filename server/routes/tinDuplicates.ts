import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { LIMITS } from '#domain/common';
import type { TinDuplicatesAnswer, TinDuplicatesRequest } from '#domain/http';
import { COLLECTIONS } from '#domain/kinds';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';

const personName = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .min(1, `${field} must not be empty.`)
    .max(LIMITS.name, `${field} must be at most ${LIMITS.name} characters.`);

const duplicateQuerySchema = z.object(
  { firstName: personName('firstName'), lastName: personName('lastName') },
  { error: 'Send a JSON object {"firstName": "…", "lastName": "…"}.' },
);

/** What the schema gives back: the request as the domain describes it. */
type Names = TinDuplicatesRequest;

/**
 * Where an earlier application under the same names may be (first and last name compared
 * exactly, after trimming):
 * - businessForms, the collection the spec's check reads (fName, lName);
 * - tinApplications from the new-registration branch (fName, lName);
 * - tinApplications from the has-TIN branch, which hold one `fullName`: it matches when it is
 *   exactly "first last". A stored full name with a middle name cannot be matched by an exact
 *   query; only equality queries are used so nothing else about anyone is ever read.
 */
function matchingQueries(db: Firestore, { firstName, lastName }: Names) {
  return [
    db.collection(COLLECTIONS.businessForms).where('fName', '==', firstName).where('lName', '==', lastName),
    db.collection(COLLECTIONS.tin).where('fName', '==', firstName).where('lName', '==', lastName),
    db.collection(COLLECTIONS.tin).where('fullName', '==', `${firstName} ${lastName}`),
  ];
}

function parseNames(body: unknown): Names {
  const parsed = duplicateQuerySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' ');
  throw new HttpError(400, message, 'tin.duplicates.invalid');
}

/**
 * POST /api/tin/duplicates {firstName, lastName} → {duplicate: boolean}. The browser may not read
 * other people's applications, so the API looks for it and answers yes or no, nothing more.
 */
export function tinDuplicatesRouter({ db }: FirebaseServices, { limits }: Guards) {
  const router = Router();
  router.post('/tin/duplicates', limits.tinDuplicates, jsonBody, async (req, res) => {
    const names = parseNames(req.body);
    const answers = await Promise.all(
      matchingQueries(db, names).map((query) => query.limit(1).select().get()),
    );
    const answer: TinDuplicatesAnswer = { duplicate: answers.some((each) => !each.empty) };
    res.json(answer);
  });
  return router;
}
