import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { validBrelaApplication, validVisaApplication } from '#fixtures/applications';
import type { UserRole } from '#domain/user';
import { ApiError } from '#lib/api';
import { FetchScope } from '#lib/FetchScope';
import { confirmDanger } from '#lib/dialogs';
import { takeApplication } from '../common/api/assignment';
import { StaffUserContext } from '../common/staffUser';
import { downloadReceipt, ReceiptError } from '#lib/receipts';
import { fetchAgentName } from './api/agent';
import { fetchApplication, type LoadedApplication } from './api/application';
import { fetchDuplicates } from './api/duplicates';
import { fetchDocument } from './api/documents';
import { fetchLooks } from './api/looks';
import { fetchMessages } from './api/messages';
import { fetchPayments } from './api/payments';
import { changeStatus, fetchEvents, recordPrint, type ApplicationEvent } from './api/processing';
import DetailPage from './DetailPage';
import { SHOWN_CHARACTERS, SHOWN_STOPS } from './shownLimits';

vi.mock('./api/application', () => ({ fetchApplication: vi.fn() }));
vi.mock('./api/payments', () => ({ fetchPayments: vi.fn() }));
vi.mock('./api/processing', () => ({ fetchEvents: vi.fn(), changeStatus: vi.fn(), recordPrint: vi.fn() }));
vi.mock('./api/documents', () => ({ fetchDocument: vi.fn() }));
vi.mock('./api/duplicates', () => ({ fetchDuplicates: vi.fn() }));
vi.mock('./api/agent', () => ({ fetchAgentName: vi.fn() }));
vi.mock('./api/messages', () => ({ fetchMessages: vi.fn(), resendMessage: vi.fn() }));
vi.mock('./api/requests', () => ({ fetchRequests: vi.fn(async () => []), sendRequest: vi.fn() }));
vi.mock('./api/results', () => ({
  fetchResults: vi.fn(async () => []),
  handBackResults: vi.fn(),
  fetchResultFile: vi.fn(),
}));
vi.mock('#lib/dialogs', () => ({ confirmDanger: vi.fn(), showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#lib/receipts', async (original) => ({
  ...(await original<typeof import('#lib/receipts')>()),
  downloadReceipt: vi.fn(),
}));
vi.mock('../common/api/assignment', () => ({ takeApplication: vi.fn(), giveApplication: vi.fn() }));
vi.mock('./api/staff', () => ({ fetchStaffMembers: vi.fn(async () => []) }));
vi.mock('./api/notes', () => ({ fetchNotes: vi.fn(async () => []), addNote: vi.fn() }));
vi.mock('./api/looks', () => ({ fetchLooks: vi.fn() }));
vi.mock('../common/api/staffToken', () => ({ staffIdToken: vi.fn(async () => 'staff-token') }));

const META = { reference: 'VIS-7K3Q9X', status: 'submitted', paymentStatus: 'paid', lang: 'sw' };

function loaded(data: Record<string, unknown>): LoadedApplication {
  return {
    data: { ...META, ...data },
    valid: true,
    createdAt: Date.UTC(2026, 0, 15, 8, 30),
    statusUpdatedAt: null,
    version: 7,
    assignee: null,
  };
}

function event(overrides: Partial<ApplicationEvent>): ApplicationEvent {
  return {
    id: Math.random().toString(36),
    type: 'print',
    actorUid: 'u1',
    actorEmail: 'staff@x.com',
    at: '2026-01-16T10:00:00.000Z',
    ...overrides,
  };
}

/** Where the router is now, address and search. */
function ListPage() {
  const { pathname, search } = useLocation();
  return <p>list page {`${pathname}${search}`}</p>;
}

function renderAt(path: string, role: UserRole = 'staff', state?: unknown) {
  render(
    <FetchScope>
      <StaffUserContext.Provider value={{ uid: 'u1', email: 'staff@x.com', role }}>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="ad/:view/:id" element={<DetailPage />} />
            <Route path="ad/:list" element={<ListPage />} />
          </Routes>
        </MemoryRouter>
      </StaffUserContext.Provider>
    </FetchScope>,
  );
  return userEvent.setup();
}

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  vi.mocked(fetchApplication).mockReset().mockResolvedValue(loaded(validVisaApplication()));
  vi.mocked(fetchPayments).mockReset().mockResolvedValue([]);
  vi.mocked(fetchEvents).mockReset().mockResolvedValue([]);
  vi.mocked(fetchMessages).mockReset().mockResolvedValue([]);
  vi.mocked(changeStatus).mockReset();
  vi.mocked(recordPrint).mockReset();
  vi.mocked(fetchDuplicates).mockReset().mockResolvedValue([]);
  vi.mocked(fetchAgentName).mockReset().mockResolvedValue(null);
  vi.mocked(fetchLooks).mockReset().mockResolvedValue([]);
  vi.mocked(fetchDocument)
    .mockReset()
    .mockResolvedValue(new Blob(['\xff\xd8\xff'], { type: 'image/jpeg' }));
  // jsdom has no blob URLs; the page makes one for each photo it shows.
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  URL.revokeObjectURL = vi.fn();
});

describe('DetailPage', () => {
  it('says it is loading, then shows the fields that apply, N/A where nothing was given, and the rest on demand', async () => {
    renderAt('/ad/viewVisa/abc');
    expect(screen.getByRole('status')).toHaveTextContent('Loading applicant data...');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Grace Wanjiru Otieno');
    expect(fetchApplication).toHaveBeenCalledWith('visa', 'abc');
    expect(valueOf('Country of birth')).toHaveTextContent('Kenya');
    expect(valueOf('Gender')).toHaveTextContent('Female');
    // A single applicant has no spouse section, until staff ask for every field.
    expect(screen.queryByText("Spouse's full name")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show every field' }));
    expect(valueOf("Spouse's full name")).toHaveTextContent('N/A');
    expect(valueOf('Payment')).toHaveTextContent('Paid');
    expect(valueOf('Language')).toHaveTextContent('Kiswahili');
    // 08:30 UTC is 11:30 in Dar es Salaam, whatever zone the machine is in.
    expect(valueOf('Submitted on')).toHaveTextContent(/^15 Jan 2026, 11:30$/);
    expect(valueOf('Date of birth')).toHaveTextContent(/^21 Jun 1991$/);
    expect(within(valueOf('Itinerary')).getAllByRole('row')).toHaveLength(3);
  });

  it('names the other unfinished applications with the same numbers, linked, and the numbers they share', async () => {
    vi.mocked(fetchDuplicates).mockResolvedValue([
      { id: 'def', reference: 'VIS-BBBBBB', status: 'in_review', fields: ['phone', 'nationId'] },
    ]);
    renderAt('/ad/viewVisa/abc');
    const duplicates = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(fetchDuplicates).toHaveBeenCalledWith('visa', expect.objectContaining({ id: 'abc' }));
    expect(within(duplicates).getByRole('link', { name: 'VIS-BBBBBB' })).toHaveAttribute(
      'href',
      '/ad/viewVisa/def',
    );
    expect(duplicates).toHaveTextContent('In review');
    expect(duplicates).toHaveTextContent('Same number: Phone number, National ID number');
  });

  it('shows the page with nothing about duplicates when there are none, and says so when the check fails', async () => {
    renderAt('/ad/viewVisa/abc');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument();
    cleanup();
    vi.mocked(fetchDuplicates).mockRejectedValue(
      Object.assign(new Error('no'), { code: 'permission-denied' }),
    );
    renderAt('/ad/viewVisa/abc');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(
      screen.getByText('The check for other applications with the same numbers could not be made.'),
    ).toBeVisible();
  });

  it("names the application's agent, and links admins to the agent's page", async () => {
    vi.mocked(fetchApplication).mockResolvedValue(loaded({ ...validVisaApplication(), AAN: 'AGT-7K3QM' }));
    vi.mocked(fetchAgentName).mockResolvedValue('Baraka Mushi');
    renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchAgentName).toHaveBeenCalledExactlyOnceWith('AGT-7K3QM');
    expect(valueOf('Agent')).toHaveTextContent(/^Baraka Mushi \(AGT-7K3QM\)$/);
    // Staff see who it is; only admins manage agents.
    expect(within(valueOf('Agent')).queryByRole('link')).not.toBeInTheDocument();
    cleanup();

    renderAt('/ad/viewVisa/abc', 'admin');
    await screen.findByRole('heading', { level: 1 });
    expect(within(valueOf('Agent')).getByRole('link', { name: 'Baraka Mushi (AGT-7K3QM)' })).toHaveAttribute(
      'href',
      '/ad/agents/AGT-7K3QM',
    );
  });

  it('says No Agent, names a number no agent has as that number, and shows the number when the name cannot be read', async () => {
    renderAt('/ad/viewVisa/abc', 'admin');
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf('Agent')).toHaveTextContent(/^No Agent$/);
    expect(fetchAgentName).not.toHaveBeenCalled();
    cleanup();

    // An earlier record's number, in small letters: the agent's own number is in capitals.
    vi.mocked(fetchApplication).mockResolvedValue(loaded({ ...validVisaApplication(), AAN: 'agt-gone1' }));
    renderAt('/ad/viewVisa/abc', 'admin');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchAgentName).toHaveBeenCalledWith('AGT-GONE1');
    expect(valueOf('Agent')).toHaveTextContent(/^AGT-GONE1 \(no agent has this number\)$/);
    expect(within(valueOf('Agent')).queryByRole('link')).not.toBeInTheDocument();
    cleanup();

    vi.mocked(fetchAgentName).mockRejectedValue(
      Object.assign(new Error('no'), { code: 'permission-denied' }),
    );
    renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf('Agent')).toHaveTextContent(/^AGT-GONE1$/);
  });

  it('names the agent in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      renderAt('/ad/viewVisa/abc');
      await screen.findByRole('heading', { level: 1 });
      expect(valueOf('Wakala')).toHaveTextContent(/^Hakuna wakala$/);
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('goes back to the list it was opened from, filters and search included', async () => {
    const user = renderAt('/ad/viewVisa/abc', 'staff', { list: '/ad/visa?view=all&status=submitted&q=asha' });
    await user.click(await screen.findByRole('link', { name: /Back to the list/ }));
    expect(screen.getByText('list page /ad/visa?view=all&status=submitted&q=asha')).toBeVisible();
  });

  it('goes back to the service’s list when opened otherwise, or from another service’s list', async () => {
    const user = renderAt('/ad/viewVisa/abc', 'staff', { list: '/ad/tin?q=asha' });
    await user.click(await screen.findByRole('link', { name: /Back to the list/ }));
    expect(screen.getByText('list page /ad/visa')).toBeVisible();
  });

  it('says which language the applicant reads beside the message, with a Kiswahili example for Kiswahili', async () => {
    renderAt('/ad/viewVisa/abc');
    const message = await screen.findByLabelText('Message to the applicant');
    expect(message).toHaveAccessibleDescription(/The applicant reads Kiswahili\. Write it in Kiswahili/);
    expect(screen.getByText('Tafadhali lete nakala ya kitambulisho chako ofisini kwetu.')).toHaveAttribute(
      'lang',
      'sw',
    );
    cleanup();
    vi.mocked(fetchApplication).mockResolvedValue(loaded({ ...validVisaApplication(), lang: 'en' }));
    renderAt('/ad/viewVisa/abc');
    expect(await screen.findByLabelText('Message to the applicant')).toHaveAccessibleDescription(
      /The applicant reads English\./,
    );
    expect(screen.queryByText(/Tafadhali lete/)).not.toBeInTheDocument();
  });

  it('shows the passport, the photo inline, and what the earlier form asked only where a record holds it', async () => {
    renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf('Passport number')).toHaveTextContent('AK0482913');
    expect(valueOf('Issuing country')).toHaveTextContent('Kenya');
    expect(valueOf('Nationality')).toHaveTextContent('Kenya');
    expect(valueOf('Date of expiry')).toHaveTextContent('13 Feb 2032');
    expect(valueOf('Email address')).toHaveTextContent('grace.otieno@example.co.ke');
    expect(valueOf('Counted in')).toHaveTextContent('Days');
    const photo = await within(valueOf('Passport photo')).findByRole('img', { name: 'Passport photo' });
    expect(photo).toHaveAttribute('src', 'blob:image/jpeg');
    // Opened from this application's page: its look goes on record with it.
    expect(fetchDocument).toHaveBeenCalledWith(validVisaApplication().passportPhoto, {
      kind: 'visa',
      id: 'abc',
    });
    // Nobody is asked for a national id or education any more: nothing to show, not even N/A.
    expect(screen.queryByText('National ID number')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Education' })).not.toBeInTheDocument();
  });

  it('writes every time, payment and event alike, in Dar es Salaam time', async () => {
    const at = Date.parse('2026-11-23T13:17:00Z');
    vi.mocked(fetchApplication).mockResolvedValue({ ...loaded(validVisaApplication()), statusUpdatedAt: at });
    vi.mocked(fetchPayments).mockResolvedValue([{ orderId: 'ATZ1', amount: 300_000, status: 'paid', at }]);
    vi.mocked(fetchEvents).mockResolvedValue([event({ at: new Date(at).toISOString() })]);
    renderAt('/ad/viewVisa/abc');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByRole('cell', { name: 'Tsh 300,000' })).toBeVisible();
    expect(within(payments).getByRole('cell', { name: '23 Nov 2026, 16:17' })).toBeVisible();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('23 Nov 2026, 16:17')).toBeVisible();
    expect(valueOf('Status last changed')).toHaveTextContent(/^23 Nov 2026, 16:17$/);
  });

  it('shows each payment the system checked with the gateway in the history, signed by the system, in both languages', async () => {
    const system = { actorUid: 'system', actorEmail: null };
    vi.mocked(fetchEvents).mockResolvedValue([
      event({ ...system, type: 'paymentCheck', orderId: 'ATZ2', outcome: 'paid' }),
      event({ ...system, type: 'paymentCheck', orderId: 'ATZ1', outcome: 'noAnswer' }),
    ]);
    renderAt('/ad/viewVisa/abc');
    const history = await screen.findByRole('region', { name: 'History' });
    const [paid, unanswered] = await within(history).findAllByRole('listitem');
    expect(paid).toHaveTextContent(/^Payment ATZ2 checked by the system: paid/);
    expect(unanswered).toHaveTextContent(
      /^Payment ATZ1 checked by the system: the payment gateway did not answer/,
    );
    // Signed by the system, not by "an unknown user".
    expect(history).not.toHaveTextContent(/by an unknown user/);

    cleanup();
    await i18n.changeLanguage('sw');
    try {
      renderAt('/ad/viewVisa/abc');
      const historia = await screen.findByRole('region', { name: 'Historia' });
      expect(await within(historia).findByText('Malipo ATZ2 yamekaguliwa na mfumo: yamelipwa')).toBeVisible();
    } finally {
      cleanup(); // unmounted first: the language change would re-render the page outside act()
      await i18n.changeLanguage('en');
    }
  });

  it('reads the payments, history and messages at the same time as the application', async () => {
    let answer!: (application: LoadedApplication) => void;
    vi.mocked(fetchApplication).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/ad/viewVisa/abc');
    // The application has not answered yet: the page still says it is loading.
    expect(screen.getByRole('status')).toHaveTextContent('Loading applicant data...');
    await waitFor(() => expect(fetchMessages).toHaveBeenCalledWith('visa', 'abc'));
    expect(fetchPayments).toHaveBeenCalledWith('visa', 'abc');
    expect(fetchEvents).toHaveBeenCalledWith('visa', 'abc');
    answer(loaded(validVisaApplication()));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Grace Wanjiru Otieno');
    expect(screen.getByText('Nothing has been recorded for this application yet.')).toBeVisible();
    // Each was read once, not again when the page was shown.
    expect(fetchPayments).toHaveBeenCalledTimes(1);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(fetchMessages).toHaveBeenCalledTimes(1);
  });

  it('reads the kind from the path', async () => {
    vi.mocked(fetchApplication).mockResolvedValue(loaded(validBrelaApplication()));
    renderAt('/ad/viewBrela/b1');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchApplication).toHaveBeenCalledWith('brela', 'b1');
    expect(screen.getByRole('link', { name: /Back to the list/ })).toHaveAttribute('href', '/ad/brela');
  });

  it('shows stored markup as text', async () => {
    vi.mocked(fetchApplication).mockResolvedValue(
      loaded(validVisaApplication({ placeOfBirth: '<img src=x onerror=alert(1)>' })),
    );
    renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf('Place of birth')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a record of the wrong types everywhere as text or N/A, its long itinerary in part', async () => {
    const stops = Array.from({ length: 2000 }, (_, index) =>
      index % 2 ? { city: { name: 'Moshi' }, arrivalDate: 20260312 } : 'Zanzibar',
    );
    vi.mocked(fetchApplication).mockResolvedValue({
      data: {
        firstName: { toString: 'not a function' },
        lastName: 'Otieno',
        gender: 'constructor',
        dob: 19900415,
        residance: 'x'.repeat(SHOWN_CHARACTERS + 1500),
        itinerary: stops,
        reference: { value: 'VIS-7K3Q9X' },
        status: 'toString',
        paymentStatus: ['paid'],
        lang: 42,
        statusNote: { note: 'in a map' },
      },
      valid: false,
      createdAt: null,
      statusUpdatedAt: null,
      version: 0,
      assignee: null,
    });
    renderAt('/ad/viewVisa/odd');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Otieno');
    expect(valueOf('First name')).toHaveTextContent('{"toString":"not a function"}');
    expect(valueOf('Gender')).toHaveTextContent('constructor');
    expect(valueOf('Date of birth')).toHaveTextContent('19,900,415');
    expect(valueOf('Residential address')).toHaveTextContent('… 1,500 more characters not shown.');
    expect(valueOf('Reference')).toHaveTextContent('{"value":"VIS-7K3Q9X"}');
    expect(valueOf('Status')).toHaveTextContent('toString');
    expect(valueOf('Payment')).toHaveTextContent('["paid"]');
    expect(valueOf('Language')).toHaveTextContent('42');
    expect(valueOf('Staff note')).toHaveTextContent('{"note":"in a map"}');
    expect(valueOf('Submitted on')).toHaveTextContent('N/A');
    const itinerary = valueOf('Itinerary');
    expect(within(itinerary).getAllByRole('row')).toHaveLength(SHOWN_STOPS + 1);
    expect(within(itinerary).getAllByRole('row')[2]).toHaveTextContent('{"name":"Moshi"}20260312N/A');
    expect(itinerary).toHaveTextContent(
      `${(2000 - SHOWN_STOPS).toLocaleString('en')} more stops are not shown.`,
    );
    expect(screen.getByRole('main')).not.toHaveTextContent('[object Object]');
  });

  it('says so when there is no such application', async () => {
    vi.mocked(fetchApplication).mockResolvedValue(null);
    renderAt('/ad/viewTin/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such application.');
  });

  it("downloads a paid application's receipt with the staff member's token, and says why it cannot", async () => {
    const user = renderAt('/ad/viewVisa/abc');
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(downloadReceipt).toHaveBeenCalledWith({ kind: 'visa', id: 'abc', reference: 'VIS-7K3Q9X' }, 'en', {
      Authorization: 'Bearer staff-token',
    });
    vi.mocked(downloadReceipt).mockRejectedValueOnce(new ReceiptError('errors.receipt.unpaid'));
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A receipt is available once the application is paid.',
    );
  });

  it('offers no receipt before the application is paid', async () => {
    vi.mocked(fetchApplication).mockResolvedValue(
      loaded({ ...validVisaApplication(), paymentStatus: 'unpaid' }),
    );
    renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
  });

  it('offers Delete to admins only', async () => {
    renderAt('/ad/viewVisa/abc', 'staff');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows admins who looked at the application, newest first, as the API lists them', async () => {
    vi.mocked(fetchLooks).mockResolvedValue([
      {
        id: 'l2',
        look: 'document',
        path: 'visa-photos/abc.jpg',
        kind: 'visa',
        applicationId: 'abc',
        actorUid: 'u2',
        actorEmail: 'asha@x.com',
        actorName: null,
        at: '2026-01-16T10:05:00.000Z',
      },
      {
        id: 'l1',
        look: 'detail',
        kind: 'visa',
        applicationId: 'abc',
        actorUid: 'u3',
        actorEmail: 'juma@x.com',
        actorName: 'Juma Said',
        at: '2026-01-16T10:00:00.000Z',
      },
    ]);
    renderAt('/ad/viewVisa/abc', 'admin');
    const section = await screen.findByRole('region', { name: 'Who looked at this application' });
    const looks = await within(section).findAllByRole('listitem');
    expect(looks.map((look) => look.textContent)).toEqual([
      'Opened a document: abc.jpg by asha@x.com16 Jan 2026, 13:05',
      'Opened the page by Juma Said16 Jan 2026, 13:00',
    ]);
    expect(fetchLooks).toHaveBeenCalledWith('visa', 'abc');
  });

  it("says so when nobody's look is on record, in Kiswahili too", async () => {
    renderAt('/ad/viewVisa/abc', 'admin');
    const section = await screen.findByRole('region', { name: 'Who looked at this application' });
    expect(await within(section).findByText("Nobody's look is on record yet.")).toBeVisible();
    cleanup();
    await i18n.changeLanguage('sw');
    try {
      renderAt('/ad/viewVisa/abc', 'admin');
      const swahili = await screen.findByRole('region', { name: 'Walioangalia maombi haya' });
      expect(await within(swahili).findByText('Bado hakuna aliyerekodiwa kuyaangalia.')).toBeVisible();
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('does not show ordinary staff who looked, nor ask for it', async () => {
    renderAt('/ad/viewVisa/abc', 'staff');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Who looked at this application' })).toBeNull();
    expect(fetchLooks).not.toHaveBeenCalled();
  });

  it('says the application is not shown when its look could not be put on record, and tries again', async () => {
    const refused = new ApiError('not recorded', 503, {
      message: 'not recorded',
      code: 'access.notRecorded',
    });
    vi.mocked(fetchApplication).mockRejectedValue(refused);
    const user = renderAt('/ad/viewVisa/abc');
    expect(await screen.findByText(/could not be put on record, so it is not shown/)).toBeVisible();
    vi.mocked(fetchApplication).mockResolvedValue(loaded(validVisaApplication()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('offers Delete to an admin', async () => {
    renderAt('/ad/viewVisa/abc', 'admin');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('saves a status with a note and a message to the applicant, and shows the new history', async () => {
    const user = renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(changeStatus).mockResolvedValue({
      status: 'approved',
      statusNote: 'All good',
      applicantMessage: 'Collect it on Monday',
      event: event({}),
    });
    vi.mocked(fetchEvents).mockResolvedValue([
      event({
        type: 'status',
        status: 'approved',
        note: 'All good',
        applicantMessage: 'Collect it on Monday',
      }),
    ]);
    await user.selectOptions(screen.getByLabelText('New status'), 'approved');
    await user.type(screen.getByLabelText('Note'), '  All good ');
    await user.type(screen.getByLabelText('Message to the applicant'), 'Collect it on Monday ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // With the version the page showed.
    expect(changeStatus).toHaveBeenCalledWith(
      'visa',
      'abc',
      'approved',
      { note: 'All good', applicantMessage: 'Collect it on Monday' },
      7,
    );
    // Said beside Save, in a status region, so it is announced.
    expect(await screen.findByText('Status saved: Approved.')).toHaveAttribute('role', 'status');
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Status changed to Approved')).toBeVisible();
    expect(within(history).getByText('All good')).toBeVisible();
    expect(within(history).getByText('To the applicant: Collect it on Monday')).toBeVisible();
    expect(fetchApplication).toHaveBeenCalledTimes(2);
  });

  it('refuses a message to the applicant with a web address other than ours, on the field', async () => {
    const user = renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    const message = screen.getByLabelText('Message to the applicant');
    await user.type(message, 'Pay the fee at bit.ly/lipa-haraka today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Remove this web address: a message to the applicant may link only to this app',
    );
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Remove this web address'));
    expect(message).toHaveFocus();
    expect(changeStatus).not.toHaveBeenCalled();

    // The API's own refusal of it (a page older than the check) lands on the field too.
    vi.mocked(changeStatus).mockRejectedValueOnce(
      new ApiError('Please check these fields: applicantMessage.', 400, {
        message: 'Please check these fields: applicantMessage.',
        code: 'validation',
        fields: { applicantMessage: 'validation.foreignLink' },
      }),
    );
    await user.clear(message);
    await user.type(message, 'Collect it on Monday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Remove this web address');
    expect(message).toHaveValue('Collect it on Monday');
  });

  it('shows the message a saved status queued for the applicant', async () => {
    const user = renderAt('/ad/viewVisa/abc');
    const messages = await screen.findByRole('region', { name: 'Messages to the applicant' });
    expect(
      await within(messages).findByText('No message has been sent for this application yet.'),
    ).toBeVisible();
    expect(fetchMessages).toHaveBeenCalledWith('visa', 'abc');

    vi.mocked(changeStatus).mockResolvedValue({
      status: 'approved',
      statusNote: '',
      applicantMessage: '',
      event: event({}),
    });
    vi.mocked(fetchMessages).mockResolvedValue([
      {
        id: 'visa-abc-statusChanged-1-sms',
        kind: 'visa',
        applicationId: 'abc',
        event: 'statusChanged',
        channel: 'sms',
        to: '+255754123456',
        state: 'sent',
        attempts: 1,
        summary: 'Apply TZ: application VIS-7K3Q9X is now Approved.',
        createdAt: '2026-01-16T10:00:00.000Z',
        updatedAt: '2026-01-16T10:00:05.000Z',
      },
    ]);
    await user.selectOptions(screen.getByLabelText('New status'), 'approved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(messages).findByText('Apply TZ: application VIS-7K3Q9X is now Approved.'),
    ).toBeVisible();
    expect(within(messages).getByText('To +255754123456')).toBeVisible();
    expect(fetchMessages).toHaveBeenCalledTimes(2);
  });

  it('keeps the note and says why when the save is refused', async () => {
    const user = renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(changeStatus).mockRejectedValue(new ApiError('expired', 401, { code: 'auth.invalid' }));
    await user.type(screen.getByLabelText('Note'), 'Called');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Sign in again.');
    expect(screen.getByLabelText('Note')).toHaveValue('Called');
  });

  it('shows what someone else changed, reads the application again and keeps what was typed, when the page was stale', async () => {
    const user = renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(changeStatus).mockRejectedValueOnce(
      new ApiError('Someone else changed this application', 409, {
        code: 'application.changed',
        version: 8,
        changes: [
          {
            type: 'status',
            version: 8,
            status: 'action_needed',
            who: { uid: 'u2', name: 'Asha Mwakilema' },
            at: '2026-01-16T09:15:00.000Z',
          },
        ],
      }),
    );
    vi.mocked(fetchApplication).mockResolvedValue({
      ...loaded({ ...validVisaApplication(), status: 'action_needed' }),
      version: 8,
    });
    await user.selectOptions(screen.getByLabelText('New status'), 'approved');
    await user.type(screen.getByLabelText('Note'), 'Passport checked');
    await user.type(screen.getByLabelText('Message to the applicant'), 'Approved, collect on Monday');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this application after your page showed it');
    // 09:15 UTC is 12:15 in Dar es Salaam.
    expect(alert).toHaveTextContent('Status changed to Action needed by Asha Mwakilema, 16 Jan 2026, 12:15');
    // The page reads the application again, and what was typed stays to act on again.
    await waitFor(() => expect(fetchApplication).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('New status')).toHaveValue('approved');
    expect(screen.getByLabelText('Note')).toHaveValue('Passport checked');
    expect(screen.getByLabelText('Message to the applicant')).toHaveValue('Approved, collect on Monday');
    expect(screen.queryByText('Status saved: Approved.')).toBeNull();

    // Acting again names the version the page now shows.
    vi.mocked(changeStatus).mockResolvedValue({
      status: 'approved',
      statusNote: 'Passport checked',
      applicantMessage: '',
      event: event({}),
    });
    await waitFor(() => expect(valueOf('Status')).toHaveTextContent('Action needed'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledTimes(2));
    expect(vi.mocked(changeStatus).mock.calls[1]![4]).toBe(8);
    expect(await screen.findByText('Status saved: Approved.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes nothing on opening; asks before taking one someone else has, and takes it only once confirmed', async () => {
    const asha = { uid: 'u2', name: 'Asha Mwakilema' };
    vi.mocked(fetchApplication).mockResolvedValue({ ...loaded(validVisaApplication()), assignee: asha });
    vi.mocked(takeApplication).mockReset();
    vi.mocked(confirmDanger).mockReset();
    const user = renderAt('/ad/viewVisa/abc');
    const section = await screen.findByRole('region', { name: 'Who has it' });
    expect(section).toHaveTextContent('Assigned to: Asha Mwakilema');
    expect(takeApplication).not.toHaveBeenCalled();

    // Cancelled: nothing is sent.
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    await user.click(within(section).getByRole('button', { name: 'Take it' }));
    expect(confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Someone else has this application',
        text: 'Asha Mwakilema has this application. Take it over from them?',
        confirmText: 'Yes, take it',
      }),
    );
    expect(takeApplication).not.toHaveBeenCalled();

    // Confirmed: sent with the version shown and `confirm`; the page reads who has it again.
    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    vi.mocked(takeApplication).mockResolvedValueOnce({ assignee: { uid: 'u1', name: 'Rose' }, version: 8 });
    vi.mocked(fetchApplication).mockResolvedValue({
      ...loaded(validVisaApplication()),
      assignee: { uid: 'u1', name: 'Rose' },
      version: 8,
    });
    await user.click(within(section).getByRole('button', { name: 'Take it' }));
    expect(takeApplication).toHaveBeenCalledWith('visa', 'abc', 7, true);
    expect(await within(section).findByText('You have this application now.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await within(section).findByText('Rose (you)')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Take it' })).toBeNull();
  });

  it('takes one nobody has without asking', async () => {
    vi.mocked(takeApplication)
      .mockReset()
      .mockResolvedValue({ assignee: { uid: 'u1', name: 'Rose' }, version: 8 });
    vi.mocked(confirmDanger).mockReset();
    const user = renderAt('/ad/viewVisa/abc');
    const section = await screen.findByRole('region', { name: 'Who has it' });
    expect(section).toHaveTextContent('Assigned to: Nobody');
    await user.click(within(section).getByRole('button', { name: 'Take it' }));
    expect(takeApplication).toHaveBeenCalledWith('visa', 'abc', 7, false);
    expect(confirmDanger).not.toHaveBeenCalled();
  });

  it('prints at once, records the print beside it, and retries the record after a fault', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });

    vi.mocked(recordPrint)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ event: event({}) });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    // The dialog opened while the record was still failing.
    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(recordPrint).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    expect(recordPrint).toHaveBeenCalledWith('visa', 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    print.mockRestore();
  });

  it('still prints when the record never lands, and says the print was not recorded', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderAt('/ad/viewVisa/abc');
    await screen.findByRole('heading', { level: 1 });

    // A refusal is not retried: it would be refused again.
    vi.mocked(recordPrint).mockRejectedValue(new ApiError('expired', 401, { code: 'auth.invalid' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Printed, but the print could not be recorded in the history.',
    );
    expect(recordPrint).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
