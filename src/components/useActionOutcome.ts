import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailureKey } from '#lib/apiFailure';

/** What a button's action came to, said beside it: a status, or an alert when it failed. */
export type Outcome = { text: string; failed?: boolean };

/**
 * A button's action that says what it came to: `run` clears the last outcome, marks the action
 * busy, and says the words its work answers, or the API's failure (`failureKey` when it gave none).
 */
export function useActionOutcome() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const run = async (work: () => Promise<string | undefined>, failureKey: string) => {
    setOutcome(undefined);
    setBusy(true);
    try {
      const text = await work();
      if (text !== undefined) setOutcome({ text });
    } catch (error) {
      setOutcome({ text: t(apiFailureKey(error, failureKey)), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run, clear: () => setOutcome(undefined) };
}
