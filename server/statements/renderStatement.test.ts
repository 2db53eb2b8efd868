import { describe, expect, it } from 'vitest';
import type { AgentStatementAnswer } from '#domain/statements';
import { NAMES_IN_SCRIPTS } from '../../tests/support/namesInScripts.ts';
import { pdfFontNames, pdfTextLines } from '../../tests/support/pdfText.ts';
import { renderStatement } from './renderStatement.ts';

const line = { orderId: 'ORD-1', reference: 'VIS-7K3Q9X', kind: 'visa', price: 300_000 } as const;

/** February 2025: one visa paid, one of January's given back, one payout. */
const february: AgentStatementAnswer = {
  aan: 'AAN-1234',
  name: 'Asha Mrema',
  month: '2025-02',
  closed: true,
  lines: [{ ...line, at: '2025-02-10T09:00:00.000Z', commission: 30_000, client: 'Amina Mwangi' }],
  corrections: [
    {
      ...line,
      orderId: 'ORD-2',
      reference: 'VIS-2M8R4T',
      at: '2025-02-12T09:00:00.000Z',
      price: -300_000,
      commission: -30_000,
      paidMonth: '2025-01',
      reason: 'Refunded to the client',
    },
  ],
  earned: 30_000,
  corrected: -30_000,
  total: 0,
  payouts: [],
  paidOut: 0,
  owed: 0,
};

const linesOf = async (statement: AgentStatementAnswer) =>
  pdfTextLines(await renderStatement(statement, 'en', new Date('2025-03-01T09:00:00Z')));

describe('renderStatement', () => {
  it("names the agent, the month and the totals in the agent's language", async () => {
    expect(await linesOf(february)).toEqual(
      expect.arrayContaining(['Agent Asha Mrema', 'AAN AAN-1234', 'Month February 2025']),
    );
  });

  it("names each line's client beside its reference", async () => {
    expect(await linesOf(february)).toContain(
      '10 Feb 2025 VIS-7K3Q9X Amina Mwangi Visa Tsh 300,000 Tsh 30,000',
    );
  });

  it.each(Object.entries(NAMES_IN_SCRIPTS))("prints an agent's %s name as typed", async (_, name) => {
    expect(await linesOf({ ...february, name })).toContain(`Agent ${name}`);
  });

  it('prints why a payment was given back as the admin typed it, in any script', async () => {
    const reason = `Refund for ${NAMES_IN_SCRIPTS.Vietnamese} and ${NAMES_IN_SCRIPTS.Russian}`;
    const [correction] = february.corrections;
    const text = (await linesOf({ ...february, corrections: [{ ...correction!, reason }] })).join(' ');
    expect(text).toContain(reason);
  });

  it("embeds another script's font only in a statement that has text written in it", async () => {
    const render = (name: string) => renderStatement({ ...february, name }, 'en');
    expect(await pdfFontNames(await render('Asha Mrema'))).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(await pdfFontNames(await render(NAMES_IN_SCRIPTS.Chinese))).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansSC-Regular',
    ]);
  });
});
