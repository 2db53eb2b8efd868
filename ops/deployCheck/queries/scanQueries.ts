// Finds every Firestore query of the API (server/), the app (src/) and the operator's scripts (ops/)
// in their TypeScript, and reads each (queryReader.ts): a field or collection named by a constant
// (COLLECTIONS.payments, NOTIFICATIONS, APPLICATION_COLLECTIONS[kind]) is read as the compiler
// knows it. A query built from values only known at run time is reported as unread, never passed
// over: its forms are then declared in declaredQueries.ts.
import path from 'node:path';
import ts from 'typescript';
import { neededIndex } from './neededIndex.ts';
import { QueryReader, Unreadable, UNCHANGED_BY, type Constraint } from './queryReader.ts';
import type { Filter, Order, Site } from './queryShape.ts';

/** A query read whole: its collections (undefined when no constant names them) and its forms. */
export type ReadQuery = {
  site: Site;
  collections: string[] | undefined;
  forms: { filters: Filter[]; orders: Order[] }[];
};
export type UnreadQuery = { site: Site; reason: string };
export type QueryScan = { read: ReadQuery[]; unread: UnreadQuery[] };

const SCANNED_FOLDERS = ['server', 'src', 'ops'];
/** The app is compiled with its own settings (paths, JSX); the API and the scripts with theirs. */
const PROJECTS = ['tsconfig.node.json', 'tsconfig.app.json'];

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

export function scanQueries(root: string): QueryScan {
  const read: ReadQuery[] = [];
  const unread: UnreadQuery[] = [];
  for (const project of PROJECTS) {
    const program = programOf(root, project);
    const reader = new QueryReader(program.getTypeChecker());
    for (const source of program.getSourceFiles()) {
      const file = path.relative(root, source.fileName);
      if (!SCANNED_FOLDERS.includes(file.split(path.sep)[0]!) || isTestFile(file)) continue;
      const found = scanFile(reader, source, file.split(path.sep).join('/'));
      read.push(...found.read);
      unread.push(...found.unread);
    }
  }
  return { read, unread };
}

function programOf(root: string, project: string): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`Cannot read ${project}`);
  const rootNames = parsed.fileNames.filter((file) => {
    const [folder] = path.relative(root, file).split(path.sep);
    return SCANNED_FOLDERS.includes(folder!) && !isTestFile(file);
  });
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
}

function scanFile(reader: QueryReader, source: ts.SourceFile, file: string): QueryScan {
  // Each Admin SDK chain with a where() or orderBy(), and each query() of the web SDK: a where()
  // made apart from a query() is read where it goes into one.
  const tops = new Set<ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      if (reader.isAdminConstraint(node)) tops.add(chainTop(node));
      else if (reader.modularName(node.expression) === 'query') tops.add(outermostQuery(reader, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const scan: QueryScan = { read: [], unread: [] };
  for (const top of tops) {
    const { line } = source.getLineAndCharacterOfPosition(top.getStart(source));
    const site = { file, line: line + 1, inFunction: enclosingName(top) };
    try {
      const { collections, constraints } = reader.readQuery(top);
      const forms = formsOf(constraints);
      const unknown = constraints.find((constraint) => constraint.unknownField);
      // A field only known at run time is taken as a field of its own: if even then the query
      // needs no composite index, it needs none whatever the field.
      if (unknown && forms.some((form) => neededIndex({ collection: '', ...form })))
        throw new Unreadable(`its field ${unknown.unknownField} is not a constant`);
      scan.read.push({ site, collections, forms });
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      scan.unread.push({ site, reason: error.message });
    }
  }
  return scan;
}

/** The outermost call of a chain such as `db.collection(x).where(…).orderBy(…).limit(…)`. */
function chainTop(call: ts.CallExpression): ts.Expression {
  let node: ts.Expression = call;
  for (;;) {
    const access = node.parent;
    if (
      !ts.isPropertyAccessExpression(access) ||
      access.expression !== node ||
      !ts.isCallExpression(access.parent) ||
      access.parent.expression !== access ||
      !(['where', 'orderBy'].includes(access.name.text) || UNCHANGED_BY.has(access.name.text))
    )
      return node;
    node = access.parent;
  }
}

/** query(query(…), …) is one query, read from the outside. */
function outermostQuery(reader: QueryReader, call: ts.CallExpression): ts.CallExpression {
  const parent = call.parent;
  return ts.isCallExpression(parent) &&
    parent.arguments[0] === call &&
    reader.modularName(parent.expression) === 'query'
    ? outermostQuery(reader, parent)
    : call;
}

/** The named function a query is made in (callbacks are seen through), or (module). */
function enclosingName(node: ts.Node): string {
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name)
      return current.name.getText();
    if (
      (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) &&
      (ts.isVariableDeclaration(current.parent) || ts.isPropertyAssignment(current.parent))
    )
      return current.parent.name.getText();
  }
  return '(module)';
}

/** Every combination of the orders' possible directions: each is a form the query can take. */
function formsOf(constraints: Constraint[]): ReadQuery['forms'] {
  const filters = constraints.flatMap((constraint) =>
    constraint.kind === 'filter' ? [constraint.filter] : [],
  );
  let orderings: Order[][] = [[]];
  for (const constraint of constraints) {
    if (constraint.kind !== 'order') continue;
    orderings = orderings.flatMap((orders) =>
      constraint.directions.map((direction) => [...orders, { field: constraint.field, direction }]),
    );
  }
  return orderings.map((orders) => ({ filters, orders }));
}
