// What "My clients" costs an agent with thousands of applications: the documents and count
// aggregations the API reads for the first page, the next page, a view and a search, beside the
// number of applications the agent has. Measured on the function behind GET /api/agent/clients,
// run here against the bench's emulator, by counting what each Firestore read returns.
import { DocumentReference, Query, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { APPLICATION_KINDS, COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { SEARCH_INDEX_FIELD, searchPrefixesOf } from '#domain/searchIndex';
import { CLIENTS_PAGE_SIZE, type ClientView } from '#domain/agentClients';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { agentClients, agentNeeds } from '#server/agents/clients.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';

export const AGENT_APPLICATIONS = 5_000;
export const BENCH_AAN = 'AGT-BENCH';
const AAN = BENCH_AAN;
const BATCH = 400;

export type ClientsPageCost = {
  what: string;
  documents: number;
  aggregations: number;
  shown: number;
  ms: number;
};
export type AgentClientsCost = {
  applications: number;
  pageSize: number;
  pages: ClientsPageCost[];
};

/** Reads counted as Firestore bills them: a document per one returned, one per count aggregation. */
const counted = { documents: 0, aggregations: 0 };
let counting = false;

function countReads(db: Firestore) {
  if (counting) return;
  counting = true;
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function (this: Query) {
    const snapshot = await queryGet.call(this);
    counted.documents += snapshot.size;
    return snapshot;
  } as typeof queryGet;
  const docGet = DocumentReference.prototype.get;
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    const snapshot = await docGet.call(this);
    counted.documents += 1;
    return snapshot;
  } as typeof docGet;
  // firebase-admin exports no AggregateQuery class: its prototype is reached through an instance.
  const aggregatePrototype = Object.getPrototypeOf(db.collection(COLLECTIONS.agents).count()) as {
    get: () => Promise<unknown>;
  };
  const aggregateGet = aggregatePrototype.get;
  aggregatePrototype.get = async function (this: unknown) {
    counted.aggregations += 1;
    return aggregateGet.call(this);
  } as typeof aggregateGet;
}

/** The agent's applications, spread over the services and the last months, a quarter of them paid. */
async function seedAgentApplications(db: Firestore) {
  await db.collection(COLLECTIONS.agents).doc(AAN).set({ aan: AAN, name: 'Bench Agent', status: 'active' });
  const have = (
    await Promise.all(
      APPLICATION_KINDS.map(
        async (kind) =>
          (await db.collection(APPLICATIONS[kind].collection).where('AAN', '==', AAN).count().get()).data()
            .count,
      ),
    )
  ).reduce((sum, count) => sum + count, 0);
  const now = Date.now();
  for (let start = have; start < AGENT_APPLICATIONS; start += BATCH) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + BATCH, AGENT_APPLICATIONS); index += 1) {
      const kind = APPLICATION_KINDS[index % APPLICATION_KINDS.length]!;
      const record = {
        ...VALID_APPLICATIONS[kind](),
        ...newApplicationMeta(kind, { lang: 'en', submittedBy: null }),
        AAN,
        ...(index % 4 === 0 ? { paymentStatus: 'paid', status: 'in_review' } : {}),
        ...(index % 50 === 1 ? { status: 'action_needed' } : {}),
      };
      batch.set(db.collection(APPLICATIONS[kind].collection).doc(), {
        ...record,
        [SEARCH_INDEX_FIELD]: searchPrefixesOf(kind, record),
        createdAt: Timestamp.fromMillis(now - index * 15 * 60_000),
      });
    }
    await batch.commit();
  }
}

/** What `read` costs: documents and aggregations read, and its time. */
async function measured<T>(read: () => Promise<T>) {
  counted.documents = 0;
  counted.aggregations = 0;
  const started = performance.now();
  const answer = await read();
  const { documents, aggregations } = counted;
  return { answer, documents, aggregations, ms: Math.round(performance.now() - started) };
}

async function measurePage(db: Firestore, what: string, view: ClientView, q = '', before?: string) {
  const { answer, ...cost } = await measured(() => agentClients(db, { aan: AAN, view, q, before }));
  return { cost: { what, shown: answer.clients.length, ...cost }, next: answer.next ?? undefined };
}

/** The views' counts, read once beside whichever page is shown. */
async function measureNeeds(db: Firestore): Promise<ClientsPageCost> {
  const { answer, ...cost } = await measured(() => agentNeeds(db, AAN));
  return { what: "The views' counts", shown: Object.keys(answer).length, ...cost };
}

export async function measureAgentClients(projectId: string): Promise<AgentClientsCost> {
  const { db } = initFirebaseAdmin(projectId);
  await seedAgentApplications(db);
  countReads(db);
  const first = await measurePage(db, 'First page', 'all');
  const second = await measurePage(db, 'Next page', 'all', '', first.next);
  const needing = await measurePage(db, 'Action needed', 'actionNeeded');
  const search = await measurePage(db, 'A search matching 1,250 ("baraka")', 'all', 'baraka');
  return {
    applications: AGENT_APPLICATIONS,
    pageSize: CLIENTS_PAGE_SIZE,
    pages: [first.cost, second.cost, needing.cost, search.cost, await measureNeeds(db)],
  };
}
