import { LIMITS } from './common';
import { newExportEventSchema } from './exports';

const valid = {
  kind: 'visa',
  filter: { view: 'all', status: 'in_review', payment: 'paid', q: 'Zuhura' },
  format: 'xlsx',
  rows: 1_500,
};
const accepts = (body: unknown) => newExportEventSchema.safeParse(body).success;

describe('what a browser reports of an export', () => {
  it('is a service, the list filters as the address holds them and a format (the API counts the rows)', () => {
    const { rows: _counted, ...exported } = valid;
    expect(accepts(exported)).toBe(true);
    // What a page loaded before the API counted still sends.
    expect(accepts(valid)).toBe(true);
    expect(accepts({ ...valid, filter: { view: 'attention' }, format: 'csv', rows: 0 })).toBe(true);
    expect(accepts({ ...valid, filter: { view: 'all' } })).toBe(true);
    expect(accepts({ ...valid, filter: { view: 'all', q: 'x'.repeat(LIMITS.search) } })).toBe(true);
  });

  it.each([
    ['an unknown service', { kind: 'passport' }],
    ['an unknown format', { format: 'pdf' }],
    ['a fraction of a row', { rows: 1.5 }],
    ['fewer than no rows', { rows: -1 }],
    ['rows as text', { rows: '12' }],
    ['the work queue narrowed by status', { filter: { view: 'attention', status: 'approved' } }],
    ['an unknown view', { filter: { view: 'everything' } }],
    ['an unknown status', { filter: { view: 'all', status: 'lost' } }],
    ['an empty search', { filter: { view: 'all', q: '' } }],
    ['a search longer than a list keeps', { filter: { view: 'all', q: 'x'.repeat(LIMITS.search + 1) } }],
    ['who exported it (the API says)', { actorUid: 'someone-else' }],
    ['when (the API says)', { at: '2026-01-15T08:30:00.000Z' }],
  ])('refuses %s', (_, change) => {
    expect(accepts({ ...valid, ...change })).toBe(false);
  });

  it('refuses no body at all', () => {
    expect(accepts(undefined)).toBe(false);
    expect(accepts({})).toBe(false);
  });
});
