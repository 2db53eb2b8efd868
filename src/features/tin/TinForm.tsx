import { useTranslation } from 'react-i18next';
import { ApplicationForm } from '../../components/form/ApplicationForm';
import { tinSchema, type TinApplicationInput } from '../../domain/tin';
import { warnIfDuplicate } from './duplicateWarning';
import { TinFields } from './TinFields';
import { TIN_FILES, tinBlockedReason, tinCheckout } from './tinForm';

// Nothing is pre-chosen: the applicant answers "Do you have a TIN?" first.
const DEFAULTS: Partial<TinApplicationInput> = {};

/** The tin application form; the router frames it with its title (FormPage). */
export default function TinForm() {
  const { t } = useTranslation();
  return (
    <ApplicationForm
      kind="tin"
      schema={tinSchema}
      defaultValues={DEFAULTS}
      messages={{ success: 'tin.success', failure: 'tin.failure' }}
      files={TIN_FILES}
      blockedReason={tinBlockedReason}
      beforeSave={(data) => warnIfDuplicate(data, t)}
      toCheckout={tinCheckout}
    >
      <TinFields />
    </ApplicationForm>
  );
}
