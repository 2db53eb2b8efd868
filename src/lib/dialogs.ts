import i18n from 'i18next';

// The one place that knows about sweetalert2; it is loaded on first use, never up front.
async function swal() {
  const Swal = (await import('./sweetalert')).default;
  return Swal.mixin({ confirmButtonText: i18n.t('common.ok'), cancelButtonText: i18n.t('common.cancel') });
}

export async function showSuccess(title: string, text: string) {
  await (await swal()).fire({ icon: 'success', title, text });
}

export async function showError(title: string, text: string) {
  await (await swal()).fire({ icon: 'error', title, text });
}

export async function showWarning(title: string, text: string) {
  await (await swal()).fire({ icon: 'warning', title, text });
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
