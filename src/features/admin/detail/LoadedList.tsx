import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '#components/RetryNotice';
import type { Loadable } from './useLoad';

type Props<Item> = {
  items: Loadable<Item[]>;
  /** The translation key of what is said when the list could not be read. */
  failed: string;
  /** Offers Try again beside the failure when given. */
  onRetry?: () => void;
  /** The translation key of what is said when there is none. */
  empty: string;
  /** The items laid out, once there is at least one. */
  children: (items: Item[]) => ReactNode;
};

/**
 * A detail section's list as it loads: "Loading…", the failure (announced, with Try again when it
 * can be tried again), what is said when there is none, else the items as `children` lays them out.
 */
export function LoadedList<Item>({ items, failed, onRetry, empty, children }: Props<Item>) {
  const { t } = useTranslation();
  switch (items.status) {
    case 'loading':
      return <p role="status">{t('common.loading')}</p>;
    case 'failed':
      return onRetry ? (
        <RetryNotice message={failed} retryLabel="admin.detail.retry" onRetry={onRetry} />
      ) : (
        <p className="notice error" role="alert">
          {t(failed)}
        </p>
      );
    case 'done':
      return items.value.length === 0 ? <p>{t(empty)}</p> : children(items.value);
  }
}
