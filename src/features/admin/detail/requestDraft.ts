import type { RequestItemType } from '#domain/requests';

/** One item as the form holds it while staff type: every input's text, whatever the type. */
export type DraftItem = { key: number; type: RequestItemType; field: string; name: string; reason: string };

let nextKey = 0;
export const emptyItem = (): DraftItem => ({
  key: nextKey++,
  type: 'field',
  field: '',
  name: '',
  reason: '',
});

/** The item as the API takes it: only the inputs of its type. */
export function itemOf({ type, field, name, reason }: DraftItem) {
  return type === 'otherDocument' ? { type, name, reason } : { type, field, reason };
}

/** The first problem of each input (translation keys), by the schema's path: `items.0.reason`. */
export function problemsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems: Record<string, string> = {};
  for (const issue of issues) problems[issue.path.join('.') || 'items'] ??= issue.message;
  return problems;
}
