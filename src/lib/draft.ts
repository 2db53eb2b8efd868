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

/**
 * The document id and reference a draft is saved under: chosen once, reused by every retry.
 * `attempted` once a save was sent, which may have landed even if it seemed to fail.
 */
export type DraftSubmission = { id: string; reference: string; attempted?: boolean };

const SUBMISSION_PREFIX = 'submission:';

/**
 * The draft's submission, made by `create` the first time it is asked for and kept with the draft,
 * so a save that timed out but landed is found on the next Submit, even after a reload.
 */
export function draftSubmission(name: string, create: () => DraftSubmission): DraftSubmission {
  try {
    const raw = localStorage.getItem(SUBMISSION_PREFIX + name);
    const stored: unknown = raw ? JSON.parse(raw) : undefined;
    if (isSubmission(stored)) return stored;
  } catch {
    // Unreadable: a new one is made below.
  }
  const made = create();
  rememberSubmission(name, made);
  return made;
}

/** Keeps a changed submission (a new reference, drawn when the old one was taken). */
export function rememberSubmission(name: string, submission: DraftSubmission) {
  try {
    localStorage.setItem(SUBMISSION_PREFIX + name, JSON.stringify(submission));
  } catch {
    // Not kept: a reload makes a new one, and the retry on this page still uses this one.
  }
}

export function clearSubmission(name: string) {
  try {
    localStorage.removeItem(SUBMISSION_PREFIX + name);
  } catch {
    // Nothing to clear.
  }
}

function isSubmission(value: unknown): value is DraftSubmission {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'id') === 'string' &&
    typeof Reflect.get(value, 'reference') === 'string'
  );
}
