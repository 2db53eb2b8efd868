import { SERVICE_PATHS, type ApplicationKind } from '../../../domain/kinds';

/** The staff area's addresses (spec §2, Admin routes), in one place for links between screens. */
export const ADMIN_DASHBOARD_PATH = '/ad/dashboard';

const pathsOf = <P extends keyof (typeof SERVICE_PATHS)[ApplicationKind]>(part: P) =>
  Object.fromEntries(Object.entries(SERVICE_PATHS).map(([kind, paths]) => [kind, paths[part]])) as {
    [K in ApplicationKind]: (typeof SERVICE_PATHS)[K][P];
  };

export const ADMIN_LIST_PATHS = pathsOf('adminList');

/** Route segment of each detail screen (ad/viewVisa/{id} …). */
export const ADMIN_DETAIL_SEGMENTS = pathsOf('adminDetailSegment');

export function adminDetailPath(kind: ApplicationKind, id: string): string {
  return `/ad/${ADMIN_DETAIL_SEGMENTS[kind]}/${encodeURIComponent(id)}`;
}
