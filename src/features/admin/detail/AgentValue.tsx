import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageAgents } from '#domain/user';
import { useStaffUser } from '../common/staffUser';
import type { ApplicationAgent } from './useAgent';

/** An agent's page in the staff area (admins only), by their AAN. */
const agentPagePath = (aan: string) => `/ad/agents/${encodeURIComponent(aan)}`;

/**
 * Who the application's agent is: their name and AAN, a link to their page for admins (who manage
 * agents); No Agent; or the AAN alone while the name is read or when no agent has that number.
 */
export function AgentValue({ agent }: { agent: ApplicationAgent }) {
  const { t } = useTranslation();
  const { role } = useStaffUser();
  switch (agent.type) {
    case 'none':
      return t('admin.detail.noAgent');
    case 'unread':
      return agent.aan;
    case 'unknown':
      return t('admin.detail.agentUnknown', { aan: agent.aan });
    case 'named': {
      const named = t('admin.detail.agentNamed', { name: agent.name, aan: agent.aan });
      return canManageAgents(role) ? <Link to={agentPagePath(agent.aan)}>{named}</Link> : named;
    }
  }
}
