// The rules run on a request: an allow statement's condition, or one function, evaluated with
// Firestore's semantics, noting where a condition failed.
import type { Expr, ParsedRules } from './ast.js';
import { Failure, fail, UnsupportedRule } from './errors.js';
import { allowStatement, textOf } from './inspect.js';
import {
  callMethod,
  compare,
  equal,
  isMap,
  REQUEST_TIME,
  typeOf,
  type RulesMap,
  type Value,
} from './values.js';

/** Where a refusal happened: the conjunct that failed, and the function it is in. */
export type Refusal = { function: string; text: string; detail?: string };

export type Request = {
  auth: { uid: string; token: Record<string, Value> } | null;
  /** The id of the document written (the match's last wildcard); any will do by default. */
  id?: string;
  data: RulesMap;
  /** Documents `get()` can read, by path below /databases/(default)/documents. */
  documents?: Record<string, RulesMap>;
  /**
   * Documents `getAfter()` can read: the database as the request (with the batch it is part of)
   * leaves it, by path as above.
   */
  after?: Record<string, RulesMap>;
};

export type Verdict = { allowed: boolean; refusals: Refusal[] };

type Scope = { fn: string; vars: Map<string, Value> };

class Evaluator {
  readonly refusals: Refusal[] = [];

  constructor(
    private readonly rules: ParsedRules,
    private readonly request: Request,
  ) {}

  private asBool(value: Value): boolean {
    return typeof value === 'boolean' ? value : fail(`${typeOf(value)} is not a condition`);
  }

  /** A && or || operand: its value, or the failure it ended in. */
  private operand(expr: Expr, scope: Scope): boolean | Failure {
    try {
      return this.asBool(this.evaluate(expr, scope));
    } catch (error) {
      if (error instanceof Failure) return error;
      throw error;
    }
  }

  private refuse(expr: Expr, scope: Scope, detail?: string) {
    this.refusals.push({ function: scope.fn, text: textOf(this.rules, expr), detail });
  }

  /** A conjunct that did not hold, unless it is a conjunction itself (its own part was noted). */
  private conjunctFailed(expr: Expr, scope: Scope) {
    if (!(expr.type === 'binary' && expr.op === '&&')) this.refuse(expr, scope);
  }

  // `false && error` is false and `true || error` true; otherwise an error stays an error.
  private logical(op: '&&' | '||', left: Expr, right: Expr, scope: Scope): boolean {
    const checkpoint = this.refusals.length;
    if (op === '||') return this.settled(checkpoint, this.logicalOperands(op, left, right, scope));
    return this.logicalOperands(op, left, right, scope);
  }

  /**
   * What a sub-condition's result decides nothing about the request (a test, a `||` that held),
   * the refusals noted inside it are forgotten.
   */
  private settled<V>(checkpoint: number, value: V): V {
    if (value !== false) this.refusals.length = checkpoint;
    return value;
  }

  private logicalOperands(op: '&&' | '||', left: Expr, right: Expr, scope: Scope): boolean {
    const decisive = op === '||';
    const a = this.operand(left, scope);
    if (op === '&&' && a !== true) this.conjunctFailed(left, scope);
    if (a === decisive) return decisive;
    const b = this.operand(right, scope);
    if (op === '&&' && b !== true) this.conjunctFailed(right, scope);
    if (b === decisive) return decisive;
    if (a instanceof Failure) throw a;
    if (b instanceof Failure) throw b;
    return b;
  }

  call(name: string, args: Value[], caller: Scope): Value {
    const fn = this.rules.functions.get(name);
    if (!fn) {
      if (name === 'get' || name === 'getAfter') {
        const [path] = args;
        const documents = name === 'get' ? this.request.documents : this.request.after;
        const document = typeof path === 'string' ? documents?.[path] : undefined;
        return document ? { data: document } : fail(`no document at ${String(path)}`);
      }
      throw new UnsupportedRule(`The function ${name}() (called in ${caller.fn})`);
    }
    if (fn.params.length !== args.length)
      throw new UnsupportedRule(`${name}() called with ${args.length} arguments`);
    const scope: Scope = { fn: name, vars: new Map(fn.params.map((param, i) => [param, args[i]!])) };
    for (const { name: letName, value } of fn.lets) scope.vars.set(letName, this.evaluate(value, scope));
    return this.evaluate(fn.body, scope);
  }

  private variable(name: string, scope: Scope): Value {
    if (scope.vars.has(name)) return scope.vars.get(name)!;
    // The wildcard of `match /databases/{database}/documents`, which every function declared in
    // it sees.
    if (name === 'database') return '(default)';
    if (name === 'request') {
      const auth = this.request.auth;
      return {
        auth: auth && { uid: auth.uid, token: auth.token },
        time: REQUEST_TIME,
        resource: { data: this.request.data },
      };
    }
    throw new UnsupportedRule(`The name ${name} in ${scope.fn}`);
  }

  evaluate(expr: Expr, scope: Scope): Value {
    switch (expr.type) {
      case 'literal':
        return expr.value;
      case 'name':
        return this.variable(expr.name, scope);
      case 'list':
        return expr.items.map((item) => this.evaluate(item, scope));
      case 'map': {
        const map: RulesMap = {};
        for (const entry of expr.entries) {
          const key = this.evaluate(entry.key, scope);
          if (typeof key !== 'string')
            throw new UnsupportedRule(`A map key ${textOf(this.rules, entry.key)}`);
          map[key] = this.evaluate(entry.value, scope);
        }
        return map;
      }
      case 'member': {
        const object = this.evaluate(expr.object, scope);
        if (!isMap(object)) return fail(`.${expr.name} of a ${typeOf(object)}`);
        return expr.name in object ? object[expr.name]! : fail(`no ${expr.name}`);
      }
      case 'index': {
        const object = this.evaluate(expr.object, scope);
        const index = this.evaluate(expr.index, scope);
        if (Array.isArray(object) && typeof index === 'number')
          return index >= 0 && index < object.length ? object[index]! : fail(`no item ${index}`);
        if (isMap(object) && typeof index === 'string')
          return index in object ? object[index]! : fail(`no ${index}`);
        return fail(`[${typeOf(index)}] of a ${typeOf(object)}`);
      }
      case 'call':
        return this.call(
          expr.callee,
          expr.args.map((arg) => this.evaluate(arg, scope)),
          scope,
        );
      case 'method': {
        const object = this.evaluate(expr.object, scope);
        const result = callMethod(
          object,
          expr.name,
          expr.args.map((arg) => this.evaluate(arg, scope)),
        );
        if (expr.name === 'hasOnly' && result === false && Array.isArray(object)) {
          const allowed = this.evaluate(expr.args[0]!, scope) as Value[];
          const extra = object.filter((item) => !allowed.some((each) => equal(each, item)));
          this.refuse(expr, scope, `not allowed: ${extra.join(', ')}`);
        }
        return result;
      }
      case 'unary': {
        const checkpoint = this.refusals.length;
        const value = this.evaluate(expr.arg, scope);
        this.refusals.length = checkpoint;
        if (expr.op === '!') return !this.asBool(value);
        return typeof value === 'number' ? -value : fail(`-${typeOf(value)}`);
      }
      case 'binary': {
        if (expr.op === '&&' || expr.op === '||') return this.logical(expr.op, expr.left, expr.right, scope);
        const left = this.evaluate(expr.left, scope);
        const right = this.evaluate(expr.right, scope);
        if (expr.op === 'in') {
          if (Array.isArray(right)) return right.some((item) => equal(item, left));
          if (isMap(right)) return typeof left === 'string' ? left in right : fail('a key that is not text');
          return fail(`in a ${typeOf(right)}`);
        }
        if (expr.op === '+') {
          if (typeof left === 'number' && typeof right === 'number') return left + right;
          if (typeof left === 'string' && typeof right === 'string') return left + right;
          if (Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
          return fail(`${typeOf(left)} + ${typeOf(right)}`);
        }
        if (['-', '*', '/', '%'].includes(expr.op)) throw new UnsupportedRule(`The operator ${expr.op}`);
        return compare(expr.op, left, right);
      }
      case 'is': {
        const type = typeOf(this.evaluate(expr.arg, scope));
        const wanted = expr.typeName;
        if (
          !['bool', 'int', 'float', 'number', 'string', 'list', 'map', 'timestamp', 'null'].includes(wanted)
        )
          throw new UnsupportedRule(`The type ${wanted}`);
        return type === wanted || (wanted === 'number' && (type === 'int' || type === 'float'));
      }
      case 'conditional': {
        const checkpoint = this.refusals.length;
        const test = this.asBool(this.evaluate(expr.test, scope));
        this.refusals.length = checkpoint;
        return test ? this.evaluate(expr.then, scope) : this.evaluate(expr.otherwise, scope);
      }
      case 'path':
        return (
          '/' +
          expr.parts
            .map((part) => (typeof part === 'string' ? part : String(this.evaluate(part, scope))))
            .join('/')
        ).replace(/^\/databases\/\(default\)\/documents\//, '');
    }
  }
}

/** Whether the rules let `request` do `operation` in `collection`, and where they refused. */
export function judge(rules: ParsedRules, collection: string, operation: string, request: Request): Verdict {
  const allow = allowStatement(rules, collection, operation);
  const evaluator = new Evaluator(rules, request);
  // The match's wildcards: {database}, then the document's id.
  const wildcards = allow.path
    .filter((segment) => segment.startsWith('{'))
    .map((segment) => segment.slice(1, -1));
  const vars = new Map<string, Value>(
    wildcards.map((name, index) => [name, index === 0 ? '(default)' : (request.id ?? 'a-new-document')]),
  );
  let allowed = false;
  try {
    allowed = evaluator.evaluate(allow.condition, { fn: `allow ${operation}`, vars }) === true;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
  }
  return { allowed, refusals: allowed ? [] : evaluator.refusals };
}

/** What a function of the rules returns for these arguments (a table of constants, say). */
export function valueOf(rules: ParsedRules, name: string, ...args: Value[]): Value {
  return new Evaluator(rules, { auth: null, data: {} }).call(name, args, { fn: 'a test', vars: new Map() });
}

/** Whether a function of the rules holds for these arguments (an error does not). */
export function holds(rules: ParsedRules, name: string, ...args: Value[]): boolean {
  const evaluator = new Evaluator(rules, { auth: null, data: {} });
  try {
    return evaluator.call(name, args, { fn: 'a test', vars: new Map() }) === true;
  } catch (error) {
    if (error instanceof Failure) return false;
    throw error;
  }
}

/**
 * Where a refusal is best explained: the innermost failed conjunct of a function that reads the
 * document (`d`), else the innermost of any.
 */
export function explain(rules: ParsedRules, refusals: readonly Refusal[]): string {
  const reads = (refusal: Refusal) => rules.functions.get(refusal.function)?.params.includes('d');
  const chosen = refusals.find(reads) ?? refusals[0];
  if (!chosen) return 'refused as a whole';
  return `at \`${chosen.text}\` in ${chosen.function}()${chosen.detail ? ` (${chosen.detail})` : ''}`;
}
