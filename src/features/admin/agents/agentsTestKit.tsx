// What the agents screens' tests share: an agent as the API answers one, an API whose every call
// a test can answer, and a screen rendered inside the staff area as the router shows it.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { vi } from 'vitest';
import { noCommissions, type AgentView } from '#domain/agents';
import type { UserRole } from '#domain/user';
import { FetchScope } from '#lib/FetchScope';
import { StaffUserContext } from '../common/staffUser';
import type { AgentsApi } from './api/agents';

/** Neema Kisanga, an active agent with no commission yet, changed as the tests say. */
export const anAgent = (overrides: Partial<AgentView> = {}): AgentView => ({
  aan: 'AGT-7K3QM',
  uid: 'u-agent',
  name: 'Neema Kisanga',
  phone: '0754123456',
  email: 'neema@example.co.tz',
  status: 'active',
  commission: noCommissions(),
  createdAt: '2026-03-01T08:00:00.000Z',
  changedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

/** An agents API whose calls answer nothing until a test says what they answer. */
export const fakeAgentsApi = (overrides: Partial<AgentsApi> = {}): AgentsApi => ({
  list: vi.fn(),
  read: vi.fn(),
  proposeAan: vi.fn(),
  create: vi.fn(),
  setStatus: vi.fn(),
  saveCommission: vi.fn(),
  saveDetails: vi.fn(),
  requests: vi.fn(),
  decline: vi.fn(),
  sendNewLink: vi.fn(),
  ...overrides,
});

/** `routes` at `address`, seen by Rose, a staff member of `role`. */
export function renderAsStaff(address: string, routes: ReactNode, role: UserRole = 'admin') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <FetchScope>
        <StaffUserContext.Provider value={{ uid: 'admin1', email: 'rose@example.co.tz', role }}>
          <Routes>{routes}</Routes>
        </StaffUserContext.Provider>
      </FetchScope>
    </MemoryRouter>,
  );
}
