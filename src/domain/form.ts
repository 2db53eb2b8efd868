import * as z from 'zod/mini';
import { isBlank, MSG } from './common.js';

/**
 * When a block applies: each named answer holds the given value. Every condition of the forms is
 * such a conjunction (Married; has no TIN, for business, sole proprietor…), and as data it can be
 * read by the form (which answers to watch), the staff views and the rules' tests alike.
 */
export type Condition<T> = { readonly [K in keyof T]?: T[K] };

/**
 * A group of fields that exists only under a condition (the spouse block when Married…). While
 * `when` is false the group's fields are ignored and left out of the parsed result; while it is
 * true the `required` ones must be filled in. `name` is how forms and views refer to it.
 */
export type Block<T> = {
  name: string;
  condition: Condition<T>;
  when: (value: T) => boolean;
  fields: readonly (keyof T & string)[];
  required: readonly (keyof T & string)[];
};

export function conditionHolds<T>(condition: Condition<T>, value: Partial<T>): boolean {
  return Object.entries(condition).every(([key, expected]) => value[key as keyof T] === expected);
}

/** A block from its condition; `required` defaults to every field of it. */
// NoInfer: the answers' type comes from the block list the call stands in, not from the condition.
export function block<T>(
  name: string,
  condition: NoInfer<Condition<T>>,
  fields: readonly NoInfer<keyof T & string>[],
  required: readonly NoInfer<keyof T & string>[] = fields,
): Block<T> {
  return { name, condition, when: (value) => conditionHolds(condition, value), fields, required };
}

/** The answers a block's condition reads. */
export const conditionFields = <T>(block: Block<T>) => Object.keys(block.condition) as (keyof T & string)[];

/**
 * Whether a field is asked for, given the answers so far: it belongs to no block, or every block
 * that holds it applies. Forms show it, staff views list it, uploads send it on this alone.
 */
export function fieldApplies<T>(blocks: readonly Block<T>[], field: string, value: Partial<T>): boolean {
  return blocks.every((each) => !each.fields.includes(field as keyof T & string) || each.when(value as T));
}

/**
 * A rule across fields; it adds issues to `ctx` at the path of the field to blame. It runs even
 * while other answers are missing or malformed, so its message comes in the same round as theirs;
 * it is skipped, though, once it reads a field that has a problem of its own (see guarded).
 */
export type CrossCheck<T> = (value: T, ctx: z.core.$RefinementCtx<T>) => void;

export function issue(ctx: z.core.$RefinementCtx<unknown>, path: (string | number)[], message: string) {
  ctx.addIssue({ code: 'custom', path, message });
}

/** Removes hidden blocks and empty optional values so the stored key set is exactly the shown one. */
function compact<T extends Record<string, unknown>>(value: T, blocks: readonly Block<T>[]): T {
  const hidden = new Set(blocks.filter((block) => !block.when(value)).flatMap((block) => block.fields));
  const kept = Object.entries(value).filter(([key, field]) => !hidden.has(key) && !isBlank(field));
  return Object.fromEntries(kept) as T;
}

/** Thrown when a cross-field check reads a field that failed: the check has nothing sound to say. */
const FAILED_FIELD = Symbol('failed field');

/** The failed paths under each key: `true` where the value itself failed, else the deeper ones. */
type FailedTree = Map<string, FailedTree | true>;

function failedTree(paths: readonly (readonly PropertyKey[])[]): FailedTree {
  const root: FailedTree = new Map();
  for (const path of paths) {
    let node = root;
    for (const [index, segment] of path.entries()) {
      const key = String(segment);
      const below = node.get(key);
      if (below === true) break; // the whole value failed already
      if (index === path.length - 1) {
        node.set(key, true);
      } else {
        const next: FailedTree = below ?? new Map();
        node.set(key, next);
        node = next;
      }
    }
  }
  return root;
}

/**
 * The value as a cross-field check may read it: reading an answer that has a problem of its own
 * (a missing select, a malformed date, a stop of the itinerary without its city) throws
 * FAILED_FIELD, so a check never compares garbage, while its other answers stay readable.
 */
function guarded<V>(value: V, failed: FailedTree): V {
  if (failed.size === 0 || typeof value !== 'object' || value === null) return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const below = typeof key === 'string' ? failed.get(key) : undefined;
      if (below === true) throw FAILED_FIELD;
      const field: unknown = Reflect.get(target, key, receiver);
      return below ? guarded(field, below) : field;
    },
  }) as V;
}

/**
 * What `read` reads, or undefined when that answer has a problem of its own: for a check that has
 * something to say without it (see `guarded`).
 */
export function unlessFailed<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error === FAILED_FIELD) return undefined;
    throw error;
  }
}

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * Turns a flat object schema, whose block fields are declared optional, into the schema forms,
 * the API and fixtures use: block requirements and cross-field checks, then compaction.
 *
 * Both kinds of rule run even when other fields already failed (zod would skip them: a missing
 * select aborts the object's own checks), so one Submit lists every problem at once instead of
 * in rounds: the missing answers of a shown block, and a date out of order beside a missing name.
 */
export function withBlocks<S extends z.ZodMiniObject>(
  object: S,
  blocks: readonly Block<z.output<S>>[],
  checks: readonly CrossCheck<z.output<S>>[] = [],
) {
  return z.pipe(
    object.check(
      z.superRefine<z.output<S>>(
        (value, ctx) => {
          for (const block of blocks) {
            if (!block.when(value)) continue;
            for (const field of block.required) {
              if (isBlank(value[field])) issue(ctx, [field], MSG.required);
            }
          }
        },
        { when: isObject },
      ),
      z.superRefine<z.output<S>>(
        (value, ctx) => {
          // The block requirements above count as failures too: a check skips a missing answer.
          const failed = failedTree(ctx.issues.map((each) => each.path ?? []));
          const view = guarded(value, failed);
          for (const check of checks) {
            try {
              check(view, ctx);
            } catch (error) {
              if (error !== FAILED_FIELD) throw error;
            }
          }
        },
        { when: isObject },
      ),
    ),
    z.transform((value: z.output<S>) => compact(value, blocks)),
  );
}

/** The i18n key of every field's label: `fields.<entity>.<field>`. */
export function fieldLabelsFor<K extends string>(
  entity: string,
  shape: Record<K, unknown>,
): Record<K, string> {
  const keys = Object.keys(shape) as K[];
  return Object.fromEntries(keys.map((key) => [key, `fields.${entity}.${key}`])) as Record<K, string>;
}

/**
 * Records written by the earlier app may use other spellings of some fields. Maps them to the
 * primary names; a primary value present already wins.
 */
export function renameVariants(
  raw: Record<string, unknown>,
  variants: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const primary = variants[key];
    if (primary === undefined) result[key] = value;
    else if (raw[primary] === undefined) result[primary] = value;
  }
  return result;
}
