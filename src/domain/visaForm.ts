import * as z from 'zod/mini';
import { chosenFiles } from './chosenFiles.js';
import { withBlocks } from './form.js';
import { uploadPath } from './uploads.js';
import { visaApplication, visaBlocks, visaChecks, visaObject } from './kinds/visa.js';

/**
 * What the visa form checks before Submit: the API's schema (visa.ts), except that a document is
 * given by the file chosen for it (`files.<field>`), which Submit uploads to get the path the API
 * checks. Its own module, so that only the visa form's screen loads it.
 */
export const visaFormSchema = z.pipe(
  withBlocks(
    z.extend(visaObject, {
      passportBioPage: uploadPath('visaPassport'),
      passportPhoto: uploadPath('visaPhoto'),
      files: chosenFiles(visaApplication.uploadFields),
    }),
    // The blocks and checks read answers only, which the files do not change.
    visaBlocks,
    visaChecks,
  ),
  z.transform(({ files: _files, ...answers }) => answers),
);

export type VisaFormInput = z.input<typeof visaFormSchema>;
