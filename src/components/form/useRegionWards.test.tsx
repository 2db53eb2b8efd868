import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { wardsUrl } from '#domain/locations/index';
import { FetchScope } from '#lib/FetchScope';
import { RETRY_FIRST_MS } from '#lib/fetching';
import { useRegionWards } from './useRegionWards';

const KIGOMA = 16;

// A cache of its own per test (the app shares SWR's global one across every form).
const fresh = ({ children }: { children: ReactNode }) => <FetchScope>{children}</FetchScope>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useRegionWards', () => {
  it('fetches nothing before a region is chosen, then that region’s wards once for every select', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // Two selects of one form (the applicant's and the business's wards, say).
    const { result, rerender } = renderHook(
      (regionId?: number) => [useRegionWards(regionId), useRegionWards(regionId)] as const,
      { wrapper: fresh },
    );
    expect(result.current[0].wards).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();

    rerender(KIGOMA);
    await waitFor(() => expect(result.current[0].wards?.['16-kibondo-dc']).toContain('Bitare'));
    expect(result.current[1].wards).toBe(result.current[0].wards);
    expect(result.current[0].failed).toBe(false);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(wardsUrl(KIGOMA));

    // A static file: the tab coming back into view, a minute later, downloads nothing again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails, and Try again brings the wards', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useRegionWards(KIGOMA), { wrapper: fresh });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.wards).toBeUndefined();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.wards).toBeDefined());
    expect(result.current.failed).toBe(false);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('tries a failed download again by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('busy', { status: 503 }));
    const { result } = renderHook(() => useRegionWards(KIGOMA), { wrapper: fresh });
    await waitFor(() => expect(result.current.failed).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 1.5));
    await waitFor(() => expect(result.current.wards).toBeDefined());
    expect(result.current.failed).toBe(false);
  });
});
