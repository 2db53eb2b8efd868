import * as z from 'zod/mini';
import { isoDate, MSG, name, option } from './common.js';
import { block, fieldApplies, fieldLabelsFor, renameVariants, withBlocks, type Block } from './form.js';
import { yesNoOptions } from './options.js';
import { issuesOf, without } from '#unit/schemaIssues';

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

describe('withBlocks: one round of errors', () => {
  const trip = z.object({
    traveller: name(),
    purpose: option(yesNoOptions),
    arrival: isoDate(),
    exit: isoDate(),
    stops: z.array(z.object({ city: name(), from: isoDate(), to: isoDate() })),
    guide: option(yesNoOptions),
    guideName: name({ optional: true }),
  });
  type Trip = z.output<typeof trip>;
  const tripSchema = withBlocks(
    trip,
    [block<Trip>('guide', { guide: 'Yes' }, ['guideName'])],
    [
      (v, ctx) => {
        if (v.exit < v.arrival) ctx.addIssue({ code: 'custom', path: ['exit'], message: MSG.dateOrder });
      },
      (v, ctx) =>
        v.stops.forEach((stop, index) => {
          if (stop.to < stop.from)
            ctx.addIssue({ code: 'custom', path: ['stops', index, 'to'], message: MSG.dateOrder });
        }),
    ],
  );
  const valid = {
    traveller: 'Amina',
    purpose: 'Yes',
    arrival: '2031-08-03',
    exit: '2031-08-10',
    stops: [{ city: 'Arusha', from: '2031-08-03', to: '2031-08-10' }],
    guide: 'No',
  };

  it('names a block’s missing answers and dates out of order beside a missing choice', () => {
    // A missing choice is a type error: on its own, zod would skip every rule across fields.
    expect(issuesOf(tripSchema, { ...valid, purpose: undefined, guide: 'Yes', exit: '2031-08-01' })).toEqual({
      purpose: [MSG.option],
      guideName: [MSG.required],
      exit: [MSG.dateOrder],
    });
  });

  it('checks what it can of a list whose other entries are incomplete', () => {
    const stops = [
      { city: '', from: '2031-08-03', to: '2031-08-01' },
      { city: 'Moshi', from: '2031-08-05', to: '2031-08-04' },
    ];
    expect(issuesOf(tripSchema, { ...valid, traveller: '', stops })).toEqual({
      traveller: [MSG.required],
      'stops.0.city': [MSG.required],
      'stops.0.to': [MSG.dateOrder],
      'stops.1.to': [MSG.dateOrder],
    });
  });

  it('skips a rule that would read an answer with a problem of its own', () => {
    // A malformed or missing date gets its own message, never a comparison made with it.
    expect(issuesOf(tripSchema, { ...valid, arrival: '2031-13-45' })).toEqual({ arrival: [MSG.date] });
    expect(issuesOf(tripSchema, without({ ...valid, exit: undefined }, 'exit'))).toEqual({
      exit: [MSG.required],
    });
    expect(issuesOf(tripSchema, { ...valid, stops: 'none' })).toEqual({ stops: [expect.any(String)] });
  });

  it('still passes a clean value through every rule', () => {
    expect(issuesOf(tripSchema, valid)).toEqual({});
    expect(issuesOf(tripSchema, { ...valid, exit: '2031-08-01' })).toEqual({ exit: [MSG.dateOrder] });
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
