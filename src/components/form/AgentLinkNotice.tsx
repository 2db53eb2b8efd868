import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentNameAnswer } from '#domain/aan';
import { apiFetch } from '#lib/api';
import { rememberAgentName } from './agentNames';

/**
 * Whom an agent's link hands this application to, by name, and a way to take them off it: on a
 * shared computer the link may be the last person's, and their agent would read everything sent.
 * The name is read once, past useFetch: SWR would be the visa form's only reader (5.7 kB), and
 * without the name the number alone is said.
 */
export function AgentLinkNotice({ aan, onRemove }: { aan: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    apiFetch<AgentNameAnswer>(`/api/agent-names/${encodeURIComponent(aan)}`).then(
      (answer) => {
        // The form's notice of who sees the application names them too.
        if (answer.name) rememberAgentName(aan, answer.name);
        if (current) setName(answer.name);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [aan]);
  return (
    <div className="form-note agent-link" role="status">
      <p>
        {name ? t('form.agentLink.handledBy', { name, aan }) : t('form.agentLink.handledByNumber', { aan })}
      </p>
      <button type="button" className="button secondary" onClick={onRemove}>
        {t('form.agentLink.remove')}
      </button>
    </div>
  );
}
