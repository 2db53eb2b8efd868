// Reading the parsed rules without running them: the allow statement of a collection, the text of
// an expression, and what an expression reaches (the functions it calls, its key lists, its regexes).
import type { Allow, Expr, ParsedRules } from './ast.js';
import { UnsupportedRule } from './errors.js';

/** The source text of an expression, on one line. */
export function textOf(rules: ParsedRules, expr: Expr): string {
  return rules.source
    .slice(expr.start, expr.end)
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The condition of `allow <operation>` in `match /<collection>/{…}`. */
export function allowCondition(rules: ParsedRules, collection: string, operation: string): Expr {
  return allowStatement(rules, collection, operation).condition;
}

export function allowStatement(rules: ParsedRules, collection: string, operation: string): Allow {
  const found = rules.allows.filter(
    (allow) =>
      allow.operations.includes(operation) &&
      allow.path.length >= 2 &&
      allow.path[allow.path.length - 2] === collection,
  );
  if (found.length !== 1)
    throw new UnsupportedRule(`${found.length} \`allow ${operation}\` statements for ${collection}`);
  return found[0]!;
}

/** Calls of user functions in an expression, in order. */
export function callsIn(expr: Expr): string[] {
  const found: string[] = [];
  const visit = (node: Expr | string) => {
    if (typeof node === 'string') return;
    if (node.type === 'call') found.push(node.callee);
    for (const child of childrenOf(node)) visit(child);
  };
  visit(expr);
  return found;
}

function childrenOf(node: Expr): Expr[] {
  switch (node.type) {
    case 'literal':
    case 'name':
      return [];
    case 'list':
      return node.items;
    case 'map':
      return node.entries.flatMap(({ key, value }) => [key, value]);
    case 'member':
      return [node.object];
    case 'index':
      return [node.object, node.index];
    case 'call':
      return node.args;
    case 'method':
      return [node.object, ...node.args];
    case 'unary':
    case 'is':
      return [node.arg];
    case 'binary':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.then, node.otherwise];
    case 'path':
      return node.parts.filter((part): part is Expr => typeof part !== 'string');
  }
}

/** Every node of an expression and of the functions it calls, transitively. */
export function reachable(rules: ParsedRules, expr: Expr): { fn: string; node: Expr }[] {
  const found: { fn: string; node: Expr }[] = [];
  const seen = new Set<string>();
  const visit = (node: Expr, fn: string) => {
    found.push({ fn, node });
    if (node.type === 'call') {
      const callee = rules.functions.get(node.callee);
      if (callee && !seen.has(callee.name)) {
        seen.add(callee.name);
        for (const { value } of callee.lets) visit(value, callee.name);
        visit(callee.body, callee.name);
      }
    }
    for (const child of childrenOf(node)) visit(child, fn);
  };
  visit(expr, '');
  return found;
}

/**
 * The keys a `X.keys().hasOnly(list)` can ever allow: every text in the lists the expression
 * builds, through concat(), both branches of `?:` and the functions it calls.
 */
export function possibleKeys(rules: ParsedRules, expr: Expr): Set<string> {
  const keys = new Set<string>();
  const visit = (node: Expr) => {
    if (node.type === 'list') {
      for (const item of node.items) {
        if (item.type === 'literal' && typeof item.value === 'string') keys.add(item.value);
        else throw new UnsupportedRule(`A key list item ${textOf(rules, item)}`);
      }
    } else if (node.type === 'call') {
      const fn = rules.functions.get(node.callee);
      if (!fn) throw new UnsupportedRule(`A key list from ${node.callee}()`);
      visit(fn.body);
    } else if (node.type === 'method' && node.name === 'concat') {
      visit(node.object);
      node.args.forEach(visit);
    } else if (node.type === 'conditional') {
      visit(node.then);
      visit(node.otherwise);
    } else {
      throw new UnsupportedRule(`A key list built with ${textOf(rules, node)}`);
    }
  };
  visit(expr);
  return keys;
}

/** The regex literals a function hands to matches(), itself or through the functions it calls. */
export function patternsOf(rules: ParsedRules, name: string): string[] {
  const fn = rules.functions.get(name);
  if (!fn) return [];
  return reachable(rules, fn.body).flatMap(({ node }) =>
    node.type === 'method' && node.name === 'matches' && node.args[0]?.type === 'literal'
      ? [String(node.args[0].value)]
      : [],
  );
}

/** The argument of the `.keys().hasOnly(…)` a condition reaches: its list of allowed keys. */
export function keyListOf(rules: ParsedRules, condition: Expr): Expr {
  const lists = reachable(rules, condition)
    .map(({ node }) => node)
    .filter(
      (node): node is Extract<Expr, { type: 'method' }> =>
        node.type === 'method' &&
        node.name === 'hasOnly' &&
        node.object.type === 'method' &&
        node.object.name === 'keys',
    );
  if (lists.length !== 1) throw new UnsupportedRule(`${lists.length} key lists (keys().hasOnly) found`);
  return lists[0]!.args[0]!;
}
