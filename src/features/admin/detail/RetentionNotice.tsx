import { useTranslation } from 'react-i18next';
import { formatDate } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import type { RetentionStage } from '#domain/retention';
import { removalsOf } from './retentionRemovals';

const LINES = {
  documents: 'retention.documentsRemoved',
  results: 'retention.resultsRemoved',
  personal: 'retention.personalRemoved',
} as const satisfies Record<RetentionStage, string>;

/**
 * What the retention run removed of the application and on which day, where its documents are
 * listed: staff read that they went on purpose rather than meeting a link that fails.
 */
export function RetentionNotice({ record, lang }: { record: Record<string, unknown>; lang: AppLanguage }) {
  const { t } = useTranslation();
  const removals = removalsOf(record);
  if (removals.length === 0) return null;
  return (
    <div className="notice detail-retention">
      {removals.map(({ stage, at }) => (
        <p key={stage}>{t(LINES[stage], { date: formatDate(at, lang) })}</p>
      ))}
    </div>
  );
}
