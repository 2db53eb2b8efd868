import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { chunksOf, pageDocument, type Manifest } from './document.ts';
import { LANGUAGE_SWITCH_SOURCE } from './languageSwitch.ts';
import { fileOf, PAGE_LANGUAGES, PRERENDERED_PAGES, SHELL_FILE, type PageLanguage } from './pages.ts';

type Renderer = {
  renderPage: (
    path: string,
    lang: PageLanguage,
    translation: object,
  ) => Promise<{ html: string; title: string }>;
};

/** Without the hash firebase.json's policy would block the language switch: a build that fails says so. */
function checkPolicy(root: string) {
  const firebase = readFileSync(path.join(root, 'firebase.json'), 'utf8');
  if (!firebase.includes(LANGUAGE_SWITCH_SOURCE)) {
    throw new Error(
      `firebase.json's Content-Security-Policy must allow the pre-rendered pages' language switch: add ${LANGUAGE_SWITCH_SOURCE} to its script-src.`,
    );
  }
}

async function renderer(config: ResolvedConfig): Promise<Renderer> {
  const outDir = path.join(config.root, 'node_modules', '.prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/render.tsx',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const entry = readdirSync(outDir).find((name) => /^render\.m?js$/.test(name));
  if (!entry) throw new Error(`The page renderer was not built into ${outDir}.`);
  return (await import(pathToFileURL(path.join(outDir, entry)).href)) as Renderer;
}

async function writePages(config: ResolvedConfig) {
  const dist = path.resolve(config.root, config.build.outDir);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  writeFileSync(path.join(dist, SHELL_FILE), shell);
  const shellChunks = new Set(chunksOf(manifest, 'index.html'));
  const css = (keys: string[]) =>
    [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))]
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('');
  const { renderPage } = await renderer(config);
  mkdirSync(path.join(dist, 'sw'), { recursive: true });
  for (const lang of PAGE_LANGUAGES) {
    const translationFile = path.join(dist, 'assets', 'i18n', `${lang}.json`);
    const translation = JSON.parse(readFileSync(translationFile, 'utf8')) as object;
    for (const page of PRERENDERED_PAGES) {
      const own = chunksOf(manifest, page.screen).filter((key) => !shellChunks.has(key));
      if (own.length === 0) throw new Error(`No chunk of ${page.screen} in the build's manifest.`);
      const { html, title } = await renderPage(page.path, lang, translation);
      const document = pageDocument(shell, {
        lang,
        title,
        html,
        css: css([...shellChunks, ...own]),
        modules: own.map((key) => manifest[key]!.file),
      });
      writeFileSync(path.join(dist, fileOf(page, lang)), document);
    }
  }
}

/**
 * After the app's build: the public pages rendered in each language (scripts/prerender/pages.ts)
 * by React's own server rendering, from an SSR build of src/prerender/render.tsx.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        checkPolicy(config.root);
        await writePages(config);
      },
    },
  };
}
