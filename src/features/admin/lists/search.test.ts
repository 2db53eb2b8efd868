import { nameVariants, phoneVariants, planSearch } from './search';

describe('planSearch', () => {
  it('searches nothing for an empty box', () => {
    expect(planSearch('visa', '   ')).toEqual({ type: 'all' });
  });

  it('finds a reference exactly, however it was typed', () => {
    expect(planSearch('visa', ' vis 7k3q9x ')).toEqual({ type: 'reference', reference: 'VIS-7K3Q9X' });
    expect(planSearch('tin', 'TIN-4MZ8PA')).toEqual({ type: 'reference', reference: 'TIN-4MZ8PA' });
  });

  it("points to the right list for another service's reference", () => {
    expect(planSearch('visa', 'BRL-H2W6RT')).toEqual({
      type: 'otherKind',
      reference: 'BRL-H2W6RT',
      kind: 'brela',
    });
  });

  it('matches a phone number in every way it may be stored, and id fields by digits', () => {
    const plan = planSearch('tin', '0754 123 456');
    const numbers = ['0754123456', '+255754123456', '255754123456'];
    expect(plan).toEqual({
      type: 'match',
      anyOf: [
        [{ field: 'phone', values: numbers }],
        [{ field: 'mobile', values: numbers }],
        [{ field: 'nida', values: ['0754123456'] }],
      ],
    });
  });

  it('matches one word against first or last name and the whole business name', () => {
    expect(planSearch('brela', 'halima')).toEqual({
      type: 'match',
      anyOf: [
        [{ field: 'Ownerfname', values: ['halima', 'Halima', 'HALIMA'] }],
        [{ field: 'OwnerLname', values: ['halima', 'Halima', 'HALIMA'] }],
        [{ field: 'Bname', values: ['halima', 'Halima', 'HALIMA'] }],
      ],
    });
  });

  it('matches several words as first and last name together, or as a whole name', () => {
    expect(planSearch('business', 'Khamis  Ali Said')).toEqual({
      type: 'match',
      anyOf: [
        [
          { field: 'Fname', values: ['Khamis', 'KHAMIS'] },
          { field: 'Lname', values: ['Said', 'SAID'] },
        ],
        [{ field: 'bName', values: ['Khamis Ali Said', 'KHAMIS ALI SAID'] }],
      ],
    });
  });

  it('stays within Firestore’s 30 disjunctions for the widest search', () => {
    const plan = planSearch('tin', 'neema joseph kimaro');
    if (plan.type !== 'match') throw new Error('expected a match plan');
    const disjunctions = plan.anyOf
      .map((group) => group.reduce((product, clause) => product * clause.values.length, 1))
      .reduce((sum, n) => sum + n, 0);
    expect(disjunctions).toBeLessThanOrEqual(30);
  });
});

describe('variants', () => {
  it('capitalises names the way people write them', () => {
    expect(nameVariants("o'brien mwa-kyusa")).toEqual([
      "o'brien mwa-kyusa",
      "O'Brien Mwa-Kyusa",
      "O'BRIEN MWA-KYUSA",
    ]);
  });

  it('turns an international number into the local one too', () => {
    expect(phoneVariants('+255 754 123 456')).toEqual(['+255754123456', '255754123456', '0754123456']);
    expect(phoneVariants('+254712345678')).toEqual(['+254712345678', '254712345678']);
  });
});
