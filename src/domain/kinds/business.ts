import * as z from 'zod/mini';
import { defineApplication, storedSchemaOf } from '../defineApplication.js';
import type { Identity } from '../identity.js';
import { address, code, name, nida, phone, year } from '../common.js';
import { withBlocks } from '../form.js';
import { storedApplicationShape } from '../processing.js';
import { storedUploadShape, uploadPath } from '../uploads.js';

const optional = { optional: true } as const;

// What is required was never given beyond a name check, and that check was broken; required here
// is what a licence officer cannot do without. Middle names, the mother's phone, block and plot
// numbers and the landlord contract are not everyone's to give.
const businessObject = z.object({
  AAN: code(optional),
  Nida: nida(),
  Phone: phone(),
  Fname: name(),
  Mname: name(optional),
  Lname: name(),
  pSchool: name(),
  pDistrict: name(),
  MFname: name(),
  MMname: name(optional),
  MLname: name(),
  MPhone: phone(optional),
  wardNida: name(),
  wardBirth: name(),
  pSchoolYear: year(),
  bName: name(),
  bActivity: name(),
  /** Region name, council official name and ward name from src/domain/locations. */
  bRegion: name(),
  bCouncil: name(),
  bWard: name(),
  bStreet: address(),
  blockNo: code(optional),
  plotNo: code(optional),
  /**
   * The landlord contract in the blob store (paths, never a public URL): one PDF or photo, or a
   * list of photos of its pages, as a phone takes them.
   */
  lordAttach: uploadPath('business', { many: true }),
});

export const businessSchema = withBlocks(businessObject, []);
export const businessStoredSchema = storedSchemaOf(() =>
  withBlocks(
    z.extend(businessObject, { ...storedApplicationShape, ...storedUploadShape(businessObject.shape) }),
    [],
  ),
);

export type BusinessApplicationInput = z.input<typeof businessSchema>;
export type BusinessApplication = z.output<typeof businessSchema>;

export const businessIdentity: Identity = {
  names: [['Fname', 'Mname', 'Lname'], ['bName']],
  contacts: ['Phone', 'Nida'],
  emails: [],
  search: { firstName: 'Fname', lastName: 'Lname', wholeNames: ['bName'], phones: ['Phone'], ids: ['Nida'] },
};

/** The business licence as the app, the API and the tests know it (see defineApplication). */
export const businessApplication = defineApplication('business', {
  fields: businessObject,
  schema: businessSchema,
  storedSchema: businessStoredSchema,
  identity: businessIdentity,
  // The form's sections in order, which the staff detail page follows so staff read a record
  // the way it was written.
  sections: [
    { name: 'applicant', fields: ['AAN', 'Nida', 'Phone', 'Fname', 'Mname', 'Lname'] },
    {
      name: 'background',
      fields: ['pSchool', 'pDistrict', 'pSchoolYear', 'wardNida', 'wardBirth'],
    },
    { name: 'mother', fields: ['MFname', 'MMname', 'MLname', 'MPhone'] },
    { name: 'business', fields: ['bName', 'bActivity'] },
    {
      name: 'location',
      fields: ['bRegion', 'bCouncil', 'bWard', 'bStreet', 'blockNo', 'plotNo'],
    },
    { name: 'landlord', fields: ['lordAttach'] },
  ],
});
