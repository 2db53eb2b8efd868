import { describe, expect, it } from 'vitest';
import type { ClientSummary } from '#domain/agentClients';
import { holding, keepInSight } from './heldInSight';

const client = (id: string) => ({ kind: 'visa', id, reference: `VIS-${id}` }) as unknown as ClientSummary;
const ids = (list: ClientSummary[]) => list.map((each) => each.id);

describe('keepInSight', () => {
  it('puts a card the agent acted on back where it stood once it has left the view', () => {
    const [a, b, c] = [client('a'), client('b'), client('c')];
    expect(ids(keepInSight([a, c], [{ index: 1, client: b }]))).toEqual(['a', 'b', 'c']);
    expect(ids(keepInSight([], [{ index: 3, client: b }]))).toEqual(['b']);
  });

  it('shows a card still in the view once, as the API has it now', () => {
    const fresh = { ...client('b'), status: 'in_review' } as ClientSummary;
    const kept = keepInSight([client('a'), fresh], [{ index: 0, client: client('b') }]);
    expect(kept).toEqual([client('a'), fresh]);
  });

  it('keeps the first position a card was acted on at', () => {
    const held = holding(holding([], 2, client('b')), 0, client('b'));
    expect(held).toEqual([{ index: 2, client: client('b') }]);
  });
});
