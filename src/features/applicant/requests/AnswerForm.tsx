import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';
import { formatDate } from '#domain/format';
import type { ApplicantRequestView } from '#domain/requests';
import type { ApplicationAccess } from '#domain/tracking';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { uploadDocument, uploadErrorKey } from '#lib/uploads';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { answerRequest } from '../api/requests';
import {
  clearAnswerDraft,
  loadAnswerDraft,
  saveAnswerDraft,
  useAnswerDraftSync,
  type AnswerDraft,
  type AnswerValues,
} from './answerDraft';
import { CorrectionField } from './CorrectionField';
import { DocumentAnswerField } from './DocumentAnswerField';

/** A file of one document item that did not upload: named beside that item's picker. */
class FileNotUploaded extends Error {
  constructor(
    readonly item: string,
    readonly file: string,
    readonly failure: unknown,
  ) {
    super(`${file} was not uploaded.`);
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/**
 * The applicant's answer to one request: the answers asked for, filled as they stand, and a file
 * picker for each document. Files are uploaded first and remembered, so a failed send is retried
 * without sending them again; what is typed is kept on the device until the answer is sent.
 */
export function AnswerForm({
  request,
  access,
  onAnswered,
}: {
  request: ApplicantRequestView;
  access: ApplicationAccess;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [draft] = useState(() => loadAnswerDraft(request.id));
  const [uploaded, setUploaded] = useState(draft.uploaded);
  // By document item: the name of its file that did not upload on the last try.
  const [notUploaded, setNotUploaded] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const asked = Object.fromEntries(
    request.items.flatMap((item) => (item.type === 'field' ? [[item.field, asText(item.current)]] : [])),
  );
  const form = useForm<AnswerValues>({
    defaultValues: { corrections: { ...asked, ...draft.corrections }, files: {} },
  });
  const sending = form.formState.isSubmitting;

  useAnswerDraftSync(form, request.id, uploaded);

  const uploadChosen = async (files: AnswerValues['files']): Promise<AnswerDraft['uploaded']> => {
    const paths = { ...uploaded };
    for (const [item, chosen] of Object.entries(files)) {
      if (chosen.length === 0) continue;
      const sent: string[] = [];
      // One at a time, as one upload of several would be, so a refusal names its file.
      for (const file of chosen) {
        try {
          sent.push(await uploadDocument('requestAnswers', file));
        } catch (error) {
          throw new FileNotUploaded(item, file.name, error);
        }
      }
      paths[item] = sent;
      // Remembered at once: a later failure does not send this item's files again.
      setUploaded({ ...paths });
      saveAnswerDraft(request.id, { corrections: form.getValues('corrections'), uploaded: paths });
      form.setValue(`files.${item}`, []);
    }
    return paths;
  };

  const showRefusal = (error: unknown) => {
    const fields = error instanceof ApiError && error.code === 'validation' ? (error.fields ?? {}) : {};
    for (const [key, message] of Object.entries(fields)) {
      const [group, name] = key.split('.') as [string, string | undefined];
      if (group === 'documents' && name) form.setError(`files.${name}`, { type: 'server', message });
      else form.setError(`corrections.${key}`, { type: 'server', message });
    }
  };

  const submit = form.handleSubmit(async ({ corrections, files }) => {
    setFailure(undefined);
    let documents: AnswerDraft['uploaded'];
    try {
      documents = await uploadChosen(files);
    } catch (error) {
      if (!(error instanceof FileNotUploaded)) throw error;
      setNotUploaded({ [error.item]: error.file });
      const key = `files.${error.item}` as const;
      form.setError(key, { type: 'notUploaded', message: uploadErrorKey(error.failure) });
      return;
    }
    try {
      await answerRequest(access, {
        requestId: request.id,
        corrections: Object.fromEntries(Object.keys(asked).map((field) => [field, corrections[field] ?? ''])),
        documents,
      });
    } catch (error) {
      showRefusal(error);
      setFailure(apiFailureKey(error, 'applicant.requests.failed'));
      return;
    }
    clearAnswerDraft(request.id);
    onAnswered();
  });

  return (
    <FormProvider {...form}>
      <form className="form answer-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('applicant.requests.lead', { date: formatDate(request.replyBy, lang) })}</p>
        {request.items.map((item, index) =>
          item.type === 'field' ? (
            <CorrectionField key={index} item={item} index={index} />
          ) : (
            <DocumentAnswerField
              key={index}
              item={item}
              index={index}
              uploaded={uploaded[String(index)]?.length ?? 0}
              notUploaded={notUploaded[String(index)]}
            />
          ),
        )}
        <p className="form-note">{t('applicant.requests.draftNote')}</p>
        <FormSubmit
          busy={sending}
          label="applicant.requests.send"
          busyLabel="applicant.requests.sending"
          failure={failure}
        />
      </form>
    </FormProvider>
  );
}
