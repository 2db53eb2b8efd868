import type { VisaFormInput } from '#domain/visaForm';

type StopInput = VisaFormInput['itinerary'][number];

export function emptyStop(): StopInput {
  return { city: '', arrivalDate: '', departureDate: '' };
}

/** A new form starts with one itinerary row, the least the schema accepts. */
export function visaDefaults(): Partial<VisaFormInput> {
  return { itinerary: [emptyStop()] };
}
