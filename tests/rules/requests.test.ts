// What staff asked an applicant for (requests/{id}): written by the API in the transaction that
// sets the application to "action needed", read by staff through the API. No client, staff
// included, reads or writes one: a forged or erased request would change what the applicant owes.
import { serverTimestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { defineCases, operationMatrix, useRulesFile } from './cases.ts';
import { storedApplicationDoc } from './fixtures.ts';

const { seeds, env } = useRulesFile();

const request = () => ({
  kind: 'visa',
  applicationId: 'seeded-visa',
  reference: 'VIS-2026-000001',
  items: [{ type: 'otherDocument', name: 'Passport bio page', reason: 'The scan is blurred.' }],
  replyBy: '2026-12-10',
  state: 'open',
  createdAt: serverTimestamp(),
  createdBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
});

seeds.set('visaApplications/seeded-visa', storedApplicationDoc('visa'));

describe('requests: closed to every client', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: 'requests',
      seed: request,
      create: request,
      update: { state: 'answered' },
      allowed: {},
    }),
  );
});
