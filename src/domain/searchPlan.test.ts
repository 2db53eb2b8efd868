import { planSearch } from './searchPlan.js';

describe('planSearch', () => {
  it('searches nothing for an empty box', () => {
    expect(planSearch('visa', '   ')).toEqual({ type: 'all' });
  });

  it('finds a whole reference exactly, however it was typed', () => {
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

  it('looks up the start of a reference as its index entry', () => {
    expect(planSearch('visa', 'VIS-7K')).toEqual({ type: 'prefix', prefix: 'vis-7k' });
    expect(planSearch('visa', 'vis 7k3')).toEqual({ type: 'prefix', prefix: 'vis-7k3' });
  });

  it('looks up names folded: lower case, without accents, one space between words', () => {
    expect(planSearch('brela', 'HALIMA')).toEqual({ type: 'prefix', prefix: 'halima' });
    expect(planSearch('visa', 'Renée')).toEqual({ type: 'prefix', prefix: 'renee' });
    expect(planSearch('business', 'Khamis  Ali   Sa')).toEqual({ type: 'prefix', prefix: 'khamis ali sa' });
  });

  it('looks up a number by its digits, however it was typed', () => {
    expect(planSearch('tin', '0754 123')).toEqual({ type: 'prefix', prefix: '0754123' });
    expect(planSearch('tin', '+255 754')).toEqual({ type: 'prefix', prefix: '255754' });
    expect(planSearch('brela', '1990-0101')).toEqual({ type: 'prefix', prefix: '19900101' });
  });

  it('looks up a long search by the start the index keeps', () => {
    const plan = planSearch('visa', 'Mwanaishaabdallahmohamedi');
    expect(plan).toEqual({ type: 'prefix', prefix: 'mwanaishaabdallahmoh' });
  });
});
