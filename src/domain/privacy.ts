// Where the privacy page is, for the forms' notice and the footer that link to it.

/** The privacy page's address (the route table's, src/app/routePaths.ts). */
export const PRIVACY_PATH = '/privacy';
