/**
 * The Admin SDK reports Firestore's refusals by their gRPC status code. The two the server acts on
 * by design: a create that finds its document (a repeat, so nothing to do) and an update that finds
 * none (deleted meanwhile).
 */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

export const isNotFound = (error: unknown) => codeOf(error) === NOT_FOUND;
export const isAlreadyExists = (error: unknown) => codeOf(error) === ALREADY_EXISTS;
