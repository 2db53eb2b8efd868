import { useTranslation } from 'react-i18next';
import { ApplicationForm } from '../ApplicationForm';
import { tinApplication, tinSchema, type TinApplicationInput } from '#domain/kinds/tin';
import { warnIfDuplicate } from './duplicateWarning';
import { TinFields } from './TinFields';
import { tinBlockedReason } from './companyBlocked';

// Nothing is pre-chosen: the applicant answers "Do you have a TIN?" first.
const DEFAULTS: Partial<TinApplicationInput> = {};

/** The tin application form; the router frames it with its title (FormPage). */
export default function TinForm() {
  const { t } = useTranslation();
  return (
    <ApplicationForm
      application={tinApplication}
      schema={tinSchema}
      defaultValues={DEFAULTS}
      blockedReason={tinBlockedReason}
      beforeSave={(data) => warnIfDuplicate(data, t)}
    >
      <TinFields />
    </ApplicationForm>
  );
}
