import type { ClientSummary } from '#domain/agentClients';

/** A card the agent acted on, and where it stood in the list then. */
export type HeldCard = { index: number; client: ClientSummary };

const keyOf = (client: Pick<ClientSummary, 'kind' | 'id'>) => `${client.kind}/${client.id}`;

/**
 * The list as fresh from the API, with each card the agent acted on put back where it stood when
 * it has left the view (an answered client is no longer "Action needed"): what they did, and its
 * confirmation, stays in sight until they change the view.
 */
export function keepInSight(fresh: ClientSummary[], held: HeldCard[]): ClientSummary[] {
  const shown = new Set(fresh.map(keyOf));
  const list = [...fresh];
  for (const { index, client } of [...held].sort((a, b) => a.index - b.index)) {
    if (shown.has(keyOf(client))) continue;
    shown.add(keyOf(client));
    list.splice(Math.min(index, list.length), 0, client);
  }
  return list;
}

/** `held` with `client`, once: the first position it was acted on at is kept. */
export function holding(held: HeldCard[], index: number, client: ClientSummary): HeldCard[] {
  return held.some((each) => keyOf(each.client) === keyOf(client)) ? held : [...held, { index, client }];
}
