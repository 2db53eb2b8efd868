import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusedStatus } from '#components/FocusedStatus';
import { FormSubmit } from '#components/FormSubmit';
import type { ApplicationKind } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { defaultReplyBy, MAX_REQUEST_ITEMS, requestBodySchema } from '#domain/requests';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { sendRequest } from './api/requests';
import { ChangedNotice } from './ChangedNotice';
import { useShownVersion } from './shownVersion';
import { emptyItem, itemOf, problemsByPath, type DraftItem } from './requestDraft';
import { RequestItemFields } from './RequestItemFields';

type Props = {
  kind: ApplicationKind;
  id: string;
  record: Record<string, unknown>;
  /** Called after a request was sent: the status, history, messages and requests have changed. */
  onSent: () => void;
};

/**
 * "Ask the applicant": answers to correct and documents to send, each with a reason, and a date to
 * reply by. The domain's schema checks it here as the API will; a refused send keeps what was typed.
 */
export function RequestForm({ kind, id, record, onSent }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<DraftItem[]>(() => [emptyItem()]);
  const [replyBy, setReplyBy] = useState(() => defaultReplyBy());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // An opened form takes the focus on its first input, so the request can be typed at once.
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
  }, [open]);
  const stale = useShownVersion();

  const start = () => {
    setOpen(true);
    setSent(false);
  };

  const refuse = (found: Record<string, string>) => {
    setProblems(found);
    // Focus the first input at fault, so a keyboard user lands on what to fix.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    stale.clear();
    const checked = requestBodySchema(kind).safeParse({ items: items.map(itemOf), replyBy });
    if (!checked.success) return refuse(problemsByPath(checked.error.issues));
    setProblems({});
    setSending(true);
    try {
      await sendRequest(kind, id, checked.data, stale.version);
      setItems([emptyItem()]);
      setReplyBy(defaultReplyBy());
      setOpen(false);
      setSent(true);
      onSent();
    } catch (error) {
      if (stale.caught(error)) return;
      if (error instanceof ApiError && error.fields) refuse(error.fields);
      const reason = t(apiFailureKey(error, 'admin.detail.processing.failed'));
      setFailure(t('admin.requests.failed', { reason }));
    } finally {
      setSending(false);
    }
  };

  const change = (index: number, item: DraftItem) =>
    setItems((all) => all.map((old, at) => (at === index ? item : old)));
  const remove = (index: number) => setItems((all) => all.filter((_, at) => at !== index));
  const itemProblems = (index: number) => ({
    field: problems[`items.${index}.field`],
    name: problems[`items.${index}.name`],
    reason: problems[`items.${index}.reason`],
  });

  return (
    <section className="detail-section no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.requests.ask')}</h2>
      {/* There from the start, so the confirmation is announced; in view and focused once said. */}
      <FocusedStatus text={sent ? t('admin.requests.sent') : undefined} />
      {!open && (
        <button type="button" className="button primary" onClick={start}>
          {t('admin.requests.ask')}
        </button>
      )}
      {open && (
        <form className="form request-form" ref={formRef} onSubmit={(event) => void send(event)} noValidate>
          {items.map((item, index) => (
            <RequestItemFields
              key={item.key}
              kind={kind}
              idPrefix={`${ids}-item-${item.key}`}
              number={index + 1}
              item={item}
              record={record}
              problems={itemProblems(index)}
              onChange={(changed) => change(index, changed)}
              onRemove={items.length > 1 ? () => remove(index) : undefined}
            />
          ))}
          {problems.items && (
            <p className="field-error" role="alert">
              {t(problems.items)}
            </p>
          )}
          {items.length < MAX_REQUEST_ITEMS && (
            <button type="button" className="button" onClick={() => setItems((all) => [...all, emptyItem()])}>
              {t('admin.requests.addItem')}
            </button>
          )}
          <div className="field">
            <label htmlFor={`${ids}-replyBy`}>{t('admin.requests.replyBy')}</label>
            <input
              id={`${ids}-replyBy`}
              type="date"
              min={todayInDarEsSalaam()}
              value={replyBy}
              onChange={(event) => setReplyBy(event.target.value)}
              {...(problems.replyBy
                ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-replyBy-error` }
                : {})}
            />
            {problems.replyBy && (
              <p className="field-error" id={`${ids}-replyBy-error`} role="alert">
                {t(problems.replyBy)}
              </p>
            )}
          </div>
          <FormSubmit busy={sending} label="admin.requests.send" busyLabel="admin.requests.sending">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('admin.requests.cancel')}
            </button>
          </FormSubmit>
          <ChangedNotice changes={stale.changes} />
          {failure && (
            <p className="notice error" role="alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
