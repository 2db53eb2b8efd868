import type { VisaApplicationInput } from '../../../domain/visa';

type StopInput = VisaApplicationInput['itinerary'][number];

export function emptyStop(): StopInput {
  return { city: '', arrivalDate: '', departureDate: '' };
}

/** A new form starts with one itinerary row, the least the schema accepts. */
export function visaDefaults(): Partial<VisaApplicationInput> {
  return { itinerary: [emptyStop()] };
}
