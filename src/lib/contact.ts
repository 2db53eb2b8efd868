// The details moved to the domain so that the API can print them too; the site imports them from here.
export { CONTACT } from '../domain/agency';
