// How one Firestore query is read from the code, with the compiler's types: its collection, and
// its where()s and orderBy()s, followed through constants, const variables and the functions of
// ours that return a collection or a query. What cannot be read throws Unreadable, saying why.
import ts from 'typescript';
import { DOCUMENT_ID, type Direction, type Filter } from './queryShape.ts';

/** Calls that leave a query's filters and order as they are (the Admin SDK's, chained). */
export const UNCHANGED_BY = new Set([
  'limit',
  'limitToLast',
  'offset',
  'select',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'withConverter',
]);
/** The Firestore SDK's functions that add nothing to a query's index needs. */
const MODULAR_UNCHANGED_BY = new Set(['limit', 'limitToLast', 'startAt', 'startAfter', 'endAt', 'endBefore']);

/** A where() or orderBy(); a field only known at run time gets a name of its own ("?…"). */
export type Constraint = { unknownField?: string } & (
  { kind: 'filter'; filter: Filter } | { kind: 'order'; field: string; directions: Direction[] }
);
/** A query as read: its collections (undefined when no constant names them), its conditions. */
export type Built = { collections: string[] | undefined; constraints: Constraint[] };

export class Unreadable extends Error {}

export class QueryReader {
  constructor(private readonly checker: ts.TypeChecker) {}

  /** `x.where(…)` or `x.orderBy(…)` on a query or collection of the Admin SDK. */
  isAdminConstraint(call: ts.CallExpression): boolean {
    const callee = call.expression;
    return (
      ts.isPropertyAccessExpression(callee) &&
      ['where', 'orderBy'].includes(callee.name.text) &&
      this.isAdminQuery(callee.expression)
    );
  }

  private isAdminQuery(expression: ts.Expression): boolean {
    const symbol = this.checker.getTypeAtLocation(expression).getSymbol();
    const declaration = symbol?.getDeclarations()?.[0];
    return (
      ['Query', 'CollectionReference', 'CollectionGroup'].includes(symbol?.getName() ?? '') &&
      /[\\/]@google-cloud[\\/]firestore[\\/]/.test(declaration?.getSourceFile().fileName ?? '')
    );
  }

  /** The name of a function of the web Firestore SDK (full or Lite) that `callee` calls. */
  modularName(callee: ts.Expression): string | undefined {
    if (!ts.isIdentifier(callee)) return undefined;
    let symbol = this.checker.getSymbolAtLocation(callee);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const file = symbol?.getDeclarations()?.[0]?.getSourceFile().fileName ?? '';
    return /[\\/]@firebase[\\/]firestore[\\/]/.test(file) ? symbol!.getName() : undefined;
  }

  // ── Reading a query ────────────────────────────────────────────────────────────

  readQuery(node: ts.Expression, depth = 0): Built {
    if (depth > 8) throw new Unreadable('it is built through too many functions to follow');
    const expression = unwrap(node);
    if (ts.isIdentifier(expression)) return this.readQuery(this.initializerOf(expression), depth + 1);
    if (!ts.isCallExpression(expression))
      throw new Unreadable(`its collection comes from ${shortText(expression)}`);
    const callee = expression.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === 'collection')
        return { collections: this.literalStrings(expression.arguments.at(-1)), constraints: [] };
      if (method === 'collectionGroup') throw new Unreadable('collection group queries are not read');
      if ((method === 'where' || method === 'orderBy') && this.isAdminQuery(callee.expression)) {
        const base = this.readQuery(callee.expression, depth + 1);
        return { ...base, constraints: [...base.constraints, this.constraintOf(method, expression)] };
      }
      if (UNCHANGED_BY.has(method) && this.isAdminQuery(callee.expression))
        return this.readQuery(callee.expression, depth + 1);
    }
    const modular = this.modularName(callee);
    if (modular === 'collection')
      return { collections: this.literalStrings(expression.arguments.at(-1)), constraints: [] };
    if (modular === 'query') {
      const [base, ...added] = expression.arguments;
      const built = this.readQuery(base!, depth + 1);
      return {
        ...built,
        constraints: [...built.constraints, ...added.flatMap((arg) => this.readConstraints(arg))],
      };
    }
    if (modular) throw new Unreadable(`it is built with ${modular}(), which is not read`);
    return this.readReturned(callee, depth);
  }

  /** A query a function of ours returns: each of its returns must be the same collection's. */
  private readReturned(callee: ts.Expression, depth: number): Built {
    const returned = this.returnedBy(callee);
    const built = returned.map((expression) => this.readQuery(expression, depth + 1));
    if (built.length === 1) return built[0]!;
    if (built.some(({ constraints }) => constraints.length > 0))
      throw new Unreadable(`${shortText(callee)}() returns queries of several forms`);
    const names = built.map(({ collections }) => collections);
    return {
      collections: names.every(Boolean) ? [...new Set(names.flatMap((each) => each!))] : undefined,
      constraints: [],
    };
  }

  private readConstraints(node: ts.Expression): Constraint[] {
    const expression = unwrap(node);
    if (ts.isSpreadElement(expression)) return this.readConstraints(expression.expression);
    if (ts.isArrayLiteralExpression(expression))
      return expression.elements.flatMap((element) => this.readConstraints(element));
    if (ts.isIdentifier(expression)) return this.readConstraints(this.initializerOf(expression));
    if (ts.isConditionalExpression(expression)) {
      const either = [expression.whenTrue, expression.whenFalse].flatMap((branch) =>
        this.readConstraints(branch),
      );
      if (either.length > 0) throw new Unreadable('it chooses its conditions at run time');
      return [];
    }
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      // conditions.map((condition) => where(…)): the same condition, once or more.
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'map') {
        const [mapper] = expression.arguments;
        if (mapper && ts.isArrowFunction(mapper) && !ts.isBlock(mapper.body))
          return this.readConstraints(mapper.body).flatMap(twiceIfUnknown);
      }
      const modular = this.modularName(callee);
      if (modular === 'where' || modular === 'orderBy') return [this.constraintOf(modular, expression)];
      if (modular === 'and') return expression.arguments.flatMap((arg) => this.readConstraints(arg));
      if (modular && MODULAR_UNCHANGED_BY.has(modular)) return [];
    }
    throw new Unreadable(`its conditions come from ${shortText(expression)}`);
  }

  private constraintOf(kind: 'where' | 'orderBy', call: ts.CallExpression): Constraint {
    const [fieldArg, second] = call.arguments;
    if (!fieldArg) throw new Unreadable(`${kind}() has no field`);
    const fields = this.literalStrings(fieldArg);
    const unknownField = fields?.length === 1 ? undefined : shortText(fieldArg);
    const name = unknownField === undefined ? fields![0]! : `?${unknownField}`;
    if (kind === 'where') {
      const ops = second && this.literalStrings(second);
      if (!second) throw new Unreadable('where() has a single argument (a Filter), which is not read');
      if (ops?.length !== 1) throw new Unreadable(`its operator ${shortText(second)} is not a constant`);
      return { kind: 'filter', filter: { field: name, op: ops[0]! }, unknownField };
    }
    const directions = second ? this.literalStrings(second) : ['asc'];
    if (!directions || directions.some((direction) => direction !== 'asc' && direction !== 'desc'))
      throw new Unreadable(`the direction of orderBy(${shortText(fieldArg)}) is not a constant`);
    return { kind: 'order', field: name, directions: directions as Direction[], unknownField };
  }

  /** The strings an expression can be, as its type says: 'a', or 'a' | 'b'; undefined for string. */
  private literalStrings(node: ts.Expression | undefined): string[] | undefined {
    if (!node) return undefined;
    const expression = unwrap(node);
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : this.modularName(callee);
      if (name === 'documentId') return [DOCUMENT_ID];
    }
    const type = this.checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    const values = members.map((member) => (member.isStringLiteral() ? member.value : undefined));
    return values.every((value) => value !== undefined) ? values : undefined;
  }

  // ── Following names ────────────────────────────────────────────────────────────

  private declarationOf(identifier: ts.Expression): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.getDeclarations()?.[0];
  }

  private initializerOf(identifier: ts.Identifier): ts.Expression {
    const declaration = this.declarationOf(identifier);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const list = declaration.parent;
      if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const)
        return declaration.initializer;
      throw new Unreadable(`${identifier.text} is a variable that may change`);
    }
    throw new Unreadable(`${identifier.text} comes from its caller`);
  }

  private returnedBy(callee: ts.Expression): ts.Expression[] {
    const declaration = this.declarationOf(callee);
    const fn =
      declaration && ts.isVariableDeclaration(declaration)
        ? declaration.initializer
        : (declaration as ts.Node);
    if (
      !fn ||
      !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ||
      !fn.body
    )
      throw new Unreadable(`its collection comes from ${shortText(callee)}()`);
    if (!ts.isBlock(fn.body)) return [fn.body];
    const returned: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    if (returned.length === 0) throw new Unreadable(`${shortText(callee)}() returns no query`);
    return returned;
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  let expression = node;
  while (
    ts.isParenthesizedExpression(expression) ||
    ts.isAwaitExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isNonNullExpression(expression) ||
    ts.isSatisfiesExpression(expression)
  )
    expression = expression.expression;
  return expression;
}

export const shortText = (node: ts.Node) => {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** A condition repeated over a list: with a field only known at run time, two fields may differ. */
function twiceIfUnknown(constraint: Constraint): Constraint[] {
  if (!constraint.unknownField) return [constraint];
  const other =
    constraint.kind === 'filter'
      ? { ...constraint, filter: { ...constraint.filter, field: `${constraint.filter.field}'` } }
      : { ...constraint, field: `${constraint.field}'` };
  return [constraint, other];
}
