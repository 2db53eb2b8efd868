// Feedback and reference claims are written by the API only; staff read them (the feedback list,
// support finding an application by its reference), nobody else touches them.
import { serverTimestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { validFeedback } from '#fixtures/applications';
import { apiWrittenMatrix, defineCases, useRulesFile } from './cases.ts';

const { seeds, env } = useRulesFile();
const feedback = () => ({ ...validFeedback(), timestamp: serverTimestamp() });
const claim = () => ({ kind: 'visa', applicationId: 'seeded-visa' });

const STAFF_READS = { feedbacks: feedback, references: claim };

for (const [collection, data] of Object.entries(STAFF_READS)) {
  describe(`${collection}: staff read, nobody writes`, () => {
    const staffRead = ['staff', 'admin'] as const;
    defineCases(env, apiWrittenMatrix(seeds, collection, data, { get: staffRead, list: staffRead }));
  });
}
