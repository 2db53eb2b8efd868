import { LIMITS, MSG } from './common.js';
import { feedbackSchema, feedbackStoredSchema } from './feedback.js';
import { validFeedback, validPayment, validStoredFeedback, validUser } from '#fixtures/applications';
import { newPaymentIds, paymentRequestSchema, paymentSchema, paymentStartSchema } from './payment.js';
import { paymentStatusAnswer } from './paymentAnswers.js';
import { firstIssues, issuesOf, without } from '#unit/schemaIssues';
import { canDeleteApplications, canManageApplications, userRegistrationSchema, userSchema } from './user.js';

describe('feedback', () => {
  it('requires name, email and message', () => {
    expect(feedbackSchema.parse(validFeedback())).toEqual(validFeedback());
    expect(issuesOf(feedbackSchema, {})).toEqual({
      name: [MSG.required],
      email: [MSG.required],
      message: [MSG.required],
    });
    expect(firstIssues(feedbackSchema, validFeedback({ message: 'x'.repeat(LIMITS.text + 1) }))).toEqual({
      message: MSG.tooLong,
    });
  });

  it('is stored with a timestamp', () => {
    expect(feedbackStoredSchema.parse(validStoredFeedback())).toEqual(validStoredFeedback());
    expect(issuesOf(feedbackStoredSchema, validFeedback())).toHaveProperty('timestamp');
  });
});

describe('users', () => {
  it('accept the fixture and only the two roles', () => {
    expect(userSchema.parse(validUser())).toEqual(validUser());
    expect(userSchema.safeParse(without(validUser(), 'role')).success).toBe(true);
    expect(userSchema.safeParse({ ...validUser(), role: 'superuser' }).success).toBe(false);
  });

  it('register with name and email only', () => {
    expect(
      userRegistrationSchema.parse({ name: 'Rose', email: 'rose@example.co.tz', role: 'admin' }),
    ).toEqual({
      name: 'Rose',
      email: 'rose@example.co.tz',
    });
  });

  it('need a role to manage and the admin role to delete', () => {
    expect([undefined, '', 'user'].some(canManageApplications)).toBe(false);
    expect(canManageApplications('staff') && canManageApplications('admin')).toBe(true);
    expect(canDeleteApplications('staff')).toBe(false);
    expect(canDeleteApplications('admin')).toBe(true);
  });
});

describe('payment start request', () => {
  const request = { phone: '0754 123 456', applicationKind: 'tin', applicationId: 'Xq3pL9sT2vB7nM4kW8aZ' };

  it('normalises the phone and leaves a name or email not given for the server to fill', () => {
    expect(paymentStartSchema.parse(request)).toEqual({ ...request, phone: '255754123456' });
    expect(paymentStartSchema.parse({ ...request, buyer_name: ' Baraka ', buyer_email: '' })).toMatchObject({
      buyer_name: 'Baraka',
      buyer_email: '',
    });
  });

  it('refuses a bad phone, an unknown service and an id with a slash', () => {
    expect(firstIssues(paymentStartSchema, { ...request, phone: '' })).toEqual({ phone: MSG.required });
    expect(firstIssues(paymentStartSchema, { ...request, phone: '0754 12' })).toEqual({
      phone: MSG.paymentPhone,
    });
    expect(firstIssues(paymentStartSchema, { ...request, applicationKind: 'passport' })).toEqual({
      applicationKind: MSG.option,
    });
    expect(firstIssues(paymentStartSchema, { ...request, applicationId: 'a/b' })).toEqual({
      applicationId: MSG.invalid,
    });
  });

  it('carries no amount: the server prices it', () => {
    expect(paymentStartSchema.parse({ ...request, amount: 1 })).not.toHaveProperty('amount');
  });
  it('sent to the API carries no ids: the server makes them, and drops any it is sent', () => {
    const sent = { ...request, amount: 13_000, order_id: 'ATZ1767225600000K7Q9', transid: 'TRANS-1' };
    const parsed = paymentRequestSchema.parse(sent);
    expect(parsed).not.toHaveProperty('order_id');
    expect(parsed).not.toHaveProperty('transid');
    expect(paymentRequestSchema.safeParse({ ...request, amount: 13_000 }).success).toBe(true);
  });
});

describe('public payment status', () => {
  it('tells the status, amount and reference, and nothing about the payer or the application', () => {
    const payment = { ...validPayment(), reference: 'TIN-7K3Q9X' };
    expect(paymentStatusAnswer(payment.orderId, payment)).toEqual({
      orderId: payment.orderId,
      status: 'pending',
      amount: payment.amount,
      currency: 'Tsh',
      reference: 'TIN-7K3Q9X',
      method: 'mobileMoney',
    });
  });

  it('gives the failure message of a failed payment only', () => {
    const failed = { ...validPayment({ status: 'failed' }), failure: 'Vendor is not active' };
    expect(paymentStatusAnswer('A1', failed)).toMatchObject({ message: 'Vendor is not active' });
    const paidLater = { ...validPayment({ status: 'paid' }), failure: 'closed for a newer attempt' };
    expect(paymentStatusAnswer('A1', paidLater)).not.toHaveProperty('message');
    expect(paymentStatusAnswer('A1', validPayment())).toMatchObject({ reference: null });
  });
});

describe('payment record', () => {
  it('accepts the fixture', () => {
    expect(paymentSchema.parse(validPayment())).toEqual(validPayment());
  });

  it('holds a positive whole amount in Tsh and a normalised phone', () => {
    expect(paymentSchema.safeParse(validPayment({ amount: 0 })).success).toBe(false);
    expect(paymentSchema.safeParse(validPayment({ amount: 100.5 })).success).toBe(false);
    expect(paymentSchema.safeParse({ ...validPayment(), currency: 'TZS' }).success).toBe(false);
    expect(paymentSchema.safeParse(validPayment({ phone: '0754123456' })).success).toBe(true);
    expect(paymentSchema.safeParse(validPayment({ phone: '+255754123456' })).success).toBe(false);
    expect(paymentSchema.safeParse({ ...validPayment(), status: 'unpaid' }).success).toBe(false);
  });

  it('gets ids in the spec shape that do not collide', () => {
    const ids = newPaymentIds(1_767_225_600_000);
    expect(ids.orderId).toMatch(/^ATZ1767225600000[2-9A-Z]{6}$/);
    expect(ids.transid).toBe(`TRANS-1767225600000${ids.orderId.slice(-6)}`);
    expect(paymentSchema.safeParse(validPayment(ids)).success).toBe(true);
    const many = new Set(Array.from({ length: 200 }, () => newPaymentIds(1).orderId));
    expect(many.size).toBe(200);
  });
});
