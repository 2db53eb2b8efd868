// The agency's own facts, kept in the domain so that the site and the API's documents (receipts)
// print the same ones. Its street address is worded per language, so it is not here but in the
// translation files, under home.office.

/** The name the agency trades under: a brand, the same in every language. */
export const AGENCY_NAME = 'Apply TZ';

/** The agency's public contact details, shown on the landing page and wherever sales must be reached. */
export const CONTACT = {
  salesEmail: 'sales@applytz.co.tz',
  /** Where an applicant asks for a copy of their data, a correction or its deletion (the privacy page). */
  dataEmail: 'privacy@applytz.co.tz',
  phone: '+255 754 000 000',
  phoneHref: 'tel:+255754000000',
  mapUrl: 'https://www.openstreetmap.org/?mlat=-6.8163&mlon=39.2894#map=16/-6.8163/39.2894',
} as const;

/**
 * The addresses the app is served at: its Firebase Hosting site and the agency's own domain. A
 * staff message to an applicant goes out by SMS under the agency's sender name, so any address in
 * it reads as ours: these are the only ones it may name (webLinks.ts). A deployment at another
 * address adds it here.
 */
export const APP_HOSTS = ['applytz.web.app', 'applytz.firebaseapp.com', 'applytz.co.tz'] as const;
