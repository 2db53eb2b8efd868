import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusedStatus } from '#components/FocusedStatus';
import type { AgentView } from '#domain/agents';
import { formatTsh } from '#domain/money';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { isMonth, monthInDarEsSalaam } from '#domain/officeMonth';
import type { AgentStatementAnswer } from '#domain/statements';
import { useFetch } from '#lib/fetching';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { MonthSelect } from '#components/statements/MonthSelect';
import { StatementReading } from '#components/statements/StatementReading';
import { StatementDownloads } from '#components/statements/StatementDownloads';
import { StatementView } from '#components/statements/StatementView';
import { statementsApi, type StatementsApi } from './statements/api';
import { PayoutForm } from './statements/PayoutForm';

type Props = { agent: AgentView; api?: StatementsApi; now?: () => Date };

/**
 * The agent's page's last section: their statement of a month as they read it themselves (the
 * current month first), its PDF and CSV, and a payout recorded against it while anything is owed.
 */
export function AgentStatements({ agent, api = statementsApi, now = () => new Date() }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const today = now();
  const latest = monthInDarEsSalaam(today);
  const [chosen, setChosen] = useState(latest);
  const month = isMonth(chosen) ? chosen : latest;
  const [said, setSaid] = useState<string>();
  const source = useMemo(() => api.agent(agent.aan), [api, agent.aan]);
  const read = useFetch<AgentStatementAnswer, readonly ['admin.agentStatement', string, string]>(
    ['admin.agentStatement', agent.aan, month],
    () => source.read(month),
  );
  const statement = read.data?.month === month ? read.data : undefined;
  return (
    <section className="card agents-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('statements.admin.statementOf')}</h2>
      <div className="statement-tools">
        <MonthSelect
          id={`${id}-month`}
          value={month}
          latest={latest}
          onChange={(next) => {
            setSaid(undefined);
            setChosen(next);
          }}
        />
        {statement && <StatementDownloads shown={statement} source={source} />}
      </div>
      <FocusedStatus text={said} className="agents-said" />
      {statement && <StatementView statement={statement} level={3} reader="admin" />}
      <StatementReading read={read} shown={Boolean(statement)} />
      {statement && statement.owed > 0 && (
        <PayoutForm
          key={`${month}-${statement.paidOut}`}
          agent={agent}
          month={month}
          owed={statement.owed}
          today={todayInDarEsSalaam(today)}
          api={api}
          onRecorded={(answer) => {
            setSaid(
              t('statements.admin.recorded', {
                amount: formatTsh(answer.payout.amount, lang),
                name: agent.name,
              }),
            );
            void read.mutate(answer.statement, { revalidate: false });
          }}
        />
      )}
    </section>
  );
}
