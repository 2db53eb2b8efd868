import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { monthInDarEsSalaam, monthIsOver } from '#domain/officeMonth';
import {
  statementOf,
  totalsOf,
  type AgentMonthTotals,
  type AgentsStatementsAnswer,
  type AgentStatementAnswer,
} from '#domain/statements';
import { agentRecords } from '../agents/records.ts';
import { storedDate } from '../applications/storedTime.ts';
import {
  agentPaymentsOfMonth,
  paymentsOfMonthByAgent,
  payoutsOfMonth,
  payoutsOfMonthByAgent,
  type QueryRead,
} from './records.ts';

const nameOf = (agent: DocumentSnapshot) => (agent.get('name') as string | undefined) ?? '';

/** One agent's statement of `month` (agent: their agents/{AAN}). */
export async function agentStatement(
  db: Firestore,
  agent: DocumentSnapshot,
  month: string,
  read?: QueryRead,
): Promise<AgentStatementAnswer> {
  const [payments, payouts] = await Promise.all([
    agentPaymentsOfMonth(db, agent.id, month, read),
    payoutsOfMonth(db, agent.id, month, read),
  ]);
  const since = storedDate(agent.get('createdAt'));
  return {
    aan: agent.id,
    name: nameOf(agent),
    ...(since ? { firstMonth: monthInDarEsSalaam(since.getTime()) } : {}),
    ...statementOf({ month, payments, payouts }),
  };
}

/**
 * Every agent's totals for `month`, by name, with the sums of all: agents with nothing that month
 * are listed too, so an admin sees whom the agency owes nothing. Suspended agents are listed with
 * the rest: what they earned before is still owed.
 */
export async function agentsStatements(db: Firestore, month: string): Promise<AgentsStatementsAnswer> {
  const [agents, payments, payouts] = await Promise.all([
    agentRecords(db).get(),
    paymentsOfMonthByAgent(db, month),
    payoutsOfMonthByAgent(db, month),
  ]);
  const rows: AgentMonthTotals[] = agents.docs.map((agent) => {
    const statement = statementOf({
      month,
      payments: payments.get(agent.id) ?? [],
      payouts: payouts.get(agent.id) ?? [],
    });
    return totalsOf({ aan: agent.id, name: nameOf(agent) }, statement);
  });
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.aan.localeCompare(b.aan));
  const add = (key: 'applications' | 'total' | 'paidOut' | 'owed') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  return {
    month,
    closed: monthIsOver(month),
    agents: rows,
    sums: {
      applications: add('applications'),
      total: add('total'),
      paidOut: add('paidOut'),
      owed: add('owed'),
    },
  };
}
