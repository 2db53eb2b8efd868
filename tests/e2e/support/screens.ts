// Every screen a visitor can open by its address, without an application of their own.
export const PUBLIC_SCREENS = [
  '/',
  '/visa',
  '/tin',
  '/brela',
  '/business',
  '/payment',
  '/success',
  '/payment-status',
  '/track',
  '/my-applications',
  '/sign-in',
];

/** The application forms among them: each builds its later sections as the reader comes to them. */
export const FORM_SCREENS = ['/visa', '/tin', '/brela', '/business'];
