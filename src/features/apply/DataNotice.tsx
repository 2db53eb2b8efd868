import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKnownAgentName } from '#components/form/agentNames';
import { AGENT_FIELD } from '#domain/aan';
import { serviceLabels, type ApplicationKind } from '#domain/kinds';
import { PRIVACY_PATH } from '#domain/privacy';
import { retentionPeriodsSaid } from '#domain/retentionPeriods';

/**
 * What Submit hands over, said above it in plain words: what is collected and why, who sees it
 * (the government office of this kind, and the agent the form names, by name when the page knows
 * it), how long it is kept (the retention table's periods), and the privacy page for the rest.
 * It watches the agent's number as AgentField does (the field is filled in before this mounts,
 * which useWatch would miss): the form re-renders for that field only.
 */
export function DataNotice({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation();
  const aan = ((useFormContext().watch(AGENT_FIELD) as string | undefined) ?? '').trim();
  const agentName = useKnownAgentName(aan || undefined);
  const office = t(serviceLabels(kind).office);
  const seenBy = !aan
    ? t('form.dataNotice.seenBy', { office })
    : agentName
      ? t('form.dataNotice.seenByNamedAgent', { office, name: agentName, aan })
      : t('form.dataNotice.seenByAgent', { office });
  return (
    <p className="form-note">
      {t('form.dataNotice.collected', { office })} {seenBy}{' '}
      {t('form.dataNotice.kept', retentionPeriodsSaid(t))}{' '}
      <Link to={PRIVACY_PATH}>{t('form.dataNotice.more')}</Link>
    </p>
  );
}
