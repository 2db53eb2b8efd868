/** A description list's facts as its reader sees them: each term → what its description says. */
export const factsOf = (element: HTMLElement) =>
  Object.fromEntries(
    [...element.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
