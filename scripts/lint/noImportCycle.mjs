// ESLint rule `local/no-import-cycle`: no module imports, through any chain of the project's own
// modules, a module that imports it. Type-only imports count: eslint-plugin-import's `no-cycle`
// (and import-x's) skips them, and every circle the code had was one of types, which still ties two
// modules together for whoever reads, moves or tests one of them. Dynamic imports count too.
// Modules are read with TypeScript's own scanner and resolved as TypeScript resolves them (the
// package's `imports`, tsconfig.app.json's `paths`, `.js` written for `.ts`).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function compilerOptions() {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.app.json'), ts.sys.readFile);
  return {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    resolvePackageJsonImports: true,
    paths: config?.compilerOptions?.paths ?? {},
    pathsBasePath: ROOT,
  };
}

const options = compilerOptions();
const resolutions = ts.createModuleResolutionCache(ROOT, (name) => name, options);

/** The project file `specifier` names from `importer`, or undefined for a package or an asset. */
function resolve(specifier, importer) {
  if (!specifier.startsWith('.') && !specifier.startsWith('#')) return undefined;
  const { resolvedModule } = ts.resolveModuleName(specifier, importer, options, ts.sys, resolutions);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  return path.resolve(resolvedModule.resolvedFileName);
}

/** Each file's project imports, read again when the file changes (an editor keeps this process). */
const read = new Map();
function importsOf(file) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = read.get(file);
  if (known?.modified === modified) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolve(fileName, file)))].filter(
    (target) => target !== undefined && target !== file,
  );
  read.set(file, { modified, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, or undefined when there is none. */
function chainBack(start, file) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const target of importsOf(next)) {
      if (target === file) {
        const chain = [next];
        for (let step = cameFrom.get(next); step !== undefined; step = cameFrom.get(step))
          chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, next);
        queue.push(target);
      }
    }
  }
  return undefined;
}

const shown = (file) => path.relative(ROOT, file);

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: "Forbids an import that leads back, through the project's modules, to its importer.",
    },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into a module that imports neither (a type into the module below both).',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const check = (node) => {
      const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier, file);
      if (!target || target === file) return;
      const chain = chainBack(target, file);
      if (chain)
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...chain, file].map(shown).join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The rule as a plugin, for eslint.config.js. */
export default { rules: { 'no-import-cycle': noImportCycle } };
