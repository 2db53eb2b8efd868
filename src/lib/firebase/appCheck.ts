import type { AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';

/** The header the API reads the token from (server/http/appCheck.ts). */
const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

let appCheck: Promise<AppCheck | undefined> | undefined;

/** App Check, started once, when the project has it; its SDK is loaded only then. */
function startedAppCheck() {
  appCheck ??= firebaseApp().then(async ({ app, config }) => {
    if (!config.appCheck) return undefined;
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    if (config.appCheck.debugToken) {
      // The SDK's documented switch for a developer's browser: it then attests with this token.
      Reflect.set(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN', config.appCheck.debugToken);
    }
    return initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(config.appCheck.siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  });
  appCheck.catch(() => (appCheck = undefined));
  return appCheck;
}

/**
 * The App Check header for a public write, or none when the project has no App Check. A token
 * that cannot be had is left out: the API, if it enforces, says so in words the form shows.
 */
export async function appCheckHeader(): Promise<Record<string, string>> {
  const started = await startedAppCheck();
  if (!started) return {};
  try {
    const { getToken } = await import('firebase/app-check');
    return { [APP_CHECK_HEADER]: (await getToken(started)).token };
  } catch {
    return {};
  }
}
