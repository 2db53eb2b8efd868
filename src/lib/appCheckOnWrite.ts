type AppCheckModule = typeof import('./firebase/appCheck');

/**
 * App Check's header for a public write, its SDK loaded on the first write, never with a screen.
 * None when a release removed that code: the page is then moving to the new version (main.tsx),
 * and the write goes as it would where the project has no App Check.
 */
export async function appCheckHeaderOnWrite(): Promise<Record<string, string>> {
  const loaded = (await import('./firebase/appCheck')) as AppCheckModule | undefined;
  return loaded ? loaded.appCheckHeader() : {};
}
