import { validPayment } from '#fixtures/applications';
import { newPaymentIds } from './payment.js';
import {
  paymentStartedSchema,
  paymentStartFailedSchema,
  paymentStatusAnswer,
  paymentStatusAnswerSchema,
} from './paymentAnswers.js';

describe('answers of the payment API', () => {
  it('public status: parses with its schema and has nothing else', () => {
    const answer = paymentStatusAnswer('ATZ1767225600000K7Q9', {
      ...validPayment({ status: 'failed' }),
      failure: 'Declined',
    });
    expect(paymentStatusAnswerSchema.parse(answer)).toEqual(answer);
    expect(paymentStatusAnswerSchema.safeParse({ ...answer, phone: '255754123456' }).success).toBe(false);
  });

  it('start: a made order, or the gateway failing with its own code', () => {
    const orderId = newPaymentIds().orderId;
    expect(
      paymentStartedSchema.safeParse({
        success: true,
        redirect_url: 'https://pay.example/1',
        message: 'Redirecting to payment',
        selcom_response: { resultcode: '000' },
        order_id: orderId,
      }).success,
    ).toBe(true);
    const failed = {
      success: false,
      redirect_url: null,
      code: 'payment.gatewayNoAnswer',
      message: 'The payment gateway did not answer in time.',
      selcom_response: { error: 'timeout' },
      order_id: orderId,
    };
    expect(paymentStartFailedSchema.safeParse(failed).success).toBe(true);
    expect(paymentStartFailedSchema.safeParse({ ...failed, code: 'payment.amount' }).success).toBe(false);
  });
});
