import type { RequestHandler } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { nameOf } from '#domain/identity';
import { APP_LANGUAGES, applicationKindLabels, type AppLanguage } from '#domain/kinds';
import { feePartLabels, feeSplit, type FeePart } from '#domain/money';
import { receiptRequestSchema } from '#domain/tracking';
import { verificationPath } from '#domain/verification';
import { applicationAccess } from '../applications/access.ts';
import { storedDate } from '../applications/storedTime.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { publicBase } from '../http/publicBase.ts';
import { parseBody } from '../http/validate.ts';
import { paidPaymentOf } from '../payments/records.ts';
import { renderReceipt, type ReceiptData } from './renderReceipt.ts';
import { translated } from '../i18n.ts';
import { receiptVerificationCode } from '../verifications/receiptCode.ts';

/**
 * POST /api/receipts: the PDF receipt of a paid application, for its submitter signed in with an
 * account (ID token), staff (ID token), or anyone with its reference and phone. It names the
 * applicant, so a device's anonymous session alone does not get it (403 `access.proofRequired`):
 * on a shared computer that is whoever sits down next. In the language asked for, else the one
 * the applicant applied in. 409 `receipt.unpaid` until it is paid. The first receipt of a payment
 * gives it the verification code every later one repeats (server/verifications/receiptCode.ts).
 */
export function receiptHandler(firebase: FirebaseServices, publicUrl?: string): RequestHandler {
  return async (req, res) => {
    const body = parseBody(receiptRequestSchema, req.body);
    const { target, application } = await applicationAccess(req, firebase, body, {
      staff: true,
      anonymousSubmitter: false,
    });
    const payment = await paidPaymentOf(firebase.db, target);
    if (!payment) throw new HttpError(409, 'This application is not paid yet.', 'receipt.unpaid');
    const lang = body.lang ?? languageOf(application);
    const data = receiptData(target.kind, application, payment, lang);
    const code = await receiptVerificationCode(firebase.db, payment, {
      kind: target.kind,
      reference: data.reference,
      issuedAt: data.paidAt,
      amount: data.amount,
    });
    const pdf = await renderReceipt({
      ...data,
      verification: { code, url: `${publicBase(req, publicUrl)}${verificationPath(code)}` },
    });
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="receipt-${application.get('reference') as string}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
      .send(pdf);
  };
}

function languageOf(application: DocumentSnapshot): AppLanguage {
  const lang = application.get('lang') as AppLanguage;
  return APP_LANGUAGES.includes(lang) ? lang : 'en';
}

function receiptData(
  kind: keyof typeof APPLICATIONS,
  application: DocumentSnapshot,
  payment: DocumentSnapshot,
  lang: AppLanguage,
): Omit<ReceiptData, 'verification'> {
  const reference = application.get('reference') as string;
  const amount = payment.get('amount') as number;
  const split = feeSplit(amount);
  return {
    lang,
    // One paid payment per application, so its reference numbers its receipt too.
    receiptNumber: `R-${reference}`,
    reference,
    serviceName: translated(lang, applicationKindLabels[kind]),
    applicant: nameOf(APPLICATIONS[kind].identity, application.data() ?? {}) ?? '',
    amount,
    fees: (Object.keys(split) as FeePart[]).map((part) => ({
      label: translated(lang, feePartLabels[part]),
      amount: split[part],
    })),
    orderId: payment.id,
    gatewayTransactionId: (payment.get('gatewayTransactionId') as string | undefined) ?? null,
    paidAt: storedDate(payment.get('paidAt')) ?? storedDate(payment.get('updatedAt')) ?? new Date(),
  };
}
