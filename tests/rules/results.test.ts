// What staff handed back (results/{id}) and each download of it (downloads/{id}): written by the
// API only, read by staff and the applicant through the API. No client, staff included, reads or
// writes one: a forged result would be offered as ours, a forged or erased download would tell
// staff the applicant has (or has not) got a document.
import { serverTimestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { defineCases, operationMatrix, useRulesFile } from './cases.ts';
import { storedApplicationDoc } from './fixtures.ts';

const { seeds, env } = useRulesFile();

const result = () => ({
  kind: 'visa',
  applicationId: 'seeded-visa',
  reference: 'VIS-2026-000001',
  title: 'Visa grant notice',
  path: 'results/abc.pdf',
  sha256: 'a'.repeat(64),
  size: 1024,
  position: 0,
  verificationCode: '7K3Q9XABCD23',
  createdAt: serverTimestamp(),
  createdBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
  replacedAt: null,
  downloads: 0,
});

const download = () => ({
  kind: 'visa',
  applicationId: 'seeded-visa',
  resultId: 'seeded-result',
  via: 'proof',
  at: serverTimestamp(),
});

seeds.set('visaApplications/seeded-visa', storedApplicationDoc('visa'));

describe('results: closed to every client', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: 'results',
      seed: result,
      create: result,
      update: { title: 'Something else', replacedAt: serverTimestamp() },
      allowed: {},
    }),
  );
});

describe('downloads: closed to every client', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: 'downloads',
      seed: download,
      create: download,
      update: { via: 'submitter' },
      allowed: {},
    }),
  );
});
