import { z } from 'zod';
import { ACCESS_LOG_RULE, RETENTION_RULES } from './retention/rules.ts';

const hostPort = z
  .string()
  .regex(/^[\w.-]+:\d{1,5}$/, 'must look like host:port, for example 127.0.0.1:8080');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A retention period: at least a day, at most 30 years. */
const retentionDays = (days: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 366)
    .default(days);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * How many proxies in front of the API append to X-Forwarded-For: the client's address is read
     * that many hops from the right, so an address the client wrote itself is never believed.
     * Unset: 0 locally (the browser talks to the API directly), 2 in production (Firebase Hosting,
     * then Google's front end before the function).
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /**
     * The addresses Firebase Hosting's requests reach the function from (as the hop inside it
     * reports them), comma-separated addresses or CIDR ranges. When set, the outermost of
     * TRUST_PROXY_HOPS is believed only for requests from these; a caller of the function's own
     * address cannot then choose the address its rate limits are counted under.
     */
    HOSTING_PROXY_RANGES: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((range) => range.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
      .optional(),
    /** Multiplies every per-client rate limit; tests that send a browser's worth of traffic raise it. */
    RATE_LIMIT_SCALE: z.coerce.number().min(1).max(100_000).default(1),
    /** The built SPA; when set, the API serves it beside /api on one port. */
    STATIC_DIR: optionalText,
    /**
     * What every applicant together may upload in a Dar es Salaam day, in bytes (20 GB unless set):
     * the bound on what a flood from many addresses can store. Past it, uploads wait for tomorrow.
     */
    UPLOAD_BYTES_DAILY: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .max(10 ** 13)
      .default(20 * 1024 ** 3),
    /** Uploaded documents: a folder on this machine, or the Cloud Storage bucket when BLOB_STORE=gcs. */
    BLOB_STORE: z.enum(['local', 'gcs']).default('local'),
    BLOB_DIR: z.string().default('.data/blobs'),
    /** Payments: the local sandbox gateway by default, Selcom when configured. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'selcom']).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
    SELCOM_BASE_URL: z.url().default('https://apigw.selcommobile.com/v1'),
    SELCOM_API_KEY: optionalText,
    SELCOM_API_SECRET: optionalText,
    SELCOM_VENDOR: optionalText,
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
    /**
     * How long the gateway keeps an order open for payment (Selcom's `expiry`, in minutes). Past it
     * a payer who left the payment page unpaid is offered Pay again.
     */
    PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1_440).default(60),
    /**
     * The agency's rate for the approximate US dollar figure beside a price (shillings to one
     * dollar). Only shown: every charge is in shillings, at the card issuer's own rate.
     */
    PAYMENT_TSH_PER_USD: z.coerce.number().int().min(100).max(100_000).default(2_500),
    /**
     * The app's public address for payment redirects and webhooks. Required in production; outside
     * it, taken from each request when unset.
     */
    PUBLIC_URL: z.url().optional(),
    /** Text messages to applicants: the local outbox by default, Beem Africa when configured. */
    SMS_PROVIDER: z.enum(['sandbox', 'beem']).default('sandbox'),
    ALLOW_SANDBOX_SMS: z.enum(['true', 'false']).default('false'),
    BEEM_BASE_URL: z.url().default('https://apisms.beem.africa'),
    /** Beem's delivery reports, on an address of their own. */
    BEEM_DLR_BASE_URL: z.url().default('https://dlrapi.beem.africa'),
    BEEM_API_KEY: optionalText,
    BEEM_SECRET_KEY: optionalText,
    /** The sender name Beem approved for the account, shown as the message's sender. */
    BEEM_SENDER_ID: optionalText,
    SMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    /**
     * Delivery reports one run of the scheduled job asks the SMS gateway for (every 10 minutes,
     * about SMS of the last 24 hours not known to be delivered, oldest first): more wait a run.
     */
    SMS_DELIVERY_REPORTS_PER_RUN: z.coerce.number().int().min(1).max(1_000).default(200),
    /**
     * "Application received" SMS one phone number may be sent in a Dar es Salaam day, however many
     * applications carry it: anyone can create applications, so past this they are held, not sent.
     */
    SMS_RECEIVED_PER_NUMBER_DAILY: z.coerce.number().int().min(0).max(100_000).default(3),
    /**
     * SMS handed to the provider in a Dar es Salaam day, every event and number together: what the
     * agency can be made to spend. Past it, messages wait for the next day's budget.
     */
    SMS_DAILY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    /**
     * Days each kind of record is kept after its application is finished (server/retention/rules.ts
     * gives each default and why): uploaded documents, results' files, personal fields.
     */
    RETENTION_DOCUMENTS_DAYS: retentionDays(RETENTION_RULES.documents.defaultDays),
    RETENTION_RESULTS_DAYS: retentionDays(RETENTION_RULES.results.defaultDays),
    RETENTION_PERSONAL_DAYS: retentionDays(RETENTION_RULES.personal.defaultDays),
    /** Days each look in the access log is kept (ACCESS_LOG_RULE). */
    RETENTION_ACCESS_LOG_DAYS: retentionDays(ACCESS_LOG_RULE.defaultDays),
    /** How often the local API looks for messages due to be sent (the Cloud Function uses triggers). */
    NOTIFY_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
    RECONCILE_AFTER_MINUTES: z.coerce.number().min(0).max(10_080).default(10),
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z][a-z\d-]{4,29}$/, 'must be a Firebase project id'),
    FIRESTORE_EMULATOR_HOST: hostPort.optional(),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
    // Public web-app settings handed to the browser; needed only against a real project. Not named
    // FIREBASE_…: Cloud Functions reserves that prefix, and firebase-tools refuses such a .env.
    WEB_API_KEY: optionalText,
    WEB_AUTH_DOMAIN: optionalText,
    WEB_APP_ID: optionalText,
    STORAGE_BUCKET: optionalText,
    WEB_MESSAGING_SENDER_ID: optionalText,
    /**
     * App Check on the public writes (creating applications and feedback): `off`, `monitor` (log
     * requests without a valid token) or `enforce` (refuse them). See docs/operations/security.md
     * before enforcing.
     */
    APP_CHECK: z.enum(['off', 'monitor', 'enforce']).default('off'),
    /** The web app's reCAPTCHA Enterprise site key (public): the app then sends App Check tokens. */
    APP_CHECK_SITE_KEY: optionalText,
    /** A debug token registered in the console, for a developer's browser (never in production). */
    APP_CHECK_DEBUG_TOKEN: optionalText,
    /** Set by Cloud Run and Cloud Functions: their presence means a deployed server. */
    K_SERVICE: optionalText,
    FUNCTION_TARGET: optionalText,
  })
  .superRefine((env, ctx) => {
    const emulated = Boolean(env.FIRESTORE_EMULATOR_HOST);
    if (emulated !== Boolean(env.FIREBASE_AUTH_EMULATOR_HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'set both emulator hosts or neither',
      });
    }
    if (env.PAYMENT_PROVIDER === 'selcom') {
      for (const key of ['SELCOM_API_KEY', 'SELCOM_API_SECRET', 'SELCOM_VENDOR'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=selcom' });
      }
    }
    if (env.SMS_PROVIDER === 'beem') {
      for (const key of ['BEEM_API_KEY', 'BEEM_SECRET_KEY', 'BEEM_SENDER_ID'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=beem' });
      }
    }
    // A deployed server is live whatever NODE_ENV says: the sandbox there takes no real money.
    const deployed = isDeployed(env);
    // …and sends no real message: applicants would be told nothing.
    if (
      env.SMS_PROVIDER === 'sandbox' &&
      (env.NODE_ENV === 'production' || deployed) &&
      env.ALLOW_SANDBOX_SMS !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: `is the sandbox outbox ${deployed ? 'in a deployed server' : 'in production'}, where applicants get no SMS; set SMS_PROVIDER=beem (or ALLOW_SANDBOX_SMS=true for a demo)`,
      });
    }
    if (
      env.PAYMENT_PROVIDER === 'sandbox' &&
      (env.NODE_ENV === 'production' || deployed) &&
      env.ALLOW_SANDBOX_PAYMENTS !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: `is the sandbox ${deployed ? 'in a deployed server' : 'in production'}; set PAYMENT_PROVIDER=selcom (or ALLOW_SANDBOX_PAYMENTS=true for a demo)`,
      });
    }
    // Enforcing with no way for the app to get a token would refuse every applicant.
    if (env.APP_CHECK === 'enforce' && !env.APP_CHECK_SITE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_CHECK_SITE_KEY'],
        message: 'is required when APP_CHECK=enforce: without it the app sends no token',
      });
    }
    // A request's Host header is not trusted for the gateway's return and webhook addresses.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "is required in production: the app's public address for payment redirects and webhooks, for example https://applytz.web.app",
      });
    }
    // Instances of a deployed server share no disk, and each loses its own when it stops.
    if (deployed && !emulated && env.BLOB_STORE === 'local') {
      ctx.addIssue({
        code: 'custom',
        path: ['BLOB_STORE'],
        message:
          "is the server's own disk in a deployed server, where documents would be lost; set BLOB_STORE=gcs",
      });
    }
    if (env.BLOB_STORE === 'gcs' && !env.STORAGE_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_BUCKET'],
        message: 'is required when BLOB_STORE=gcs',
      });
    }
    if (!emulated && !env.WEB_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_API_KEY'],
        message: 'is required when not using the emulators',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Cloud Run and Cloud Functions name the service they run: a deployed server, whatever NODE_ENV says. */
export function isDeployed(env: Pick<Env, 'K_SERVICE' | 'FUNCTION_TARGET'>) {
  return Boolean(env.K_SERVICE || env.FUNCTION_TARGET);
}

/**
 * A developer's machine: not production, not deployed, and on the emulators, whose data is made up.
 * The absence of K_SERVICE alone proves nothing (a server on a VM sets none); the emulators do.
 */
export function isLocalStack(env: Env) {
  return env.NODE_ENV !== 'production' && !isDeployed(env) && Boolean(env.FIRESTORE_EMULATOR_HOST);
}

export class EnvError extends Error {}

/** Parses the environment or throws one readable message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
}

/** The bucket Cloud Functions announce in FIREBASE_CONFIG (JSON with projectId, storageBucket…). */
function bucketOf(firebaseConfig: string | undefined): string | undefined {
  try {
    const bucket = (JSON.parse(firebaseConfig ?? '{}') as { storageBucket?: unknown }).storageBucket;
    return typeof bucket === 'string' && bucket ? bucket : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Cloud Function's settings: always production, whatever NODE_ENV the deployment carries;
 * documents in the project's Cloud Storage bucket; the project id and bucket from the function's
 * environment unless given.
 */
export function parseFunctionEnv(source: Record<string, string | undefined>): Env {
  return parseEnv({
    FIREBASE_PROJECT_ID: source.GCLOUD_PROJECT,
    STORAGE_BUCKET: bucketOf(source.FIREBASE_CONFIG),
    BLOB_STORE: 'gcs',
    ...source,
    NODE_ENV: 'production',
    // The functions runtime listens, not our code; the emulator sets PORT to a socket's path.
    PORT: undefined,
  });
}

/** Where links in messages point: the public address, or (locally, when none is set) the API's own. */
export function publicUrlOf(env: Env) {
  return env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
}
