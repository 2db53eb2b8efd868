// payments/{orderId}: staff read them; only the API (Admin SDK) writes them.
import { Timestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { validPayment } from '#fixtures/applications';
import { defineCases, operationMatrix, useRulesFile } from './cases.ts';

const { seeds, env } = useRulesFile();
const payment = () => validPayment({ createdAt: Timestamp.now(), updatedAt: Timestamp.now() });

describe('payments: who may do what', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: 'payments',
      what: 'a payment',
      seed: payment,
      create: payment,
      update: { status: 'paid' },
      allowed: { get: ['staff', 'admin'], list: ['staff', 'admin'] },
    }),
  );
});
