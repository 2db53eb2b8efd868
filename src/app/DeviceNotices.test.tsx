import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { announce } from '#lib/outbox';
import { offerUpdate, useHoldUpdates } from '#lib/serviceWorker/updates';
import { DeviceNotices } from './DeviceNotices';

function FormWithAnswers({ unsaved }: { unsaved: boolean }) {
  useHoldUpdates(unsaved);
  return <p>form</p>;
}

function renderAt(path: string, unsaved = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DeviceNotices />
      <Routes>
        <Route path="visa" element={<FormWithAnswers unsaved={unsaved} />} />
        <Route path="payment" element={<p>payment screen</p>} />
        <Route path="track" element={<p>track screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

const CHECKOUT = {
  kind: 'visa',
  applicationId: 'a1b2c3',
  reference: 'VIS-7K3Q9X',
  name: 'Amina Kamau',
  email: '',
  price: 100,
} as const;

describe('DeviceNotices', () => {
  it('offers a new version only once the form on screen holds no unsaved answers', async () => {
    const registration = { waiting: { postMessage: vi.fn() } };
    const { rerender } = renderAt('/visa', true);
    act(() => offerUpdate(registration as unknown as ServiceWorkerRegistration));
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();

    rerender(
      <MemoryRouter initialEntries={['/visa']}>
        <DeviceNotices />
        <FormWithAnswers unsaved={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready');
    // jsdom has no service workers: the page's container is a plain event target here.
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The page reloads once the new version has taken over, not before.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('lets in the version waiting when Reload is pressed, though a later one replaced the one offered', async () => {
    const offered = { postMessage: vi.fn() };
    const registration = { waiting: offered };
    renderAt('/track');
    act(() => offerUpdate(registration as unknown as ServiceWorkerRegistration));
    const later = { postMessage: vi.fn() };
    registration.waiting = later;
    Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(later.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(offered.postMessage).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('takes the applicant who waited on the form to payment once the kept application is sent', async () => {
    renderAt('/visa');
    // The outbox module loads lazily: its listener is on once the notices have started.
    await act(() => import('#lib/outbox'));
    await act(async () => announce({ type: 'sent', kind: 'visa', id: 'a1b2c3', checkout: CHECKOUT }));
    expect(await screen.findByText('payment screen')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The application kept on this device has been sent. Your reference number is VIS-7K3Q9X.',
      ).parentElement,
    ).toHaveAttribute('role', 'status');
  });

  it('elsewhere, says the kept application was sent and links to payment', async () => {
    renderAt('/track');
    await act(() => import('#lib/outbox'));
    await act(async () => announce({ type: 'sent', kind: 'visa', id: 'd4e5f6', checkout: CHECKOUT }));
    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/payment',
    );
    expect(screen.getByText('track screen')).toBeInTheDocument();
  });

  it('sends a refused application back to its form, loudly', async () => {
    renderAt('/track');
    await act(() => import('#lib/outbox'));
    await act(async () => announce({ type: 'refused', kind: 'visa', id: 'g7h8i9' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByRole('link', { name: 'Open the form' })).toHaveAttribute('href', '/visa');
  });
});
