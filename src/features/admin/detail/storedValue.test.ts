import { Timestamp } from 'firebase/firestore/lite';
import { SHOWN_STOPS } from './shownLimits';
import { itineraryRows, optionLabel, shortened, storedText } from './storedValue';

describe('storedText', () => {
  it('has nothing to show for missing, blank and empty values', () => {
    for (const value of [undefined, null, '', '  \n ', []]) expect(storedText(value)).toBeUndefined();
  });

  it('keeps text as it is, and writes numbers and booleans out', () => {
    expect(storedText(' Arusha ')).toBe(' Arusha ');
    expect(storedText(12.5)).toBe('12.5');
    expect(storedText(Number.NaN)).toBe('NaN');
    expect(storedText(false)).toBe('false');
  });

  it('gives a time as an ISO moment', () => {
    expect(storedText(Timestamp.fromMillis(Date.UTC(2026, 0, 15, 8, 30)))).toBe('2026-01-15T08:30:00.000Z');
  });

  it('gives maps and lists as JSON, even a map whose toString is not a function', () => {
    const odd = { toString: 'text', valueOf: 'more text' };
    expect(() => String(odd)).toThrow(TypeError);
    expect(storedText(odd)).toBe('{"toString":"text","valueOf":"more text"}');
    expect(storedText(['a', { b: [1] }])).toBe('["a",{"b":[1]}]');
    expect(storedText({})).toBe('{}');
  });
});

describe('optionLabel', () => {
  const labels = { Male: 'options.gender.Male' };

  it("finds a value's own label, booleans by their name", () => {
    expect(optionLabel(labels, 'Male')).toBe('options.gender.Male');
    expect(optionLabel({ true: 'options.boolean.true' }, true)).toBe('options.boolean.true');
  });

  it('finds nothing for other values, nor for what every object inherits', () => {
    for (const value of ['Other', 'constructor', '__proto__', 'toString', 42, { Male: 1 }, null]) {
      expect(optionLabel(labels, value)).toBeUndefined();
    }
  });
});

describe('shortened', () => {
  it('cuts text over the limit and counts what was left out', () => {
    expect(shortened('abcdef', 4)).toEqual({ text: 'abcd', omitted: 2 });
    expect(shortened('abcd', 4)).toEqual({ text: 'abcd', omitted: 0 });
  });
});

describe('itineraryRows', () => {
  it('reads each stop field by field, and puts what is not a stop where the city would be', () => {
    const { rows } = itineraryRows([
      { city: 'Arusha', arrivalDate: '2026-03-10', departureDate: '2026-03-12' },
      { city: ['Dodoma'], arrivalDate: null, hotel: 'Serena' },
      'Zanzibar',
      42,
    ]);
    expect(rows).toEqual([
      { city: 'Arusha', arrivalDate: '2026-03-10', departureDate: '2026-03-12' },
      { city: '["Dodoma"]', arrivalDate: undefined, departureDate: undefined },
      { city: 'Zanzibar' },
      { city: '42' },
    ]);
  });

  it(`draws ${SHOWN_STOPS} rows at most and counts the rest`, () => {
    const stops = Array.from({ length: 2000 }, () => ({ city: 'Moshi' }));
    const { rows, omitted } = itineraryRows(stops);
    expect(rows).toHaveLength(SHOWN_STOPS);
    expect(omitted).toBe(2000 - SHOWN_STOPS);
    expect(itineraryRows(stops.slice(0, 3)).omitted).toBe(0);
  });
});
