import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AGENT_LINK_COOKIE, agentOfLink } from '#lib/agentLink';
import { AgentField } from './AgentField';

function Form({ children }: { children: ReactNode }) {
  // As the forms make theirs (ApplicationForm): no AAN until one is filled in, fields unregistered.
  const form = useForm({ defaultValues: {}, shouldUnregister: true });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const nameAnswer = (name: string | null) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url).startsWith('/api/agent-names/')
      ? new Response(JSON.stringify({ aan: 'AGT-7K3Q9', name }), {
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(null, { status: 404 }),
  );

beforeEach(() => Cookies.set(AGENT_LINK_COOKIE, 'AGT-7K3Q9', { path: '/' }));
afterEach(() => {
  Cookies.remove(AGENT_LINK_COOKIE, { path: '/' });
  vi.restoreAllMocks();
});

describe("AgentField with an agent's link", () => {
  it('names the agent the link chose, and removing them empties the field and forgets the link', async () => {
    const fetchSpy = nameAnswer('Rehema M.');
    render(<AgentField />, { wrapper: Form });
    expect(screen.getByRole('textbox', { name: 'For Agents Only' })).toHaveValue('AGT-7K3Q9');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This application will be handled by agent Rehema M., AGT-7K3Q9.',
    );
    expect(fetchSpy).toHaveBeenCalledWith('/api/agent-names/AGT-7K3Q9', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Remove this agent' }));
    expect(screen.getByRole('textbox', { name: 'For Agents Only' })).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(agentOfLink()).toBeUndefined();
  });

  it('names the number alone when no active agent has it, and says nothing once another is typed', async () => {
    nameAnswer(null);
    render(<AgentField />, { wrapper: Form });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This application will be handled by agent AGT-7K3Q9.',
    );
    const field = screen.getByRole('textbox', { name: 'For Agents Only' });
    await userEvent.clear(field);
    await userEvent.type(field, 'AGT-OTHER');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
