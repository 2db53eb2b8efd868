/**
 * An application's reference (VIS-7K3Q9X), never broken across lines: split at its hyphen it reads
 * as two codes, and the applicant copies it into Track or reads it out to staff.
 */
export function Reference({ value }: { value: string }) {
  return <span className="reference">{value}</span>;
}
