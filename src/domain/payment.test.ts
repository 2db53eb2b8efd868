import { FIXTURE_TIME, validPayment } from '#fixtures/applications';
import { isOrderId, newPaymentIds, paymentSchema } from './payment.js';
import { PAYMENT_STATES, paymentStatusOf, type PaymentState } from './paymentState.js';

describe('payment record', () => {
  it('takes a state only with the status it stands for', () => {
    for (const state of PAYMENT_STATES) {
      for (const status of ['pending', 'paid', 'failed'] as const) {
        const parsed = paymentSchema.safeParse(validPayment({ state, status }));
        expect(parsed.success).toBe(paymentStatusOf(state) === status);
      }
    }
    expect(paymentSchema.safeParse(validPayment({ state: 'elsewhere' as PaymentState })).success).toBe(false);
  });

  it('describes what the API writes, and reads a record from before `state`', () => {
    const closed = validPayment({
      state: 'closed',
      status: 'failed',
      reference: 'TIN-7K3Q9X',
      paymentUrl: 'https://pay.example/ATZ1767225600000K7Q9',
      providerResponse: { resultcode: '000' },
      failure: 'This payment attempt was closed because a newer one was started.',
      ambiguous: false,
      problem: 'gateway reported amount 1, expected 13000',
      cancelledAt: FIXTURE_TIME,
      cancelReason: 'cancelled',
    });
    expect(paymentSchema.parse(closed)).toEqual(closed);
    expect(paymentSchema.safeParse(validPayment({ reference: null })).success).toBe(true);
    expect(paymentSchema.safeParse(validPayment({ cancelReason: 'bored' as 'cancelled' })).success).toBe(
      false,
    );
    // The fixture has no `state`, as records written before it.
    expect(paymentSchema.parse(validPayment())).not.toHaveProperty('state');
  });
});

describe('order ids', () => {
  it('are what the API makes, and nothing a path could misread', () => {
    const { orderId, transid } = newPaymentIds();
    expect(isOrderId(orderId) && isOrderId(transid)).toBe(true);
    for (const bad of [undefined, 1, '', 'ATZ', '../x', 'ATZ 1', 'a/b', 'x'.repeat(65)]) {
      expect(isOrderId(bad)).toBe(false);
    }
  });
});
