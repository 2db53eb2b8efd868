import type * as z from 'zod/mini';

/**
 * The messages a schema reports for a value, keyed by dotted path ('' for the root); empty when
 * the value is valid. For tests: comparing whole maps shows every unexpected issue at once.
 */
export function issuesOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const issues: Record<string, string[]> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    (issues[path] ??= []).push(issue.message);
  }
  return issues;
}

/** The first message at each path, as a form shows it. */
export function firstIssues(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const all = issuesOf(schema, value);
  return Object.fromEntries(Object.entries(all).map(([path, messages]) => [path, messages[0] ?? '']));
}

/** A copy without the given keys: the way to say "this field was left out". */
export function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
