import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const THEME_COLOR = '#0b5d3b';
const BACKGROUND_COLOR = '#f6f7f4';

type Words = { install?: { name?: string; shortName?: string; description?: string } };

/** The web app manifest's file for a language: English is the one index.html names. */
export const manifestFile = (language: string) =>
  language === 'en' ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`;

const LANGUAGES = ['en', 'sw'] as const;

/**
 * A manifest in the reader's language, worded in that language's translation file (install.*), so
 * the home-screen name and the install prompt read as the rest of the app does.
 */
function manifestFor(language: (typeof LANGUAGES)[number]) {
  const words = JSON.parse(
    readFileSync(new URL(`public/assets/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as Words;
  const { name, shortName, description } = words.install ?? {};
  if (!name || !shortName || !description) throw new Error(`install.* is missing from ${language}.json.`);
  return {
    id: '/',
    lang: language,
    name,
    short_name: shortName,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Writes one manifest per language into the build, and serves them in development. */
export function webManifests(): Plugin {
  const files = new Map(
    LANGUAGES.map((language) => [
      manifestFile(language),
      () => JSON.stringify(manifestFor(language), null, 2),
    ]),
  );
  return {
    name: 'web-manifests',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const make = files.get((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!make) return next();
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(make());
      });
    },
    generateBundle: {
      // After Vite's own assets (the page, the build manifest), which tell the app's bundle apart.
      order: 'post',
      handler(_options, bundle) {
        // Vite bundles the staff export's Web Worker apart: the manifests go with the app alone.
        if (!('index.html' in bundle)) return;
        for (const [fileName, make] of files) this.emitFile({ type: 'asset', fileName, source: make() });
      },
    },
  };
}
