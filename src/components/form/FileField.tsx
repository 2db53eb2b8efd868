import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptedTypes, MAX_FILES_PER_FIELD, type UploadField } from '#domain/uploads';
import { acceptFor, checkFiles } from '#lib/uploads';
import { Field } from './Field';
import { useFieldLabel } from './formKind';
import { useUploadField } from './kindContext';
import { useFieldState } from './useFieldState';

type Props = { name: string; label?: string; hint?: string; required?: boolean };

/** What the picker takes, said the way the area's types allow. */
function hintFor({ area, many }: UploadField): string {
  const types = acceptedTypes(area);
  if (!types.includes('pdf')) return 'form.files.photoHint';
  if (types.length === 1) return 'form.pdfHint';
  return many ? 'form.files.pagesHint' : 'form.files.documentHint';
}

/**
 * A document picker for one of the form's document fields: the types its upload area takes, and
 * several files where the field takes pages. The chosen file (or files) lives in the form under
 * `files.<name>` (never in the draft, never stored): the form uploads it first and stores the
 * returned path (or paths) under `<name>`.
 */
export function FileField({ name, label, hint, required }: Props) {
  const { t } = useTranslation();
  const upload = useUploadField(name);
  const fileName = `files.${name}`;
  const { form, fieldProps, controlProps } = useFieldState(fileName, {
    label: useFieldLabel(name, label),
    hint: hint ?? hintFor(upload),
    // A document of several pages is taken as up to this many photos.
    hintValues: { count: MAX_FILES_PER_FIELD },
    required,
  });
  const chosen = useWatch({ control: form.control, name: fileName }) as File | File[] | undefined;
  const names = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).map((file) => file.name);
  return (
    <Field {...fieldProps}>
      <input
        {...controlProps}
        type="file"
        accept={acceptFor(upload.area)}
        multiple={upload.many}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          const problem = checkFiles(files, upload.area);
          if (problem) {
            event.target.value = '';
            form.setValue(fileName, undefined);
            form.setError(fileName, { message: problem });
            return;
          }
          form.clearErrors(fileName);
          // One file is kept as itself, pages as a list (uploadDocument sends either).
          form.setValue(fileName, files.length > 1 ? files : files[0]);
        }}
      />
      {names.length > 0 && <p className="field-hint">{t('form.fileChosen', { name: names.join(', ') })}</p>}
    </Field>
  );
}
