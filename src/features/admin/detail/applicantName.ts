import type { ApplicationKind } from '../../../domain/kinds';

const join = (record: Record<string, unknown>, fields: string[]) =>
  fields
    .map((field) => record[field])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');

/** Who or what the application is about, for the page heading: a person, or a business for BRELA. */
export function applicantName(kind: ApplicationKind, record: Record<string, unknown>): string {
  switch (kind) {
    case 'visa':
      return join(record, ['firstName', 'middleName', 'lastName']);
    case 'tin':
      return (
        join(record, ['fullName']) ||
        join(record, ['fName', 'mName', 'lName']) ||
        join(record, ['soleFname', 'soleMname', 'soleLname'])
      );
    case 'brela':
      return join(record, ['Bname']);
    case 'business':
      return join(record, ['Fname', 'Mname', 'Lname']);
  }
}
