// Drafts let a half-filled form survive a reload, a crash or a dropped connection on a cheap phone.
const PREFIX = 'draft:';

export function loadDraft<T extends object>(name: string): Partial<T> | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(name: string, value: object) {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage full or refused: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(name: string) {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing to clear.
  }
}
