import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showError, showSuccess } from '#lib/dialogs';
import { FeedbackForm } from './FeedbackForm';

vi.mock('#lib/dialogs', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const sendFeedback = vi.fn<(input: { name: string; email: string; message: string }) => Promise<void>>();

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), '  Asha Mushi ');
  await user.type(screen.getByLabelText('Email address'), 'asha@example.co.tz');
  await user.type(screen.getByLabelText('Message'), 'Karibu sana');
}

beforeEach(() => {
  vi.clearAllMocks();
  sendFeedback.mockReset();
});

describe('FeedbackForm', () => {
  it('refuses an empty form with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    render(<FeedbackForm send={sendFeedback} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(showError).toHaveBeenCalledWith('Error!', 'All fields are required.');
    expect(sendFeedback).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('sends trimmed values, confirms, and clears the form', async () => {
    vi.mocked(sendFeedback).mockResolvedValue();
    const user = userEvent.setup();
    render(<FeedbackForm send={sendFeedback} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalled());
    expect(sendFeedback).toHaveBeenCalledWith({
      name: 'Asha Mushi',
      email: 'asha@example.co.tz',
      message: 'Karibu sana',
    });
    expect(showSuccess).toHaveBeenCalledWith('Success!', 'Message sent successfully.');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps everything typed when sending fails', async () => {
    vi.mocked(sendFeedback).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<FeedbackForm send={sendFeedback} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Error!', 'Failed to send message.'));
    expect(screen.getByLabelText('Message')).toHaveValue('Karibu sana');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('flags a malformed email next to the field', async () => {
    const user = userEvent.setup();
    render(<FeedbackForm send={sendFeedback} />);
    await user.type(screen.getByLabelText('Your name'), 'Asha');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(sendFeedback).not.toHaveBeenCalled();
  });

  it('restores a draft after the page is reloaded', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<FeedbackForm send={sendFeedback} />);
    await user.type(screen.getByLabelText('Message'), 'Half written');
    unmount();
    render(<FeedbackForm send={sendFeedback} />);
    expect(screen.getByLabelText('Message')).toHaveValue('Half written');
  });
});
