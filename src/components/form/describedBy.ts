/** aria attributes linking a control to its hint and error. */
export function describedBy(parts: { error?: string; errorId: string; hint?: string; hintId: string }) {
  const ids = [parts.hint ? parts.hintId : '', parts.error ? parts.errorId : ''].filter(Boolean);
  return {
    'aria-invalid': parts.error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}
