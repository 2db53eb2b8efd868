import { render, screen } from '@testing-library/react';
import { HydrationBoundary } from './HydrationBoundary';
import { useHydrated } from './hydration';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'device' : 'page'}</p>;
}

describe('HydrationBoundary', () => {
  it('renders first as the pre-rendered page was, then with what the device knows', async () => {
    const seen: boolean[] = [];
    render(
      <HydrationBoundary hydrating>
        <Probe seen={seen} />
      </HydrationBoundary>,
    );
    expect(await screen.findByText('device')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('has nothing to wait for on a page the browser renders afresh', () => {
    const seen: boolean[] = [];
    render(
      <HydrationBoundary hydrating={false}>
        <Probe seen={seen} />
      </HydrationBoundary>,
    );
    expect(screen.getByText('device')).toBeInTheDocument();
    expect(seen).not.toContain(false);
  });

  it('needs no boundary where nothing is pre-rendered', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual(expect.arrayContaining([true]));
    expect(seen).not.toContain(false);
  });
});
