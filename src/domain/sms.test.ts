import fc from 'fast-check';
import { clipGsm7, gsm7Length, SMS_MAX_LENGTH, smsParts, toGsm7 } from './sms.js';

describe('gsm7Length and smsParts', () => {
  it('counts the extension characters twice and refuses what GSM-7 cannot carry', () => {
    expect(gsm7Length('Habari')).toBe(6);
    expect(gsm7Length('[1]€')).toBe(7);
    expect(gsm7Length('Asante “sana”')).toBe(Number.POSITIVE_INFINITY);
    expect(gsm7Length('Karibu 🙂')).toBe(Number.POSITIVE_INFINITY);
  });

  it('splits at 160 into parts of 153', () => {
    expect(smsParts('')).toBe(0);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    expect(smsParts('{'.repeat(80))).toBe(1);
    expect(smsParts('{'.repeat(81))).toBe(2);
  });
});

describe('toGsm7', () => {
  it('makes typography plain and drops accents GSM-7 lacks, keeping those it has', () => {
    expect(toGsm7('‘Karibu’ — “leo”… ')).toBe(`'Karibu' - "leo"...`);
    expect(toGsm7('Café São Tomé, Zoë Müller')).toBe('Café Sao Tomé, Zoe Müller');
    expect(toGsm7('Asante 🙏 sana')).toBe('Asante sana');
  });

  // A hundred random texts of any code points: seconds, not milliseconds, on a busy 2-core machine.
  it('always gives text GSM-7 can carry', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(Number.isFinite(gsm7Length(toGsm7(text)))).toBe(true);
      }),
    );
  });
});

describe('clipGsm7', () => {
  it('leaves text that fits alone and cuts the rest at a word, marked', () => {
    expect(clipGsm7('Lete pasipoti yako', 50)).toBe('Lete pasipoti yako');
    const clipped = clipGsm7('Tafadhali lete nakala ya pasipoti yako ofisini kesho asubuhi', 30);
    expect(clipped).toBe('Tafadhali lete nakala ya...');
  });

  it('never passes its budget', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }).map(toGsm7),
        fc.integer({ min: 0, max: SMS_MAX_LENGTH }),
        (text, budget) => {
          expect(gsm7Length(clipGsm7(text, budget))).toBeLessThanOrEqual(budget);
        },
      ),
    );
  });
});
