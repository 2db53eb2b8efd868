/** Where the reference goes in a translated sentence (a private-use character no text contains). */
const MARK = '\uE000';

/**
 * A translated sentence with a reference in it, the reference kept whole on a narrow screen
 * ("BRL-PG47HG", never "BRL-" and "PG47HG" on two lines). `sentence` words it around a mark.
 */
export function WithReference({
  sentence,
  reference,
}: {
  sentence: (mark: string) => string;
  reference: string;
}) {
  const [before, after = ''] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <span className="reference">{reference}</span>
      {after}
    </>
  );
}
