import type { ApplicationKind } from '#domain/kinds';
import { ADMIN_DETAIL_SEGMENTS } from '../common/routes';

const KIND_BY_SEGMENT = new Map<string, ApplicationKind>(
  Object.entries(ADMIN_DETAIL_SEGMENTS).map(([kind, segment]) => [segment, kind as ApplicationKind]),
);

/** The kind of application a detail route shows: /ad/viewTin/{id} → 'tin'. */
export function kindFromPath(pathname: string): ApplicationKind | undefined {
  return pathname
    .split('/')
    .map((segment) => KIND_BY_SEGMENT.get(segment))
    .find((kind) => kind !== undefined);
}
