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
async function notify({ text, ...notice }: Notice) {
  const dialog = await swal();
  const body = keepingCodesWhole(text);
  await new Promise<void>((closed) => void dialog.fire({ ...notice, ...body, didDestroy: closed }));
}

/** Capitals and digits joined by hyphens: a reference (VIS-7K3Q9X) or an id number. */
const CODE = /\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g;

/**
 * The dialog's text, with each code in it kept on one line (styles.css, .keep-whole): a phone's
 * narrow dialog would otherwise break "BRL-PG47HG" at its hyphen, and it would read as two codes.
 */
function keepingCodesWhole(text: string): { text: string } | { html: HTMLElement } {
  const codes = [...text.matchAll(CODE)];
  if (codes.length === 0) return { text };
  const html = document.createElement('span');
  let from = 0;
  for (const code of codes) {
    const whole = document.createElement('span');
    whole.className = 'keep-whole';
    whole.textContent = code[0];
    html.append(text.slice(from, code.index), whole);
    from = code.index + code[0].length;
  }
  html.append(text.slice(from));
  return { html };
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
