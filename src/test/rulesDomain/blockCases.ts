// Records that show, hide and half-show each block of a kind, for comparing the rules' verdict
// with whether a form would save them.
import type { ApplicationKind } from '../../domain/kinds.js';
import { blockName, blocksOf, blockTitle, domainFields, type DomainField } from './fields.js';
import { baseRecords, formWouldSave, sameValue, without, type Fields } from './records.js';

/** A record that shows, hides or half-shows a block, and whether a form would save it. */
export type BlockCase = {
  title: string;
  fields: Fields;
  saves: boolean;
  /** The named record it starts from. */
  base: string;
};

/** The values a gate can be set to: its options, or true and false. */
function gateValues(field: DomainField): unknown[] {
  if (field.shape.type === 'option') return [...field.shape.values];
  if (field.shape.type === 'boolean') return [true, false];
  return [];
}

/**
 * Records that flip each block's condition on and off, from every named record: each required
 * field of a shown block left out, each optional one too, each field of a hidden block given, and
 * each answer a condition reads set to each of its other values, alone and with the blocks
 * following (hidden fields removed, shown ones filled in from the named records). `first` takes
 * one record per block and state (a few hundred cases in all, for the emulator); `every` takes all.
 */
export function blockCases(kind: ApplicationKind, scope: 'first' | 'every'): BlockCase[] {
  const bases = baseRecords(kind);
  const blocks = blocksOf(kind);
  const fields = domainFields(kind);
  const donor: Fields = {};
  for (const [, record] of bases)
    for (const [key, value] of Object.entries(record)) if (!(key in donor)) donor[key] = value;

  const cases = new Map<string, BlockCase>();
  const add = (base: string, title: string, record: Fields) => {
    const key = JSON.stringify(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
    if (!cases.has(key)) cases.set(key, { title, fields: record, saves: formWouldSave(kind, record), base });
  };
  const pick = <T>(list: T[]) => (scope === 'first' ? list.slice(0, 1) : list);

  if (blocks.length > 0) for (const [name, record] of bases) add(name, `the ${name} record`, record);

  blocks.forEach((block, index) => {
    const title = blockTitle(kind, index);
    for (const [name, record] of pick(bases.filter(([, each]) => block.when(each)))) {
      for (const field of block.fields) {
        const kindOf = block.required.includes(field) ? 'required' : 'optional';
        add(name, `${name} record, ${title} shown: ${kindOf} ${field} left out`, without(record, field));
      }
    }
    for (const [name, record] of pick(bases.filter(([, each]) => !block.when(each)))) {
      for (const field of block.fields) {
        if (field in donor)
          add(name, `${name} record, ${title} hidden: ${field} given`, { ...record, [field]: donor[field] });
      }
    }
  });

  const settle = (record: Fields): Fields => {
    const current = { ...record };
    for (let round = 0; round < 10; round += 1) {
      const hidden = new Set(blocks.filter((block) => !block.when(current)).flatMap((block) => block.fields));
      let changed = false;
      for (const field of hidden) {
        if (field in current) {
          delete current[field];
          changed = true;
        }
      }
      for (const block of blocks.filter((each) => each.when(current))) {
        for (const field of block.fields) {
          if (!hidden.has(field) && !(field in current) && field in donor) {
            current[field] = donor[field];
            changed = true;
          }
        }
      }
      if (!changed) return current;
    }
    throw new Error(`The ${kind} blocks do not settle from ${JSON.stringify(record)}`);
  };

  for (const [name, record] of bases) {
    for (const gate of fields.filter((field) => field.gate && field.name in record)) {
      for (const value of gateValues(gate).filter((each) => !sameValue(each, record[gate.name]))) {
        const flipped = { ...record, [gate.name]: value };
        const turned = blocks.flatMap((block, index) =>
          block.when(record) === block.when(flipped)
            ? []
            : [`${blockName(kind, index)} ${block.when(flipped) ? 'shown' : 'hidden'}`],
        );
        const what = `${name} record, ${gate.name} set to ${JSON.stringify(value)}`;
        const effect = turned.length > 0 ? turned.join(', ') : 'no block changes';
        add(name, `${what} alone: ${effect}`, flipped);
        add(name, `${what}, the blocks following: ${effect}`, settle(flipped));
      }
    }
  }
  return [...cases.values()];
}
