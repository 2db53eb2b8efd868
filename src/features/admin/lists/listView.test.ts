import { filtersFromParams, listPath, paramsFromFilters } from './listView';

const parse = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('list filters in the address', () => {
  it.each([
    ['nothing: the work queue', '', { view: 'attention', q: '' }],
    [
      'every filter',
      'view=all&status=in_review&payment=paid&q=asha',
      { view: 'all', status: 'in_review', payment: 'paid', q: 'asha' },
    ],
    [
      'a status and payment: all applications',
      'status=approved&payment=paid',
      { view: 'all', status: 'approved', payment: 'paid', q: '' },
    ],
    ['a search: all applications', 'q=%20VIS-7K3Q9X%20', { view: 'all', q: 'VIS-7K3Q9X' }],
    [
      'nothing it knows: the work queue',
      'view=everything&status=lost&payment=free&q=%20',
      { view: 'attention', q: '' },
    ],
    [
      'all, with unknown filters left out',
      'view=all&status=In%20review&payment=PAID',
      { view: 'all', q: '' },
    ],
    [
      "an agent: that agent's work queue, the number in capitals",
      'agent=%20agt-7k3qm',
      {
        view: 'attention',
        agent: 'AGT-7K3QM',
        q: '',
      },
    ],
    [
      "an agent with the other filters: that agent's applications among all",
      'view=all&status=approved&agent=AGT-7K3QM&q=asha',
      { view: 'all', status: 'approved', agent: 'AGT-7K3QM', q: 'asha' },
    ],
    ['something that is no AAN: no agent', 'view=all&agent=A%2FB%20C', { view: 'all', q: '' }],
    [
      "one staff member's (Mine is the reader's uid): their work queue",
      'assignee=Xq3vB7uid',
      { view: 'attention', assignee: 'Xq3vB7uid', q: '' },
    ],
    ["nobody's, among all", 'view=all&assignee=nobody', { view: 'all', assignee: null, q: '' }],
    ['something that is no uid: anyone', 'view=all&assignee=a%2Fb', { view: 'all', q: '' }],
  ])('reads %s', (_, search, filters) => {
    expect(parse(search)).toEqual(filters);
  });

  it('keeps a search no longer than the search box takes', () => {
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('writes the filters back as they were read, and nothing for the work queue', () => {
    const search = 'view=all&status=rejected&payment=failed&agent=AGT-7K3QM&q=grace+otieno';
    expect(paramsFromFilters(parse(search)).toString()).toBe(search);
    expect(paramsFromFilters(parse('view=attention')).toString()).toBe('');
    expect(paramsFromFilters(parse('agent=AGT-7K3QM')).toString()).toBe('agent=AGT-7K3QM');
    expect(paramsFromFilters(parse('assignee=nobody')).toString()).toBe('assignee=nobody');
    expect(paramsFromFilters(parse('view=all&assignee=Xq3vB7uid')).toString()).toBe(
      'view=all&assignee=Xq3vB7uid',
    );
  });

  it("links to a service's list with those filters", () => {
    expect(listPath('visa', { view: 'all', status: 'in_review', q: '' })).toBe(
      '/ad/visa?view=all&status=in_review',
    );
    expect(listPath('business', { view: 'attention', q: '' })).toBe('/ad/business');
    expect(listPath('tin', { view: 'all', agent: 'AGT-7K3QM', q: '' })).toBe(
      '/ad/tin?view=all&agent=AGT-7K3QM',
    );
  });
});
