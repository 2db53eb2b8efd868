import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FocusedStatus } from '#components/FocusedStatus';
import { Amount } from '#components/Amount';
import { formatTsh } from '#domain/money';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { formatMonth, isMonth, monthInDarEsSalaam } from '#domain/officeMonth';
import type { AgentMonthTotals, AgentsStatementsAnswer } from '#domain/statements';
import { useScreenTitle } from '#lib/documentTitle';
import { useFetch } from '#lib/fetching';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { MonthSelect } from '#components/statements/MonthSelect';
import { DownloadButtons } from '#components/statements/StatementDownloads';
import { StatementReading } from '#components/statements/StatementReading';
import { adminAgentPath } from '../../common/routes';
import { AdminOnly } from '../AdminOnly';
import { statementsApi, type StatementsApi } from './api';
import { PayoutForm } from './PayoutForm';
import '../agents.css';
import '#components/statements/statements.css';
import { StatementTable } from '#components/statements/StatementTable';

/** The month's agents: who, how many applications, and what they earned, were paid and are owed. */
const AGENT_COLUMNS = [
  { label: 'statements.admin.agent' },
  { label: 'statements.pdf.aan' },
  { label: 'statements.admin.applications', amount: true },
  { label: 'statements.total', amount: true },
  { label: 'statements.paidOut', amount: true },
  { label: 'statements.owed', amount: true },
];

type Props = { api?: StatementsApi; now?: () => Date };

/**
 * ad/agents/statements (admins only): every agent's commission for a month (the current one unless
 * the address names another), what has been paid out and what is still owed, exported as CSV; a
 * payout is recorded against an agent's month from their row.
 */
export default function StatementsPage({ api = statementsApi, now = () => new Date() }: Props) {
  return (
    <AdminOnly>
      <AgentsStatements api={api} now={now()} />
    </AdminOnly>
  );
}

function AgentsStatements({ api, now }: { api: StatementsApi; now: Date }) {
  const latest = monthInDarEsSalaam(now);
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && isMonth(asked) && asked <= latest ? asked : latest;
  const [paying, setPaying] = useState<AgentMonthTotals>();
  const [said, setSaid] = useState<string>();
  useScreenTitle(t('meta.pageTitle', { page: t('statements.admin.title') }));
  const read = useFetch<AgentsStatementsAnswer, readonly ['admin.statements', string]>(
    ['admin.statements', month],
    () => api.month(month),
  );

  const choose = (next: string) => {
    setPaying(undefined);
    setSaid(undefined);
    setParams(next === latest ? {} : { month: next });
  };
  const startPayout = (row: AgentMonthTotals) => {
    setSaid(undefined);
    setPaying(row);
    // Its first field takes the focus once it is shown, so the amount can be typed at once.
    requestAnimationFrame(() => document.getElementById(`${id}-payout`)?.querySelector('input')?.focus());
  };

  return (
    <main className="page admin-page agents-page" id="main">
      <h1>{t('statements.admin.title')}</h1>
      <p className="lead">{t('statements.admin.lead')}</p>
      <div className="statement-tools">
        <MonthSelect id={`${id}-month`} value={month} latest={latest} onChange={choose} />
        <ExportButton month={month} api={api} />
      </div>
      <FocusedStatus text={said} className="agents-said" />

      <section className="card agents-section" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{formatMonth(month, lang)}</h2>
        {read.data?.month === month && (
          <Totals answer={read.data} labelledBy={`${id}-title`} onPay={startPayout} />
        )}
        <StatementReading read={read} shown={Boolean(read.data)} />
      </section>

      {paying && (
        <section
          className="card agents-section"
          id={`${id}-payout`}
          aria-label={t('statements.admin.recordPayout')}
        >
          <PayoutForm
            key={`${paying.aan}-${month}`}
            agent={paying}
            month={month}
            owed={paying.owed}
            today={todayInDarEsSalaam(now)}
            api={api}
            onCancel={() => setPaying(undefined)}
            onRecorded={({ payout }) => {
              setPaying(undefined);
              setSaid(
                t('statements.admin.recorded', { amount: formatTsh(payout.amount, lang), name: paying.name }),
              );
              void read.mutate();
            }}
          />
        </section>
      )}
    </main>
  );
}

/** Every agent's month as a table that scrolls sideways on its own on a phone; the sums below. */
function Totals({
  answer,
  labelledBy,
  onPay,
}: {
  answer: AgentsStatementsAnswer;
  labelledBy: string;
  onPay: (row: AgentMonthTotals) => void;
}) {
  const { t } = useTranslation();
  if (answer.agents.length === 0) return <p>{t('statements.admin.noAgents')}</p>;
  const { sums } = answer;
  return (
    <StatementTable
      labelledBy={labelledBy}
      className="agent-table"
      columns={AGENT_COLUMNS}
      lastHeading={
        <th scope="col">
          <span className="visually-hidden">{t('statements.admin.recordPayout')}</span>
        </th>
      }
    >
      <tbody>
        {answer.agents.map((row) => (
          <tr key={row.aan}>
            <th scope="row">
              <Link to={adminAgentPath(row.aan)}>{row.name}</Link>
            </th>
            <td className="reference">{row.aan}</td>
            <td className="statement-amount">{row.applications}</td>
            <td className="statement-amount">
              <Amount value={row.total} />
            </td>
            <td className="statement-amount">
              <Amount value={row.paidOut} />
            </td>
            <td className="statement-amount">
              <Amount value={row.owed} />
            </td>
            <td>
              {row.owed > 0 && (
                <button
                  type="button"
                  className="button secondary keep-whole"
                  // Whose, for a screen reader going from button to button; it starts with what is shown.
                  aria-label={t('statements.admin.recordPayoutTo', { name: row.name })}
                  onClick={() => onPay(row)}
                >
                  {t('statements.admin.recordPayout')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('statements.admin.allAgents')}
          </th>
          <td className="statement-amount">{sums.applications}</td>
          <td className="statement-amount">
            <Amount value={sums.total} />
          </td>
          <td className="statement-amount">
            <Amount value={sums.paidOut} />
          </td>
          <td className="statement-amount">
            <Amount value={sums.owed} />
          </td>
          <td />
        </tr>
      </tfoot>
    </StatementTable>
  );
}

function ExportButton({ month, api }: { month: string; api: Pick<StatementsApi, 'exportMonth'> }) {
  return (
    <DownloadButtons
      downloads={[{ label: 'statements.admin.exportCsv', fetch: (lang) => api.exportMonth(month, lang) }]}
    />
  );
}
