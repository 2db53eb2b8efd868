import { renderHook } from '@testing-library/react';
import { confirmDanger, showError, showSuccess } from '#lib/dialogs';
import { useDeleteApplication } from './useDeleteApplication';

vi.mock('#lib/dialogs', () => ({
  confirmDanger: vi.fn(),
  showError: vi.fn().mockResolvedValue(undefined),
  showSuccess: vi.fn().mockResolvedValue(undefined),
}));

describe('useDeleteApplication', () => {
  beforeEach(() => vi.clearAllMocks());

  it("asks with the spec's words first and deletes nothing on Cancel", async () => {
    vi.mocked(confirmDanger).mockResolvedValue(false);
    const request = vi.fn();
    const { result } = renderHook(() => useDeleteApplication('visa', request));
    expect(await result.current('doc1')).toBe(false);
    expect(confirmDanger).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: 'You will not be able to recover this booking!',
      confirmText: 'Yes, delete it!',
      cancelText: 'Cancel',
    });
    expect(request).not.toHaveBeenCalled();
  });

  it("deletes on confirmation and says 'Deleted!'", async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    const request = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useDeleteApplication('tin', request));
    expect(await result.current('doc2')).toBe(true);
    expect(request).toHaveBeenCalledWith('tin', 'doc2');
    expect(showSuccess).toHaveBeenCalledWith('Deleted!', 'Booking has been deleted.');
  });

  it("says 'Failed to delete booking.' when the API refuses", async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    const request = vi.fn().mockRejectedValue(new Error('403'));
    const { result } = renderHook(() => useDeleteApplication('brela', request));
    expect(await result.current('doc3')).toBe(false);
    expect(showError).toHaveBeenCalledWith('Error!', 'Failed to delete booking.');
  });
});
