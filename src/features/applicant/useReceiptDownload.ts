import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showError } from '#lib/dialogs';
import { downloadReceipt, ReceiptError, type ReceiptTarget } from '#lib/receipts';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * Downloads a receipt in the reader's language; a failure is shown in the error dialog, worded by
 * the app. `downloading` names the receipt being fetched, so its button can say so and wait.
 */
export function useReceiptDownload() {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [downloading, setDownloading] = useState<string>();

  const download = async (key: string, target: ReceiptTarget) => {
    if (downloading) return;
    setDownloading(key);
    try {
      await downloadReceipt(target, lang);
    } catch (error) {
      const reason = error instanceof ReceiptError ? error.translationKey : 'applicant.receiptFailed';
      await showError(t('dialog.error'), t(reason));
    } finally {
      setDownloading(undefined);
    }
  };

  return { downloading, download };
}
