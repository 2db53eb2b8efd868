import { noteDraftKept } from './draftsKept';

// Drafts let a half-filled form survive a reload, a crash or a dropped connection on a cheap phone.
const PREFIX = 'draft:';

// Storage may be full, refused (private mode) or hold something unreadable: a draft is a comfort,
// so each of these fails quietly and the form goes on without it.
function readStored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether it was kept. */
function writeStored(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Not kept: the form still works, it just will not survive a reload.
    return false;
  }
}

function removeStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export function loadDraft<T extends object>(name: string): Partial<T> | undefined {
  const parsed = readStored(PREFIX + name);
  return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : undefined;
}

export function saveDraft(name: string, value: object) {
  if (writeStored(PREFIX + name, value)) noteDraftKept();
}

export function clearDraft(name: string) {
  removeStored(PREFIX + name);
}

/**
 * The id a draft is sent under: chosen once, reused by every retry, so the server answers a
 * repeat with the application it made. `attempted` once it was sent, which may have landed even
 * if it seemed to fail.
 */
export type DraftSubmission = { id: string; attempted?: boolean };

const SUBMISSION_PREFIX = 'submission:';

/**
 * The draft's submission, made by `create` the first time it is asked for and kept with the draft,
 * so a save that timed out but landed is found on the next Submit, even after a reload.
 */
export function draftSubmission(name: string, create: () => DraftSubmission): DraftSubmission {
  const stored = readStored(SUBMISSION_PREFIX + name);
  if (isSubmission(stored)) return stored;
  const made = create();
  rememberSubmission(name, made);
  return made;
}

/** Keeps a changed submission (attempted). */
export function rememberSubmission(name: string, submission: DraftSubmission) {
  writeStored(SUBMISSION_PREFIX + name, submission);
}

export function clearSubmission(name: string) {
  removeStored(SUBMISSION_PREFIX + name);
}

function isSubmission(value: unknown): value is DraftSubmission {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'id') === 'string';
}

/**
 * Forgets every draft and every submission kept for retries on this device: on a shared computer,
 * what one applicant typed must not greet the next (Forget on My applications).
 */
export function clearAllDrafts() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key?.startsWith(PREFIX) || key?.startsWith(SUBMISSION_PREFIX)) removeStored(key);
    }
  } catch {
    // Storage refused: there is nothing kept to clear.
  }
}
