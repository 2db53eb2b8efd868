import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkPdf } from '../../lib/uploads';
import { Field } from './Field';
import { useFieldState } from './useFieldState';

type Props = { name: string; label: string; hint?: string; required?: boolean };

/**
 * A PDF picker. The chosen file lives in the form under `files.<name>` (never in the draft, never
 * stored): the form uploads it first and stores the returned path under `<name>`.
 */
export function FileField({ name, label, hint = 'form.pdfHint', required }: Props) {
  const { t } = useTranslation();
  const fileName = `files.${name}`;
  const { form, fieldProps, controlProps } = useFieldState(fileName, { label, hint, required });
  const chosen = useWatch({ control: form.control, name: fileName }) as File | undefined;
  return (
    <Field {...fieldProps}>
      <input
        {...controlProps}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const problem = file && checkPdf(file);
          if (problem) {
            event.target.value = '';
            form.setValue(fileName, undefined);
            form.setError(fileName, { message: problem });
            return;
          }
          form.clearErrors(fileName);
          form.setValue(fileName, file);
        }}
      />
      {chosen && <p className="field-hint">{t('form.fileChosen', { name: chosen.name })}</p>}
    </Field>
  );
}
