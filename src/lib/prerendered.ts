import type { ErrorInfo } from 'react';

/**
 * The language the page was rendered in at build time (`<html data-rendered>`, see
 * scripts/prerender), or undefined for the bare shell, which the browser renders afresh.
 */
export function renderedLanguage(): string | undefined {
  return document.documentElement.dataset.rendered;
}

/**
 * Kiswahili pages are served from /sw/… (the visitor's saved language sends them there before
 * anything paints); the app's own address for such a page has no prefix, as the router knows it.
 */
export function leaveLanguageFolder() {
  const { pathname, search, hash } = window.location;
  const bare = pathname.replace(/^\/sw(?=\/|$)/, '') || '/';
  if (bare !== pathname) window.history.replaceState(window.history.state, '', `${bare}${search}${hash}`);
}

/**
 * A page whose HTML React could not take over as it was: React renders it afresh and goes on, so
 * nobody would know. Said on the console, where the browser tests look.
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('React rendered afresh what the pre-rendered page had:', error, info.componentStack ?? '');
}

/**
 * A pre-rendered page takes no input until React has taken its screen over (#root is `inert`
 * until then, scripts/prerender): a tap on a button with no handler yet would be lost, and a form
 * would be sent by the browser itself, its answers in the address.
 */
export function acceptInput() {
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('aria-disabled');
}
