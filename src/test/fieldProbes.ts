// The values src/domain/rulesFollowDomain.test.ts tries in each field, by the kind of value it
// holds: every option, the limits, wrong types, values of the other formats, upload paths the API
// would and would not issue, lists of every length, and the field left out.
import { uploadPathFor, UPLOAD_PREFIXES, type UploadArea } from '../domain/uploads.js';
import { without, type DomainField, type Fields } from './rulesDomain/index.js';

/** The value of a probe that leaves the field out of the record. */
export const LEFT_OUT = Symbol('left out');

/** A value to set a field to; `oneWay` values only need the rules to accept what a form saves. */
export type Probe = { title: string; value: unknown; oneWay?: boolean };

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

const UPLOAD_ID = '0123456789abcdef0123456789abcdef';

/** Stored values of every format the forms have: each field must treat them as a form does. */
const FORMAT_SAMPLES = [
  '1990-04-15',
  '1990-4-15',
  '15/04/1990',
  '1995',
  '95',
  '19900415141230000125',
  '19900415-14123-00001-25',
  '104987321',
  '104-987-321',
  '+255754123456',
  '0754123456',
  '0754 123 456',
  'TZ',
  'tz',
  'asha@example.co.tz',
  'asha.example.co.tz',
  ...Object.keys(UPLOAD_PREFIXES).map((area) => uploadPathFor(area as UploadArea, UPLOAD_ID)),
];

export function probesOf(field: DomainField, base: Fields): Probe[] {
  const shape = field.shape;
  const wrongTypes = [
    { title: 'the number 42', value: 42 },
    { title: 'the boolean true', value: true },
    { title: 'null', value: null },
  ];
  const own = [{ title: 'left out', value: LEFT_OUT }];
  switch (shape.type) {
    case 'text':
      return [
        ...own,
        ...wrongTypes,
        { title: 'one letter', value: 'x' },
        ...(Number.isFinite(shape.max)
          ? [
              { title: `text of ${shape.max} characters (its limit)`, value: 'x'.repeat(shape.max) },
              { title: `text of ${shape.max} two-byte letters`, value: 'é'.repeat(shape.max) },
              { title: `text of ${shape.max + 1} characters`, value: 'x'.repeat(shape.max + 1) },
            ]
          : []),
        { title: 'text starting with a space', value: ' x' },
        { title: 'text starting with a no-break space', value: '\u00a0x' },
        { title: 'blank text', value: '   ' },
        { title: 'text over two lines', value: 'x\ny' },
      ];
    case 'format':
      return [
        ...own,
        ...wrongTypes,
        { title: 'one letter', value: 'x' },
        { title: 'blank text', value: '   ' },
        ...FORMAT_SAMPLES.map((value) => ({ title: show(value), value, oneWay: true })),
      ];
    case 'upload': {
      const prefix = UPLOAD_PREFIXES[shape.area];
      return [
        ...own,
        ...wrongTypes,
        ...Object.keys(UPLOAD_PREFIXES).map((area) => ({
          title: `a path the API issues for ${area}`,
          value: uploadPathFor(area as UploadArea, UPLOAD_ID),
        })),
        { title: 'a name the API did not choose', value: `${prefix}1767225600000_a.pdf` },
        { title: 'an id in capitals', value: `${prefix}${UPLOAD_ID.toUpperCase()}.pdf` },
        { title: 'a path climbing out', value: `${prefix}../${UPLOAD_ID}.pdf` },
        { title: 'a public URL', value: `https://storage.example.com/${prefix}${UPLOAD_ID}.pdf` },
        { title: 'empty text', value: '' },
      ];
    }
    case 'option':
      return [
        ...own,
        ...wrongTypes,
        ...shape.values.map((value) => ({ title: `option '${value}'`, value })),
        { title: 'a value not on the list', value: 'Other' },
        { title: 'an option in lower case', value: shape.values[0]!.toLowerCase() },
      ];
    case 'boolean':
      return [
        ...own,
        { title: 'true', value: true },
        { title: 'false', value: false },
        { title: "'true'", value: 'true' },
        { title: '1', value: 1 },
      ];
    case 'whole':
      return [
        ...own,
        { title: `its least, ${shape.min}`, value: shape.min },
        { title: `its most, ${shape.max}`, value: shape.max },
        { title: `${shape.min - 1}, under its least`, value: shape.min - 1 },
        { title: `${shape.max + 1}, over its most`, value: shape.max + 1 },
        { title: 'a fraction', value: shape.min + 0.5 },
        { title: 'a number as text', value: String(shape.min) },
        ...(shape.min <= 0 && shape.max >= 0 ? [{ title: '-0 (a number box gives it)', value: -0 }] : []),
      ];
    case 'list': {
      const first = (base[field.name] as unknown[] | undefined)?.[0];
      if (typeof first !== 'object' || first === null) return own;
      const item = first as Fields;
      const listOf = (count: number, last: Fields = item) =>
        Array.from({ length: count }, (_, index) => (index === count - 1 ? last : item));
      const most = Number.isFinite(shape.max) ? shape.max : 3;
      const counts = Array.from({ length: most + 2 }, (_, count) => count);
      const broken = (count: number) => [
        ...Object.keys(item).flatMap((key) => [
          {
            title: `${count} items, the last with ${key} a number`,
            value: listOf(count, { ...item, [key]: 42 }),
          },
          { title: `${count} items, the last without ${key}`, value: listOf(count, without(item, key)) },
        ]),
        {
          title: `${count} items, the last with a key of its own`,
          value: listOf(count, { ...item, extra: 'x' }),
        },
      ];
      return [
        ...own,
        { title: 'text', value: 'x' },
        { title: 'one item, not a list', value: item },
        ...counts.map((count) => ({ title: `${count} items`, value: listOf(count) })),
        ...counts.slice(1, most + 1).flatMap(broken),
      ];
    }
    case 'other':
      return own;
  }
}
