import { APPLICATIONS } from '#domain/applications';
import { nameOf } from '#domain/identity';
import type { ApplicationKind } from '#domain/kinds';

/** Who or what the application is about, for the page heading (the domain's identity rule). */
export function applicantName(kind: ApplicationKind, record: Record<string, unknown>): string {
  return nameOf(APPLICATIONS[kind].identity, record) ?? '';
}
