import { LANGUAGE_SWITCH } from './languageSwitch.ts';

/** Vite's manifest: each module's file, the chunks it imports and the styles they bring. */
export type Manifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** A chunk and every chunk it imports statically, each once, the chunk first. */
export function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

export type PageParts = {
  lang: string;
  title: string;
  /** What React rendered into #root. */
  html: string;
  /** Every style sheet the page uses, inlined: the page paints with no request after its HTML. */
  css: string;
  /** The route's own chunks, beyond those the shell preloads already. */
  modules: string[];
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function replaceOnce(html: string, pattern: RegExp | string, by: string) {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`The built shell has nothing like ${String(pattern)} to replace.`);
  return html.replace(pattern, () => by);
}

/**
 * The shell Vite built, made into one page: the language switch first, the styles inline instead
 * of linked, the rendered screen in #root, and the app's scripts (the shell's and the route's own
 * chunks) named on <html> for the switch to load once the page has painted (it preloads the
 * translations too, in place of preload-language.js).
 */
export function pageDocument(shell: string, page: PageParts): string {
  let html = shell;
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('The built shell has no module script.');
  html = html.replace(entry[0], '');
  const shellModules = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  for (const [tag] of shellModules) html = html.replace(tag, '');
  const modules = [...shellModules.map((match) => match[1]!), ...page.modules.map((file) => `/${file}`)];
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${page.lang}" data-rendered="${page.lang}" data-entry="${entry[1]}" data-modules="${modules.join(' ')}">`,
  );
  html = replaceOnce(
    html,
    /<meta charset="UTF-8" \/>/,
    `<meta charset="UTF-8" />\n    <script>${LANGUAGE_SWITCH}</script>`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = html.replace(/\s*<script src="\/preload-language\.js"[^>]*><\/script>/, '');
  html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  html = replaceOnce(html, '</head>', `  <style>${page.css}</style>\n  </head>`);
  // No input before React has taken the screen over (acceptInput, src/lib/prerendered.ts).
  const root = `<div id="root" inert aria-disabled="true">${page.html}</div>`;
  return replaceOnce(html, '<div id="root"></div>', root);
}
