// How much of one stored value the detail page draws (storedValue.ts). No imports: the browser
// tests read these too.

/** Characters of one stored value the page shows; the forms allow 1,000. */
export const SHOWN_CHARACTERS = 2_000;

/** Itinerary rows the page shows; the forms allow a few, an imported record any number. */
export const SHOWN_STOPS = 50;
