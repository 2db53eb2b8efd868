/** How long a saved file's temporary address lives: long enough for a slow phone to start saving. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a file to the browser to save, through a temporary object URL and a download link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked later, not at once: some phone browsers read the address after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
