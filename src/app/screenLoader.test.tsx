import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { screenLoader } from './screenLoader';

function Greeting({ name }: { name: string }) {
  // Made once per mount: a remount would show another.
  const [mount] = useState(() => Math.random());
  return <p data-mount={mount}>Hello {name}</p>;
}

/** A module whose import the test settles when it wants. */
function deferredModule() {
  let settle!: () => void;
  const arrived = new Promise<void>((resolve) => (settle = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return { default: Greeting };
  });
  return { load, settle };
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>;

describe('screenLoader', () => {
  it('loads a screen on its first render, with the loading fallback meanwhile', async () => {
    const { load, settle } = deferredModule();
    const { Screen } = screenLoader(load);
    render(inSuspense(<Screen name="Amina" />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => settle());
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen at once, without the fallback, and downloads it once', async () => {
    const { load, settle } = deferredModule();
    const { Screen, preload } = screenLoader(load);
    preload();
    preload();
    await act(async () => settle());
    render(inSuspense(<Screen name="Baraka" />));
    // Synchronously: no Suspense round, so React has nothing to hold back.
    expect(screen.getByText('Hello Baraka')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a screen mounted once its code has arrived, whichever way it came', async () => {
    const { load, settle } = deferredModule();
    const { Screen } = screenLoader(load);
    const { rerender } = render(inSuspense(<Screen name="Neema" />));
    await act(async () => settle());
    const mounted = (await screen.findByText('Hello Neema')).dataset.mount;
    rerender(inSuspense(<Screen name="Neema Mushi" />));
    expect(screen.getByText('Hello Neema Mushi').dataset.mount).toBe(mounted);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const { Screen, preload } = screenLoader(load);
    preload();
    await act(async () => undefined);
    preload();
    await act(async () => undefined);
    render(inSuspense(<Screen name="Juma" />));
    expect(screen.getByText('Hello Juma')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
