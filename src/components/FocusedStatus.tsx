import { useEffect, useRef } from 'react';

type Props = { text: string | undefined; className?: string };

/**
 * A status line that takes the eye and the keyboard when it says something: after an action whose
 * form, low on the page, is gone (a payout recorded), the reader is not left where it was. The
 * empty line is in the page all along, so what it says is announced.
 */
export function FocusedStatus({ text, className }: Props) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!text) return;
    line.current?.focus();
    line.current?.scrollIntoView?.({ block: 'center' });
  }, [text]);
  return (
    <p role="status" className={className} ref={line} tabIndex={-1}>
      {text ?? ''}
    </p>
  );
}
