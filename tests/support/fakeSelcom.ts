// A faithful fake of Selcom's Checkout API for the test suite: it checks the signature headers the
// way docs/payments.md describes and can answer success, pending, ambiguous, failure, late (when the
// test says), or not at all. It speaks real HTTP on 127.0.0.1. An order that is COMPLETED cannot be cancelled.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `held`: takes the order and answers (making it) only when the test calls `releaseHeld()`. */
export type CreateMode = 'success' | 'fail' | 'held' | 'silent';
/** `wrongAmount` echoes another amount; `noAmount` leaves the amount out of the order. */
export type StatusMode = 'normal' | '111' | '927' | '999' | 'error' | 'wrongAmount' | 'noAmount';
/** `paidFirst`: the payer completes the order just as the cancel arrives, so the cancel is refused. */
export type CancelMode = 'normal' | 'error' | 'silent' | 'paidFirst';
export type Call = { path: string; fields: Record<string, string>; signatureOk: boolean };
/** `card`: made by the full order (`create-order`); `wallet`: by `create-order-minimal`. */
type Order = { amount: number; status: string; webhook: string; kind: 'card' | 'wallet'; expiry?: number };

/** What both create calls begin with (docs/payments.md): the vendor, the order, the buyer, the amount. */
export const ORDER_KEYS = [
  'vendor',
  'order_id',
  'buyer_email',
  'buyer_name',
  'buyer_phone',
  'amount',
  'currency',
] as const;
/** A card order's billing fields, flat and named as documented, in the documented order. */
export const BILLING_KEYS = [
  'billing.firstname',
  'billing.lastname',
  'billing.address_1',
  'billing.city',
  'billing.state_or_region',
  'billing.postcode_or_pobox',
  'billing.country',
  'billing.phone',
] as const;

/** What Selcom's documentation marks mandatory for each create call (docs/payments.md). */
const MANDATORY = {
  wallet: [...ORDER_KEYS, 'no_of_items'],
  card: [...ORDER_KEYS, 'payment_methods', ...BILLING_KEYS, 'no_of_items'],
} as const;

/** The kind of order a create call makes, or undefined for another call. */
function createKind(path: string): Order['kind'] | undefined {
  if (path.endsWith('/checkout/create-order-minimal')) return 'wallet';
  if (path.endsWith('/checkout/create-order')) return 'card';
  return undefined;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

export type SelcomCredentials = { apiKey: string; apiSecret: string };
export type FakeSelcom = Awaited<ReturnType<typeof startFakeSelcom>>;

/**
 * The API settings that make it pay through the Selcom gateway at `gateway.url` (the fake, or an
 * address that answers nothing), signing with `credentials`; `overrides` add or replace any.
 */
export function selcomSettings(
  gateway: { url: string },
  credentials: SelcomCredentials,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'selcom',
    SELCOM_BASE_URL: gateway.url,
    SELCOM_API_KEY: credentials.apiKey,
    SELCOM_API_SECRET: credentials.apiSecret,
    SELCOM_VENDOR: 'TILL123',
    ...overrides,
  };
}

export async function startFakeSelcom(credentials: SelcomCredentials) {
  const orders = new Map<string, Order>();
  const calls: Call[] = [];
  const held: (() => void)[] = [];
  const state = {
    createMode: 'success' as CreateMode,
    statusMode: 'normal' as StatusMode,
    cancelMode: 'normal' as CancelMode,
  };

  function verify(req: IncomingMessage, fields: Record<string, string>) {
    const header = (name: string) => String(req.headers[name.toLowerCase()] ?? '');
    const keys = header('Signed-Fields').split(',').filter(Boolean);
    const signed = [
      `timestamp=${header('Timestamp')}`,
      ...keys.map((key) => `${key}=${fields[key] ?? ''}`),
    ].join('&');
    const digest = createHmac('sha256', credentials.apiSecret).update(signed).digest('base64');
    return (
      header('Authorization') === `SELCOM ${b64(credentials.apiKey)}` &&
      header('Digest-Method') === 'HS256' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/.test(header('Timestamp')) &&
      keys.length > 0 &&
      keys.every((key) => key in fields) &&
      header('Digest') === digest
    );
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of req) body += chunk;
    const fields: Record<string, string> =
      req.method === 'GET' || req.method === 'DELETE'
        ? Object.fromEntries(url.searchParams)
        : Object.fromEntries(
            Object.entries(body ? (JSON.parse(body) as object) : {}).map(([k, v]) => [k, String(v)]),
          );
    const signatureOk = verify(req, fields);
    calls.push({ path: url.pathname, fields, signatureOk });
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (!signatureOk)
      return send(401, { resultcode: '401', result: 'FAIL', message: 'Invalid signature', data: [] });

    const kind = createKind(url.pathname);
    if (req.method === 'POST' && kind) {
      if (state.createMode === 'silent') return; // never answers
      if (state.createMode === 'held') await new Promise<void>((resolve) => held.push(resolve));
      if (state.createMode === 'fail') {
        return send(200, { resultcode: '403', result: 'FAIL', message: 'Vendor is not active', data: [] });
      }
      // "Card payments with no billing info will get rejected", as the documentation warns.
      const missing = MANDATORY[kind].filter((key) => !fields[key]);
      if (missing.length > 0) {
        return send(200, {
          resultcode: '400',
          result: 'FAIL',
          message: `Missing mandatory fields: ${missing.join(', ')}`,
          data: [],
        });
      }
      orders.set(fields.order_id!, {
        amount: Number(fields.amount),
        status: 'PENDING',
        webhook: Buffer.from(fields.webhook ?? '', 'base64').toString('utf8'),
        kind,
        ...(fields.expiry ? { expiry: Number(fields.expiry) } : {}),
      });
      return send(200, {
        reference: '0289999288',
        resultcode: '000',
        result: 'SUCCESS',
        message: 'Order created successfully',
        data: [
          {
            payment_token: '80008000',
            ...(kind === 'card' ? { gateway_buyer_uuid: 'A1233232' } : {}),
            payment_gateway_url: b64(`https://pay.example/${fields.order_id}`),
          },
        ],
      });
    }
    if (url.pathname.endsWith('/checkout/order-status')) {
      const order = orders.get(fields.order_id ?? '');
      if (state.statusMode === 'error' || !order) {
        return send(200, { resultcode: '404', result: 'FAIL', message: 'Order not found', data: [] });
      }
      if (['111', '927', '999'].includes(state.statusMode)) {
        return send(200, {
          resultcode: state.statusMode,
          result: 'PENDING',
          message: 'In progress',
          data: [],
        });
      }
      const amount = state.statusMode === 'wrongAmount' ? order.amount - 1 : order.amount;
      return send(200, {
        resultcode: '000',
        result: 'SUCCESS',
        message: 'Order fetch successful',
        data: [
          {
            order_id: fields.order_id,
            creation_date: '2026-11-22 10:00:00',
            // Selcom echoes the amount as a string.
            ...(state.statusMode === 'noAmount' ? {} : { amount: String(amount) }),
            payment_status: order.status,
            ...(order.status === 'COMPLETED'
              ? {
                  transid: 'T123',
                  channel: order.kind === 'card' ? 'CARD' : 'AIRTELMONEY',
                  reference: '0281121212',
                }
              : {}),
          },
        ],
      });
    }
    if (req.method === 'DELETE' && url.pathname.endsWith('/checkout/cancel-order')) {
      const order = orders.get(fields.order_id ?? '');
      if (state.cancelMode === 'silent') return; // never answers
      if (state.cancelMode === 'error') {
        return send(200, { resultcode: '999', result: 'FAIL', message: 'Service unavailable', data: [] });
      }
      if (!order)
        return send(200, { resultcode: '404', result: 'FAIL', message: 'Order not found', data: [] });
      if (state.cancelMode === 'paidFirst') order.status = 'COMPLETED';
      if (order.status === 'COMPLETED') {
        return send(200, {
          resultcode: '403',
          result: 'FAIL',
          message: 'Order is already paid and cannot be cancelled',
          data: [],
        });
      }
      order.status = 'CANCEL';
      return send(200, {
        reference: '0289999290',
        resultcode: '000',
        result: 'SUCCESS',
        message: 'Order cancelled successfully',
        data: [],
      });
    }
    send(404, { resultcode: '404', message: 'Unknown path' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  async function sendWebhook(orderId: string) {
    const order = orders.get(orderId)!;
    const response = await fetch(order.webhook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        transid: 'T123',
        reference: '0281121212',
        order_id: orderId,
        result: 'SUCCESS',
        resulcode: '000',
        payment_status: order.status,
      }),
    });
    await response.text();
    return response;
  }

  return {
    url,
    calls,
    orders,
    state,
    /** Back to answering every call normally, with no call recorded (its orders are kept). */
    reset() {
      state.createMode = 'success';
      state.statusMode = 'normal';
      state.cancelMode = 'normal';
      calls.length = 0;
    },
    /** Answers every order held so far (`createMode: 'held'`), making each. */
    releaseHeld() {
      for (const answer of held.splice(0)) answer();
    },
    /** The payer finished (or cancelled) on the gateway; Selcom then calls the webhook. */
    async settle(orderId: string, status: string, { notify = true } = {}) {
      orders.get(orderId)!.status = status;
      if (!notify) return;
      await sendWebhook(orderId);
    },
    /**
     * The payer confirms on their phone. Only an open order can be paid: answers whether it was,
     * and calls the webhook when it was.
     */
    async payAtGateway(orderId: string): Promise<boolean> {
      const order = orders.get(orderId);
      if (order?.status !== 'PENDING') return false;
      order.status = 'COMPLETED';
      await sendWebhook(orderId);
      return true;
    },
    /**
     * Calls the order's webhook with its current status, as Selcom does again after a failed
     * delivery. Never throws: an API that is down is reported as `delivered: false`.
     */
    async deliverWebhook(orderId: string): Promise<{ delivered: boolean; status?: number }> {
      try {
        const response = await sendWebhook(orderId);
        return { delivered: response.ok, status: response.status };
      } catch {
        return { delivered: false };
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
