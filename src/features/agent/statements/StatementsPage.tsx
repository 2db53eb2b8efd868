import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isMonth, monthInDarEsSalaam } from '#domain/officeMonth';
import type { AgentStatementAnswer } from '#domain/statements';
import { ApiError } from '#lib/api';
import { suspendedAgent } from '#lib/apiFailure';
import { useScreenTitle } from '#lib/documentTitle';
import { FetchScope } from '#lib/FetchScope';
import { useFetch } from '#lib/fetching';
import { MonthSelect } from '#components/statements/MonthSelect';
import { StatementReading } from '#components/statements/StatementReading';
import { StatementDownloads } from '#components/statements/StatementDownloads';
import { StatementView } from '#components/statements/StatementView';
import type { StatementSource } from '#lib/statements';
import { NotSignedInError, ownStatements } from './api';

type Props = { source?: StatementSource; now?: () => Date };

/**
 * /agent/statements: what the signed-in agent earned in a month (the current one unless the address
 * names another, ?month=2026-03), what the agency has paid out and what it still owes, with the
 * statement as a PDF or CSV file. A FetchScope drops it when the page is left: on a shared computer
 * the next person never sees it.
 */
export default function StatementsPage({ source = ownStatements, now = () => new Date() }: Props) {
  return (
    <FetchScope>
      <Statements source={source} latest={monthInDarEsSalaam(now())} />
    </FetchScope>
  );
}

function Statements({ source, latest }: { source: StatementSource; latest: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && isMonth(asked) && asked <= latest ? asked : latest;
  useScreenTitle(t('meta.pageTitle', { page: t('statements.agent.title') }));
  const read = useFetch<AgentStatementAnswer, readonly ['agent.statement', string]>(
    ['agent.statement', month],
    () => source.read(month),
  );
  const refusal = refusalOf(read.error);
  // The agent's first month, once a statement has said it: no month before they were an agent.
  const [firstMonth, setFirstMonth] = useState<string>();
  if (read.data?.firstMonth && read.data.firstMonth !== firstMonth) setFirstMonth(read.data.firstMonth);

  return (
    <main id="main" className="page statements-page">
      <Link className="back-link" to="/agent">
        ← {t('statements.agent.back')}
      </Link>
      <h1>{t('statements.agent.title')}</h1>
      <p className="lead">{t('statements.agent.lead')}</p>
      {refusal ? (
        <div className="card" role="alert">
          <p>{t(refusal)}</p>
          {refusal !== 'errors.agent.suspended' && (
            <p>
              <Link to="/login">{t('statements.agent.signIn')}</Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <div className="statement-tools">
            <MonthSelect
              id={`${id}-month`}
              value={month}
              latest={latest}
              earliest={firstMonth}
              onChange={(next) => setParams(next === latest ? {} : { month: next })}
            />
            {read.data?.month === month && <StatementDownloads shown={read.data} source={source} />}
          </div>
          {read.data && <StatementView statement={read.data} />}
          <StatementReading read={read} shown={Boolean(read.data)} />
        </>
      )}
    </main>
  );
}

/** Why the page cannot show a statement at all: nobody signed in, not an agent, suspended. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof NotSignedInError) return 'statements.agent.signInFirst';
  // Before "sign in": a suspended agent's session still open on this device is refused too.
  if (suspendedAgent(error)) return 'errors.agent.suspended';
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'statements.agent.signInFirst';
  if (error.status === 403) return 'statements.agent.notAgent';
  return undefined;
}
