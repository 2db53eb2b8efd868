import type {
  CancelResult,
  CreateOrderResult,
  OrderRequest,
  PaymentProvider,
  StatusResult,
} from '../provider.ts';
import { ISO_CURRENCY } from '#domain/money';
import { eatTimestamp, selcomHeaders, type SignableValue } from './signing.ts';

export type SelcomConfig = {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  vendor: string;
  timeoutMs: number;
};

/** Every Selcom answer has this envelope (see docs/payments.md). */
type Envelope = {
  resultcode?: string;
  result?: string;
  message?: string;
  reference?: string;
  data?: Array<Record<string, unknown>>;
};

const IN_PROGRESS = new Set(['111', '927']);
/** Answers after which the order may exist at the gateway: in progress, and 999 (ambiguous). */
const UNSETTLED = new Set([...IN_PROGRESS, '999']);
/** How the fake answers for an order it does not know; Selcom's own code for it is unconfirmed. */
const NOT_FOUND = '404';
const PAID = new Set(['COMPLETED']);
const FAILED = new Set(['CANCEL', 'CANCELLED', 'USERCANCELLED', 'REJECTED', 'FAILED']);

const base64 = (text: string) => Buffer.from(text).toString('base64');
const unbase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** A small typed Selcom Checkout client: signs every request and reads the envelope. */
export function selcomProvider(config: SelcomConfig, now: () => Date = () => new Date()): PaymentProvider {
  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    fields: Array<[string, SignableValue]>,
  ) {
    const headers = selcomHeaders(config, fields, eatTimestamp(now()));
    const url = new URL(`${config.baseUrl.replace(/\/$/, '')}${path}`);
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(config.timeoutMs) };
    // GET and DELETE carry (and sign) their fields as query parameters, POST as a JSON body.
    if (method === 'POST') {
      init.body = JSON.stringify(Object.fromEntries(fields));
      init.headers = { ...headers, 'Content-Type': 'application/json' };
    } else {
      for (const [key, value] of fields) url.searchParams.set(key, String(value));
    }
    const response = await fetch(url, init);
    const text = await response.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`Selcom answered ${response.status} without JSON`);
    }
    return { status: response.status, envelope };
  }

  async function orderStatus(orderId: string): Promise<StatusResult> {
    const { envelope } = await call('GET', '/checkout/order-status', [['order_id', orderId]]);
    const order = envelope.data?.[0] ?? {};
    const paymentStatus = String(order.payment_status ?? '').toUpperCase();
    const amount = amountOf(order.amount);
    if (envelope.resultcode !== '000' || IN_PROGRESS.has(envelope.resultcode)) {
      // 111/927 in progress, 999 ambiguous, anything else unknown: never paid on that word.
      return { status: 'pending', raw: envelope };
    }
    if (PAID.has(paymentStatus)) {
      const transactionId = typeof order.transid === 'string' && order.transid ? order.transid : undefined;
      return { status: 'paid', amount, ...(transactionId ? { transactionId } : {}), raw: envelope };
    }
    if (FAILED.has(paymentStatus)) return { status: 'failed', amount, raw: envelope };
    return { status: 'pending', amount, raw: envelope };
  }

  return {
    name: 'selcom',

    async createOrder(request: OrderRequest): Promise<CreateOrderResult> {
      const { path, fields } = orderFields(config.vendor, request);
      try {
        const { envelope } = await call('POST', path, fields);
        const encodedUrl = envelope.data?.[0]?.payment_gateway_url;
        if (envelope.resultcode === '000' && typeof encodedUrl === 'string') {
          return { ok: true, paymentUrl: unbase64(encodedUrl), raw: envelope };
        }
        return {
          ok: false,
          message: envelope.message || 'Payment initiation failed',
          // A success without its page, or "in progress": the order may exist all the same.
          ambiguous: envelope.resultcode === '000' || UNSETTLED.has(envelope.resultcode ?? ''),
          raw: envelope,
        };
      } catch (error) {
        // Timed out or cut off: the gateway may have made the order after all.
        const message = describeFailure(error);
        return { ok: false, message, ambiguous: true, raw: { error: message } };
      }
    },

    orderStatus,

    /** Only a success is taken at its word; a refusal is explained by asking for the order's status. */
    async cancelOrder(orderId: string): Promise<CancelResult> {
      try {
        const { envelope } = await call('DELETE', '/checkout/cancel-order', [['order_id', orderId]]);
        if (envelope.resultcode === '000') return { outcome: 'cancelled', raw: envelope };
        if (envelope.resultcode === NOT_FOUND) return { outcome: 'notFound', raw: envelope };
        const status = await orderStatus(orderId);
        const raw = { cancel: envelope, status: status.raw };
        if (status.status === 'paid') return { outcome: 'paid', raw };
        return { outcome: status.status === 'failed' ? 'cancelled' : 'unknown', raw };
      } catch (error) {
        return { outcome: 'unknown', raw: { error: describeFailure(error) } };
      }
    },
  };
}

/**
 * The create call for `request`, its fields in the order the documentation lists them: the wallet
 * order (`create-order-minimal`, which cannot take cards) for mobile money, the full order
 * (`create-order`) with its billing fields for a card. The full order's fields are sent flat, named
 * as Selcom's documentation names them (`billing.firstname`…), and signed like any other field.
 */
export function orderFields(
  vendor: string,
  request: OrderRequest,
): { path: string; fields: Array<[string, SignableValue]> } {
  const buyer: Array<[string, SignableValue]> = [
    ['vendor', vendor],
    ['order_id', request.orderId],
    ['buyer_email', request.buyerEmail],
    ['buyer_name', request.buyerName],
    ['buyer_phone', request.buyerPhone],
    ['amount', request.amount],
    ['currency', ISO_CURRENCY],
  ];
  const addresses: Array<[string, SignableValue]> = [
    ['redirect_url', base64(request.redirectUrl)],
    ['cancel_url', base64(request.cancelUrl)],
    ['webhook', base64(request.webhookUrl)],
  ];
  const remarks: Array<[string, SignableValue]> = [
    ['buyer_remarks', 'None'],
    ['merchant_remarks', request.transid],
    ['no_of_items', 1],
    ['expiry', request.expiryMinutes],
  ];
  if (request.method !== 'card') {
    return { path: '/checkout/create-order-minimal', fields: [...buyer, ...addresses, ...remarks] };
  }
  const billing = request.billing;
  if (!billing) throw new Error('A card order needs its billing details.');
  return {
    path: '/checkout/create-order',
    fields: [
      ...buyer,
      ['payment_methods', 'CARD'],
      ...addresses,
      ['billing.firstname', billing.firstName],
      ['billing.lastname', billing.lastName],
      ['billing.address_1', billing.address],
      ['billing.city', billing.city],
      ['billing.state_or_region', billing.region],
      // Mandatory at Selcom, but many countries have none: then "None", as its examples fill an
      // empty remark (what Selcom wants here is unconfirmed, see docs/payments.md).
      ['billing.postcode_or_pobox', billing.postcode || 'None'],
      ['billing.country', billing.country],
      ['billing.phone', billing.phone],
      ...remarks,
    ],
  };
}

/** order-status echoes the amount as a string ("300000"); anything else counts as no amount. */
function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'The payment gateway did not answer in time. Please try again.';
  }
  return 'The payment gateway could not be reached. Please try again.';
}
