import * as z from 'zod/mini';
import { MSG, name, option } from './common.js';
import { block, fieldApplies, fieldLabelsFor, renameVariants, withBlocks, type Block } from './form.js';
import { yesNoOptions } from './options.js';
import { issuesOf } from './testing.js';

const object = z.object({
  pet: option(yesNoOptions),
  petName: name({ optional: true }),
  petNickname: name({ optional: true }),
  note: name({ optional: true }),
});
type Fields = z.output<typeof object>;
const blocks: Block<Fields>[] = [block('pet', { pet: 'Yes' }, ['petName', 'petNickname'], ['petName'])];
const schema = withBlocks(object, blocks, [
  (v, ctx) => {
    if (v.petName === 'Rex') ctx.addIssue({ code: 'custom', path: ['petName'], message: MSG.invalid });
  },
]);

describe('withBlocks', () => {
  it('requires the required fields of a shown block only', () => {
    expect(issuesOf(schema, { pet: 'Yes' })).toEqual({ petName: [MSG.required] });
    expect(issuesOf(schema, { pet: 'Yes', petName: '  ' })).toEqual({ petName: [MSG.required] });
    expect(schema.parse({ pet: 'Yes', petName: 'Simba' })).toEqual({ pet: 'Yes', petName: 'Simba' });
  });

  it('leaves the fields of a hidden block out of the result', () => {
    expect(schema.parse({ pet: 'No', petName: 'Simba', petNickname: 'Sim' })).toEqual({ pet: 'No' });
  });

  it('drops empty optional values so the stored key set is the filled one', () => {
    expect(schema.parse({ pet: 'No', note: '' })).toEqual({ pet: 'No' });
  });

  it('says which fields apply to the answers: those in no block, or in blocks whose condition holds', () => {
    expect(fieldApplies(blocks, 'note', {})).toBe(true);
    expect(fieldApplies(blocks, 'petName', { pet: 'Yes' })).toBe(true);
    expect(fieldApplies(blocks, 'petName', { pet: 'No' })).toBe(false);
    expect(fieldApplies(blocks, 'petNickname', {})).toBe(false);
  });

  it('runs cross-field checks', () => {
    expect(issuesOf(schema, { pet: 'Yes', petName: 'Rex' })).toEqual({ petName: [MSG.invalid] });
  });
});

describe('fieldLabelsFor', () => {
  it('maps every field to fields.<entity>.<field>', () => {
    expect(fieldLabelsFor('pets', object.shape)).toEqual({
      pet: 'fields.pets.pet',
      petName: 'fields.pets.petName',
      petNickname: 'fields.pets.petNickname',
      note: 'fields.pets.note',
    });
  });
});

describe('renameVariants', () => {
  const variants = { tinaccess: 'AAN' };

  it('renames a variant spelling to the primary name', () => {
    expect(renameVariants({ tinaccess: 'A1', x: 1 }, variants)).toEqual({ AAN: 'A1', x: 1 });
  });

  it('keeps the primary value when both spellings are present', () => {
    expect(renameVariants({ tinaccess: 'old', AAN: 'new' }, variants)).toEqual({ AAN: 'new' });
    expect(renameVariants({ AAN: 'new', tinaccess: 'old' }, variants)).toEqual({ AAN: 'new' });
  });
});
