import fc from 'fast-check';
import {
  compactPhone,
  internationalNumber,
  isValidContactPhone,
  isValidPaymentPhone,
  normalizePhone,
} from './phone.js';

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
/** What people put between digits; contact numbers allow these, payment numbers ignore any. */
const CONTACT_SEPARATORS = [' ', '-', '(', ')', '.'];

/** The same digits with separators sprinkled between them. */
const decorated = (value: string, separators = [...CONTACT_SEPARATORS, '/', '#']) =>
  fc
    .array(fc.option(fc.constantFrom(...separators), { nil: '' }), {
      minLength: value.length,
      maxLength: value.length,
    })
    .map((seps) => [...value].map((char, index) => seps[index] + char).join(''));

describe('normalizePhone', () => {
  it('replaces a local leading 0 with 255', () => {
    expect(normalizePhone('0712345678')).toBe('255712345678');
    fc.assert(
      fc.property(digits(9, 9), (rest) => normalizePhone(`0${rest.replace(/^0/, '7')}`).startsWith('255')),
    );
  });

  it('strips everything but digits', () => {
    expect(normalizePhone('+255 (712) 345-678')).toBe('255712345678');
    fc.assert(fc.property(fc.string(), (input) => /^\d*$/.test(normalizePhone(input))));
  });

  it('reads an international 00 prefix as such', () => {
    expect(normalizePhone('00255712345678')).toBe('255712345678');
  });

  it('ignores separators between digits', () => {
    fc.assert(
      fc.property(
        digits(1, 15).chain((value) => fc.tuple(fc.constant(value), decorated(value))),
        ([plain, fancy]) => normalizePhone(fancy) === normalizePhone(plain),
      ),
    );
  });

  it('never starts with 0, so normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizePhone(input);
        return !once.startsWith('0') && normalizePhone(once) === once;
      }),
    );
  });
});

describe('isValidPaymentPhone', () => {
  it('takes 9 to 12 digits after normalising', () => {
    expect(isValidPaymentPhone('0712345678')).toBe(true);
    expect(isValidPaymentPhone('+255 712 345 678')).toBe(true);
    expect(isValidPaymentPhone('712345678')).toBe(true);
    expect(isValidPaymentPhone('71234567')).toBe(false);
    expect(isValidPaymentPhone('2557123456789')).toBe(false);
    expect(isValidPaymentPhone('')).toBe(false);
  });

  it('agrees with the digit count for any input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const { length } = normalizePhone(input);
        return isValidPaymentPhone(input) === (length >= 9 && length <= 12);
      }),
    );
    fc.assert(
      fc.property(
        digits(9, 12).filter((d) => !d.startsWith('0')),
        (d) => isValidPaymentPhone(d),
      ),
    );
    fc.assert(
      fc.property(
        digits(13, 20).filter((d) => !d.startsWith('0')),
        (d) => !isValidPaymentPhone(d),
      ),
    );
  });
});

describe('contact phones', () => {
  it('take 9 to 15 digits with usual separators and keep a leading +', () => {
    expect(isValidContactPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidContactPhone('0712-345-678')).toBe(true);
    expect(isValidContactPhone('0712 345 67x')).toBe(false);
    expect(isValidContactPhone('12345678')).toBe(false);
    expect(compactPhone(' +44 (20) 7946-0958 ')).toBe('+442079460958');
  });

  it('compact to a stored form that is still valid', () => {
    fc.assert(
      fc.property(
        digits(9, 15).chain((value) => decorated(value, CONTACT_SEPARATORS)),
        (input) => isValidContactPhone(input) && /^\+?\d{9,15}$/.test(compactPhone(input)),
      ),
    );
  });
});

describe('internationalNumber', () => {
  it('writes a number as 255… without the +, however it was typed', () => {
    for (const typed of ['0754 123 456', '+255 754 123 456', '255754123456', '754123456', '00255754123456']) {
      expect(internationalNumber(typed)).toBe('255754123456');
    }
  });

  it('leaves a foreign number its own country code', () => {
    expect(internationalNumber('+254 712 345 678')).toBe('254712345678');
    expect(internationalNumber('+44 20 7946 0958')).toBe('442079460958');
  });
});
