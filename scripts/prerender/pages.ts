import {
  APPLICATION_KINDS,
  capitalized,
  SERVICE_PATHS,
  type ApplicationKind,
} from '../../src/domain/kinds.ts';

/**
 * The public pages rendered at build time: the address, the file Hosting serves it from (cleanUrls:
 * /visa is visa.html; Kiswahili under sw/), and the module of the route's own screen, whose chunk
 * the page preloads. Every other address gets the bare shell (shell.html).
 */
export type PrerenderedPage = { path: string; file: string; screen: string };

/** Every kind's form, at its address (src/app/formScreens.ts finds the screen by the same name). */
const form = (kind: ApplicationKind): PrerenderedPage => ({
  path: SERVICE_PATHS[kind].form,
  file: `${kind}.html`,
  screen: `src/features/apply/${kind}/${capitalized(kind)}Form.tsx`,
});

/** The forms' pages, one a kind of the list (src/domain/kinds.ts). */
export const FORM_PAGES: PrerenderedPage[] = APPLICATION_KINDS.map(form);

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', file: 'index.html', screen: 'src/features/home/HomePage.tsx' },
  ...FORM_PAGES,
  { path: '/track', file: 'track.html', screen: 'src/features/applicant/TrackPage.tsx' },
  { path: '/sign-in', file: 'sign-in.html', screen: 'src/features/auth/SignInPage.tsx' },
  { path: '/payment', file: 'payment.html', screen: 'src/features/payment/PaymentPage.tsx' },
  { path: '/privacy', file: 'privacy.html', screen: 'src/features/privacy/PrivacyPage.tsx' },
];

export const PAGE_LANGUAGES = ['en', 'sw'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Where a page's file goes in dist/: English at the top, Kiswahili in sw/. */
export const fileOf = (page: PrerenderedPage, lang: PageLanguage) =>
  lang === 'en' ? page.file : `sw/${page.file}`;

/** The bare shell, for every address without a page of its own (firebase.json's catch-all). */
export const SHELL_FILE = 'shell.html';
