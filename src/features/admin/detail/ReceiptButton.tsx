import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { downloadReceipt, ReceiptError } from '#lib/receipts';
import { staffIdToken } from '../common/api/staffToken';
import { FailureNotice } from './FailureNotice';

type Props = { kind: ApplicationKind; id: string; reference: string | undefined; lang: AppLanguage };

/** The applicant's receipt, as they would download it, for staff to print or send on. */
export function ReceiptButton({ kind, id, reference, lang }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const headers = { Authorization: `Bearer ${await staffIdToken()}` };
      await downloadReceipt({ kind, id, ...(reference ? { reference } : {}) }, lang, headers);
    } catch (failure) {
      setError(failure instanceof ReceiptError ? failure.translationKey : 'applicant.receiptFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button secondary" onClick={() => void download()} disabled={busy}>
        {busy ? t('applicant.downloading') : t('applicant.downloadReceipt')}
      </button>
      <FailureNotice failure={error} />
    </>
  );
}
