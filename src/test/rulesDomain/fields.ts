// The fields of a schema as the rules must check them, read from zod's own description of the
// schema, and the blocks that show and hide them.
import { APPLICATIONS } from '../../domain/applications.js';
import type { ApplicationKind } from '../../domain/kinds.js';
import { uploadFieldsOf, type UploadArea } from '../../domain/uploads.js';
import { baseRecords, type Fields } from './records.js';

// zod's own description of a schema (`_zod.def`), as far as these tests read it.
type CheckDef = { check: string; maximum?: number; minimum?: number; value?: number; inclusive?: boolean };
type Def = {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  entries?: Record<string, string>;
  element?: unknown;
  checks?: { _zod: { def: CheckDef } }[];
};

function defOf(schema: unknown): Def {
  const def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  if (!def) throw new Error('Not a zod schema: has zod changed how it describes schemas?');
  return def;
}

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** What a field holds, as the rules see it. */
export type FieldShape =
  /** Trimmed text of at most `max` characters. */
  | { type: 'text'; max: number }
  /** Text with a format of its own (a date, a phone number…): the schema's check is a function. */
  | { type: 'format'; max: number }
  | { type: 'upload'; area: UploadArea }
  | { type: 'option'; values: readonly string[] }
  | { type: 'boolean' }
  | { type: 'whole'; min: number; max: number }
  | { type: 'list'; min: number; max: number; item: Record<string, FieldShape> }
  | { type: 'other'; zodType: string };

function shapeOf(schema: unknown): { shape: FieldShape; optional: boolean } {
  let def = defOf(schema);
  let optional = false;
  if (def.type === 'optional') {
    optional = true;
    def = defOf(def.innerType);
  }
  // A value normalised after its check (NIDA, TIN, phone): the check is on the way in.
  if (def.type === 'pipe') def = defOf(def.in);
  const checks = checksOf(def);
  const bound = (name: string, key: 'maximum' | 'minimum' | 'value') => {
    const check = checks.find((each) => each.check === name);
    if (check && check.inclusive === false)
      throw new Error(`An exclusive ${name} bound: teach src/test/rulesDomain/fields.ts`);
    return check?.[key];
  };
  switch (def.type) {
    case 'string': {
      const max = bound('max_length', 'maximum') ?? Infinity;
      return {
        optional,
        shape: checks.some((each) => each.check === 'custom')
          ? { type: 'format', max }
          : { type: 'text', max },
      };
    }
    case 'enum':
      return { optional, shape: { type: 'option', values: Object.values(def.entries ?? {}) } };
    case 'boolean':
      return { optional, shape: { type: 'boolean' } };
    case 'number':
      return {
        optional,
        shape: {
          type: 'whole',
          min: bound('greater_than', 'value') ?? -Infinity,
          max: bound('less_than', 'value') ?? Infinity,
        },
      };
    case 'array': {
      const item = Object.fromEntries(
        Object.entries(defOf(def.element).shape ?? {}).map(([key, field]) => [key, shapeOf(field).shape]),
      );
      return {
        optional,
        shape: {
          type: 'list',
          min: bound('min_length', 'minimum') ?? 0,
          max: bound('max_length', 'maximum') ?? Infinity,
          item,
        },
      };
    }
    default:
      return { optional, shape: { type: 'other', zodType: def.type } };
  }
}

/** The flat object a kind's form schema was made from (withBlocks pipes it into a compaction). */
export function formShape(kind: ApplicationKind): Record<string, unknown> {
  const shape = defOf(defOf(APPLICATIONS[kind].schema).in).shape;
  if (!shape)
    throw new Error(`The ${kind} schema is not withBlocks(object, …): teach src/test/rulesDomain/fields.ts`);
  return shape;
}

/** A block as these tests use it: only its condition, its fields and the required ones. */
export type DomainBlock = {
  when: (value: Fields) => boolean;
  fields: readonly string[];
  required: readonly string[];
};

export function blocksOf(kind: ApplicationKind): readonly DomainBlock[] {
  return APPLICATIONS[kind].blocks;
}

/** The answers a block's condition reads, over every named record (a condition may stop early). */
function gatesOfBlock(block: DomainBlock, records: readonly Fields[]): string[] {
  const read = new Set<string>();
  for (const record of records) {
    const watched = new Proxy(record, {
      get(target, key) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key);
      },
    });
    block.when(watched);
  }
  return [...read];
}

export type DomainField = {
  name: string;
  shape: FieldShape;
  /** Declared optional in the schema's object (every block field is). */
  optional: boolean;
  /** Indexes of the blocks that hold it, and of those that require it. */
  inBlocks: number[];
  requiredBy: number[];
  /** Read by a block's condition: its value shows or hides fields. */
  gate: boolean;
};

export type Requirement = 'required' | 'optional' | 'required in its block';

/** Whether a stored record must hold the field. */
export function requirementOf(field: DomainField): Requirement {
  if (!field.optional) return 'required';
  return field.requiredBy.length > 0 ? 'required in its block' : 'optional';
}

/** The fields of an object schema's shape; `records` are where the blocks' conditions are read. */
export function describeFields(
  shape: Record<string, unknown>,
  blocks: readonly DomainBlock[] = [],
  records: readonly Fields[] = [],
): DomainField[] {
  const uploads = new Map(uploadFieldsOf(shape).map(({ field, area }) => [field, area]));
  const gates = new Set(blocks.flatMap((block) => gatesOfBlock(block, records)));
  return Object.entries(shape).map(([name, schema]) => {
    const { shape: fieldShape, optional } = shapeOf(schema);
    const area = uploads.get(name);
    return {
      name,
      shape: area ? { type: 'upload', area } : fieldShape,
      optional,
      inBlocks: blocks.flatMap((block, index) => (block.fields.includes(name) ? [index] : [])),
      requiredBy: blocks.flatMap((block, index) => (block.required.includes(name) ? [index] : [])),
      gate: gates.has(name),
    };
  });
}

export function domainFields(kind: ApplicationKind): DomainField[] {
  const records = baseRecords(kind).map(([, record]) => record);
  return describeFields(formShape(kind), blocksOf(kind), records);
}

/** Whether a field is asked for in a record: every block holding it is shown. */
export function fieldShown(kind: ApplicationKind, field: string, record: Fields): boolean {
  return blocksOf(kind).every((block) => !block.fields.includes(field) || block.when(record));
}

/**
 * The named record a field is tried in: the first that holds it, else (a field no fixture fills
 * in yet) the first that asks for it.
 */
export function baseFor(kind: ApplicationKind, field: string): string | undefined {
  const bases = baseRecords(kind);
  const found =
    bases.find(([, record]) => field in record) ??
    bases.find(([, record]) => fieldShown(kind, field, record));
  return found?.[0];
}

/** How messages name a block: by its name when it has one, else by its place. */
export function blockName(kind: ApplicationKind, index: number): string {
  const name = Reflect.get(blocksOf(kind)[index]!, 'name');
  return typeof name === 'string' ? `block '${name}'` : `block ${index + 1}`;
}

/** A block's name with its first fields. */
export function blockTitle(kind: ApplicationKind, index: number): string {
  const { fields } = blocksOf(kind)[index]!;
  const more = fields.length > 3 ? ` and ${fields.length - 3} more` : '';
  return `${blockName(kind, index)} (${fields.slice(0, 3).join(', ')}${more})`;
}
