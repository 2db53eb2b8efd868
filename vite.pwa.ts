import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import firebaseJson from './firebase.json' with { type: 'json' };

/** The page Hosting's catch-all rewrite serves (firebase.json): what the worker answers offline too. */
const SHELL = (firebaseJson.hosting.rewrites as { destination?: string }[])
  .find((rule) => rule.destination)!
  .destination!.replace(/^\//, '');

type Chunk = {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};

/**
 * The pages precached: the shell alone (0.8 kB gzip), which any address renders in. The pages
 * pre-rendered per path and language (visa.html, sw/visa.html…, 75 kB gzip the twenty) fit in no
 * 300 kB budget beside the screens; add `'{,sw/}*.html'` here once the budget has room for them, and
 * the worker answers /visa with visa.html as Hosting does (Workbox tries the address with .html),
 * whatever the reader's language: the page then renders afresh in theirs.
 */
const PRECACHED_PAGES = [SHELL];

/**
 * The screens an applicant opens, cached by the service worker on the first visit so the next one
 * needs no download and works offline. The staff area is left out: an applicant's phone should not
 * download it, and staff get its chunks cached as they use them (the runtime route below).
 */
export const PRECACHED_SCREENS = [
  // The update prompt and the outbox's sender, which the layout loads after the first screen.
  /^src\/app\/DeviceNotices\.tsx$/,
  /^src\/features\/home\/HomePage\.tsx$/,
  /^src\/features\/apply\/[^/]+\/[A-Z]\w*Form\.tsx$/,
  /^src\/features\/payment\/(Payment|Success|PaymentStatus)Page\.tsx$/,
  /^src\/features\/applicant\/(Track|MyApplications)Page\.tsx$/,
];

/**
 * What a screen uses only with the network anyway: Firebase (Auth is fetched when Submit needs a
 * token, and My applications reads with it), the features' API modules, the QR codes of documents
 * handed back, answering a staff request, paying by card. Left to the runtime cache (kept once
 * used), they keep the precache within its budget (measure/size.mjs).
 */
const NEEDS_THE_NETWORK =
  /\/api\/|node_modules\/(firebase|@firebase|qrcode)\/|\/(RequestAnswer|CardBillingFields)\.tsx$/;
const NEEDS_THE_NETWORK_FILE = /^static\/(firebase|firestore|listening)[-\w]*\.js$/;

/** Every chunk the precached screens need, the entry's own and what they load on demand. */
export function precachedChunks(manifest: Record<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    if (!chunk.isEntry && (NEEDS_THE_NETWORK.test(key) || NEEDS_THE_NETWORK_FILE.test(chunk.file))) return;
    seen.add(key);
    files.add(chunk.file);
    for (const asset of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    // The entry's own dynamic imports are every route, the staff's too.
    if (followLazy && !chunk.isEntry) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, true);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) visit(key, false);
    else if (PRECACHED_SCREENS.some((screen) => screen.test(key))) visit(key, true);
  }
  return files;
}

/** Workbox globs every built chunk; this keeps those of the applicant's screens only. */
const onlyApplicantChunks =
  (built: () => Record<string, Chunk> | undefined): ManifestTransform =>
  (entries) => {
    const manifest = built();
    if (!manifest)
      throw new Error('The build manifest (build.manifest) is needed to choose what to precache.');
    const chunks = precachedChunks(manifest);
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith('static/') || chunks.has(entry.url)),
      warnings: [],
    };
  };

/**
 * The service worker (Workbox, generated at build): the shell, the applicant's screens, both
 * translation files, the wards of every region and the install icons, precached; pre-rendered pages
 * (a `.html` per page, and per language under `sw/`) join them when the build makes them. It never
 * answers /api/** nor Firebase's reserved /__/: those always go to the network. A new version waits
 * until the page asks for it (src/lib/serviceWorker/), which it does when no form holds unsaved
 * answers and the reader agrees.
 */
export function serviceWorker(): PluginOption[] {
  let built: Record<string, Chunk> | undefined;
  const buildManifest: Plugin = {
    name: 'precache-build-manifest',
    apply: 'build',
    // Vite's manifest, as it is emitted: the chunks each screen needs.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type === 'asset') built = JSON.parse(String(asset.source)) as Record<string, Chunk>;
      },
    },
  };
  const plugins = VitePWA({
    registerType: 'prompt',
    // After the pre-rendering (scripts/prerender/plugin.ts, also 'post'), whose pages it may precache.
    integration: { closeBundleOrder: 'post' },
    // Registered by src/lib/serviceWorker/register.ts, which knows when a reload would lose answers.
    injectRegister: false,
    // Two manifests, one per language (vite.manifest.ts), not the plugin's one.
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: [
        ...PRECACHED_PAGES,
        // Started by every page to fetch its translations early.
        'preload-language.js',
        'static/*.{js,css}',
        'assets/i18n/{en,sw}.json',
        'assets/locations/wards/*.json',
      ],
      manifestTransforms: [onlyApplicantChunks(() => built)],
      // Hashed names are their own revision.
      dontCacheBustURLsMatching: /^static\//,
      // Every address gets the shell, which renders in the reader's saved language.
      navigateFallback: SHELL,
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/__\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Hashed, so never stale: the staff screens, Firebase and whatever else was not precached,
          // kept once used.
          urlPattern: /\/static\/[^/]+\.(?:js|css)$/,
          handler: 'CacheFirst',
          options: {
            cacheName: 'screens',
            expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 30 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
  return [buildManifest, ...plugins.map((plugin) => afterTheAppOnly(plugin, () => built !== undefined))];
}

/**
 * Vite closes the Web Worker's own bundle (the staff export's) while the app is still being built,
 * and the plugin would write the service worker then, before the app's chunks exist: it waits for
 * the app's bundle instead.
 */
function afterTheAppOnly(plugin: Plugin, appBuilt: () => boolean): Plugin {
  const close = plugin.closeBundle;
  if (!close || typeof close === 'function') return plugin;
  return {
    ...plugin,
    closeBundle: {
      ...close,
      handler(this: unknown, ...args: unknown[]) {
        if (!appBuilt()) return;
        return (close.handler as (...handlerArgs: unknown[]) => unknown).apply(this, args);
      },
    },
  } as Plugin;
}
