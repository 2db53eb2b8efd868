// One reload a minute for a new version, whichever part of the page asks for it (the app, or a
// pre-rendered page whose app failed to load: scripts/prerender/languageSwitch.ts): should the site
// itself be failing, a page must not reload in a loop.

/** The session's record of the last reload for a new version, in sessionStorage. */
export const RELOADED_AT_KEY = 'reloadedForNewVersionAt';
/** How long after one reload another may follow. */
export const RELOAD_PAUSE_MS = 60_000;
