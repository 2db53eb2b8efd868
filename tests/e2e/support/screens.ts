import { APPLICATION_KINDS, SERVICE_PATHS } from '#domain/kinds';

/** The application forms, one a kind: each builds its later sections as the reader comes to them. */
export const FORM_SCREENS: string[] = APPLICATION_KINDS.map((kind) => SERVICE_PATHS[kind].form);

// Every screen a visitor can open by its address, without an application of their own.
export const PUBLIC_SCREENS = [
  '/',
  ...FORM_SCREENS,
  '/payment',
  '/success',
  '/payment-status',
  '/track',
  '/my-applications',
  '/sign-in',
  '/privacy',
];
