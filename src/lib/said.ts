/**
 * What an action that went through has to say on the screen it leads to ("You are signed in.",
 * "Booking has been deleted."): a line of the layout, announced, instead of a dialog to dismiss.
 * A dialog is kept for what needs a decision. The line is shown on the address it was said for,
 * and goes once the reader moves on from there.
 */
export type Said = {
  text: string;
  /** The address (pathname) it is shown on: the screen the action leads to, or the one it stays on. */
  on: string;
  /** A failure is read as an alert, not a status. */
  failed?: boolean;
};

let current: Said | undefined;
const listeners = new Set<() => void>();

const tell = () => listeners.forEach((listener) => listener());

/** Says `said` on its screen; it replaces whatever was said before. */
export function say(said: Said) {
  current = said;
  tell();
}

/** Clears what was said, once its screen has been left. */
export function unsay(said: Said) {
  if (current !== said) return;
  current = undefined;
  tell();
}

export function subscribeToSaid(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const readSaid = () => current;
