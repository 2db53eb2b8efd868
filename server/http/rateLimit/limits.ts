import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Firestore } from 'firebase-admin/firestore';
import type { ApiErrorCode } from '#domain/apiErrors';
import type { Logger } from 'pino';
import { isOrderId } from '#domain/payment';
import { MAX_UPLOAD_BYTES } from '#domain/uploads';
import { addressKey, limitedCaller, type CallerChecks } from './caller.ts';
import { FirestoreRateLimitStore } from './firestoreStore.ts';
import { applicantSignedIn, applicantUid } from '../requireApplicant.ts';

const MINUTE = 60_000;

/** A budget per client address: `limit` requests (or bytes) per `windowMs`. */
type Budget = { windowMs: number; limit: number };

/**
 * What one client address may spend. Generous for a person or an agent's office behind one
 * address (a few applications an hour, each with its retries), small for a script.
 */
export const BUDGETS = {
  paymentStart: { windowMs: 15 * MINUTE, limit: 20 },
  paymentStatus: { windowMs: 10 * MINUTE, limit: 300 },
  // Per order, not per address: the gateway posts every order's webhook from the same few
  // addresses (50 a second at a campaign's peak), once and again when we do not answer. Each makes
  // us ask the gateway, which is what a flood of one order's webhooks is stopped short of.
  paymentWebhook: { windowMs: 5 * MINUTE, limit: 20 },
  uploads: { windowMs: 60 * MINUTE, limit: 30 },
  uploadBytes: { windowMs: 60 * MINUTE, limit: 12 * MAX_UPLOAD_BYTES },
  tinDuplicates: { windowMs: 15 * MINUTE, limit: 30 },
  // Guessing a phone number for a known reference is what this budget slows down.
  track: { windowMs: 15 * MINUTE, limit: 20 },
  receipts: { windowMs: 15 * MINUTE, limit: 30 },
  // Reading what staff asked and answering it take the same proof as Track, so as little guessing.
  requestAnswers: { windowMs: 15 * MINUTE, limit: 30 },
  // Listing and downloading results take the same proof as Track, so as little guessing.
  results: { windowMs: 15 * MINUTE, limit: 30 },
  // A copy of one's data and a request to delete it take the same proof as Track, so as little guessing.
  myData: { windowMs: 15 * MINUTE, limit: 30 },
  // A bank or an office checking receipts one by one; a script trying codes is stopped here.
  verify: { windowMs: 15 * MINUTE, limit: 60 },
  // Creating is what costs (an SMS, staff time): a script without App Check's token is stopped
  // here. By caller, before the body is read; then per device (its anonymous Firebase user), so
  // one device behind an address shared by many (a café, a mobile network) is not all there is.
  applications: { windowMs: 60 * MINUTE, limit: 30 },
  applicationsPerSender: { windowMs: 24 * 60 * MINUTE, limit: 30 },
  feedback: { windowMs: 60 * MINUTE, limit: 10 },
  feedbackPerSender: { windowMs: 24 * 60 * MINUTE, limit: 10 },
  // "Become an agent": a person asks once, perhaps again after a mistake; an admin reads each one.
  agentRequests: { windowMs: 60 * MINUTE, limit: 10 },
  agentRequestsPerSender: { windowMs: 24 * 60 * MINUTE, limit: 5 },
  // Every visit to My applications, and its Try again, from everyone behind one address.
  myApplications: { windowMs: 15 * MINUTE, limit: 60 },
  // An agent paging and searching their clients (each visit also reads the views' counts once): a
  // busy morning's worth from one address.
  agentClients: { windowMs: 15 * MINUTE, limit: 200 },
  // Each form opened through an agent's link asks once: a café's worth; a script listing the
  // agents' names is slowed here.
  agentNames: { windowMs: 15 * MINUTE, limit: 60 },
} satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

/**
 * How many times an address's budget a signed-in account, or an address whose requests carry App
 * Check's token, may spend (docs/decisions/0009-limits-by-caller.md). 30 applications an hour is a
 * script's ceiling; a campaign day's café, or a mobile network's shared address, sends more.
 */
export const CALLER_FACTOR = 10;

/**
 * The limits counted by caller. The others stay by address alone: lookups whose abuse is listing
 * (agents' names, result codes), asking to become an agent, and the gateway's webhook.
 */
const BY_CALLER = new Set<BudgetName>([
  'paymentStart',
  'paymentStatus',
  'uploads',
  'uploadBytes',
  'tinDuplicates',
  'track',
  'receipts',
  'requestAnswers',
  'results',
  'myData',
  'applications',
  'feedback',
  'myApplications',
  'agentClients',
]);

/**
 * What one staff member may spend, counted by their account (after requireStaff has verified it)
 * rather than their address: a whole office works behind one, and one person's burst must not shut
 * out their colleagues. Each action is a record or a message someone reads, so a budget far above a
 * working hour's, low enough that a stolen session cannot flood the export log or an applicant's
 * phone.
 */
export const STAFF_BUDGETS = {
  exports: { windowMs: 60 * MINUTE, limit: 20 },
  resends: { windowMs: 60 * MINUTE, limit: 30 },
  // Each application opened is a look on record: a long day's reading fits, a script copying the
  // records one by one does not get far.
  applicationReads: { windowMs: 60 * MINUTE, limit: 600 },
  // An export asks for its applications a hundred at a time (EXPORT_EXTRAS_BATCH): a year of one
  // service's applications fits in an hour, a script copying every record does not.
  exportBatches: { windowMs: 60 * MINUTE, limit: 300 },
} satisfies Record<string, Budget>;

export type StaffBudgetName = keyof typeof STAFF_BUDGETS;

export const RATE_LIMITED_CODE = 'rateLimited' satisfies ApiErrorCode;
export const STAFF_RATE_LIMITED_CODE = 'staff.rateLimited' satisfies ApiErrorCode;

const CLIENT_REFUSAL = {
  message: 'Too many requests from your connection. Please wait a few minutes and try again.',
  code: RATE_LIMITED_CODE,
};
const STAFF_REFUSAL = {
  message: 'You have done this too many times in the last hour. Please wait a while and try again.',
  code: STAFF_RATE_LIMITED_CODE,
};

/** The order a webhook names (its JSON body read first), or its sender when it names none. */
function webhookKey(req: Request) {
  const orderId: unknown = (req.body as { order_id?: unknown } | undefined)?.order_id;
  return isOrderId(orderId) ? `order:${orderId}` : addressKey(req);
}

/** The uid requireStaff verified, which must run first. */
const staffKey = (_req: Request, res: Response) => (res.locals.staff as { uid: string }).uid;

function refuse(res: Response, resetTime: Date | undefined, refusal = CLIENT_REFUSAL) {
  if (!res.get('Retry-After')) {
    const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
    res.set('Retry-After', String(seconds));
  }
  res.status(429).json(refusal);
}

/**
 * Per-client limits kept in Firestore, so they hold however many instances of the API run. Over
 * a limit: 429, `Retry-After` in seconds and `{message, code: 'rateLimited'}`, which the app
 * shows translated. A counter that cannot be reached lets the request through (and is logged):
 * the limits protect the service, and must not become the reason it fails.
 */
export function rateLimits({
  db,
  logger,
  scale,
  checks,
}: {
  db: Firestore;
  logger: Logger;
  scale: number;
  /** How a caller is told apart: their ID token, and App Check's verdict. */
  checks: CallerChecks;
}) {
  const scaled = (budget: Budget) => ({ ...budget, limit: Math.ceil(budget.limit * scale) });
  /** The request's key and limit for a budget counted by caller. */
  const byCaller = async (budget: Budget, req: Request, res: Response) => {
    const { tier, key } = await limitedCaller(req, res, checks);
    const { limit } = scaled(budget);
    return { key, limit: tier === 'address' ? limit : limit * CALLER_FACTOR };
  };

  const counted = (
    name: string,
    budget: Budget,
    keyGenerator: (req: Request, res: Response) => string | Promise<string>,
    refusal: typeof CLIENT_REFUSAL,
    limit: number | ((req: Request, res: Response) => Promise<number>) = scaled(budget).limit,
  ): RequestHandler => {
    const { windowMs } = budget;
    return rateLimit({
      windowMs,
      limit,
      store: new FirestoreRateLimitStore(db, name),
      keyGenerator,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      passOnStoreError: true,
      logger,
      handler: (req, res) =>
        refuse(res, (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime, refusal),
    });
  };
  const limiter = (name: BudgetName) => {
    const budget = BUDGETS[name];
    if (!BY_CALLER.has(name)) return counted(name, budget, addressKey, CLIENT_REFUSAL);
    return counted(
      name,
      budget,
      async (req, res) => (await byCaller(budget, req, res)).key,
      CLIENT_REFUSAL,
      async (req, res) => (await byCaller(budget, req, res)).limit,
    );
  };
  /**
   * Per device (its anonymous Firebase user): mounted after requireApplicant, whatever address it
   * comes from. A signed-in account was counted by caller already, with its larger budget.
   */
  const senderLimiter = (name: BudgetName): RequestHandler => {
    const perDevice = counted(name, BUDGETS[name], (_req, res) => `uid:${applicantUid(res)}`, CLIENT_REFUSAL);
    return (req, res, next) => (applicantSignedIn(res) ? next() : perDevice(req, res, next));
  };
  /** Per staff account: mounted after requireStaff, inside the staff routes. */
  const staffLimiter = (name: StaffBudgetName) =>
    counted(`staff-${name}`, STAFF_BUDGETS[name], staffKey, STAFF_REFUSAL);

  /** Bytes are counted as the client declares them, before a byte is read. */
  const bytesLimiter = (name: BudgetName): RequestHandler => {
    const budget = BUDGETS[name];
    const store = new FirestoreRateLimitStore(db, name);
    store.init({ windowMs: budget.windowMs });
    return async (req, res, next) => {
      const declared = Number(req.get('content-length'));
      const bytes = Number.isFinite(declared) && declared > 0 ? declared : MAX_UPLOAD_BYTES;
      try {
        const { key, limit } = await byCaller(budget, req, res);
        const { totalHits, resetTime } = await store.add(key, bytes);
        if (totalHits > limit) return refuse(res, resetTime);
      } catch (error) {
        logger.error({ err: error }, 'rate limit counter unavailable; request allowed');
      }
      next();
    };
  };

  return {
    paymentStart: limiter('paymentStart'),
    paymentStatus: limiter('paymentStatus'),
    paymentWebhook: counted('paymentWebhook', BUDGETS.paymentWebhook, webhookKey, CLIENT_REFUSAL),
    uploads: limiter('uploads'),
    uploadBytes: bytesLimiter('uploadBytes'),
    tinDuplicates: limiter('tinDuplicates'),
    track: limiter('track'),
    receipts: limiter('receipts'),
    requestAnswers: limiter('requestAnswers'),
    results: limiter('results'),
    myData: limiter('myData'),
    verify: limiter('verify'),
    applications: limiter('applications'),
    feedback: limiter('feedback'),
    agentRequests: limiter('agentRequests'),
    perSender: {
      applications: senderLimiter('applicationsPerSender'),
      feedback: senderLimiter('feedbackPerSender'),
      agentRequests: senderLimiter('agentRequestsPerSender'),
    },
    myApplications: limiter('myApplications'),
    agentClients: limiter('agentClients'),
    agentNames: limiter('agentNames'),
    staffExports: staffLimiter('exports'),
    staffResends: staffLimiter('resends'),
    staffApplicationReads: staffLimiter('applicationReads'),
    staffExportBatches: staffLimiter('exportBatches'),
  };
}

/** Every limit, each a handler that a route lists first (server/http/guards.ts). */
export type RateLimits = ReturnType<typeof rateLimits>;
