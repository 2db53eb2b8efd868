import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { correctableFields, defaultReplyBy, documentFields } from '#domain/requests';
import { RequestForm } from './RequestForm';

vi.mock('../common/api/staffToken', () => ({ staffIdToken: vi.fn(async () => 'staff-token') }));

const REQUESTS_URL = '/api/applications/visa/abc/requests';
const [answerField] = correctableFields('visa') as [string];
const [documentField] = documentFields('visa') as [string];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: () => Response = () => json(201, { id: 'request-1' });
const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  if (url === '/api/csrf') return new Response(null, { status: 204 });
  if (url === REQUESTS_URL && init.method === 'POST') return answer();
  return json(404, { message: 'Not found', code: 'route.notFound' });
});
const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === REQUESTS_URL && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  answer = () => json(201, { id: 'request-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSent = vi.fn();
  render(<RequestForm kind="visa" id="abc" record={{ [answerField]: 'Asha Juma' }} onSent={onSent} />);
  return { onSent, user: userEvent.setup() };
}

/** Opens the form with the keyboard and fills a correction and a document of the form. */
async function fillTwoItems(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(screen.getByRole('button', { name: 'Ask the applicant' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const first = screen.getByRole('group', { name: 'Item 1' });
  // The opened form's first input takes the focus.
  expect(within(first).getByLabelText('What to ask for')).toHaveFocus();
  await user.selectOptions(within(first).getByLabelText('Answer'), answerField);
  expect(within(first).getByText('Current answer: Asha Juma')).toBeVisible();
  await user.type(within(first).getByLabelText('Reason'), '  The name differs from the passport.  ');
  await user.click(screen.getByRole('button', { name: 'Add an item' }));
  const second = screen.getByRole('group', { name: 'Item 2' });
  await user.selectOptions(within(second).getByLabelText('What to ask for'), 'document');
  await user.selectOptions(within(second).getByLabelText('Document'), documentField);
  await user.type(within(second).getByLabelText('Reason'), 'The scan is blurred.');
}

describe('RequestForm', () => {
  it('sends a correction and a document with their reasons and the reply-by date 14 days ahead', async () => {
    const { onSent, user } = renderForm();
    await fillTwoItems(user);
    expect(screen.getByLabelText('Reply by')).toHaveValue(defaultReplyBy());
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The request was sent to the applicant.');
    // The form is gone: the confirmation takes the focus, where the eye and the keyboard are.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(sentBodies()).toEqual([
      {
        items: [
          { type: 'field', field: answerField, reason: 'The name differs from the passport.' },
          { type: 'document', field: documentField, reason: 'The scan is blurred.' },
        ],
        replyBy: defaultReplyBy(),
      },
    ]);
    expect(onSent).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("offers in its Answer menu only the answers this application holds, not all of the service's", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ask the applicant' }));
    const menu = within(screen.getByRole('group', { name: 'Item 1' })).getByLabelText('Answer');
    const offered = within(menu)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(correctableFields('visa').length).toBeGreaterThan(20);
    expect(offered).toEqual([answerField]);
  });

  it('asks for another document by its name', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ask the applicant' }));
    await user.selectOptions(screen.getByLabelText('What to ask for'), 'otherDocument');
    await user.type(screen.getByLabelText('Name of the document'), 'Passport bio page');
    await user.type(screen.getByLabelText('Reason'), 'To confirm the name.');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByText('The request was sent to the applicant.');
    expect(sentBodies()).toEqual([
      {
        items: [{ type: 'otherDocument', name: 'Passport bio page', reason: 'To confirm the name.' }],
        replyBy: defaultReplyBy(),
      },
    ]);
  });

  it('announces what is missing on its input, moves focus there and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ask the applicant' }));
    await user.selectOptions(screen.getByLabelText('Answer'), answerField);
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    await vi.waitFor(() => expect(reason).toHaveFocus());
    expect(sentBodies()).toEqual([]);
  });

  it('refuses a reply-by date in the past', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ask the applicant' }));
    await user.selectOptions(screen.getByLabelText('Answer'), answerField);
    await user.type(screen.getByLabelText('Reason'), 'Check it.');
    const replyBy = screen.getByLabelText('Reply by');
    await user.clear(replyBy);
    await user.type(replyBy, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(replyBy).toHaveAccessibleDescription('The reply-by date cannot be in the past.');
    expect(sentBodies()).toEqual([]);
  });

  it('keeps everything typed when the API refuses, and says why', async () => {
    answer = () =>
      json(409, { message: 'This application already has an open request.', code: 'request.alreadyOpen' });
    const { onSent, user } = renderForm();
    await fillTwoItems(user);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request was not sent: This application already has an open request. It must be answered before another is sent.',
    );
    const first = screen.getByRole('group', { name: 'Item 1' });
    expect(within(first).getByLabelText('Answer')).toHaveValue(answerField);
    expect(within(first).getByLabelText('Reason')).toHaveValue('  The name differs from the passport.  ');
    expect(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('Document')).toHaveValue(
      documentField,
    );
    expect(onSent).not.toHaveBeenCalled();
  });
});
