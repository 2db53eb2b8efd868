import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { ExportEventView } from '#domain/exports';
import { FetchScope } from '#lib/FetchScope';
import { ExportLog, type ExportLogLoader } from './ExportLog';

const EVENTS: ExportEventView[] = [
  {
    id: 'e2',
    kind: 'tin',
    filter: { view: 'all', status: 'in_review', payment: 'paid', agent: 'AGT-7K3QX', q: 'Mushi' },
    format: 'xlsx',
    rows: 1_500,
    actorUid: 'u2',
    actorEmail: 'neema@example.co.tz',
    at: '2026-12-05T08:30:00.000Z',
  },
  {
    id: 'e1',
    kind: 'visa',
    filter: { view: 'attention' },
    format: 'csv',
    rows: 12,
    actorUid: 'u-without-email',
    actorEmail: null,
    at: '2026-01-15T08:30:00.000Z',
  },
];

function renderLog(load: ExportLogLoader) {
  render(
    <FetchScope>
      <ExportLog load={load} />
    </FetchScope>,
  );
}

/** The table's body rows, each as its cells' text. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ExportLog', () => {
  it('lists who exported what, when, with which filters and how many rows, newest first', async () => {
    renderLog(() => Promise.resolve(EVENTS));
    const section = await screen.findByRole('region', { name: 'Exports' });
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Who', 'When', 'Service', 'Filters', 'File', 'Rows']);
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    expect(rows()).toEqual([
      [
        'neema@example.co.tz',
        '5 Dec 2026, 11:30',
        'TIN certificate',
        'All applications, In review, Paid, agent AGT-7K3QX, search “Mushi”',
        'XLSX',
        '1,500',
      ],
      ['u-without-email', '15 Jan 2026, 11:30', 'Visa', 'Needs attention', 'CSV', '12'],
    ]);
  });

  it('says when nothing has been exported, and when the record could not be read', async () => {
    renderLog(() => Promise.resolve([]));
    expect(await screen.findByText('No list has been downloaded yet.')).toBeInTheDocument();
    cleanup();
    renderLog(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The exports could not be loaded.');
  });

  it('speaks Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      renderLog(() => Promise.resolve(EVENTS.slice(0, 1)));
      expect(await screen.findByRole('region', { name: 'Orodha zilizopakuliwa' })).toBeInTheDocument();
      expect(rows()[0]).toEqual([
        'neema@example.co.tz',
        '5 Des 2026, 11:30',
        expect.any(String),
        'Maombi yote, Inakaguliwa, Imelipwa, wakala AGT-7K3QX, utafutaji “Mushi”',
        'XLSX',
        '1,500',
      ]);
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });
});
