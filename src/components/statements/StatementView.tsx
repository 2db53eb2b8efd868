import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '#components/Amount';
import { formatDate } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { formatMonth } from '#domain/officeMonth';
import {
  dayOf,
  payoutMethodLabels,
  type AgentStatementAnswer,
  type Payout,
  type StatementCorrection,
  type StatementLine,
} from '#domain/statements';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import './statements.css';
import { StatementTable } from './StatementTable';

/** A statement's lines: when, which application and client, and what it brought. */
const LINE_COLUMNS = [
  { label: 'statements.date' },
  { label: 'statements.reference' },
  { label: 'statements.client' },
  { label: 'statements.service' },
  { label: 'statements.price', amount: true },
  { label: 'statements.commission', amount: true },
];

type Props = {
  statement: AgentStatementAnswer;
  /** The level of the statement's own heading (its parts are one below): 2 on its page, 3 in a section. */
  level?: 2 | 3;
  /** Who reads it: the agent ("your clients") or an admin ("this agent's clients"). */
  reader?: 'agent' | 'admin';
};

/**
 * One agent's month: the applications paid (date, reference, service, price, commission), the
 * corrections for payments given back, the sums, and the payouts made against it.
 */
export function StatementView({ statement, level = 2, reader = 'agent' }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const Part = level === 2 ? 'h3' : 'h4';
  const month = formatMonth(statement.month, lang);
  return (
    <section className="statement" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('statements.monthTitle', { month })}</Heading>
      {!statement.closed && <p className="notice statement-open">{t('statements.open')}</p>}

      <Part id={`${id}-lines`}>{t('statements.lines')}</Part>
      {statement.lines.length === 0 ? (
        <p>{t(reader === 'agent' ? 'statements.noLines' : 'statements.noLinesAdmin')}</p>
      ) : (
        <LinesTable lines={statement.lines} labelledBy={`${id}-lines`} />
      )}

      {statement.corrections.length > 0 && (
        <>
          <Part id={`${id}-corrections`}>{t('statements.corrections')}</Part>
          <p className="field-hint">{t('statements.correctionsLead')}</p>
          <LinesTable lines={statement.corrections} labelledBy={`${id}-corrections`} />
        </>
      )}

      <Part>{t('statements.summary')}</Part>
      <dl className="statement-sums">
        <Sum label={t('statements.earned')} value={statement.earned} />
        {statement.corrections.length > 0 && (
          <Sum label={t('statements.corrected')} value={statement.corrected} />
        )}
        <Sum label={t('statements.total')} value={statement.total} strong />
        <Sum label={t('statements.paidOut')} value={statement.paidOut} />
        <Sum label={t('statements.owed')} value={statement.owed} strong />
      </dl>

      <Part>{t('statements.payouts')}</Part>
      {statement.payouts.length === 0 ? (
        <p>{t('statements.noPayouts')}</p>
      ) : (
        <ul className="statement-payouts">
          {statement.payouts.map((payout) => (
            <PayoutItem key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Sum({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={strong ? 'statement-sum strong' : 'statement-sum'}>
      <dt>{label}</dt>
      <dd>
        <Amount value={value} />
      </dd>
    </div>
  );
}

/**
 * Lines or corrections as a table; on a phone each line stacks its cells, each under its column's
 * name, so nothing is read sideways. A correction names the month it was paid in and why it went
 * back.
 */
function LinesTable({
  lines,
  labelledBy,
}: {
  lines: readonly (StatementLine | StatementCorrection)[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const notes = lines.some((line) => 'paidMonth' in line);
  return (
    <StatementTable
      labelledBy={labelledBy}
      columns={LINE_COLUMNS}
      lastHeading={notes && <th scope="col">{t('statements.note')}</th>}
    >
      <tbody>
        {lines.map((line) => (
          <tr key={line.orderId}>
            <td className="keep-whole" data-label={t('statements.date')}>
              {formatDate(dayOf(line.at), lang)}
            </td>
            <td className="reference" data-label={t('statements.reference')}>
              {line.reference ?? line.orderId}
            </td>
            <td data-label={t('statements.client')}>{line.client}</td>
            <td data-label={t('statements.service')}>{t(applicationKindLabels[line.kind])}</td>
            <td className="statement-amount" data-label={t('statements.price')}>
              <Amount value={line.price} />
            </td>
            <td className="statement-amount" data-label={t('statements.commission')}>
              <Amount value={line.commission} />
            </td>
            {'paidMonth' in line && (
              <td data-label={t('statements.note')}>
                {t('statements.correctionNote', {
                  month: formatMonth(line.paidMonth, lang),
                  reason: line.reason,
                }).trim()}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </StatementTable>
  );
}

function PayoutItem({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  // The amount kept whole on a narrow screen: "Tsh" and its figure on one line.
  const amount = formatTsh(payout.amount, lang).replace(' ', '\u00a0');
  const line = t('statements.payoutLine', {
    amount,
    date: formatDate(payout.paidOn, lang),
    method: t(payoutMethodLabels[payout.method]),
  });
  const reference = payout.reference ? t('statements.payoutReference', { reference: payout.reference }) : '';
  return <li>{reference ? `${line} · ${reference}` : line}</li>;
}
