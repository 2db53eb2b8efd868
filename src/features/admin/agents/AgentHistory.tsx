import { useTranslation } from 'react-i18next';
import { basisPointsToPercent, type AgentChangeDetail, type AgentChangeView } from '#domain/agentAdmin';
import { agentChangeOptions, type Commission } from '#domain/agents';
import { formatDateTime } from '#domain/format';
import { applicationKindLabels, type AppLanguage } from '#domain/kinds';
import { formatTsh } from '#domain/money';

type Translate = (key: string, values?: Record<string, string>) => string;

/** "Tsh 5,000" or "10%": a commission as an admin reads it. */
function commissionText(commission: Commission, t: Translate, lang: AppLanguage): string {
  return commission.type === 'amount'
    ? formatTsh(commission.amount, lang)
    : t('agents.commission.percentValue', { percent: basisPointsToPercent(commission.basisPoints) });
}

/** One thing a change changed, before → after. */
function detailText(detail: AgentChangeDetail, t: Translate, lang: AppLanguage): string {
  if ('field' in detail) return t(`agents.history.${detail.field}`, { from: detail.from, to: detail.to });
  return t('agents.history.commission', {
    service: t(applicationKindLabels[detail.kind]),
    from: commissionText(detail.from, t, lang),
    to: commissionText(detail.to, t, lang),
  });
}

/** Every change of the agent's account, newest first (the API's order): what, who and when. */
export function AgentHistory({ changes, lang }: { changes: AgentChangeView[]; lang: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <section className="card agents-section" aria-labelledby="agent-history-title">
      <h2 id="agent-history-title">{t('agents.history.title')}</h2>
      {changes.length === 0 ? (
        <p>{t('agents.history.empty')}</p>
      ) : (
        <ol className="agent-history">
          {changes.map((change) => (
            <li key={change.id}>
              <p>
                <strong>{t(agentChangeOptions.labels[change.change])}</strong>{' '}
                <span>
                  {t('agents.history.by', { who: change.actorEmail ?? t('agents.history.unknownActor') })}
                </span>
              </p>
              <p className="agent-history-when">
                <time dateTime={change.at}>{formatDateTime(Date.parse(change.at), lang)}</time>
              </p>
              {change.detail.length > 0 && (
                <ul className="agent-history-detail">
                  {change.detail.map((detail) => (
                    <li key={'field' in detail ? detail.field : detail.kind}>
                      {detailText(detail, t, lang)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
