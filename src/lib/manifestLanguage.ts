import i18n from 'i18next';

const manifestOf = (language: string) =>
  language === 'sw' ? '/manifest.sw.webmanifest' : '/manifest.webmanifest';

/**
 * Points the page at the web app manifest in the reader's language (vite.manifest.ts makes one per
 * language), so installing the app names it as the rest of the app is read. The page's HTML names
 * none: a browser fetches the manifest it finds, and then its icons, as the page first paints, ahead
 * of what the page itself needs; named once the app runs, they wait for the app.
 */
export function keepManifestInReadersLanguage() {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  if (link.dataset.followsLanguage) return;
  link.dataset.followsLanguage = 'yes';
  const follow = (language: string) => link.setAttribute('href', manifestOf(language));
  follow(document.documentElement.lang);
  i18n.on('languageChanged', follow);
}
