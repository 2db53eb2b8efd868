import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from './paging';

type Props = {
  pageIndex: number;
  shown: number;
  total: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / Next with where we are ("25–48 of 60"), announced politely as it changes. */
export function Pager({ pageIndex, shown, total, hasPrevious, hasNext, onPrevious, onNext }: Props) {
  const { t } = useTranslation();
  const from = pageIndex * PAGE_SIZE + 1;
  const to = pageIndex * PAGE_SIZE + shown;
  return (
    <nav className="pager" aria-label={t('admin.lists.pages')}>
      <button type="button" className="button secondary" disabled={!hasPrevious} onClick={onPrevious}>
        {t('admin.lists.previous')}
      </button>
      <p aria-live="polite">
        {shown === 0
          ? t('admin.lists.pageEmpty')
          : total === null
            ? t('admin.lists.range', { from, to })
            : t('admin.lists.rangeOfTotal', { from, to, total })}
      </p>
      <button type="button" className="button secondary" disabled={!hasNext} onClick={onNext}>
        {t('admin.lists.next')}
      </button>
    </nav>
  );
}
