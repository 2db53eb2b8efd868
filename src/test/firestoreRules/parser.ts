// firestore.rules parsed: its functions, its allow statements with the match paths around them,
// and their expressions.
import type { Allow, Expr, ParsedRules, RulesFunction } from './ast.js';
import { UnsupportedRule } from './errors.js';
import { tokenize, TokenStream, type Token } from './lexer.js';

class Parser extends TokenStream {
  constructor(
    tokens: Token[],
    private readonly sourceLength: number,
  ) {
    super(tokens);
  }

  file(): { functions: RulesFunction[]; allows: Allow[] } {
    const functions: RulesFunction[] = [];
    const allows: Allow[] = [];
    if (this.is('rules_version')) {
      this.next();
      this.expect('=');
      this.next();
      this.expect(';');
    }
    this.expect('service');
    while (!this.is('{')) this.next();
    this.block([], functions, allows);
    if (this.position < this.tokens.length)
      throw new UnsupportedRule(`Text after the service at ${this.peek()!.at}`);
    return { functions, allows };
  }

  private block(path: string[], functions: RulesFunction[], allows: Allow[]) {
    this.expect('{');
    while (!this.is('}')) {
      const keyword = this.identifier();
      if (keyword === 'match') {
        const segments: string[] = [];
        while (this.is('/')) {
          this.next();
          if (this.is('{')) {
            let segment = this.next().text;
            while (!this.is('}')) segment += this.next().text;
            segments.push(segment + this.next().text);
          } else {
            segments.push(this.identifier());
          }
        }
        this.block([...path, ...segments], functions, allows);
      } else if (keyword === 'function') {
        functions.push(this.function());
      } else if (keyword === 'allow') {
        const operations = [this.identifier()];
        while (this.is(',')) {
          this.next();
          operations.push(this.identifier());
        }
        let condition: Expr = { type: 'literal', value: true, start: this.end, end: this.end };
        if (this.is(':')) {
          this.next();
          this.expect('if');
          condition = this.expression();
        }
        this.expect(';');
        allows.push({ operations, condition, path });
      } else {
        throw new UnsupportedRule(`The statement ${keyword}`);
      }
    }
    this.expect('}');
  }

  private function(): RulesFunction {
    const name = this.identifier();
    this.expect('(');
    const params: string[] = [];
    while (!this.is(')')) {
      params.push(this.identifier());
      if (this.is(',')) this.next();
    }
    this.expect(')');
    this.expect('{');
    const lets: RulesFunction['lets'] = [];
    while (this.is('let')) {
      this.next();
      const letName = this.identifier();
      this.expect('=');
      lets.push({ name: letName, value: this.expression() });
      this.expect(';');
    }
    this.expect('return');
    const body = this.expression();
    this.expect(';');
    this.expect('}');
    return { name, params, lets, body };
  }

  expression(): Expr {
    const test = this.binary(0);
    if (!this.is('?')) return test;
    this.next();
    const then = this.expression();
    this.expect(':');
    const otherwise = this.expression();
    return { type: 'conditional', test, then, otherwise, start: test.start, end: otherwise.end };
  }

  private static readonly LEVELS = [
    ['||'],
    ['&&'],
    ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): Expr {
    if (level === Parser.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      const op =
        token?.kind === 'str' ? undefined : Parser.LEVELS[level]!.find((each) => each === token?.text);
      if (!op) return left;
      this.next();
      if (op === 'is') {
        const typeName = this.identifier();
        left = { type: 'is', arg: left, typeName, start: left.start, end: this.end };
      } else {
        const right = this.binary(level + 1);
        left = { type: 'binary', op, left, right, start: left.start, end: right.end };
      }
    }
  }

  private unary(): Expr {
    if (this.is('!') || this.is('-')) {
      const start = this.next();
      const arg = this.unary();
      return { type: 'unary', op: start.text as '!' | '-', arg, start: start.at, end: arg.end };
    }
    return this.postfix(this.primary());
  }

  private arguments(close: string): Expr[] {
    const args: Expr[] = [];
    while (!this.is(close)) {
      args.push(this.expression());
      if (this.is(',')) this.next();
      else break;
    }
    this.expect(close);
    return args;
  }

  private postfix(expr: Expr): Expr {
    for (;;) {
      if (this.is('.')) {
        this.next();
        const name = this.identifier();
        if (this.is('(')) {
          this.next();
          const args = this.arguments(')');
          expr = { type: 'method', object: expr, name, args, start: expr.start, end: this.end };
        } else {
          expr = { type: 'member', object: expr, name, start: expr.start, end: this.end };
        }
      } else if (this.is('[')) {
        this.next();
        const index = this.expression();
        this.expect(']');
        expr = { type: 'index', object: expr, index, start: expr.start, end: this.end };
      } else {
        return expr;
      }
    }
  }

  private primary(): Expr {
    const token = this.next();
    const start = token.at;
    if (token.kind === 'num' || token.kind === 'str') {
      return { type: 'literal', value: token.value, start, end: this.end };
    }
    if (token.kind === 'id') {
      if (token.text === 'true' || token.text === 'false')
        return { type: 'literal', value: token.text === 'true', start, end: this.end };
      if (token.text === 'null') return { type: 'literal', value: null, start, end: this.end };
      if (this.is('(')) {
        this.next();
        const args = this.arguments(')');
        return { type: 'call', callee: token.text, args, start, end: this.end };
      }
      return { type: 'name', name: token.text, start, end: this.end };
    }
    if (token.text === '(') {
      const inner = this.expression();
      this.expect(')');
      return { ...inner, start, end: this.end };
    }
    if (token.text === '[') {
      const items = this.arguments(']');
      return { type: 'list', items, start, end: this.end };
    }
    if (token.text === '{') {
      const entries: { key: Expr; value: Expr }[] = [];
      while (!this.is('}')) {
        const key = this.expression();
        this.expect(':');
        entries.push({ key, value: this.expression() });
        if (this.is(',')) this.next();
        else break;
      }
      this.expect('}');
      return { type: 'map', entries, start, end: this.end };
    }
    if (token.text === '/') {
      this.position -= 1;
      const parts: (string | Expr)[] = [];
      while (this.is('/') && (this.peek(1)?.kind === 'id' || this.is('$', 1))) {
        this.next();
        if (this.is('$')) {
          this.next();
          this.expect('(');
          parts.push(this.expression());
          this.expect(')');
        } else {
          parts.push(this.identifier());
        }
      }
      return { type: 'path', parts, start, end: this.end };
    }
    throw new UnsupportedRule(`Unexpected ${token.text} at ${token.at} (of ${this.sourceLength})`);
  }
}

export function parseRules(source: string): ParsedRules {
  const { functions, allows } = new Parser(tokenize(source), source.length).file();
  return { source, functions: new Map(functions.map((fn) => [fn.name, fn])), allows };
}
