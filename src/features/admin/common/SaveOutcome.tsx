import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';

/** What the last save of a staff form came to: saved, or the key of why not. */
export type SaveOutcome = { saved: true } | { failed: string } | undefined;

type Props = {
  saving: boolean;
  outcome: SaveOutcome;
  /** Translation keys: the button, the button while saving, and the word once saved. */
  labels: { save: string; saving: string; saved: string };
  variant?: 'primary' | 'secondary';
  className?: string;
};

/**
 * A staff form's Save button, with "Saved" announced beside it and a failure announced under it:
 * the agent's details and commission, and the report targets, save alike.
 */
export function SaveRow({ saving, outcome, labels, variant = 'secondary', className }: Props) {
  const { t } = useTranslation();
  return (
    <FormSubmit
      busy={saving}
      label={labels.save}
      busyLabel={labels.saving}
      failure={outcome && 'failed' in outcome ? outcome.failed : undefined}
      failureBelow
      variant={variant}
      className={className}
    >
      <p role="status">{outcome && 'saved' in outcome ? t(labels.saved) : ''}</p>
    </FormSubmit>
  );
}
