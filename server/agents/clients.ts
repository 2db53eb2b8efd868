import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  clientConditions,
  CLIENTS_PAGE_SIZE,
  NEED_VIEWS,
  type ClientCondition,
  type AgentClientsAnswer,
  type AgentNeeds,
  type ClientSummary,
  type ClientView,
} from '#domain/agentClients';
import { APPLICATIONS } from '#domain/applications';
import { nameOf, phonesOf } from '#domain/identity';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { summaryOf } from '../applications/deviceApplications.ts';

type ClientsRequest = { aan: string; view: ClientView; q: string; before?: string };

/** The applications of `kind` that meet every one of `conditions` (agentClients.ts in the domain). */
function clientsQuery(db: Firestore, kind: ApplicationKind, conditions: ClientCondition[]): Query {
  return conditions.reduce<Query>(
    (query, { field, op, value }) => query.where(field, op, value),
    db.collection(APPLICATION_COLLECTIONS[kind]),
  );
}

/**
 * A page of an agent's clients, newest first across the services. Each service is asked for at
 * most a page after the cursor, so however many applications an agent has, a page reads at most
 * one page per service; the four are merged and the newest page kept. The cursor is the last shown
 * createdAt to the nanosecond.
 */
export async function agentClients(db: Firestore, request: ClientsRequest): Promise<AgentClientsAnswer> {
  const { aan, view, q, before } = request;
  const perKind = await Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      const conditions = clientConditions(kind, aan, view, q);
      if (!conditions) return [];
      let query = clientsQuery(db, kind, conditions).orderBy('createdAt', 'desc');
      if (before) query = query.startAfter(timestampOf(before));
      const page = await query.limit(CLIENTS_PAGE_SIZE + 1).get();
      return page.docs.map((doc) => ({ kind, doc }));
    }),
  );
  const merged = perKind.flat().sort((a, b) => newestFirst(a.doc.get('createdAt'), b.doc.get('createdAt')));
  const shown = merged.slice(0, CLIENTS_PAGE_SIZE);
  const clients = await Promise.all(shown.map(({ kind, doc }) => clientOf(db, kind, doc)));
  const last = shown.at(-1);
  return {
    clients,
    next: merged.length > CLIENTS_PAGE_SIZE && last ? cursorOf(last.doc.get('createdAt')) : null,
  };
}

/**
 * Each need's count across the agent's services: count() aggregations, a read per thousand
 * entries. Asked apart from the list, which then shows as soon as its own page is read, and once
 * for every view, so switching views never shows one view's older counts.
 */
export async function agentNeeds(db: Firestore, aan: string): Promise<AgentNeeds> {
  const counts = await Promise.all(
    NEED_VIEWS.map(async (need) => {
      const perKind = await Promise.all(
        APPLICATION_KINDS.map(async (kind) => {
          const conditions = clientConditions(kind, aan, need, '') ?? [];
          return (await clientsQuery(db, kind, conditions).count().get()).data().count;
        }),
      );
      return [need, perKind.reduce((sum, count) => sum + count, 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as AgentNeeds;
}

async function clientOf(
  db: Firestore,
  kind: ApplicationKind,
  doc: FirebaseFirestore.QueryDocumentSnapshot,
): Promise<ClientSummary> {
  const record = doc.data();
  const { identity } = APPLICATIONS[kind];
  const name = nameOf(identity, record);
  const [phone] = phonesOf(identity, record);
  return { ...(await summaryOf(db, kind, doc)), ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
}

/** To the nanosecond: two applications in one millisecond keep their order. */
function newestFirst(a: unknown, b: unknown): number {
  const [x, y] = [a, b].map((value) => (value instanceof Timestamp ? value : Timestamp.fromMillis(0)));
  return y!.seconds - x!.seconds || y!.nanoseconds - x!.nanoseconds;
}
const cursorOf = (value: unknown) => {
  const time = value instanceof Timestamp ? value : Timestamp.fromMillis(0);
  return `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}`;
};
const timestampOf = (cursor: string) => {
  const [seconds, nanoseconds] = cursor.split('.').map(Number);
  return new Timestamp(seconds ?? 0, nanoseconds ?? 0);
};
