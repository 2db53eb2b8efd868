import { addressOfChoice, choiceFromAddress, lengthsFor, queryOfChoice } from './reportAddress';

// 4 March 2026, 01:00 in Dar es Salaam: still 3 March by the UTC clock.
const NOW = new Date('2026-03-03T22:00:00Z');
const choiceAt = (search: string) => choiceFromAddress(new URLSearchParams(search), NOW);

describe("the Reports page's address", () => {
  it("opens this month by day, today being Dar es Salaam's", () => {
    const choice = choiceAt('');
    expect(choice).toEqual({ preset: 'thisMonth', range: { from: '2026-03-01', to: '2026-03-04' }, length: 'day' });
    expect(addressOfChoice(choice).toString()).toBe('');
    expect(queryOfChoice(choice)).toEqual({ from: '2026-03-01', to: '2026-03-04', length: 'day' });
  });

  it('keeps chosen dates, a period the range allows, a service and an agent', () => {
    const search = 'range=custom&from=2025-06-01&to=2025-12-31&length=week&kind=brela&aan=AGT-7K3QM';
    const choice = choiceAt(search);
    expect(choice).toEqual({
      preset: 'custom',
      range: { from: '2025-06-01', to: '2025-12-31' },
      length: 'week',
      kind: 'brela',
      aan: 'AGT-7K3QM',
    });
    expect(addressOfChoice(choice).toString()).toBe(search);
  });

  it("drops a period the range does not allow, and names the range's own length nowhere", () => {
    expect(choiceAt('range=custom&from=2025-01-01&to=2025-12-31&length=day').length).toBe('month');
    expect(addressOfChoice(choiceAt('range=lastMonth&length=day')).toString()).toBe('range=lastMonth');
  });

  it('ignores what it does not know', () => {
    expect(choiceAt('range=forever&kind=car&from=yesterday')).toEqual(choiceAt(''));
  });

  it('offers days up to three months, weeks up to a year', () => {
    expect(lengthsFor({ from: '2026-01-01', to: '2026-03-31' })).toEqual(['day', 'week', 'month']);
    expect(lengthsFor({ from: '2025-01-01', to: '2025-12-31' })).toEqual(['week', 'month']);
    expect(lengthsFor({ from: '2023-01-01', to: '2025-12-31' })).toEqual(['month']);
  });
});
