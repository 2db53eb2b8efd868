// The kinds are named one by one in their own files only: the list, each kind's module and form,
// the list of modules, the tests' fixtures and the one test that states the agreed services.
// Everywhere else the code, the scripts and the tests go through the list, so that a kind added to
// it is taken everywhere. A source file that lists the kinds itself (a literal of four of them or
// more, or a line naming them) is named here, with where.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { APPLICATION_KINDS, isApplicationKind } from './kinds.js';

const ROOT = process.cwd();
const FOLDERS = ['src', 'server', 'scripts', 'tests', 'ops', 'measure'];
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** The kinds' own files, where they are named one by one. */
function isTheKindsOwn(file: string): boolean {
  const form = file.match(/^src\/features\/apply\/([^/]+)\//);
  return (
    [
      'src/domain/kinds.ts',
      'src/domain/applications.ts',
      'src/domain/kinds.test.ts',
      'tests/fixtures/applications.ts',
    ].includes(file) ||
    file.startsWith('src/domain/kinds/') ||
    (form !== null && isApplicationKind(form[1]))
  );
}

/** Four kinds together are a list of them (every kind, while there are fewer). */
const LISTED = Math.min(4, APPLICATION_KINDS.length);

const KIND_WORDS = APPLICATION_KINDS.map((kind) => ({
  kind,
  word: new RegExp(`(?<![\\w$])${kind}(?![\\w$])`),
}));
/** The kinds a text names as words: `visa`, '/visa', 'visa.title', not visaPhoto or businessName. */
const kindsIn = (text: string) => KIND_WORDS.filter(({ word }) => word.test(text)).map(({ kind }) => kind);

function sourceFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file);
      return SOURCE.test(entry.name) ? [file] : [];
    });
  const atRoot = readdirSync(ROOT).filter((name) => SOURCE.test(name));
  return [...atRoot, ...FOLDERS.flatMap(walk)];
}

/** The kinds a list names by its own members: a string or a pattern, a key, a name bound, a type. */
function kindsListedBy(members: readonly ts.Node[]): string[] {
  const named = members.flatMap((member) => {
    const node = ts.isLiteralTypeNode(member) ? member.literal : member;
    if (ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node)) return kindsIn(node.text);
    if (ts.isTemplateExpression(node))
      return [node.head, ...node.templateSpans.map((span) => span.literal)].flatMap((part) =>
        kindsIn(part.text),
      );
    const name = (node as { name?: ts.Node }).name;
    return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) && isApplicationKind(name.text)
      ? [name.text]
      : [];
  });
  return [...new Set(named)];
}

function membersOf(node: ts.Node): readonly ts.Node[] | undefined {
  if (ts.isArrayLiteralExpression(node) || ts.isArrayBindingPattern(node) || ts.isObjectBindingPattern(node))
    return node.elements;
  if (ts.isObjectLiteralExpression(node)) return node.properties;
  if (ts.isUnionTypeNode(node) || ts.isTupleTypeNode(node))
    return ts.isUnionTypeNode(node) ? node.types : node.elements;
  if (ts.isTypeLiteralNode(node)) return node.members;
  return undefined;
}

/** Where a file lists the kinds, each as `file:line names` and the kinds it names. */
function listsIn(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found = new Map<number, string[]>();
  const note = (line: number, kinds: string[]) => {
    if (kinds.length >= LISTED) found.set(line, kinds);
  };
  text.split('\n').forEach((line, index) => note(index + 1, kindsIn(line)));
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node: ts.Node) => {
    const members = membersOf(node);
    const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (members) note(line(), kindsListedBy(members));
    if (ts.isRegularExpressionLiteral(node)) note(line(), kindsIn(node.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].map(([line, kinds]) => `${file}:${line} names ${kinds.join(', ')}`);
}

describe('the kinds are named one by one in their own files only', () => {
  const files = sourceFiles();

  it('finds the sources, and the lists of the kinds in their own files', () => {
    expect(files).toEqual(expect.arrayContaining(['src/domain/kinds.ts', 'server/app.ts', 'vite.config.ts']));
    expect(listsIn('src/domain/applications.ts')).toEqual([
      expect.stringMatching(/^src\/domain\/applications\.ts:\d+ names /),
    ]);
  });

  it('are listed nowhere else: the code, the scripts and the tests go through the list of kinds', () => {
    expect(files.filter((file) => !isTheKindsOwn(file)).flatMap(listsIn)).toEqual([]);
  });
});
