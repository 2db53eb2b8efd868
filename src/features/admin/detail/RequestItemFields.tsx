import { useTranslation } from 'react-i18next';
import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import {
  correctableFields,
  documentFields,
  REASON_MAX_LENGTH,
  REQUEST_ITEM_TYPES,
  type RequestItemType,
} from '#domain/requests';
import type { DraftItem } from './requestDraft';
import { storedText } from './storedValue';

type Props = {
  kind: ApplicationKind;
  idPrefix: string;
  number: number;
  item: DraftItem;
  /** The application's answers, to show staff what the applicant gave. */
  record: Record<string, unknown>;
  /** Problems by input ('field', 'name', 'reason'), as translation keys. */
  problems: Record<string, string | undefined>;
  onChange: (item: DraftItem) => void;
  onRemove?: () => void;
};

/** An input's error, announced when it appears and named by the input's aria-describedby. */
function Problem({ id, problem }: { id: string; problem?: string }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {t(problem)}
    </p>
  );
}

const invalidProps = (id: string, problem?: string) =>
  problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** One thing staff ask for: its type, which answer or document, and why. */
export function RequestItemFields({
  kind,
  idPrefix,
  number,
  item,
  record,
  problems,
  onChange,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const labels = APPLICATIONS[kind].fieldLabels as Record<string, string>;
  const id = (input: string) => `${idPrefix}-${input}`;
  // The answers this application holds (not a married applicant's spouse on a single one's, nor
  // every one of the service's 45), and any a kept draft had chosen.
  const held = (field: string) => field === item.field || storedText(record[field]) !== undefined;
  const choices = item.type === 'field' ? correctableFields(kind).filter(held) : documentFields(kind);
  const current = item.type === 'field' && item.field ? storedText(record[item.field]) : undefined;

  return (
    <fieldset className="request-item">
      <legend>{t('admin.requests.item', { number })}</legend>
      <div className="field">
        <label htmlFor={id('type')}>{t('admin.requests.type')}</label>
        <select
          id={id('type')}
          value={item.type}
          onChange={(event) => onChange({ ...item, type: event.target.value as RequestItemType, field: '' })}
        >
          {REQUEST_ITEM_TYPES.filter((type) => type !== 'document' || documentFields(kind).length > 0).map(
            (type) => (
              <option key={type} value={type}>
                {t(`admin.requests.types.${type}`)}
              </option>
            ),
          )}
        </select>
      </div>
      {item.type === 'otherDocument' ? (
        <div className="field">
          <label htmlFor={id('name')}>{t('admin.requests.name')}</label>
          <input
            id={id('name')}
            value={item.name}
            maxLength={100}
            onChange={(event) => onChange({ ...item, name: event.target.value })}
            {...invalidProps(id('name'), problems.name)}
          />
          <Problem id={`${id('name')}-error`} problem={problems.name} />
        </div>
      ) : (
        <div className="field">
          <label htmlFor={id('field')}>
            {t(item.type === 'field' ? 'admin.requests.field' : 'admin.requests.document')}
          </label>
          <select
            id={id('field')}
            value={item.field}
            onChange={(event) => onChange({ ...item, field: event.target.value })}
            {...invalidProps(id('field'), problems.field)}
          >
            <option value="" />
            {choices.map((field) => (
              <option key={field} value={field}>
                {labels[field] ? t(labels[field]) : field}
              </option>
            ))}
          </select>
          {current !== undefined && (
            <p className="field-hint">{t('admin.requests.currentAnswer', { value: current })}</p>
          )}
          <Problem id={`${id('field')}-error`} problem={problems.field} />
        </div>
      )}
      <div className="field">
        <label htmlFor={id('reason')}>{t('admin.requests.reason')}</label>
        <textarea
          id={id('reason')}
          rows={2}
          maxLength={REASON_MAX_LENGTH}
          value={item.reason}
          onChange={(event) => onChange({ ...item, reason: event.target.value })}
          {...invalidProps(id('reason'), problems.reason)}
        />
        <Problem id={`${id('reason')}-error`} problem={problems.reason} />
      </div>
      {onRemove && (
        <button type="button" className="button" onClick={onRemove}>
          {t('admin.requests.removeItem', { number })}
        </button>
      )}
    </fieldset>
  );
}
