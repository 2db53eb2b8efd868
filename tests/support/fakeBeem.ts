// A faithful fake of Beem Africa's SMS API for the test suite: POST /v1/send with HTTP Basic
// (base64 of API_KEY:SECRET_KEY) and Beem's JSON body, checked the way Beem checks them. It speaks
// real HTTP on 127.0.0.1 and can answer normally, refuse the credentials, fail, fail a few times
// and then recover, or hold the request and never answer. It also answers Beem's delivery reports
// (GET /public/v1/delivery-reports?dest_addr=…&request_id=…, same Basic auth) about the messages it
// took, each as the test tells it: delivered, not delivered with a reason, not known yet, an error.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `unauthorized` answers 401 whatever the credentials; `error` answers 500; `timeout` holds every
 * request unanswered until the fake closes; `flaky` answers 503 to the next `failures` sends, then
 * normally; `held` takes each request and answers it (normally) only when the test calls
 * `releaseHeld()`: a send in flight for as long as the test needs.
 */
export type BeemMode = 'normal' | 'unauthorized' | 'error' | 'timeout' | 'flaky' | 'held';

export type BeemCredentials = { apiKey: string; secretKey: string };

/** One request the fake received, whatever it answered. */
export type BeemCall = {
  method: string;
  path: string;
  /** The query string's parameters (a delivery report's dest_addr and request_id). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The Authorization header was Basic with this account's key and secret. */
  authOk: boolean;
  /** The JSON body, or the raw text when it was not JSON. */
  body: unknown;
  /** The status the fake answered with; undefined while held (or never answered). */
  status?: number;
};

/** One message Beem took: what a phone would receive. */
export type BeemSent = {
  requestId: number;
  sourceAddr: string;
  message: string;
  destAddr: string;
  recipientId: unknown;
};

/**
 * What the fake's delivery report says of one message it took: `delivered`; `failed`, with the
 * operator's reason; `pending`, not known yet (every message until the test says otherwise); or
 * `error`, an HTTP error (500 unless `status` says). `about` makes the report name another message
 * than the one asked about (another request_id or number), as a mixed-up answer would.
 */
export type BeemReport =
  | (({ state: 'delivered' } | { state: 'failed'; reason: string } | { state: 'pending' }) & {
      about?: { requestId?: number; destAddr?: string };
    })
  | { state: 'error'; status?: number };

export type FakeBeem = Awaited<ReturnType<typeof startFakeBeem>>;

export const DELIVERY_REPORTS_PATH = '/public/v1/delivery-reports';

/** Beem wants numbers in international format: digits only, no +, no leading 0. */
const BEEM_NUMBER = /^[1-9]\d{8,14}$/;

type Recipient = { recipient_id: unknown; dest_addr: unknown };

/** What is wrong with a send's body, or undefined when Beem would take it. */
function bodyProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Invalid JSON body';
  const fields = body as Record<string, unknown>;
  if (typeof fields.source_addr !== 'string' || !fields.source_addr.trim()) return 'Invalid source_addr';
  if (fields.encoding !== 0) return 'Invalid encoding';
  if (typeof fields.message !== 'string' || !fields.message) return 'Invalid message';
  if ('schedule_time' in fields && typeof fields.schedule_time !== 'string') return 'Invalid schedule_time';
  const { recipients } = fields;
  if (!Array.isArray(recipients) || recipients.length === 0) return 'Invalid recipients';
  const wellFormed = (recipient: unknown) =>
    typeof recipient === 'object' &&
    recipient !== null &&
    'recipient_id' in recipient &&
    (recipient as Recipient).recipient_id !== undefined &&
    (recipient as Recipient).recipient_id !== '' &&
    typeof (recipient as Recipient).dest_addr === 'string';
  if (!recipients.every(wellFormed)) return 'Invalid recipients';
  return undefined;
}

/** `port`: 0 for any free one, or the one a server started elsewhere was told to send to. */
export async function startFakeBeem(credentials: BeemCredentials, { port = 0 } = {}) {
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.secretKey}`).toString('base64')}`;
  const calls: BeemCall[] = [];
  const sent: BeemSent[] = [];
  const state = { mode: 'normal' as BeemMode, failuresLeft: 0, nextRequestId: 28_000_000 };
  const held: (() => void)[] = [];
  const reports = new Map<number, BeemReport>();
  const lookups = { latencyMs: 0, inFlight: 0, peakInFlight: 0 };

  /** Beem's answer to a delivery-report request: its checks, then the report the test chose. */
  async function answerReport(url: URL, call: BeemCall, send: (status: number, payload: unknown) => void) {
    if (state.mode === 'unauthorized' || !call.authOk) {
      return send(401, { code: 120, message: 'Invalid Authentication Parameters' });
    }
    const destAddr = url.searchParams.get('dest_addr') ?? '';
    const requestId = url.searchParams.get('request_id') ?? '';
    if (!BEEM_NUMBER.test(destAddr)) return send(400, { message: 'Invalid dest_addr' });
    if (!/^\d+$/.test(requestId)) return send(400, { message: 'Invalid request_id' });
    const message = sent.find((one) => one.requestId === Number(requestId) && one.destAddr === destAddr);
    if (!message) return send(404, { message: 'No delivery report found' });

    lookups.inFlight += 1;
    lookups.peakInFlight = Math.max(lookups.peakInFlight, lookups.inFlight);
    try {
      if (lookups.latencyMs) await new Promise((resolve) => setTimeout(resolve, lookups.latencyMs));
    } finally {
      lookups.inFlight -= 1;
    }
    const report = reports.get(message.requestId) ?? { state: 'pending' };
    if (report.state === 'error') {
      return send(report.status ?? 500, { message: 'Internal Server Error' });
    }
    const status = { delivered: 'DELIVERED', failed: 'UNDELIVERED', pending: 'PENDING' }[report.state];
    return send(200, {
      dest_addr: report.about?.destAddr ?? message.destAddr,
      request_id: report.about?.requestId ?? message.requestId,
      status,
      ...(report.state === 'failed' ? { reason: report.reason } : {}),
      timestamp: new Date().toISOString(),
    });
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let text = '';
    for await (const chunk of req) text += chunk;
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // Kept as text: Beem refuses it below.
    }
    const call: BeemCall = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      authOk: req.headers.authorization === expectedAuthorization,
      body,
    };
    calls.push(call);
    const send = (response: ServerResponse, status: number, payload: object) => {
      call.status = status;
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
    };

    if (req.method === 'GET' && url.pathname === DELIVERY_REPORTS_PATH) {
      return answerReport(url, call, (status, payload) => send(res, status, payload as object));
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/send') {
      return send(res, 404, { successful: false, message: 'Not Found' });
    }
    if (state.mode === 'timeout') return; // answered by nothing, ended when the fake closes
    // Once released, a held request is answered as the mode then says (normally, if still `held`).
    if (state.mode === 'held') await new Promise<void>((resolve) => held.push(resolve));
    if (state.mode === 'unauthorized' || !call.authOk) {
      return send(res, 401, { code: 120, message: 'Invalid Authentication Parameters' });
    }
    if (state.mode === 'error') {
      return send(res, 500, { successful: false, message: 'Internal Server Error' });
    }
    if (state.mode === 'flaky' && state.failuresLeft > 0) {
      state.failuresLeft -= 1;
      return send(res, 503, { successful: false, message: 'Service Unavailable' });
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(res, 400, { successful: false, message: 'Content-Type must be application/json' });
    }
    const problem = bodyProblem(body);
    if (problem) return send(res, 400, { successful: false, message: problem });

    const fields = body as { source_addr: string; message: string; recipients: Recipient[] };
    const valid = fields.recipients.filter((recipient) => BEEM_NUMBER.test(String(recipient.dest_addr)));
    const invalid = fields.recipients.length - valid.length;
    if (valid.length === 0) {
      return send(res, 400, {
        successful: false,
        message: 'Invalid phone number',
        valid: 0,
        invalid,
        duplicates: 0,
      });
    }
    const requestId = state.nextRequestId++;
    for (const recipient of valid) {
      sent.push({
        requestId,
        sourceAddr: fields.source_addr,
        message: fields.message,
        destAddr: String(recipient.dest_addr),
        recipientId: recipient.recipient_id,
      });
    }
    return send(res, 200, {
      successful: true,
      request_id: requestId,
      code: 100,
      message: 'Message Submitted Successfully',
      valid: valid.length,
      invalid,
      duplicates: 0,
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /**
     * Beem's base address (BEEM_BASE_URL, and BEEM_DLR_BASE_URL): sends go to `${url}/v1/send`,
     * delivery reports to `${url}${DELIVERY_REPORTS_PATH}`.
     */
    url,
    /** Every request received, in order. */
    calls,
    /** Every message taken, one per recipient. */
    sent,
    /** How the fake answers from now on; `failures` is how many sends `flaky` fails first. */
    setMode(mode: BeemMode, failures = 1) {
      state.mode = mode;
      state.failuresLeft = mode === 'flaky' ? failures : 0;
    },
    /** What the delivery report of the message Beem took as `requestId` says from now on. */
    setReport(requestId: number, report: BeemReport) {
      reports.set(requestId, report);
    },
    /** How long each delivery report takes to answer, so that lookups overlap. */
    setReportLatency(ms: number) {
      lookups.latencyMs = ms;
    },
    /** The most delivery-report requests the fake was answering at once. */
    get peakReportsInFlight() {
      return lookups.peakInFlight;
    },
    /** The delivery-report requests received, in order. */
    reportCalls: () => calls.filter((call) => call.path === DELIVERY_REPORTS_PATH),
    /** Answers every request held so far (`held`). */
    releaseHeld() {
      for (const answer of held.splice(0)) answer();
    },
    /** Back to answering normally, with nothing recorded; requests still held are never answered. */
    reset() {
      held.length = 0;
      state.mode = 'normal';
      state.failuresLeft = 0;
      calls.length = 0;
      sent.length = 0;
      reports.clear();
      Object.assign(lookups, { latencyMs: 0, inFlight: 0, peakInFlight: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.length = 0;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
