import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicantRequestItem } from '#domain/requests';
import { acceptFor, checkFiles } from '#lib/uploads';
import type { AnswerValues } from './answerDraft';

/** A document staff asked for: several files at once (pages photographed one by one). */
export function DocumentAnswerField({
  item,
  index,
  uploaded,
  notUploaded,
}: {
  item: Exclude<ApplicantRequestItem, { type: 'field' }>;
  index: number;
  /** Files of this item already uploaded by an earlier try: they are not chosen again. */
  uploaded: number;
  /** The name of its file that the last try could not upload, for the refusal to name. */
  notUploaded?: string;
}) {
  const { t } = useTranslation();
  const { control, setValue, setError, clearErrors, formState } = useFormContext<AnswerValues>();
  // What is chosen and not yet uploaded: emptied once the files are sent.
  const chosen = useWatch({ control, name: `files.${index}` }) as File[] | undefined;
  const names = (chosen ?? []).map((file) => file.name);
  const label = item.type === 'otherDocument' ? item.name : item.label ? t(item.label) : item.field;
  const id = `answer-item-${index}`;
  const refusal = formState.errors.files?.[String(index)];
  const error = refusal?.message;
  const picker = useRef<HTMLInputElement>(null);
  // A file refused on sending brings the reader back to its picker, to choose another.
  useEffect(() => {
    if (refusal?.type === 'notUploaded') picker.current?.focus();
  }, [refusal]);
  // A file refused on sending is named, with the document it was for; a choice refused at once is the one just made.
  const shown =
    error && refusal?.type === 'notUploaded' && notUploaded
      ? t('applicant.requests.fileNotUploaded', { file: notUploaded, document: label, reason: t(error) })
      : error && t(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="field-hint" id={`${id}-reason`}>
        {t('applicant.requests.reason', { reason: item.reason })} {t('applicant.requests.filesHint')}
      </p>
      <input
        ref={picker}
        id={id}
        type="file"
        multiple
        accept={acceptFor('requestAnswers')}
        aria-describedby={`${id}-reason${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          const problem = checkFiles(files, 'requestAnswers');
          const key = `files.${index}` as const;
          if (problem) {
            event.target.value = '';
            setValue(key, []);
            setError(key, { message: problem });
            return;
          }
          clearErrors(key);
          setValue(key, files);
        }}
      />
      {names.length > 0 && <p className="field-hint">{t('form.fileChosen', { name: names.join(', ') })}</p>}
      {uploaded > 0 && names.length === 0 && (
        <p className="field-hint">{t('applicant.requests.alreadyUploaded', { count: uploaded })}</p>
      )}
      {shown && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
