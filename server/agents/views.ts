import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { AgentChangeDetail, AgentChangeView, AgentRequestView } from '#domain/agentAdmin';
import { noCommissions, type AgentChange, type AgentView, type Commissions } from '#domain/agents';
import { statusOf } from './records.ts';

/** A stored time as the API answers it (ISO 8601); one not yet written (a pending server time) is now. */
const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date()).toISOString();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** agents/{AAN} as the API answers it; a service the record has no commission for earns none. */
export function agentView(doc: DocumentSnapshot): AgentView {
  const commission = (doc.get('commission') ?? {}) as Partial<Commissions>;
  return {
    aan: doc.id,
    uid: text(doc.get('uid')),
    name: text(doc.get('name')),
    phone: text(doc.get('phone')),
    email: text(doc.get('email')),
    status: statusOf(doc),
    commission: { ...noCommissions(), ...commission },
    createdAt: iso(doc.get('createdAt')),
    changedAt: iso(doc.get('changedAt')),
  };
}

/** agents/{AAN}/changes/{id}: what, by whom, when. */
export function agentChangeView(doc: DocumentSnapshot): AgentChangeView {
  const actorEmail = doc.get('actorEmail') as unknown;
  return {
    id: doc.id,
    change: doc.get('change') as AgentChange,
    detail: (doc.get('detail') ?? []) as AgentChangeDetail[],
    actorUid: text(doc.get('actorUid')),
    actorEmail: typeof actorEmail === 'string' ? actorEmail : null,
    at: iso(doc.get('at')),
  };
}

/** agentRequests/{id} as an admin reads it; who sent it (the device's uid) stays with the API. */
export function agentRequestView(doc: DocumentSnapshot): AgentRequestView {
  const about = text(doc.get('about'));
  return {
    id: doc.id,
    name: text(doc.get('name')),
    phone: text(doc.get('phone')),
    email: text(doc.get('email')),
    ...(about ? { about } : {}),
    createdAt: iso(doc.get('createdAt')),
  };
}
