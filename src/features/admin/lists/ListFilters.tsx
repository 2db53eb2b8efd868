import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentStatusOptions, type PaymentStatus } from '../../../domain/meta';

export type Filters = { q: string; payment?: PaymentStatus };

type Props = { kind: string; filters: Filters; onChange: (filters: Filters) => void };

/** Search box and payment filter; applied on submit (search) or at once (filter). */
export function ListFilters({ kind, filters, onChange }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const searchId = `search-${kind}`;
  const paymentId = `payment-${kind}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  };

  return (
    <form className="list-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor={searchId}>{t('admin.lists.search')}</label>
        <p className="field-hint" id={`${searchId}-hint`}>
          {t('admin.lists.searchHint')}
        </p>
        <div className="search-row">
          <input
            id={searchId}
            type="search"
            value={q}
            maxLength={100}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => setQ(event.target.value)}
          />
          <button type="submit" className="button primary">
            {t('admin.lists.searchButton')}
          </button>
          {(filters.q || q) && (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setQ('');
                onChange({ ...filters, q: '' });
              }}
            >
              {t('admin.lists.clearSearch')}
            </button>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor={paymentId}>{t('admin.lists.paymentFilter')}</label>
        <select
          id={paymentId}
          value={filters.payment ?? ''}
          onChange={(event) =>
            onChange({ ...filters, payment: (event.target.value || undefined) as PaymentStatus | undefined })
          }
        >
          <option value="">{t('admin.lists.allPayments')}</option>
          {paymentStatusOptions.values.map((value) => (
            <option key={value} value={value}>
              {t(paymentStatusOptions.labels[value])}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
