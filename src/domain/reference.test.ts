import fc from 'fast-check';
import { APPLICATION_KINDS, REFERENCE_PREFIXES } from './kinds.js';
import {
  isReference,
  newReference,
  parseReference,
  randomCode,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  referenceKind,
} from './reference.js';

describe('reference alphabet', () => {
  it('has no characters that read alike', () => {
    for (const confusable of '0O1IL') expect(REFERENCE_ALPHABET).not.toContain(confusable);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(REFERENCE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });
});

/** Runs `run` with `nextByte` standing in for the system's random bytes. */
function withRandomBytes<T>(nextByte: () => number, run: () => T): T {
  const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    const bytes = array as Uint8Array;
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = nextByte();
    return array;
  });
  try {
    return run();
  } finally {
    spy.mockRestore();
  }
}

describe('newReference', () => {
  it('uses the service prefix and six alphabet characters', () => {
    for (const kind of APPLICATION_KINDS) {
      const reference = newReference(kind);
      expect(reference).toMatch(new RegExp(`^${REFERENCE_PREFIXES[kind]}-[${REFERENCE_ALPHABET}]{6}$`));
      expect(isReference(reference, kind)).toBe(true);
      expect(referenceKind(reference)).toBe(kind);
    }
  });

  it('draws every character of the alphabet equally often from the random bytes', () => {
    // Every byte value in turn: the 248 below the largest multiple of 31 give each character 8
    // times, in alphabet order; the 8 above are redrawn.
    let next = 0;
    const code = withRandomBytes(
      () => next++ % 256,
      () => randomCode(8 * REFERENCE_ALPHABET.length),
    );
    expect(code).toBe(REFERENCE_ALPHABET.repeat(8));
  });

  it('makes a new code for each reference', () => {
    // Bytes from a seeded generator, the same on every run: this cannot fail by chance, and a
    // reference that ignored them (a fixed or a reused code) would repeat.
    const bytes = fc.sample(fc.integer({ min: 0, max: 255 }), { seed: 2026, numRuns: 50_000 });
    let next = 0;
    const references = withRandomBytes(
      () => bytes[next++ % bytes.length]!,
      () => Array.from({ length: 2000 }, () => newReference('visa')),
    );
    expect(new Set(references).size).toBe(references.length);
  });

  it('redraws bytes that would bias the choice', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array;
      // 248 and above fall outside the largest multiple of 31; they must be skipped.
      bytes.fill(0);
      bytes[0] = 255;
      bytes[1] = 248;
      bytes[2] = 32; // 32 % 31 = 1 → '3'
      return array;
    });
    try {
      expect(randomCode(3)).toBe('322');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('reference validation', () => {
  it('accepts well-formed references only', () => {
    expect(isReference('VIS-7K3Q9X')).toBe(true);
    expect(isReference('VIS-7K3Q9X', 'tin')).toBe(false);
    for (const bad of [
      'VIS-7K3Q9',
      'VIS-7K3Q9XX',
      'vis-7k3q9x',
      'VIS-7K3Q0X',
      'ABC-7K3Q9X',
      'VIS7K3Q9X',
      42,
    ]) {
      expect(isReference(bad)).toBe(false);
    }
    expect(new RegExp(REFERENCE_PATTERN).test('BIZ-9CX3NV')).toBe(true);
  });

  it('reads what people type into a search box', () => {
    expect(parseReference(' vis 7k3q9x ')).toBe('VIS-7K3Q9X');
    expect(parseReference('TIN4MZ8PA')).toBe('TIN-4MZ8PA');
    expect(parseReference('VIS-7K3Q9O')).toBeNull();
    expect(parseReference('')).toBeNull();
    expect(referenceKind('XYZ-7K3Q9X')).toBeUndefined();
  });
});
