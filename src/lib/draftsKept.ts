// Which screens have kept what was typed on them as a draft (draft.ts), for the error screen to
// say so only where it is true. Apart from draft.ts, which the first screen need not download.

/** The addresses of the screens a draft was saved from on this visit. */
const draftedScreens = new Set<string>();

export function noteDraftKept() {
  draftedScreens.add(window.location.pathname);
}

/** Whether what was typed on the screen at `pathname` is kept on this device, to be found after a reload. */
export const draftKeptFrom = (pathname: string) => draftedScreens.has(pathname);
