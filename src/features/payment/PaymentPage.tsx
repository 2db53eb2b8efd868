import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FeeBreakdown } from '#components/FeeBreakdown';
import { NeedsNetwork } from '#components/NeedsNetwork';
import { UsdGuide } from '#components/UsdGuide';
import { serviceLabels } from '#domain/kinds';
import type { PaymentStatus } from '#domain/meta';
import type { CheckoutState } from '#lib/checkout';
import type { PaymentView } from './api/payments';
import { useHydrated } from '#lib/hydration';
import { PaymentForm } from './PaymentForm';
import { WithReference } from './WithReference';
import { paymentAddress } from './paymentAddress';
import { useCheckout, type CheckoutLookup } from './useCheckout';
import { useGatewayReturn, useShownAgain } from './useGatewayReturn';
import './payment.css';

/** "Application VIS-7K3Q9X for Amina Mwangi." */
function PaymentFor({ checkout }: { checkout: CheckoutState }) {
  const { t } = useTranslation();
  const { name, reference } = checkout;
  return (
    <p className="payment-for">
      <WithReference
        reference={reference}
        sentence={(mark) =>
          name ? t('payment.for', { reference: mark, name }) : t('payment.forReference', { reference: mark })
        }
      />
    </p>
  );
}

/** Nothing to pay on this device: Track finds an application from anywhere, never a made-up total. */
function NotFound({ reference }: { reference?: string }) {
  const { t } = useTranslation();
  return (
    <div className="card" role="status">
      <p>{reference ? t('paymentFind.notFoundReference', { reference }) : t('paymentFind.notFound')}</p>
      <p>{t('paymentFind.useTrack')}</p>
      <p>
        <Link to={reference ? `/track?reference=${encodeURIComponent(reference)}` : '/track'}>
          {t('paymentFind.trackLink')}
        </Link>
      </p>
    </div>
  );
}

/** What the payer reads of the payment they came Back from: left unpaid, or still open. */
function returnNote(back: PaymentView | undefined, paymentStatus: PaymentStatus | undefined) {
  if (back?.left) return 'paymentAgain.left';
  return back?.status === 'pending' || paymentStatus === 'pending' ? 'paymentFind.stillOpen' : undefined;
}

function Lookup({ lookup, returned }: { lookup: CheckoutLookup; returned?: PaymentView }) {
  const { t } = useTranslation();
  switch (lookup.state) {
    case 'loading':
      return <p role="status">{t('common.loading')}</p>;
    case 'missing':
      return <NotFound reference={lookup.reference} />;
    case 'choose':
      return (
        <>
          <p>{t('paymentFind.choose')}</p>
          <ul className="link-list">
            {lookup.applications.map(({ kind, reference }) => (
              <li key={reference}>
                <Link to={paymentAddress(reference)}>
                  {t(serviceLabels(kind).homeTitle)} <span className="reference">{reference}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      );
    case 'found': {
      const { checkout } = lookup;
      // What the payer came Back from, when it was for this application.
      const back = returned?.reference === checkout.reference ? returned : undefined;
      const paymentStatus = back?.status === 'paid' ? 'paid' : lookup.paymentStatus;
      const note = returnNote(back, paymentStatus);
      return (
        <>
          <PaymentFor checkout={checkout} />
          {paymentStatus === 'paid' ? (
            <p role="status">{t('paymentFind.paid')}</p>
          ) : (
            <>
              {note && <p className="form-note">{t(note)}</p>}
              <FeeBreakdown total={checkout.price} />
              <UsdGuide tsh={checkout.price} />
              <PaymentForm checkout={checkout} />
            </>
          )}
        </>
      );
    }
  }
}

/** The screen around what is paid for, as the pre-rendered page shows it too. */
function PaymentFrame({ lookup, returned }: { lookup: CheckoutLookup; returned?: PaymentView }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow payment-page">
      <h1>{t('payment.title')}</h1>
      <NeedsNetwork message="offline.payment" />
      <Lookup lookup={lookup} returned={returned} />
      <p>
        <Link to="/my-applications">{t('myApplications.title')}</Link>
      </p>
    </main>
  );
}

function PaymentScreen() {
  return <PaymentFrame lookup={useCheckout()} returned={useGatewayReturn()} />;
}

const LOADING: CheckoutLookup = { state: 'loading' };

/**
 * /payment, and /payment?reference=…: each address looks its application up afresh, and so does
 * the page shown again by Back from the gateway. What this device is paying for is read once a
 * pre-rendered page has hydrated.
 */
export default function PaymentPage() {
  const { key } = useLocation();
  const shownAgain = useShownAgain();
  return useHydrated() ? <PaymentScreen key={`${key}:${shownAgain}`} /> : <PaymentFrame lookup={LOADING} />;
}
