import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ApplicationKind } from '../../../domain/kinds';
import { startOfToday, type KindCounts } from './counts';
import DashboardPage, { type CountLoader } from './DashboardPage';

const COUNTS: Record<ApplicationKind, KindCounts> = {
  brela: { total: 12, awaitingPayment: 5, today: 1 },
  visa: { total: 1234, awaitingPayment: 40, today: 3 },
  tin: { total: 7, awaitingPayment: 0, today: 0 },
  business: { total: 3, awaitingPayment: 2, today: 2 },
};

function renderDashboard(load: CountLoader) {
  render(
    <MemoryRouter>
      <DashboardPage load={load} />
    </MemoryRouter>,
  );
}

const tile = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  it('shows the four totals, and what awaits payment and came in today, summed', async () => {
    const load = vi.fn<CountLoader>((kind) => Promise.resolve(COUNTS[kind]));
    renderDashboard(load);
    expect(await screen.findByRole('region', { name: 'Brela applications' })).toBeInTheDocument();
    expect(within(tile('Brela applications')).getByText('12')).toBeInTheDocument();
    expect(within(tile('Visa applications')).getByText('1,234')).toBeInTheDocument();
    expect(within(tile('Tin applications')).getByText('7')).toBeInTheDocument();
    expect(within(tile('Business applications')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Visa applications')).getByText(/Awaiting payment: 40/)).toBeInTheDocument();
    expect(within(tile('Awaiting payment (unpaid or pending)')).getByText('47')).toBeInTheDocument();
    expect(within(tile('Submitted today')).getByText('6')).toBeInTheDocument();
    expect(
      within(tile('Tin applications')).getByRole('link', { name: 'View Tin applicants' }),
    ).toHaveAttribute('href', '/ad/tin');
    // "Today" is from local midnight, asked once per kind.
    expect(load).toHaveBeenCalledTimes(4);
    expect(load).toHaveBeenCalledWith('visa', startOfToday());
  });

  it('reports a failure and counts again on Refresh', async () => {
    const load = vi
      .fn<CountLoader>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation((kind) => Promise.resolve(COUNTS[kind]));
    renderDashboard(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('The totals could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: 'Brela applications' })).toBeInTheDocument();
  });
});

describe('startOfToday', () => {
  it("is midnight in Dar es Salaam, whatever the device's zone", () => {
    // 17:45 UTC is 20:45 in Dar es Salaam: the day began at 21:00 UTC the evening before.
    expect(startOfToday(new Date('2026-03-10T17:45:00Z'))).toEqual(new Date('2026-03-09T21:00:00Z'));
    // 22:30 UTC is already 01:30 the next day there.
    expect(startOfToday(new Date('2026-03-10T22:30:00Z'))).toEqual(new Date('2026-03-10T21:00:00Z'));
    expect(startOfToday(new Date('2026-03-10T21:00:00Z'))).toEqual(new Date('2026-03-10T21:00:00Z'));
  });
});
