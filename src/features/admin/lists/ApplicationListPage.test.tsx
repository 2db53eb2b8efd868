import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { validVisaApplication } from '../../../domain/fixtures';
import { StaffUserContext, type StaffUser } from '../common/staffUser';
import type { ListPage, ListRequest, PageCursor } from './api/applicationsQuery';
import ApplicationListPage from './ApplicationListPage';
import type { ListSource } from './useApplicationPages';

/** 30 visa applications, newest first; cursors are the last row's id. */
const ROWS = Array.from({ length: 30 }, (_, i) => ({
  id: `doc${i}`,
  data: {
    ...validVisaApplication({ firstName: `Person${i}` }),
    reference: `VIS-AAAA${i}`,
    paymentStatus: 'unpaid',
  },
}));

function fakeSource() {
  const requests: ListRequest[] = [];
  const pageAfter = (after: string | null): ListPage => {
    const start = after ? ROWS.findIndex((row) => row.id === after) + 1 : 0;
    const rows = ROWS.slice(start, start + 24);
    return { rows, last: (rows.at(-1)?.id ?? null) as unknown as PageCursor };
  };
  const source: ListSource = {
    watchFirstPage: (request, onPage) => {
      requests.push(request);
      onPage(pageAfter(null));
      return Promise.resolve(() => undefined);
    },
    fetchPage: (request, after) => {
      requests.push(request);
      return Promise.resolve(pageAfter(after as unknown as string));
    },
    countMatching: () => Promise.resolve(ROWS.length),
  };
  return { source, requests };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderList(source: ListSource, role: StaffUser['role'] = 'staff', path = '/ad/visa') {
  render(
    <StaffUserContext.Provider value={{ uid: 'u1', email: 'rose@example.co.tz', role }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ad/visa" element={<ApplicationListPage kind="visa" source={source} />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </StaffUserContext.Provider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Visa Applicants' })).getAllByRole('article');

// Paging through 24 cards in jsdom takes seconds on a busy machine.
describe('ApplicationListPage', { timeout: 30_000 }, () => {
  it('shows the first 24 applications as cards, then the rest on the next page and back', async () => {
    const { source } = fakeSource();
    renderList(source);
    expect(screen.getByRole('heading', { level: 1, name: 'Visa Applicants' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(cards()[0]).toHaveAccessibleName('Person24 Otieno');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(cards()[0]).toHaveAccessibleName('Person0 Otieno');
  });

  it('puts the search and payment filter in the address and queries with them', async () => {
    const { source, requests } = fakeSource();
    renderList(source);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vis-aaaa5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'paid');
    expect(screen.getByTestId('address')).toHaveTextContent('/ad/visa?q=vis-aaaa5&payment=paid');
    expect(requests.at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'match', anyOf: expect.any(Array) as unknown },
      payment: 'paid',
    });
  });

  it('offers Delete to admins only', async () => {
    renderList(fakeSource().source, 'admin');
    expect(await screen.findAllByRole('button', { name: 'Delete' })).toHaveLength(24);
  });

  it('says so when a search finds nothing', async () => {
    const empty: ListSource = {
      watchFirstPage: (_request, onPage) => {
        onPage({ rows: [], last: null });
        return Promise.resolve(() => undefined);
      },
      fetchPage: () => Promise.reject(new Error('not used')),
      countMatching: () => Promise.resolve(0),
    };
    renderList(empty, 'staff', '/ad/visa?q=Nobody');
    expect(await screen.findByText('No application matches this search.')).toBeInTheDocument();
  });

  it('points to the right list for a reference of another service', () => {
    renderList(fakeSource().source, 'staff', '/ad/visa?q=BRL-H2W6RT');
    expect(screen.getByRole('link', { name: 'Brela Applicants' })).toHaveAttribute(
      'href',
      '/ad/brela?q=BRL-H2W6RT',
    );
  });

  it('reports a failed load with a retry', async () => {
    const failing: ListSource = {
      watchFirstPage: (_request, _onPage, onError) => {
        onError(new Error('permission-denied'));
        return Promise.resolve(() => undefined);
      },
      fetchPage: () => Promise.reject(new Error('not used')),
      countMatching: () => Promise.reject(new Error('permission-denied')),
    };
    renderList(failing);
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
