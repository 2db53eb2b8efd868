// Who owns an application: the server writes each with the claim of its reference
// (server/submissions/createApplication.ts), so a reference names one application.
import type { ApplicationKind } from './kinds.js';

/** references/{reference}: the one application a reference belongs to. */
export type ReferenceClaim = { kind: ApplicationKind; applicationId: string };
