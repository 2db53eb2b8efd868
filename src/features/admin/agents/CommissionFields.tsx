import { useTranslation } from 'react-i18next';
import { commissionOn } from '#domain/agents';
import { applicationKindLabels, PRICES, SERVICES_ORDER, type ApplicationKind } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import {
  commissionInputId,
  commissionOf,
  type CommissionDraft,
  type CommissionDrafts,
  type CommissionErrors,
} from './commissionDraft';

type Props = {
  /** Makes the ids of the fields unique on the page. */
  idPrefix: string;
  drafts: CommissionDrafts;
  errors: CommissionErrors;
  onChange: (kind: ApplicationKind, draft: CommissionDraft) => void;
};

/**
 * Each service's commission: an amount in shillings or a percentage of its price (typed like 10 or
 * 7.5), with what the agent earns on one application at today's price once it is a valid one.
 */
export function CommissionFields({ idPrefix, drafts, errors, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  return (
    <div className="commission-fields">
      {SERVICES_ORDER.map((kind) => {
        const draft = drafts[kind];
        const typeId = `${idPrefix}-${kind}-type`;
        const valueId = commissionInputId(idPrefix, kind);
        const error = errors[kind];
        const commission = commissionOf(draft);
        const price = PRICES[kind];
        return (
          <fieldset key={kind} className="commission-service">
            <legend>{t(applicationKindLabels[kind])}</legend>
            <div className="field">
              <label htmlFor={typeId}>{t('agents.commission.type')}</label>
              <select
                id={typeId}
                value={draft.type}
                onChange={(event) =>
                  onChange(kind, { ...draft, type: event.target.value as CommissionDraft['type'] })
                }
              >
                <option value="amount">{t('agents.commission.amount')}</option>
                <option value="percent">{t('agents.commission.percent')}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={valueId}>
                {t(
                  draft.type === 'amount'
                    ? 'agents.commission.amountLabel'
                    : 'agents.commission.percentLabel',
                )}
              </label>
              <input
                id={valueId}
                type="text"
                inputMode={draft.type === 'amount' ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={20}
                value={draft.value}
                onChange={(event) => onChange(kind, { ...draft, value: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${valueId}-hint${error ? ` ${valueId}-error` : ''}`}
              />
              <p className="field-hint" id={`${valueId}-hint`}>
                {commission &&
                  t('agents.commission.earned', {
                    price: formatTsh(price, lang),
                    earned: formatTsh(commissionOn(price, commission), lang),
                  })}
              </p>
              {error && (
                <p className="field-error" id={`${valueId}-error`} role="alert">
                  {t(error)}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
