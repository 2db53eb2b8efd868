import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { correctableFields } from '#domain/requests';
import type { RequestView } from '#domain/requests';
import { RequestsSection } from './RequestsSection';

vi.mock('../common/api/staffToken', () => ({ staffIdToken: vi.fn(async () => 'staff-token') }));

const ACCEPT_URL = '/api/applications/tin/abc/requests/request-1/accept';
const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  if (url === '/api/csrf') return new Response(null, { status: 204 });
  if (url === ACCEPT_URL && init.method === 'POST')
    return new Response(JSON.stringify({ state: 'accepted' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  return new Response(JSON.stringify({ message: 'Not found', code: 'route.notFound' }), { status: 404 });
});
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const [answerField] = correctableFields('tin') as [string];

const REQUEST: RequestView = {
  id: 'request-1',
  kind: 'tin',
  applicationId: 'abc',
  reference: 'TIN-7K3Q9X',
  items: [
    { type: 'field', field: answerField, reason: 'The name differs from the NIDA card.' },
    { type: 'otherDocument', name: 'Passport bio page', reason: 'To confirm the name.' },
  ],
  replyBy: '2026-12-19',
  state: 'open',
  // 10:00 UTC is 13:00 in Dar es Salaam.
  createdAt: '2026-12-05T10:00:00.000Z',
  createdBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
};

type SectionProps = { requests: RequestView[]; onDecided?: () => void; at?: string };

/** The section on the application's page, at `at` (its address, the hash included). */
const Section = ({ requests, onDecided = () => {}, at = '/ad/viewTin/abc' }: SectionProps) => (
  <MemoryRouter initialEntries={[at]}>
    <RequestsSection
      kind="tin"
      id="abc"
      requests={{ status: 'done', value: requests }}
      lang="en"
      onDecided={onDecided}
    />
  </MemoryRouter>
);

const ANSWERED: RequestView = {
  ...REQUEST,
  state: 'answered',
  answer: {
    corrections: [{ field: answerField, before: 'Amina Saidi', after: 'Amina Said' }],
    documents: [{ item: 1, paths: ['request-answers/0123456789abcdef0123456789abcdef.pdf'] }],
    // 12:30 UTC is 15:30 in Dar es Salaam.
    answeredAt: '2026-12-07T12:30:00.000Z',
    via: 'proof',
  },
};

describe('RequestsSection', () => {
  it('lists each request with its items and reasons, reply-by date, state, and who asked when', () => {
    render(<Section requests={[REQUEST]} />);
    const section = screen.getByRole('region', { name: 'Requests' });
    const request = within(section).getByRole('article');
    expect(request).toHaveTextContent('Waiting for the applicant · Reply by 19 Dec 2026');
    const items = within(request).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^An answer to correct: .+The name differs from the NIDA card\.$/);
    expect(items[1]).toHaveTextContent('Another document: Passport bio pageTo confirm the name.');
    expect(request).toHaveTextContent('Asked by staff@example.co.tz on 5 Dec 2026, 13:00');
  });

  it('opened at the answer (#answer), brings the answer waiting for staff into view and gives it the focus', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Section requests={[ANSWERED, { ...REQUEST, id: 'request-0' }]} at="/ad/viewTin/abc#answer" />);
    const [waiting] = screen.getAllByRole('article');
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAccessibleName(/^Answered: waiting for staff/);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(within(waiting!).getByRole('button', { name: 'Accept the answer' })).toBeInTheDocument();
  });

  it('opened without #answer, leaves the focus where it is', () => {
    render(<Section requests={[ANSWERED]} />);
    expect(screen.getByRole('article')).not.toHaveFocus();
  });

  it("names the agent who answered, so staff do not read it as the applicant's", () => {
    const byAgent: RequestView = {
      ...ANSWERED,
      answer: { ...ANSWERED.answer!, via: 'agent', agent: { uid: 'agent-uid', aan: 'AGT-7K3Q9' } },
    };
    render(<Section requests={[byAgent]} />);
    expect(screen.getByRole('article')).toHaveTextContent(
      'Answered on 7 Dec 2026, 15:30 by agent AGT-7K3Q9, not by the applicant',
    );
  });

  it('says when nothing has been asked', () => {
    render(<Section requests={[]} />);
    expect(screen.getByRole('region', { name: 'Requests' })).toHaveTextContent('Nothing has been asked yet.');
  });

  it("shows the applicant's answer, correction before and after, with its files, and accepts it", async () => {
    const onDecided = vi.fn();
    render(<Section requests={[ANSWERED]} onDecided={onDecided} />);
    const request = screen.getByRole('article');
    expect(request).toHaveTextContent('Answered: waiting for staff');
    expect(request).toHaveTextContent('Answered on 7 Dec 2026, 15:30, with the reference and phone number');
    expect(request).toHaveTextContent('Amina Saidi → Amina Said');
    expect(
      within(request).getByRole('button', { name: 'Open document: 0123456789abcdef0123456789abcdef.pdf' }),
    ).toBeVisible();

    await userEvent.click(within(request).getByRole('button', { name: 'Accept the answer' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledOnce());
    const accepted = fetchMock.mock.calls.filter(([url]) => url === ACCEPT_URL);
    expect(
      accepted.map(([, init]) => [init?.method, new Headers(init?.headers).get('Authorization')]),
    ).toEqual([['POST', 'Bearer staff-token']]);
  });

  it('says who decided, and offers no Accept once decided', () => {
    const decided: RequestView = {
      ...ANSWERED,
      state: 'accepted',
      decision: {
        decision: 'accepted',
        decidedAt: '2026-12-08T07:00:00.000Z',
        decidedBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
      },
    };
    render(<Section requests={[decided]} />);
    const request = screen.getByRole('article');
    expect(request).toHaveTextContent('Accepted by staff@example.co.tz on 8 Dec 2026, 10:00');
    expect(within(request).queryByRole('button', { name: 'Accept the answer' })).toBeNull();
  });
});
