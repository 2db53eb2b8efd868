import i18n from 'i18next';
import { BOM } from '#domain/csv';
import { moneyTables, paymentsTables, speedTables } from './figureTables';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { byService, fixtureView, serviceNames } from './reportFixture';
import { csvFileName, sectionCsv } from './reportCsv';

const en = i18n.getFixedT('en');
const sw = i18n.getFixedT('sw');
const lines = (csv: string) => csv.replace(BOM, '').split('\r\n');

describe('the CSV files of the Reports page', () => {
  it('writes the money per day by service, the totals and the split, amounts as whole numbers', () => {
    const csv = sectionCsv(moneyTables(fixtureView(), en, 'en'), en);
    expect(csv.startsWith(BOM)).toBe(true);
    // A column per service, nothing paid where the fixture has nothing.
    const money = (period: string, paid: Partial<Record<ApplicationKind, number>>) => {
      const cells = byService(paid, 0);
      return [period, ...cells, cells.reduce((sum, cell) => sum + cell, 0)].join(',');
    };
    expect(lines(csv)).toEqual([
      '"Money paid per period, by service"',
      ['Period', ...serviceNames(en), 'Total'].join(','),
      money('2026-03-02', { visa: 300_000 }),
      money('2026-03-03', { brela: 55_000 }),
      money('2026-03-04', {}),
      money('Total', { visa: 300_000, brela: 55_000 }),
      '',
      // Against the three days before, the change in per cent; none from nothing.
      '"How much we made, against the period before"',
      'Part,These dates,Period before,Change (%)',
      'Paid,355000,300000,18.3',
      'Government fees passed on,71000,60000,18.3',
      'Commission owed to agents,30000,30000,0.0',
      'Given back,10000,0,',
      'Kept by the agency,244000,210000,16.2',
      '',
      '"Totals for the dates chosen, and how the money splits"',
      'Part,Amount',
      'Total paid,355000',
      'Processing fee,106500',
      'Form fee,177500',
      'Government fee and tax,71000',
      'Reversed (given back),10000',
      'Commission owed to agents,30000',
      '',
    ]);
  });

  it('writes the payment attempts with the failure rate in per cent, empty where nothing was tried', () => {
    const csv = sectionCsv(paymentsTables(fixtureView(), en, 'en'), en);
    expect(lines(csv)).toEqual([
      '"Payment attempts per period, by outcome"',
      'Period,Attempts,Paid,Failed,Abandoned,Still open,Failure rate (%)',
      '2026-03-02,3,1,1,1,0,33.3',
      '2026-03-03,2,1,0,0,1,0.0',
      '2026-03-04,0,0,0,0,0,',
      'Total,5,2,1,1,1,20.0',
      '',
    ]);
  });

  it("writes waits in hours, and every heading in the reader's language", () => {
    const csv = sectionCsv(speedTables(fixtureView(), sw, 'sw'), sw);
    const [caption, heading, visa, brela] = lines(csv);
    expect(caption).toBe('Muda wa kusubiri kwa huduma');
    expect(heading).toBe(
      'Huduma,Kulipwa hadi kukamilika: wastani wa kati (saa),Kulipwa hadi kukamilika: kiwango cha asilimia 90 (saa),' +
        'Kulipwa hadi kukamilika: idadi,Ombi la taarifa hadi jibu: wastani wa kati (saa),' +
        'Ombi la taarifa hadi jibu: kiwango cha asilimia 90 (saa),Ombi la taarifa hadi jibu: idadi',
    );
    // The fixture's waits of 52 hours and 3 h 20 min, as their bands give them back.
    expect(visa).toBe('Viza,51.5,51.5,1,,,0');
    expect(brela).toBe('Usajili wa BRELA,,,0,3.4,3.4,1');
    // Then, after a row per service, the median of each day over the services, with how many waits ended that day.
    expect(lines(csv).slice(2 + APPLICATION_KINDS.length)).toEqual([
      '',
      'Wastani wa kati wa kusubiri kwa kila kipindi',
      'Kipindi,Kulipwa hadi kukamilika: wastani wa kati (saa),Kulipwa hadi kukamilika: idadi,' +
        'Ombi la taarifa hadi jibu: wastani wa kati (saa),Ombi la taarifa hadi jibu: idadi',
      '2026-03-02,,0,,0',
      '2026-03-03,51.5,1,3.4,1',
      '2026-03-04,,0,,0',
      '',
    ]);
  });

  it('names the file after the section and the dates', () => {
    expect(csvFileName('money', { from: '2026-03-02', to: '2026-03-04' })).toBe(
      'report-money-2026-03-02-2026-03-04.csv',
    );
  });
});
