import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { ApiError, NetworkError } from '#lib/api';
import type { AgentRequestInput } from './api/sendAgentRequest';
import BecomeAgentPage from './BecomeAgentPage';
import { Footer } from './Footer';

// The real sender loads Firebase; only its failure wording is used here.
vi.mock('./api/sendAgentRequest', async () => {
  const { refusalKey } = await import('#lib/apiFailure');
  return {
    sendAgentRequest: vi.fn(),
    agentRequestFailureKey: (error: unknown) => refusalKey(error, 'becomeAgent.failed'),
  };
});

const send = vi.fn<(input: AgentRequestInput) => Promise<void>>();

function renderPage() {
  render(
    <MemoryRouter>
      <BecomeAgentPage send={send} />
    </MemoryRouter>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your name/), ' Baraka Mushi ');
  await user.type(screen.getByLabelText(/^Phone number/), '0765 432 100');
  await user.type(screen.getByLabelText(/^Email/), 'baraka@example.co.tz');
  await user.type(screen.getByLabelText('About you'), 'A shop in Kariakoo.');
}

beforeEach(() => send.mockReset());
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('BecomeAgentPage', () => {
  it('is linked from the footer', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Become an agent' })).toHaveAttribute('href', '/become-an-agent');
  });

  it('refuses what the API would refuse, naming each field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText(/^Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Your name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    // About is optional.
    expect(screen.getByLabelText('About you')).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what was typed, trimmed, and says it was received', async () => {
    send.mockResolvedValue();
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('We have your request');
    expect(send).toHaveBeenCalledWith({
      name: 'Baraka Mushi',
      phone: '0765 432 100',
      email: 'baraka@example.co.tz',
      about: 'A shop in Kariakoo.',
    });
  });

  it('keeps the form, and everything typed, when sending fails', async () => {
    send.mockRejectedValueOnce(new NetworkError(new Error('offline')));
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
    expect(screen.getByLabelText(/^Your name/)).toHaveValue(' Baraka Mushi ');
    expect(screen.getByLabelText('About you')).toHaveValue('A shop in Kariakoo.');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('shows a field the API refused beside it', async () => {
    send.mockRejectedValueOnce(
      new ApiError('bad', 422, { code: 'validation', fields: { 'request.phone': 'validation.phone' } }),
    );
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Phone number/)).toHaveFocus();
  });

  it('keeps a half-filled form across a reload', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Your name/), 'Baraka');
    cleanup();
    renderPage();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Baraka');
  });

  it('speaks Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Kuwa wakala' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma ombi' })).toBeInTheDocument();
  });
});
