import { TextField } from './TextField';

type Names = { first: string; middle: string; last: string; birth?: string };

/**
 * The names of the person the form is about, and their date of birth where the form asks it: the
 * middle name is not everyone's to give, and each field says what it is to the browser's autofill.
 */
export function PersonNameFields({ first, middle, last, birth }: Names) {
  return (
    <>
      <TextField name={first} required autoComplete="given-name" />
      <TextField name={middle} autoComplete="additional-name" />
      <TextField name={last} required autoComplete="family-name" />
      {birth && <TextField name={birth} type="date" required autoComplete="bday" />}
    </>
  );
}
