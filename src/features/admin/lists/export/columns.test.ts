import i18n from 'i18next';
import { APPLICATIONS } from '#domain/applications';
import {
  validApplicationMeta,
  validBusinessApplication,
  validSoleProprietorTinApplication,
  validVisaApplication,
} from '#fixtures/applications';
import { APPLICATION_KINDS, type AppLanguage, type ApplicationKind } from '#domain/kinds';
import { agentNameMap, type AgentNames } from '../agentNames';
import { exportColumns, exportRow, headerRow } from './columns';

const readerIn = (lang: AppLanguage) => ({ t: i18n.getFixedT(lang), lang });

/** The agents an export reads once, before its rows. */
const AGENTS = agentNameMap([
  { aan: 'AGT-7K3QM', name: 'Baraka Mushi' },
  { aan: 'AGT-0042', name: 'Rehema Travel & Tours' },
]);
const NO_AGENTS: AgentNames = new Map();

/** One application as its export row, each cell under its column's label. */
function exported(
  kind: ApplicationKind,
  stored: Record<string, unknown>,
  lang: AppLanguage = 'en',
  agents = AGENTS,
) {
  const columns = exportColumns(kind, agents);
  const reader = readerIn(lang);
  const header = headerRow(columns, reader.t);
  const row = exportRow(kind, columns, stored, reader);
  expect(row).toHaveLength(header.length);
  return Object.fromEntries(header.map((label, index) => [label, row[index]]));
}

const META = ['Reference', 'Status', 'Payment', 'Submitted on', 'Paid on', 'Completed on'];
const AAN_LABEL = 'Agent number (AAN) – For Agents Only';

describe('export columns', () => {
  it.each(APPLICATION_KINDS)(
    "%s: our six fields, then every detail-page field in its order, labelled as there, the agent's name after their number",
    (kind) => {
      const labels: Record<string, string> = APPLICATIONS[kind].fieldLabels;
      const fields: readonly string[] = APPLICATIONS[kind].sections.flatMap((section) => section.fields);
      const header = headerRow(exportColumns(kind, AGENTS), readerIn('en').t);
      expect(header).toEqual([
        ...META,
        ...fields.flatMap((field) =>
          field === 'AAN' ? [AAN_LABEL, "Agent's name"] : [i18n.t(labels[field]!)],
        ),
      ]);
      expect(new Set(fields).size).toBe(fields.length);
    },
  );

  it('keeps a fixed order for a kind: the business licence, column by column', () => {
    expect(headerRow(exportColumns('business', AGENTS), readerIn('en').t)).toEqual([
      ...META,
      AAN_LABEL,
      "Agent's name",
      'NIDA number',
      'Phone number',
      'First name',
      'Middle name',
      'Last name',
      'Primary school',
      'District of primary school',
      'Year you finished primary school',
      'Ward where you registered for NIDA',
      'Ward of birth',
      "Mother's first name",
      "Mother's middle name",
      "Mother's last name",
      "Mother's phone number",
      'Business name',
      'Business activity',
      'Region',
      'Council',
      'Ward',
      'Street',
      'Block number',
      'Plot number',
      'Landlord contract',
    ]);
  });

  it('labels the columns in the reader language', () => {
    const header = headerRow(exportColumns('visa', AGENTS), readerIn('sw').t);
    expect(header.slice(0, 4)).toEqual(['Namba ya kumbukumbu', 'Hali', 'Malipo', 'Tarehe ya kuwasilisha']);
    expect(header).toContain('Jina la kwanza');
    expect(header).toContain('Jina la wakala');
  });
});

describe('export rows', () => {
  const visa = {
    ...validVisaApplication({
      firstName: 'Zuhura',
      lastName: 'Mwanaidi',
      // A trip on fixed days: the fixture's own trip is always a few weeks ahead.
      itinerary: [
        { city: 'Dar es Salaam', arrivalDate: '2026-03-10', departureDate: '2026-03-14' },
        { city: 'Arusha', arrivalDate: '2026-03-14', departureDate: '2026-03-18' },
      ],
    }),
    ...validApplicationMeta('visa'),
    status: 'in_review',
    paymentStatus: 'paid',
  };

  it('gives our fields as the detail page shows them: labels, and the time in Dar es Salaam', () => {
    expect(exported('visa', visa)).toMatchObject({
      Reference: 'VIS-7K3Q9X',
      Status: 'In review',
      Payment: 'Paid',
      'Submitted on': '15 Jan 2026, 11:30',
    });
  });

  it('gives when it was paid and completed, in Dar es Salaam; a rejection is no completion', () => {
    const paidAt = new Date('2026-01-16T06:05:00Z');
    const finishedAt = new Date('2026-01-20T13:45:00Z');
    expect(exported('visa', { ...visa, status: 'completed', paidAt, finishedAt })).toMatchObject({
      'Paid on': '16 Jan 2026, 09:05',
      'Completed on': '20 Jan 2026, 16:45',
    });
    expect(exported('visa', { ...visa, status: 'rejected', paidAt, finishedAt })).toMatchObject({
      'Paid on': '16 Jan 2026, 09:05',
      'Completed on': '',
    });
  });

  it('gives visa answers as the detail page does: options, countries, days, numbers and phones as text', () => {
    expect(exported('visa', visa)).toMatchObject({
      'First name': 'Zuhura',
      'Last name': 'Mwanaidi',
      Gender: 'Female',
      'Date of birth': '21 Jun 1991',
      'Country of birth': 'Kenya',
      Nationality: 'Kenya',
      'Phone number': '+254712345678',
      'Emergency contact phone': '+254722111222',
      'Passport number': 'AK0482913',
      'Date of expiry': '13 Feb 2032',
      'Passport photo': visa.passportPhoto,
      Itinerary: 'Dar es Salaam: 10 Mar 2026 – 14 Mar 2026; Arusha: 14 Mar 2026 – 18 Mar 2026',
    });
  });

  it('leaves a missing answer empty, and a field the kind does not ask for too', () => {
    const row = exported('visa', { ...visa, middleName: '   ' });
    expect(row['Middle name']).toBe('');
    expect(row["Spouse's full name"]).toBe('');
  });

  it('gives TIN yes/no answers by their labels, amounts grouped, documents by their stored path', () => {
    const tin = { ...validSoleProprietorTinApplication(), ...validApplicationMeta('tin') };
    expect(exported('tin', tin)).toMatchObject({
      'Do you have a TIN?': "No, I don't have a TIN",
      'Are the business premises rented?': 'Yes',
      'Registration certificate (PDF)': 'business-forms/3f1c9a0e5b7d4e2a8c6b1d0f9e8a7c61.pdf',
      'Lowest monthly salary (Tsh)': '250,000',
      Status: 'Submitted',
      Payment: 'Unpaid',
    });
  });

  it('reads the earlier app’s spellings as the lists do (tinaccess is the agent number)', () => {
    const row = exported('tin', { ...validSoleProprietorTinApplication(), tinaccess: 'AGT-0042' });
    expect(row[AAN_LABEL]).toBe('AGT-0042');
    expect(row["Agent's name"]).toBe('Rehema Travel & Tours');
  });

  it('names the agent beside their number: nothing for no agent, the number alone when no agent has it', () => {
    expect(exported('visa', { ...visa, AAN: 'AGT-7K3QM' })).toMatchObject({
      [AAN_LABEL]: 'AGT-7K3QM',
      "Agent's name": 'Baraka Mushi',
    });
    // An earlier record's number in small letters is the same agent's.
    expect(exported('business', { ...validBusinessApplication(), AAN: ' agt-7k3qm ' })["Agent's name"]).toBe(
      'Baraka Mushi',
    );
    expect(exported('visa', { ...visa, AAN: 'AGT-GONE1' })["Agent's name"]).toBe('AGT-GONE1');
    expect(exported('visa', { ...visa, AAN: 'AGT-7K3QM' }, 'en', NO_AGENTS)["Agent's name"]).toBe(
      'AGT-7K3QM',
    );
    const none = exported('visa', visa);
    expect(none[AAN_LABEL]).toBe('');
    expect(none["Agent's name"]).toBe('');
  });

  it('gives the business licence, in Kiswahili', () => {
    const business = {
      ...validBusinessApplication({ Fname: 'Mwanaisha' }),
      ...validApplicationMeta('business'),
    };
    const row = exported('business', { ...business, createdAt: new Date('2026-12-05T08:30:00Z') }, 'sw');
    expect(row).toMatchObject({
      'Namba ya kumbukumbu': 'BIZ-7K3Q9X',
      Hali: 'Imewasilishwa',
      'Tarehe ya kuwasilisha': '5 Des 2026, 11:30',
      'Jina la kwanza': 'Mwanaisha',
    });
  });

  it('shows what it does not know as stored, and says how much of a long text it left out', () => {
    const row = exported('brela', { Bname: 'x'.repeat(2_010), status: 'lost', createdAt: 'yesterday' });
    expect(row.Status).toBe('lost');
    expect(row['Submitted on']).toBe('');
    expect(row['Business name']).toBe(`${'x'.repeat(2_000)} … 10 more characters not shown.`);
  });
});
