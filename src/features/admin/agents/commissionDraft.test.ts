import { noCommissions } from '#domain/agents';
import { commissionsFrom, draftsOf } from './commissionDraft';

describe('commission drafts', () => {
  it('show what is stored as an admin types it', () => {
    const drafts = draftsOf({
      ...noCommissions(),
      visa: { type: 'percent', basisPoints: 750 },
      tin: { type: 'amount', amount: 5000 },
    });
    expect(drafts.visa).toEqual({ type: 'percent', value: '7.5' });
    expect(drafts.tin).toEqual({ type: 'amount', value: '5000' });
    expect(drafts.brela).toEqual({ type: 'amount', value: '0' });
  });

  it('send percentages as basis points and amounts as whole shillings; nothing typed is none', () => {
    const drafts = {
      ...draftsOf(),
      visa: { type: 'percent', value: '10' },
      tin: { type: 'amount', value: '5,000' },
      brela: { type: 'percent', value: '' },
    } as const;
    expect(commissionsFrom(drafts)).toEqual({
      ok: true,
      // Every service left as it was is none.
      commissions: {
        ...noCommissions(),
        visa: { type: 'percent', basisPoints: 1000 },
        tin: { type: 'amount', amount: 5000 },
        brela: { type: 'percent', basisPoints: 0 },
      },
    });
  });

  it('say what is wrong with each service that is not a commission', () => {
    const drafts = {
      ...draftsOf(),
      visa: { type: 'percent', value: '101' },
      tin: { type: 'amount', value: '12.50' },
    } as const;
    expect(commissionsFrom(drafts)).toEqual({
      ok: false,
      errors: { visa: 'agents.commission.percentInvalid', tin: 'agents.commission.amountInvalid' },
    });
  });
});
