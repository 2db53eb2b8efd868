import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { AppLanguage } from '#domain/kinds';
import type { NotificationView } from '#domain/notifications';
import { FetchScope } from '#lib/FetchScope';
import { MessagesSection } from './MessagesSection';
import { MESSAGES_POLL_MS, useMessages } from './useMessages';

vi.mock('../common/api/staffToken', () => ({ staffIdToken: vi.fn(async () => 'staff-token') }));

const MESSAGES_URL = '/api/applications/visa/abc/messages';

function message(overrides: Partial<NotificationView>): NotificationView {
  return {
    id: 'visa-abc-received-sms',
    kind: 'visa',
    applicationId: 'abc',
    event: 'received',
    channel: 'sms',
    to: '+255754123456',
    state: 'delivered',
    attempts: 1,
    summary: 'Apply TZ: we received your visa application VIS-7K3Q9X.',
    // 10:00 UTC is 13:00 in Dar es Salaam.
    createdAt: '2026-12-05T10:00:00.000Z',
    updatedAt: '2026-12-05T10:00:04.000Z',
    ...overrides,
  };
}

const FAILED_EMAIL = message({
  id: 'visa-abc-paymentFailed-ATZ1-email',
  event: 'paymentFailed',
  channel: 'email',
  to: 'grace@example.com',
  state: 'failed',
  attempts: 3,
  error: 'Mailbox full',
  summary: 'Your payment did not go through',
  resendOf: 'visa-abc-paymentFailed-ATZ1-email-first',
  createdAt: '2026-12-05T11:15:00.000Z',
});
const DELIVERED_SMS = message({});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the fake API answers: the list (read at each GET) and each resend. */
const api = {
  list: (): Response | Promise<Response> => json(200, { messages: [] }),
  resend: (): Response | Promise<Response> => json(201, { message: message({ state: 'queued' }) }),
};

const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  if (url === '/api/csrf') return new Response(null, { status: 204 });
  if (url === MESSAGES_URL && init.method === 'GET') return api.list();
  if (url.startsWith(`${MESSAGES_URL}/`) && init.method === 'POST') return api.resend();
  return json(404, { message: 'Not found', code: 'notFound' });
});

const listed = (...messages: NotificationView[]) => {
  api.list = () => json(200, { messages });
};
const listReads = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === MESSAGES_URL && init?.method === 'GET');
const resends = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** The section as the detail page wires it: the list it reads, kept up to date, and Resend. */
function Messages({ lang }: { lang: AppLanguage }) {
  const [messages, reload] = useMessages('visa', 'abc');
  return <MessagesSection kind="visa" id="abc" messages={messages} reload={reload} lang={lang} />;
}

function renderMessages(lang: AppLanguage = 'en') {
  const view = render(
    <FetchScope>
      <Messages lang={lang} />
    </FetchScope>,
  );
  return { section: screen.getByRole('region'), unmount: view.unmount };
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  listed();
  api.resend = () => json(201, { message: message({ state: 'queued' }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('MessagesSection', () => {
  it('lists each message with what it was about, how it went, its state, words and tries', async () => {
    listed(FAILED_EMAIL, DELIVERED_SMS);
    const { section } = renderMessages();
    expect(section).toHaveAccessibleName('Messages to the applicant');
    expect(within(section).getByRole('status')).toHaveTextContent('Loading');
    const items = within(await within(section).findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [email, sms] = items as [HTMLElement, HTMLElement];
    expect(email).toHaveTextContent(/^Payment failed · Email · Failed/);
    expect(within(email).getByText('To grace@example.com')).toBeVisible();
    expect(within(email).getByText('5 Dec 2026, 14:15')).toBeVisible();
    expect(within(email).getByText('Tries: 3')).toBeVisible();
    expect(within(email).getByText('Why: Mailbox full')).toBeVisible();
    expect(within(email).getByText('Your payment did not go through')).toBeVisible();
    expect(within(email).getByText('Sent again by staff')).toBeVisible();
    const resend = within(email).getByRole('button', { name: 'Resend' });
    expect(resend).toHaveAccessibleDescription('Payment failed · Email · Failed');

    expect(sms).toHaveTextContent(/^Application received · SMS · Delivered/);
    expect(within(sms).getByText('To +255754123456')).toBeVisible();
    expect(within(sms).getByText('5 Dec 2026, 13:00')).toBeVisible();
    expect(within(sms).getByText('Apply TZ: we received your visa application VIS-7K3Q9X.')).toBeVisible();
    expect(within(sms).queryByText(/^Why:/)).toBeNull();
    expect(within(sms).queryByText('Sent again by staff')).toBeNull();

    const [[, init]] = listReads() as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('offers Resend only for a message that is not on its way already', async () => {
    listed(message({ id: 'q', state: 'queued' }), message({ id: 's', state: 'sending' }), DELIVERED_SMS);
    const { section } = renderMessages();
    const items = within(await within(section).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByRole('button', { name: 'Resend' }) !== null)).toEqual([
      false,
      false,
      true,
    ]);
    expect(items[0]).toHaveTextContent('Queued');
    expect(items[1]).toHaveTextContent('Sending');
  });

  it('speaks Swahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      listed(FAILED_EMAIL);
      const { section } = renderMessages('sw');
      expect(section).toHaveAccessibleName('Ujumbe kwa mwombaji');
      const item = await within(section).findByRole('listitem');
      expect(item).toHaveTextContent(/^Malipo hayakufanikiwa · Barua pepe · Imeshindikana/);
      expect(within(item).getByText('Kwa grace@example.com')).toBeVisible();
      expect(within(item).getByText('5 Des 2026, 14:15')).toBeVisible();
      expect(within(item).getByText('Majaribio: 3')).toBeVisible();
      expect(within(item).getByText('Sababu: Mailbox full')).toBeVisible();
      expect(within(item).getByText('Umetumwa tena na wafanyakazi')).toBeVisible();
      expect(within(item).getByRole('button', { name: 'Tuma tena' })).toBeEnabled();
    } finally {
      cleanup(); // unmounted first: the language change would re-render the section outside act()
      await i18n.changeLanguage('en');
    }
  });

  it('says why a bound on SMS held a message back or makes it wait, and offers Resend for a held one', async () => {
    listed(
      message({ id: 'held', state: 'held', attempts: 0, limitedBy: 'numberDaily' }),
      message({ id: 'waits', event: 'paid', state: 'queued', attempts: 0, limitedBy: 'dailyBudget' }),
    );
    const { section } = renderMessages();
    const [held, waits] = within(await within(section).findByRole('list')).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(held).toHaveTextContent(/^Application received · SMS · Held back/);
    expect(
      within(held).getByText(
        'Held back: this phone number has already had today\'s most "Application received" SMS, a guard against abuse. Resend it if this applicant needs it.',
      ),
    ).toBeVisible();
    expect(within(held).getByRole('button', { name: 'Resend' })).toBeEnabled();

    expect(waits).toHaveTextContent(/^Payment received · SMS · Queued/);
    expect(
      within(waits).getByText(
        'Waiting for the daily SMS budget: it will be sent after midnight (00:00), Dar es Salaam time.',
      ),
    ).toBeVisible();
    expect(within(waits).queryByRole('button')).toBeNull();
    expect(within(section).queryByText(/^Why:/)).toBeNull();
  });

  it('says why in Swahili too', async () => {
    await i18n.changeLanguage('sw');
    try {
      listed(
        message({ id: 'held', state: 'held', attempts: 0, limitedBy: 'numberDaily' }),
        message({ id: 'waits', state: 'queued', attempts: 0, limitedBy: 'dailyBudget' }),
      );
      const { section } = renderMessages('sw');
      const [held, waits] = within(await within(section).findByRole('list')).getAllByRole('listitem') as [
        HTMLElement,
        HTMLElement,
      ];
      expect(held).toHaveTextContent(/^Maombi yamepokelewa · SMS · Imezuiliwa/);
      expect(held).toHaveTextContent(/Umezuiliwa: namba hii ya simu imeshapokea leo idadi ya juu ya SMS/);
      expect(within(held).getByRole('button', { name: 'Tuma tena' })).toBeEnabled();
      expect(waits).toHaveTextContent(/^Maombi yamepokelewa · SMS · Kwenye foleni/);
      expect(waits).toHaveTextContent(/Unasubiri bajeti ya SMS ya siku: utatumwa baada ya saa 6:00 usiku/);
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  const OVERTAKEN = [
    message({
      id: 'asked',
      event: 'statusChanged',
      state: 'cancelled',
      attempts: 0,
      overtakenBy: { by: 'requestWithdrawn' },
    }),
    message({
      id: 'status',
      event: 'statusChanged',
      state: 'cancelled',
      attempts: 0,
      overtakenBy: { by: 'statusChange', status: 'completed' },
    }),
    message({ id: 'turn', event: 'resultReady', state: 'queued', attempts: 0, waitsForEarlier: true }),
  ];

  it('says what overtook a message that was not sent, and which one waits for an earlier one', async () => {
    listed(...OVERTAKEN);
    const { section } = renderMessages();
    const [asked, status, turn] = within(await within(section).findByRole('list')).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(asked).getByText(
        'Not sent: overtaken by the withdrawal of the request (the application moved on).',
      ),
    ).toBeVisible();
    expect(within(asked).getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(
      within(status).getByText(
        'Not sent: overtaken by a later change to the application (its status is now Completed).',
      ),
    ).toBeVisible();
    expect(
      within(turn).getByText(
        'Waiting for an earlier message to the same recipient: messages to one person go out in the order of their events.',
      ),
    ).toBeVisible();
    expect(within(turn).queryByRole('button')).toBeNull();
  });

  it('says what overtook a message in Swahili too', async () => {
    await i18n.changeLanguage('sw');
    try {
      listed(...OVERTAKEN);
      const { section } = renderMessages('sw');
      const [asked, status, turn] = within(await within(section).findByRole('list')).getAllByRole(
        'listitem',
      ) as [HTMLElement, HTMLElement, HTMLElement];
      expect(asked).toHaveTextContent('Haukutumwa: umepitwa na kuondolewa kwa ombi hilo');
      expect(status).toHaveTextContent(
        'Haukutumwa: umepitwa na mabadiliko ya baadaye kwenye maombi (hali yake sasa ni Imekamilika).',
      );
      expect(turn).toHaveTextContent('Unasubiri ujumbe uliotangulia kwa mpokeaji huyo huyo');
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('says when the operator reported an SMS reached the phone, or why it did not', async () => {
    listed(
      message({ id: 'reached', deliveryReportedAt: '2026-12-05T10:02:00.000Z' }),
      message({
        id: 'lost',
        event: 'paid',
        state: 'failed',
        error: 'Absent subscriber',
        deliveryReportedAt: '2026-12-05T11:00:00.000Z',
      }),
      message({ id: 'refused', state: 'failed', error: 'Beem refused the message (400)' }),
    );
    const { section } = renderMessages();
    const [reached, lost, refused] = within(await within(section).findByRole('list')).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement, HTMLElement];

    expect(reached).toHaveTextContent(/^Application received · SMS · Delivered/);
    expect(within(reached).getByText('Reached the phone (reported 5 Dec 2026, 13:02)')).toBeVisible();

    expect(lost).toHaveTextContent(/^Payment received · SMS · Failed/);
    expect(within(lost).getByText('Did not reach the phone: Absent subscriber')).toBeVisible();
    expect(within(lost).queryByText(/^Why:/)).toBeNull();
    expect(within(lost).getByRole('button', { name: 'Resend' })).toBeEnabled();

    // A message that never left: why it failed, as before, and nothing about the phone.
    expect(within(refused).getByText('Why: Beem refused the message (400)')).toBeVisible();
    expect(within(refused).queryByText(/the phone/)).toBeNull();
  });

  it('says whether an SMS reached the phone in Swahili too', async () => {
    await i18n.changeLanguage('sw');
    try {
      listed(
        message({ id: 'reached', deliveryReportedAt: '2026-12-05T10:02:00.000Z' }),
        message({
          id: 'lost',
          state: 'failed',
          error: 'Absent subscriber',
          deliveryReportedAt: '2026-12-05T11:00:00.000Z',
        }),
      );
      const { section } = renderMessages('sw');
      const [reached, lost] = within(await within(section).findByRole('list')).getAllByRole('listitem') as [
        HTMLElement,
        HTMLElement,
      ];
      expect(reached).toHaveTextContent(/^Maombi yamepokelewa · SMS · Imefika/);
      expect(within(reached).getByText('Umefika kwenye simu (taarifa ya 5 Des 2026, 13:02)')).toBeVisible();
      expect(lost).toHaveTextContent(/^Maombi yamepokelewa · SMS · Imeshindikana/);
      expect(within(lost).getByText('Haukufika kwenye simu: Absent subscriber')).toBeVisible();
      expect(within(lost).queryByText(/^Sababu:/)).toBeNull();
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('says when no message has been sent yet', async () => {
    const { section } = renderMessages();
    expect(
      await within(section).findByText('No message has been sent for this application yet.'),
    ).toBeVisible();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says the messages could not be loaded, and reads them again on Try again', async () => {
    api.list = () => json(503, { message: 'Unavailable' });
    const { section } = renderMessages();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');

    listed(DELIVERED_SMS);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Application received')).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(listReads()).toHaveLength(2);
  });

  it('queues a message again on Resend, says so, and shows the new copy', async () => {
    listed(FAILED_EMAIL);
    const { section } = renderMessages();
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    api.resend = () => new Promise((resolve) => (answer = resolve));
    await user.click(await within(section).findByRole('button', { name: 'Resend' }));

    // While the API queues it: said on the button, which cannot be pressed twice.
    const pending = within(section).getByRole('button', { name: 'Resending…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(resends()).toHaveLength(1);
    const [url, init] = resends()[0] as [string, RequestInit];
    expect(url).toBe(`${MESSAGES_URL}/visa-abc-paymentFailed-ATZ1-email/resend`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(init.body).toBe('{}');

    const copy = message({ ...FAILED_EMAIL, id: 'copy', state: 'queued', attempts: 0, error: undefined });
    listed(copy, FAILED_EMAIL);
    await act(async () => answer(json(201, { message: copy })));

    const said = await within(section).findByText('The message is queued to be sent again.');
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Payment failed · Email · Queued/);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(listReads()).toHaveLength(2);
  });

  it('says, in words staff can read, why a message cannot be sent again now', async () => {
    listed(FAILED_EMAIL);
    const { section } = renderMessages();
    api.resend = () => json(409, { message: 'This message is being sent now.', code: 'notification.busy' });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Resend' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This message is being sent now. Wait for it to finish before sending it again.',
    );
    expect(within(section).queryByText('The message is queued to be sent again.')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Resend' })).toBeEnabled();

    // Any other failure: the section's own words, never the server's.
    api.resend = () => json(500, { message: 'Internal error' });
    await user.click(within(section).getByRole('button', { name: 'Resend' }));
    expect(await within(section).findByText(/could not be queued again/)).toHaveRole('alert');
  });
});

describe('MessagesSection while a message is on its way', () => {
  /** Lets `ms` of (fake) time pass, and what it sets off settle. */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('reads the list again every few seconds until nothing is queued or sending, then stops', async () => {
    listed(message({ state: 'queued', attempts: 0 }));
    const { section } = renderMessages();
    expect(await within(section).findByText('Queued')).toBeVisible();

    listed(message({ state: 'sending', attempts: 1 }));
    await wait(MESSAGES_POLL_MS);
    expect(within(section).getByText('Sending')).toBeVisible();
    expect(listReads()).toHaveLength(2);

    listed(message({ state: 'sent', attempts: 1 }));
    await wait(MESSAGES_POLL_MS);
    expect(within(section).getByText('Sent')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(listReads()).toHaveLength(3);

    await wait(10 * MESSAGES_POLL_MS);
    expect(listReads()).toHaveLength(3);
  });

  it('does not poll a list with nothing on its way, and starts when a resend queues a message', async () => {
    listed(FAILED_EMAIL);
    const { section } = renderMessages();
    const resend = await within(section).findByRole('button', { name: 'Resend' });
    await wait(10 * MESSAGES_POLL_MS);
    expect(listReads()).toHaveLength(1);

    listed(message({ ...FAILED_EMAIL, id: 'copy', state: 'queued' }), FAILED_EMAIL);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resend);
    expect(await within(section).findByText('Queued')).toBeVisible();
    expect(listReads()).toHaveLength(2);

    listed(message({ ...FAILED_EMAIL, id: 'copy', state: 'delivered' }), FAILED_EMAIL);
    await wait(MESSAGES_POLL_MS);
    expect(within(section).getByText('Delivered')).toBeVisible();
    expect(listReads()).toHaveLength(3);
    await wait(10 * MESSAGES_POLL_MS);
    expect(listReads()).toHaveLength(3);
  });

  it("does not poll for a message that waits for the next day's SMS budget", async () => {
    listed(message({ id: 'waits', state: 'queued', attempts: 0, limitedBy: 'dailyBudget' }), DELIVERED_SMS);
    const { section } = renderMessages();
    expect(await within(section).findByText(/^Waiting for the daily SMS budget/)).toBeVisible();
    await wait(10 * MESSAGES_POLL_MS);
    expect(listReads()).toHaveLength(1);
  });

  it('stops polling when the page is left', async () => {
    listed(message({ state: 'queued', attempts: 0 }));
    const { section, unmount } = renderMessages();
    expect(await within(section).findByText('Queued')).toBeVisible();
    unmount();
    await wait(10 * MESSAGES_POLL_MS);
    expect(listReads()).toHaveLength(1);
  });
});
