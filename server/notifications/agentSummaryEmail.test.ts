import { describe, expect, it } from 'vitest';
import { CONTACT } from '#domain/agency';
import { composeAgentSummary, type AgentSummary } from './agentSummaryEmail.ts';

const PUBLIC_URL = 'https://applytz-production.web.app';
const inDar = (local: string) => Date.parse(`${local}+03:00`);

const week = (changes: Partial<AgentSummary> = {}): AgentSummary => ({
  name: 'Halima <Mushi>',
  aan: 'AGT-7K3Q9',
  lang: 'en',
  from: inDar('2026-03-02T00:00:00'),
  to: inDar('2026-03-09T00:00:00'),
  received: 4,
  paid: 3,
  completed: 1,
  actionNeeded: 2,
  unpaid: 12,
  newestUnpaid: [
    { kind: 'visa', reference: 'VIS-7K3Q9X', createdAt: inDar('2026-03-08T10:00:00') },
    { kind: 'brela', reference: 'BRL-7K3Q9X', createdAt: inDar('2026-03-03T10:00:00') },
  ],
  ...changes,
});

describe("the agent's weekly email", () => {
  it('counts the week from Monday to Sunday, lists what is unpaid and links their clients page', () => {
    const { subject, text, html } = composeAgentSummary(week(), PUBLIC_URL);
    expect(subject).toBe("Your clients' applications, 2 Mar 2026 to 8 Mar 2026");
    expect(text).toContain('Hello Halima <Mushi>,');
    expect(text).toContain('from 2 Mar 2026 to 8 Mar 2026');
    expect(text).toContain('Your agent number (AAN) is AGT-7K3Q9.');
    expect(text).toContain(
      [
        '- Received: 4',
        '- Paid: 3',
        '- Completed, documents ready: 1',
        '- Waiting for action now: 2',
        '- Not paid yet: 12',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        '- VIS-7K3Q9X, Visa, received 8 Mar 2026',
        '- BRL-7K3Q9X, BRELA registration, received 3 Mar 2026',
        '- and 10 more',
      ].join('\n'),
    );
    expect(text).toContain(`See your clients: ${PUBLIC_URL}/agent?lang=en`);
    for (const part of [text, html]) {
      expect(part).toContain(CONTACT.phone);
      expect(part).toContain(CONTACT.salesEmail);
    }
    expect(html).toContain('<p>Hello Halima &#60;Mushi&#62;,</p>');
    expect(html).toContain('<li>VIS-7K3Q9X, Visa, received 8 Mar 2026</li>');
    expect(html).toContain(`<a href="${PUBLIC_URL}/agent?lang=en">See your clients</a>`);
  });

  it("is written in the agent's language, and lists nothing unpaid when all is paid", () => {
    const { subject, text, html } = composeAgentSummary(
      week({ lang: 'sw', unpaid: 0, newestUnpaid: [] }),
      PUBLIC_URL,
    );
    expect(subject).toBe('Maombi ya wateja wako, 2 Mac 2026 hadi 8 Mac 2026');
    expect(text).toContain('Yamepokelewa: 4');
    expect(text).toContain('Bado hayajalipiwa: 0');
    expect(text).not.toContain('yalipokelewa');
    expect(text).toContain(`Angalia wateja wako: ${PUBLIC_URL}/agent?lang=sw`);
    expect(html).toMatch(/^<!doctype html><html lang="sw">/);
    expect(html.match(/<ul>/g)).toHaveLength(1);
  });
});
