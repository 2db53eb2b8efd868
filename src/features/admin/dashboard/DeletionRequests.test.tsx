import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeletionRequestView } from '#domain/dataRights';
import { FetchScope } from '#lib/FetchScope';
import { decideDeletionRequest } from '../common/api/deletionRequests';
import { DeletionRequests } from './DeletionRequests';

vi.mock('../common/api/deletionRequests', () => ({
  decideDeletionRequest: vi.fn(),
  fetchDeletionRequests: vi.fn(),
}));

const REQUEST: DeletionRequestView = {
  id: 'r1',
  kind: 'visa',
  applicationId: 'visa-1',
  reference: 'VIS-7K3Q9X',
  state: 'open',
  reason: 'I travelled with another agency.',
  askedAt: '2026-12-01T08:00:00.000Z',
  dueBy: '2026-12-31T08:00:00.000Z',
};

function renderSection(load: () => Promise<DeletionRequestView[]>) {
  render(
    <FetchScope>
      <MemoryRouter>
        <DeletionRequests load={load} />
      </MemoryRouter>
    </FetchScope>,
  );
  return userEvent.setup();
}

describe('DeletionRequests', () => {
  beforeEach(() => vi.mocked(decideDeletionRequest).mockReset());

  it("lists each open request with its application, due date and the applicant's reason", async () => {
    renderSection(() => Promise.resolve([REQUEST]));
    const request = await screen.findByRole('article', { name: /VIS-7K3Q9X/ });
    expect(within(request).getByRole('link', { name: 'VIS-7K3Q9X' })).toHaveAttribute(
      'href',
      '/ad/viewVisa/visa-1',
    );
    expect(request).toHaveTextContent('Decide by 31 Dec 2026');
    expect(request).toHaveTextContent("Applicant's reason: I travelled with another agency.");
  });

  it('refuses with the reason written, then lists the requests again', async () => {
    vi.mocked(decideDeletionRequest).mockResolvedValue(undefined);
    const load = vi.fn().mockResolvedValueOnce([REQUEST]).mockResolvedValue([]);
    const user = renderSection(load);
    const request = await screen.findByRole('article', { name: /VIS-7K3Q9X/ });
    await user.type(
      within(request).getByLabelText('Your reason (the applicant reads it)'),
      'The immigration office still processes it.',
    );
    await user.click(within(request).getByRole('button', { name: 'Refuse' }));
    expect(decideDeletionRequest).toHaveBeenCalledWith('r1', {
      decision: 'refuse',
      reason: 'The immigration office still processes it.',
    });
    expect(await screen.findByText('No request is waiting.')).toBeInTheDocument();
  });
});
