import type { ComponentType } from 'react';
import { APPLICATION_KINDS, capitalized, SERVICE_PATHS, type ApplicationKind } from '#domain/kinds';
import { screenLoader, type ScreenLoader } from './screenLoader';

type FormModule = { default: ComponentType<object> };

// Every kind's form is src/features/apply/<kind>/<Kind>Form.tsx, each its own chunk.
const FORM_MODULES = import.meta.glob<FormModule>('../features/apply/*/*Form.tsx');

function formScreen(kind: ApplicationKind): ScreenLoader<object> {
  const file = `../features/apply/${kind}/${capitalized(kind)}Form.tsx`;
  const load = FORM_MODULES[file];
  if (!load) throw new Error(`No form screen for "${kind}" at src/${file.slice(3)}.`);
  return screenLoader(load);
}

/** Each service's form screen (router.tsx renders it inside its FormPage frame). */
export const FORM_SCREENS = Object.fromEntries(
  APPLICATION_KINDS.map((kind) => [kind, formScreen(kind)]),
) as Record<ApplicationKind, ScreenLoader<object>>;

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
