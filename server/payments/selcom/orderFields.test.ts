import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '../provider.ts';
import { BILLING_KEYS, ORDER_KEYS } from '../../../tests/support/fakeSelcom.ts';
import { orderFields } from './client.ts';

const request: OrderRequest = {
  orderId: 'ATZ1767225600000K7Q9XY',
  transid: 'TRANS-1767225600000K7Q9XY',
  amount: 300_000,
  buyerName: 'Emma Clarke',
  buyerEmail: 'emma@example.co.uk',
  buyerPhone: '447700900123',
  method: 'mobileMoney',
  expiryMinutes: 60,
  redirectUrl: 'https://applytz.example/payment-status?order=ATZ1767225600000K7Q9XY',
  cancelUrl: 'https://applytz.example/payment-status?order=ATZ1767225600000K7Q9XY',
  webhookUrl: 'https://applytz.example/api/payments/webhook',
};

const billing = {
  firstName: 'Emma',
  lastName: 'Clarke',
  address: '10 Downing Street',
  city: 'London',
  region: 'London',
  postcode: 'SW1A 2AA',
  country: 'GB',
  phone: '447700900123',
};

describe('Selcom create-order fields', () => {
  it('makes a wallet order for mobile money, with its expiry', () => {
    const { path, fields } = orderFields('TILL123', request);
    expect(path).toBe('/checkout/create-order-minimal');
    expect(fields.map(([key]) => key)).toEqual([
      ...ORDER_KEYS,
      'redirect_url',
      'cancel_url',
      'webhook',
      'buyer_remarks',
      'merchant_remarks',
      'no_of_items',
      'expiry',
    ]);
    expect(Object.fromEntries(fields)).toMatchObject({ currency: 'TZS', expiry: 60, no_of_items: 1 });
  });

  it('makes a full order for a card: cards only, billing fields in the documented order, in shillings', () => {
    const { path, fields } = orderFields('TILL123', { ...request, method: 'card', billing });
    expect(path).toBe('/checkout/create-order');
    expect(fields.map(([key]) => key)).toEqual([
      ...ORDER_KEYS,
      'payment_methods',
      'redirect_url',
      'cancel_url',
      'webhook',
      ...BILLING_KEYS,
      'buyer_remarks',
      'merchant_remarks',
      'no_of_items',
      'expiry',
    ]);
    const sent = Object.fromEntries(fields);
    expect(sent).toMatchObject({
      amount: 300_000,
      currency: 'TZS',
      payment_methods: 'CARD',
      'billing.address_1': '10 Downing Street',
      'billing.postcode_or_pobox': 'SW1A 2AA',
      'billing.country': 'GB',
    });
    // Every address is base64, as for the wallet order.
    expect(Buffer.from(String(sent.webhook), 'base64').toString()).toBe(request.webhookUrl);
  });

  it('fills a missing postcode with "None", and refuses a card order without billing', () => {
    const { postcode: _none, ...noPostcode } = billing;
    const { fields } = orderFields('TILL123', { ...request, method: 'card', billing: noPostcode });
    expect(Object.fromEntries(fields)['billing.postcode_or_pobox']).toBe('None');
    expect(() => orderFields('TILL123', { ...request, method: 'card' })).toThrow(/billing/);
  });
});
