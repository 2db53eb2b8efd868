import type { ApplicationKind } from '../../../domain/kinds';

/** The staff area's addresses (spec §2, Admin routes), in one place for links between screens. */
export const ADMIN_DASHBOARD_PATH = '/ad/dashboard';

export const ADMIN_LIST_PATHS = {
  visa: '/ad/visa',
  brela: '/ad/brela',
  tin: '/ad/tin',
  business: '/ad/business',
} as const satisfies Record<ApplicationKind, string>;

/** Route segment of each detail screen (ad/viewVisa/{id} …). */
export const ADMIN_DETAIL_SEGMENTS = {
  visa: 'viewVisa',
  tin: 'viewTin',
  brela: 'viewBrela',
  business: 'viewBusiness',
} as const satisfies Record<ApplicationKind, string>;

export function adminDetailPath(kind: ApplicationKind, id: string): string {
  return `/ad/${ADMIN_DETAIL_SEGMENTS[kind]}/${encodeURIComponent(id)}`;
}
