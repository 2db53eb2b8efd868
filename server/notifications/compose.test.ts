import { describe, expect, it } from 'vitest';
import { CONTACT } from '#domain/agency';
import { APP_LANGUAGES, APPLICATION_KINDS, type AppLanguage, type ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions, type ApplicationStatus } from '#domain/meta';
import { AGENT_EVENTS, isAgentEvent, notificationEventOptions, type AgentEvent } from '#domain/notifications';
import { newReference } from '#domain/reference';
import { smsParts } from '#domain/sms';
import { clientLink, composeEmail, composeSms, trackLink } from './compose.ts';

// The longest address the app is likely to be served from, so a test passing here passes in production.
const PUBLIC_URL = 'https://applytz-production.web.app';

const every = APPLICATION_KINDS.flatMap((kind) =>
  APP_LANGUAGES.flatMap((lang) =>
    notificationEventOptions.values
      .filter((event) => !isAgentEvent(event))
      .flatMap((event) =>
        applicationStatusOptions.values.map((status) => ({
          kind,
          lang,
          event,
          reference: newReference(kind),
          facts: { amount: 300_000, status },
        })),
      ),
  ),
);

/** A change of status told to the applicant with staff's message to them. */
const statusWithMessage = (
  told: { kind: ApplicationKind; lang: AppLanguage; reference: string },
  status: ApplicationStatus,
  applicantMessage: string,
) => ({ ...told, event: 'statusChanged' as const, facts: { status, applicantMessage } });

describe('composeSms', () => {
  it('fits every event, service, status and language in one GSM-7 part, with the track link', () => {
    for (const message of every) {
      const text = composeSms(message, PUBLIC_URL);
      expect(smsParts(text), text).toBe(1);
      expect(text).toContain(trackLink(PUBLIC_URL, message.reference, message.lang));
    }
  });

  it('tells each event in the language applied in', () => {
    const paid = {
      kind: 'visa',
      reference: 'VIS-7K3Q9X',
      event: 'paid',
      facts: { amount: 300_000 },
    } as const;
    expect(composeSms({ ...paid, lang: 'en' }, PUBLIC_URL)).toBe(
      `Apply TZ: payment of Tsh 300,000 received for application VIS-7K3Q9X. Receipt: ${PUBLIC_URL}/track?reference=VIS-7K3Q9X&lang=en`,
    );
    expect(composeSms({ ...paid, lang: 'sw' }, PUBLIC_URL)).toMatch(
      /^Apply TZ: tumepokea malipo ya Tsh 300,000 kwa maombi namba VIS-7K3Q9X\./,
    );
    const status = {
      kind: 'tin',
      reference: 'TIN-7K3Q9X',
      event: 'statusChanged',
      facts: { status: 'approved' },
    } as const;
    expect(composeSms({ ...status, lang: 'sw' }, PUBLIC_URL)).toContain('sasa ni: Imeidhinishwa.');
  });

  it('links in the language applied in, so the page opens in it', () => {
    const received = { kind: 'tin', reference: 'TIN-7K3Q9X', event: 'received', facts: {} } as const;
    expect(composeSms({ ...received, lang: 'sw' }, PUBLIC_URL)).toMatch(
      new RegExp(`${PUBLIC_URL}/track\\?reference=TIN-7K3Q9X&lang=sw$`),
    );
    expect(composeSms({ ...received, lang: 'en' }, PUBLIC_URL)).toMatch(
      /\/track\?reference=TIN-7K3Q9X&lang=en$/,
    );
    const email = composeEmail({ ...received, lang: 'sw' }, PUBLIC_URL);
    expect(email.html).toContain(`href="${PUBLIC_URL}/track?reference=TIN-7K3Q9X&#38;lang=sw"`);
    expect(email.text).toContain(`${PUBLIC_URL}/track?reference=TIN-7K3Q9X&lang=sw`);
  });

  it('keeps a long staff message to two parts, in plain characters, and says it was cut', () => {
    const applicantMessage = `Tafadhali lete “nakala” ya pasipoti — na picha 2 🙂. ${'Maelezo zaidi '.repeat(40)}`;
    for (const lang of APP_LANGUAGES) {
      const told = { kind: 'business', lang, reference: 'BUS-7K3Q9X' } as const;
      const text = composeSms(statusWithMessage(told, 'action_needed', applicantMessage), PUBLIC_URL);
      expect(smsParts(text), text).toBe(2);
      expect(text).toContain('Tafadhali lete "nakala" ya pasipoti - na picha 2.');
      expect(text).toContain('...');
      expect(text).toContain(trackLink(PUBLIC_URL, 'BUS-7K3Q9X', lang));
    }
  });

  it('adds a short staff message whole', () => {
    const told = { kind: 'visa', lang: 'en', reference: 'VIS-7K3Q9X' } as const;
    const text = composeSms(
      statusWithMessage(told, 'action_needed', 'Please bring your passport.'),
      PUBLIC_URL,
    );
    expect(text).toBe(
      `Apply TZ: we are waiting for your answer about application VIS-7K3Q9X. Please bring your passport. Answer here: ${PUBLIC_URL}/track?reference=VIS-7K3Q9X&lang=en`,
    );
  });
});

describe('the SMS of a request', () => {
  const asking = (lang: AppLanguage, asked: string) =>
    composeSms(
      {
        kind: 'visa',
        lang,
        reference: 'VIS-7K3Q9X',
        event: 'statusChanged',
        facts: {
          status: 'action_needed',
          requestId: 'r1',
          replyBy: '2026-03-14',
          asked,
          applicantMessage: `We have asked you for:${asked} Please reply by 14 Mar 2026.`,
        },
      },
      PUBLIC_URL,
    );

  it('speaks to the applicant: what is needed, by when, and the link, in the language applied in', () => {
    expect(asking('en', ' Passport number, passport bio page.')).toBe(
      `Apply TZ: we are waiting for your answer about application VIS-7K3Q9X. We need: Passport number, passport bio page. Please answer by 14 Mar 2026: ${PUBLIC_URL}/track?reference=VIS-7K3Q9X&lang=en`,
    );
    expect(asking('sw', ' Namba ya pasipoti.')).toBe(
      `Apply TZ: tunasubiri jibu lako kuhusu maombi namba VIS-7K3Q9X. Tunahitaji: Namba ya pasipoti. Tafadhali jibu kabla ya 14 Mac 2026: ${PUBLIC_URL}/track?reference=VIS-7K3Q9X&lang=sw`,
    );
  });

  it('never says that the applicant has to act, and keeps the date and link however much is asked', () => {
    for (const lang of APP_LANGUAGES) {
      const text = asking(lang, ` ${'Barua ya utambulisho kutoka kwa mwajiri, '.repeat(12)}.`);
      expect(smsParts(text), text).toBe(2);
      expect(text).not.toMatch(/Action needed|anatakiwa/i);
      expect(text).toContain(lang === 'en' ? '14 Mar 2026' : '14 Mac 2026');
      expect(text).toContain(trackLink(PUBLIC_URL, 'VIS-7K3Q9X', lang));
    }
  });

  it("is told by email in the applicant's words too", () => {
    const email = composeEmail(
      {
        kind: 'tin',
        lang: 'sw',
        reference: 'TIN-7K3Q9X',
        event: 'statusChanged',
        facts: { status: 'action_needed' },
      },
      PUBLIC_URL,
    );
    expect(email.subject).toBe('Maombi namba TIN-7K3Q9X: tunasubiri jibu lako');
    expect(email.text).not.toContain('anatakiwa');
  });
});

describe("an agent's SMS", () => {
  const agentSms = (event: AgentEvent, lang: AppLanguage, kind: ApplicationKind, reference: string) =>
    composeSms({ kind, lang, reference, event, facts: {} }, PUBLIC_URL);

  it("fits one GSM-7 part for each event, service and language, and ends with the client's card on My clients", () => {
    for (const kind of APPLICATION_KINDS)
      for (const lang of APP_LANGUAGES)
        for (const event of AGENT_EVENTS) {
          const reference = newReference(kind);
          const text = agentSms(event, lang, kind, reference);
          expect(smsParts(text), text).toBe(1);
          expect(text).toContain(reference);
          expect(text.endsWith(clientLink(PUBLIC_URL, event, reference, lang)), text).toBe(true);
        }
  });

  it("names the client's service, in the agent's language, and leads to the client's card", () => {
    expect(agentSms('agentActionNeeded', 'en', 'visa', 'VIS-7K3Q9X')).toBe(
      `Apply TZ: your client's Visa application needs action: ${PUBLIC_URL}/agent?view=actionNeeded&q=VIS-7K3Q9X&lang=en`,
    );
    expect(agentSms('agentActionNeeded', 'sw', 'tin', 'TIN-7K3Q9X')).toBe(
      `Apply TZ: maombi ya Cheti cha TIN ya mteja wako yanahitaji hatua: ${PUBLIC_URL}/agent?view=actionNeeded&q=TIN-7K3Q9X&lang=sw`,
    );
    expect(agentSms('agentResultReady', 'sw', 'brela', 'BRL-7K3Q9X')).toBe(
      `Apply TZ: hati za maombi ya Usajili wa BRELA ya mteja wako ziko tayari: ${PUBLIC_URL}/agent?view=resultsReady&q=BRL-7K3Q9X&lang=sw`,
    );
  });
});

describe('the reminder of a request', () => {
  const reminder = (lang: 'en' | 'sw', asked: string) =>
    composeSms(
      {
        kind: 'visa',
        lang,
        reference: 'VIS-7K3Q9X',
        event: 'requestReminder',
        facts: { requestId: 'r1', replyBy: '2026-03-14', asked },
      },
      PUBLIC_URL,
    );

  it('says what was asked and by when, and links to Track, in the language applied in', () => {
    expect(reminder('en', ' Passport number, passport bio page.')).toBe(
      `Apply TZ: a reminder about application VIS-7K3Q9X. We asked for: Passport number, passport bio page. Please answer by 14 Mar 2026: ${PUBLIC_URL}/track?reference=VIS-7K3Q9X&lang=en`,
    );
    expect(reminder('sw', ' Namba ya pasipoti.')).toBe(
      `Apply TZ: kikumbusho kuhusu maombi namba VIS-7K3Q9X. Tuliomba: Namba ya pasipoti. Tafadhali jibu kabla ya 14 Mac 2026: ${PUBLIC_URL}/track?reference=VIS-7K3Q9X&lang=sw`,
    );
  });

  it('cuts a long list of what was asked to two parts, keeping the date and the link', () => {
    for (const lang of APP_LANGUAGES) {
      const text = reminder(lang, ` ${'Barua ya utambulisho kutoka kwa mwajiri, '.repeat(12)}.`);
      expect(smsParts(text), text).toBe(2);
      expect(text).toContain(lang === 'en' ? '14 Mar 2026' : '14 Mac 2026');
      expect(text).toContain(trackLink(PUBLIC_URL, 'VIS-7K3Q9X', lang));
    }
  });
});

describe('composeEmail', () => {
  it('has a subject, a text and an HTML part, the link and the agency contact details', () => {
    for (const message of every) {
      const email = composeEmail(message, PUBLIC_URL);
      const link = trackLink(PUBLIC_URL, message.reference, message.lang);
      expect(email.subject).toContain(message.reference);
      expect(email.text).toContain(link);
      expect(email.html).toContain(`href="${link.replace('&', '&#38;')}"`);
      for (const part of [email.text, email.html]) {
        expect(part).toContain(CONTACT.phone);
        expect(part).toContain(CONTACT.salesEmail);
      }
    }
  });

  it('carries the staff message whole, escaped in the HTML', () => {
    const told = { kind: 'brela', lang: 'sw', reference: 'BRL-7K3Q9X' } as const;
    const email = composeEmail(
      statusWithMessage(told, 'rejected', 'Jina <b>limechukuliwa</b> & "tayari"'),
      PUBLIC_URL,
    );
    expect(email.subject).toBe('Maombi namba BRL-7K3Q9X: Imekataliwa');
    expect(email.text).toContain('Jina <b>limechukuliwa</b> & "tayari"');
    expect(email.html).toContain('Jina &#60;b&#62;limechukuliwa&#60;/b&#62; &#38; &#34;tayari&#34;');
    expect(email.html).not.toContain('<b>');
  });
});
