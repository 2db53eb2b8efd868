/** What the app asks of a mobile-money gateway; `selcom` and `sandbox` both implement it. */
export type OrderRequest = {
  orderId: string;
  transid: string;
  amount: number;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  /** Where the gateway sends the payer back, and where it reports the result (server to server). */
  redirectUrl: string;
  cancelUrl: string;
  webhookUrl: string;
};

export type CreateOrderResult =
  { ok: true; paymentUrl: string; raw: unknown } | { ok: false; message: string; raw: unknown };

/** Paid only on the gateway's positive word; anything unclear stays pending. */
export type OrderStatus = 'paid' | 'pending' | 'failed';

export type StatusResult = { status: OrderStatus; amount?: number; raw: unknown };

export type PaymentProvider = {
  name: 'sandbox' | 'selcom';
  createOrder(request: OrderRequest): Promise<CreateOrderResult>;
  orderStatus(orderId: string): Promise<StatusResult>;
};
