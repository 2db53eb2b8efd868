import { useTranslation } from 'react-i18next';
import { ApplicationForm } from '../../components/form/ApplicationForm';
import { FormPage } from '../../components/FormPage';
import { tinSchema, type TinApplicationInput } from '../../domain/tin';
import { warnIfDuplicate } from './duplicateWarning';
import { TinFields } from './TinFields';
import { TIN_FILES, tinBlockedReason, tinCheckout } from './tinForm';

// Nothing is pre-chosen: the applicant answers "Do you have a TIN?" first.
const DEFAULTS: Partial<TinApplicationInput> = {};

export default function TinPage() {
  const { t } = useTranslation();
  return (
    <FormPage title="tin.title" lead="tin.lead">
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
    </FormPage>
  );
}
