import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationProof } from '#domain/tracking';
import { recallCheckout } from '#lib/checkoutStorage';
import { downloadReceipt, ReceiptError } from '#lib/receipts';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * The proof this tab holds for the application `reference` names: the reference with the phone
 * number on it, from the form that sent it or the screen it was paid from. A device's own sign-in
 * does not get a receipt, which names the applicant.
 */
function proofKeptFor(reference: string): ApplicationProof | undefined {
  const kept = recallCheckout();
  if (kept?.reference !== reference) return undefined;
  if (kept.proof) return kept.proof;
  return kept.applicantPhone ? { reference, phone: kept.applicantPhone } : undefined;
}

/**
 * A paid application's receipt, offered where the payment is confirmed: downloaded at once in the
 * tab that paid, which knows the phone number on the application; elsewhere My applications and
 * Track give it for that number.
 */
export function ReceiptOffer({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [proof] = useState(() => proofKeptFor(reference));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (!proof) return <p>{t('success.receiptElsewhere')}</p>;

  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await downloadReceipt({ proof }, lang);
    } catch (error) {
      setFailure(error instanceof ReceiptError ? error.translationKey : 'applicant.receiptFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t('success.receiptReady')}</p>
      <button
        type="button"
        className="button primary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
      >
        {t(busy ? 'applicant.downloading' : 'applicant.downloadReceipt')}
      </button>
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
    </>
  );
}
