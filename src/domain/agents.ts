// Agents: people who bring clients and apply on their behalf. An agent is a Firebase email and
// password account whose users/{uid} record has role 'agent' and their AAN, and `agents/{AAN}`
// holds the rest (written by the API only). An application's AAN field names the agent; the API
// accepts one only when its agent is active.
import * as z from 'zod/mini';
import { email, LIMITS, MSG, name, phone, text } from './common.js';
import { APPLICATION_KINDS, type ApplicationKind } from './kinds.js';
import { optionList } from './options.js';
import { canonicalAan, isAan } from './aan.js';

export { AAN_PATTERN, canonicalAan, isAan, proposedAan } from './aan.js';

/** An AAN field: optional on the forms, trimmed and in capitals, of the AAN's shape when given. */
/** Words the admin area's addresses use beside an AAN (/ad/agents/statements): never an agent's. */
const ADDRESS_WORDS = ['STATEMENTS'];

export const aanSchema = z.pipe(
  text(LIMITS.code, { optional: true }).check(
    z.refine(
      (value) => !value || (isAan(canonicalAan(value)) && !ADDRESS_WORDS.includes(canonicalAan(value))),
      MSG.agentUnknown,
    ),
  ),
  z.transform((value) => (value ? canonicalAan(value) : value)),
);

export const agentStatusOptions = optionList('agentStatus', ['active', 'suspended']);
export type AgentStatus = (typeof agentStatusOptions.values)[number];

/**
 * What an agent earns on one application of a service: a fixed amount in whole shillings, or a
 * share of its price in basis points (hundredths of a percent: 1,000 is 10%), so that every sum is
 * integer arithmetic.
 */
export type Commission = { type: 'amount'; amount: number } | { type: 'percent'; basisPoints: number };

export const BASIS_POINTS_IN_WHOLE = 10_000;

export const commissionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('amount'),
    amount: z.int().check(z.minimum(0, MSG.number), z.maximum(LIMITS.amount, MSG.numberRange)),
  }),
  z.object({
    type: z.literal('percent'),
    basisPoints: z.int().check(z.minimum(0, MSG.number), z.maximum(BASIS_POINTS_IN_WHOLE, MSG.numberRange)),
  }),
]);

/** Nothing until an admin sets it: a new agent earns 0 on every service. */
export const NO_COMMISSION: Commission = { type: 'amount', amount: 0 };

export type Commissions = Record<ApplicationKind, Commission>;

export const commissionsSchema = z.object(
  Object.fromEntries(
    APPLICATION_KINDS.map((kind) => [kind, z._default(commissionSchema, NO_COMMISSION)]),
  ) as {
    [K in ApplicationKind]: z.ZodMiniDefault<typeof commissionSchema>;
  },
);

export const noCommissions = (): Commissions =>
  Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, NO_COMMISSION])) as Commissions;

/**
 * The commission on a price, in whole shillings: a fixed amount as set (never more than the
 * price), a percentage rounded down to the shilling, so a statement never promises a fraction.
 */
export function commissionOn(price: number, commission: Commission): number {
  if (commission.type === 'amount') return Math.min(commission.amount, price);
  return Math.floor((price * commission.basisPoints) / BASIS_POINTS_IN_WHOLE);
}

/**
 * An agent's name as anyone holding their number may read it: the first name and the initial of the
 * last ("Rehema Mwakasege" → "Rehema M."), enough for a client to know whom they chose.
 */
export function publicAgentName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** Who an agent is, as an admin types it (POST /api/agents). The AAN is proposed when left empty. */
export const agentDetailsSchema = z.object({
  name: name(),
  phone: phone(),
  email: email(),
  aan: aanSchema,
});
export type AgentDetailsInput = z.input<typeof agentDetailsSchema>;
export type AgentDetails = z.output<typeof agentDetailsSchema>;

/** POST /api/agents: the details, the commission per service, and the request it approves, if any. */
export const newAgentSchema = z.extend(agentDetailsSchema, {
  commission: z._default(commissionsSchema, noCommissions()),
  requestId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, MSG.invalid))),
});

/** Someone asking to become an agent (POST /api/agent-requests, from the public page). */
export const agentRequestSchema = z.object({
  name: name(),
  phone: phone(),
  email: email(),
  /** Where they work and who their clients are: what an admin reads before approving. */
  about: text(LIMITS.text, { optional: true }),
});
export type AgentRequestInput = z.input<typeof agentRequestSchema>;

/** An agent as the API answers it (GET /api/agents, /api/agent/me). Times are ISO 8601. */
export type AgentView = {
  aan: string;
  uid: string;
  name: string;
  phone: string;
  email: string;
  status: AgentStatus;
  commission: Commissions;
  createdAt: string;
  changedAt: string;
};

/** What was done to an agent's account, by whom: agents/{AAN}/changes. */
export const agentChangeOptions = optionList('agentChange', [
  'created',
  'suspended',
  'reinstated',
  'commission',
  'details',
]);
export type AgentChange = (typeof agentChangeOptions.values)[number];
