import { ApiError } from '#lib/api';
import { rememberSubmission, saveDraft } from '#lib/draft';
import {
  announce,
  forgetApplication,
  keepApplication,
  keptApplications,
  type KeptApplication,
} from '#lib/outbox';
import { uploadDocument } from '#lib/uploads';
import { saveApplication } from '../api/saveApplication';

/**
 * A refusal that sending again cannot change (the answers, an agent's number): anything else (no
 * network, a timeout, the service down, too many tries) leaves the application kept for next time.
 */
const refused = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

/** Uploads first, each document once, then the application under the draft's id. */
async function send(kept: KeptApplication) {
  const paths: Record<string, string | string[]> = {};
  for (const document of kept.documents) {
    document.path ??= await uploadDocument(document.area, document.chosen);
    paths[document.field] = document.path;
    await keepApplication(kept);
  }
  return saveApplication(kept.kind, { ...kept.answers, ...paths }, { id: kept.id, lang: kept.lang });
}

async function sendOne(kept: KeptApplication): Promise<'sent' | 'stop'> {
  const { id, kind } = kept;
  announce({ type: 'sending', kind, id });
  try {
    const saved = await send(kept);
    await forgetApplication(id);
    const checkout = { ...kept.checkout, applicationId: saved.id, reference: saved.reference };
    announce({ type: 'sent', kind, id, checkout });
    return 'sent';
  } catch (error) {
    if (!refused(error)) {
      announce({ type: 'kept', kind, id });
      return 'stop';
    }
    // Back on the form as a draft, whose Submit shows what the API said.
    saveDraft(kind, kept.draft);
    rememberSubmission(kind, { id, attempted: true });
    await forgetApplication(id);
    announce({ type: 'refused', kind, id });
    return 'sent';
  }
}

async function sendAll() {
  for (const kept of await keptApplications()) {
    if ((await sendOne(kept)) === 'stop') return;
  }
}

let running: Promise<void> | undefined;

async function sendOnce() {
  if (!navigator.locks) return sendAll();
  await navigator.locks.request('apply-tz-outbox', { ifAvailable: true }, async (lock) => {
    if (lock) await sendAll();
  });
}

/**
 * Sends what this device kept, oldest first, one at a time, and stops at the first that cannot go
 * yet. One run at a time in this tab, and in one tab at a time where the browser can say so; were
 * two to send the same application anyway, its id makes the second a harmless repeat.
 */
export function sendKeptApplications(): Promise<void> {
  const run = (running ??= sendOnce().finally(() => {
    running = undefined;
  }));
  return run;
}
