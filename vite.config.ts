import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API (started by scripts/start.mjs --dev) serves /api; Vite proxies to it in development.
const apiPort = process.env.API_PORT ?? '5000';

// Social-sharing tags need absolute URLs; the public address is known only at build time.
const siteUrl = (process.env.SITE_URL ?? 'https://applytz.web.app').replace(/\/$/, '');
const siteUrlInHtml: Plugin = {
  name: 'site-url-in-html',
  transformIndexHtml: (html) => html.replaceAll('%SITE_URL%', siteUrl),
};

export default defineConfig({
  plugins: [react(), siteUrlInHtml],
  resolve: {
    // Stand-ins for what the Firestore SDK bundles but Firestore Lite's classic queries never need.
    alias: {
      re2js: fileURLToPath(new URL('src/lib/firebase/noRegexEngine.ts', import.meta.url)),
      '@firebase/webchannel-wrapper/bloom-blob': fileURLToPath(
        new URL('src/lib/firebase/noBloomFilter.ts', import.meta.url),
      ),
      'cross-fetch': fileURLToPath(new URL('src/lib/fetchPonyfill.ts', import.meta.url)),
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // public/assets holds the translations; hashed build output goes elsewhere so it can be cached forever.
    assetsDir: 'static',
    sourcemap: true,
    // Firestore's SDK is one large chunk, loaded only when a screen writes or reads data.
    chunkSizeWarningLimit: 700,
    // scripts/size.mjs reads the manifest to know which chunks each route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // A form screen needs a dozen small modules; grouped, a phone fetches a few files instead of
        // queueing a dozen requests. The groups leave out what the landing page and sign-in share
        // with the forms (the text field, zod's common schemas), so those screens do not grow.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // What every screen runs on, in one file rather than two: gzip finds more to share.
              name: 'react',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-http-backend|use-sync-external-store)\//,
            },
            {
              // Without the places (only the forms need them) and the countries (the forms and the
              // detail page), which get chunks of their own: the staff lists and the payment page
              // need neither.
              name: 'applications',
              test: /\/src\/domain\/(applications|brela|business|identity|money|payment\w*|processing|tin|uploads|visa)[/.]/,
            },
            {
              // Without the country select, which only the visa form has (it brings the country names),
              // and the region and ward selects, which the visa form alone lacks (they bring SWR).
              name: 'form-kit',
              test: /\/src\/components\/form\/(?!(TextField|Field|useFieldState|describedBy|CountrySelectField|LocationSelects|useRegionWards)\.)/,
            },
            {
              // The submission flow the four forms share (src/features/apply/*.ts*), apart from the
              // fields, which the staff screens use too.
              name: 'apply',
              test: /\/src\/features\/apply\/[^/]+$/,
            },
          ],
        },
      },
    },
  },
});
