import { readSession } from './session';

const KEY = 'agentPayingPhone';

/**
 * The number an agent last paid for a client with: they pay from their own mobile money, thirty
 * times a day, not from the client's number the form had. Kept for the agent signed in on this
 * device only, and forgotten when they sign out or the device is forgotten.
 */
export function rememberAgentPayingPhone(phone: string) {
  const aan = readSession()?.aan;
  if (!aan) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ aan, phone }));
  } catch {
    // Not kept: the agent types it again next time.
  }
}

export function recallAgentPayingPhone(): string | undefined {
  const aan = readSession()?.aan;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { aan?: unknown; phone?: unknown } | null;
    return aan && kept?.aan === aan && typeof kept.phone === 'string' ? kept.phone : undefined;
  } catch {
    return undefined;
  }
}

export function forgetAgentPayingPhone() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
