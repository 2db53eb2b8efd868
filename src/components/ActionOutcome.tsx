import type { Outcome } from './useActionOutcome';

type Props = {
  outcome: Outcome | undefined;
  statusClassName?: string;
  failureClassName?: string;
};

/** The outcome's lines: the status is always in the page, so what it says is announced. */
export function OutcomeLines({ outcome, statusClassName, failureClassName = 'form-failure' }: Props) {
  return (
    <>
      <p role="status" className={statusClassName}>
        {outcome && !outcome.failed ? outcome.text : ''}
      </p>
      {outcome?.failed && (
        <p className={failureClassName} role="alert">
          {outcome.text}
        </p>
      )}
    </>
  );
}
