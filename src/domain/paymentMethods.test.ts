import { MSG } from './common.js';
import { cardBillingSchema, paymentStartSchema } from './payment.js';
import { approximateUsd, defaultPaymentMethod } from './paymentMethods.js';

const start = { phone: '0754 123 456', applicationKind: 'visa', applicationId: 'Xq3pL9sT2vB7nM4kW8aZ' };
const billing = { address: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' };

/** The first problem of each field, as the API's refusal names them. */
function problems(body: unknown) {
  const result = paymentStartSchema.safeParse(body);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('payment methods', () => {
  it('defaults to mobile money for a Tanzanian number, or none yet, and to a card for any other', () => {
    for (const phone of [undefined, '', '  ', '0713 987 654', '+255 713 987 654', '713987654']) {
      expect(defaultPaymentMethod(phone)).toBe('mobileMoney');
    }
    for (const phone of ['+44 7700 900123', '+254 711 222 333', '0049 1512 3456789']) {
      expect(defaultPaymentMethod(phone)).toBe('card');
    }
  });

  it('rounds shillings to whole dollars at the agency rate, never to nothing', () => {
    expect(approximateUsd(300_000, 2_500)).toBe(120);
    expect(approximateUsd(13_000, 2_600)).toBe(5);
    expect(approximateUsd(55_000, 2_450)).toBe(22);
    expect(approximateUsd(100, 2_500)).toBe(1);
  });

  it("takes a card's billing address with or without a postcode, and a country by its ISO code", () => {
    expect(cardBillingSchema.safeParse(billing).success).toBe(true);
    expect(cardBillingSchema.safeParse({ ...billing, postcode: '' }).success).toBe(true);
    expect(cardBillingSchema.safeParse({ ...billing, country: 'United Kingdom' }).success).toBe(false);
  });
});

describe('payment start by method', () => {
  it('is mobile money when no method is named, with the 9 to 12 digits of a payment phone', () => {
    expect(paymentStartSchema.parse(start)).toEqual({ ...start, phone: '255754123456' });
    expect(problems({ ...start, phone: '+44 7700 900123 4' })).toEqual({ phone: MSG.paymentPhone });
  });

  it("takes a card with any country's phone and the billing address, which it requires", () => {
    const card = { ...start, method: 'card', phone: '+49 1512 3456789', billing };
    expect(paymentStartSchema.parse(card)).toMatchObject({ method: 'card', phone: '4915123456789', billing });
    expect(problems({ ...card, billing: undefined })).toEqual({ billing: MSG.required });
    expect(problems({ ...card, phone: '12345' })).toEqual({ phone: MSG.phone });
  });

  it('names every problem at once, the method rules with the others', () => {
    expect(problems({ ...start, method: 'card', applicationKind: 'passport' })).toEqual({
      applicationKind: MSG.option,
      billing: MSG.required,
    });
    expect(problems({ ...start, method: 'cash' })).toMatchObject({ method: MSG.option });
  });
});
