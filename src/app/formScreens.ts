import { APPLICATION_KINDS, SERVICE_PATHS, type ApplicationKind } from '#domain/kinds';
import { screenLoader, type ScreenLoader } from './screenLoader';

/** Each service's form screen, its own chunk (router.tsx renders it inside its FormPage frame). */
export const FORM_SCREENS = {
  visa: screenLoader(() => import('../features/apply/visa/VisaForm')),
  tin: screenLoader(() => import('../features/apply/tin/TinForm')),
  brela: screenLoader(() => import('../features/apply/brela/BrelaForm')),
  business: screenLoader(() => import('../features/apply/business/BusinessForm')),
} satisfies Record<ApplicationKind, ScreenLoader<object>>;

/**
 * A form opened at its address (a link in a message, a bookmark, a reload) starts downloading
 * beside React and the translations. Otherwise its download would start only once the frame around
 * it (title, fee) had been painted, which on a slow phone is one more wait for the network after
 * everything else: measured with measure/formsUsable.mjs. Other addresses load nothing more.
 */
export function preloadFormScreen(pathname: string) {
  const kind = formScreenAt(pathname);
  if (kind) FORM_SCREENS[kind].preload();
}

/** Which service's form an address opens (/visa, /tin/…), if any. */
export function formScreenAt(pathname: string): ApplicationKind | undefined {
  const path = pathname.replace(/(.)\/$/, '$1');
  return APPLICATION_KINDS.find((kind) => SERVICE_PATHS[kind].form === path);
}
