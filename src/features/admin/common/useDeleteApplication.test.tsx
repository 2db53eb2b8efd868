import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { confirmDanger, showError, showSuccess } from '#lib/dialogs';
import { readSaid } from '#lib/said';
import { useDeleteApplication } from './useDeleteApplication';

vi.mock('#lib/dialogs', () => ({
  confirmDanger: vi.fn(),
  showError: vi.fn().mockResolvedValue(undefined),
  showSuccess: vi.fn().mockResolvedValue(undefined),
}));

// Asked on an application's page.
const onApplication = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/ad/viewBrela/doc3']}>{children}</MemoryRouter>
);

describe('useDeleteApplication', () => {
  beforeEach(() => vi.clearAllMocks());

  it("asks with the spec's words first and deletes nothing on Cancel", async () => {
    vi.mocked(confirmDanger).mockResolvedValue(false);
    const request = vi.fn();
    const { result } = renderHook(() => useDeleteApplication('visa', request), { wrapper: onApplication });
    expect(await result.current('doc1')).toBe(false);
    expect(confirmDanger).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: 'You will not be able to recover this booking!',
      confirmText: 'Yes, delete it!',
      cancelText: 'Cancel',
    });
    expect(request).not.toHaveBeenCalled();
  });

  it("deletes on confirmation and says 'Deleted!' on the service's list, without a dialog", async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    const request = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useDeleteApplication('tin', request), { wrapper: onApplication });
    // With the version the screen showed, which the API compares with the stored one.
    expect(await result.current('doc2', 4)).toBe(true);
    expect(request).toHaveBeenCalledWith('tin', 'doc2', undefined, 4);
    expect(readSaid()).toEqual({ text: 'Deleted! Booking has been deleted.', on: '/ad/tin' });
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("says 'Failed to delete booking.' where it was asked when the API refuses, without a dialog", async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    const request = vi.fn().mockRejectedValue(new Error('403'));
    const { result } = renderHook(() => useDeleteApplication('brela', request), { wrapper: onApplication });
    expect(await result.current('doc3')).toBe(false);
    expect(readSaid()).toEqual({
      text: 'Error! Failed to delete booking.',
      on: '/ad/viewBrela/doc3',
      failed: true,
    });
    expect(showError).not.toHaveBeenCalled();
  });
});
