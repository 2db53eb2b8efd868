import i18n from 'i18next';

// The one place that knows about sweetalert2; it is loaded on first use, never up front.
async function swal() {
  const Swal = (await import('./sweetalert')).default;
  return Swal.mixin({ confirmButtonText: i18n.t('common.ok'), cancelButtonText: i18n.t('common.cancel') });
}

type Notice = { icon: 'success' | 'error' | 'warning'; title: string; text: string };

/**
 * Shows a message with an OK button and resolves once it has left the page, not as soon as OK is
 * pressed: what comes next (often a new screen) then never appears under a dialog still fading.
 * didDestroy, not didClose: it also comes when another dialog replaces this one.
 */
async function notify(notice: Notice) {
  const dialog = await swal();
  await new Promise<void>((closed) => void dialog.fire({ ...notice, didDestroy: closed }));
}

export async function showSuccess(title: string, text: string) {
  await notify({ icon: 'success', title, text });
}

export async function showError(title: string, text: string) {
  await notify({ icon: 'error', title, text });
}

export async function showWarning(title: string, text: string) {
  await notify({ icon: 'warning', title, text });
}

export async function confirmDanger(options: {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  const result = await (
    await swal()
  ).fire({
    icon: 'warning',
    title: options.title,
    text: options.text,
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText,
    focusCancel: true,
  });
  return result.isConfirmed;
}
