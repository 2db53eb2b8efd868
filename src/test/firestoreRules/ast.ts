// The parsed rules: expressions (each with its place in the source text), functions and allow
// statements.
import type { Value } from './values.js';

type Span = { start: number; end: number };

export type Expr = Span &
  (
    | { type: 'literal'; value: Value }
    | { type: 'name'; name: string }
    | { type: 'list'; items: Expr[] }
    | { type: 'map'; entries: { key: Expr; value: Expr }[] }
    | { type: 'member'; object: Expr; name: string }
    | { type: 'index'; object: Expr; index: Expr }
    | { type: 'call'; callee: string; args: Expr[] }
    | { type: 'method'; object: Expr; name: string; args: Expr[] }
    | { type: 'unary'; op: '!' | '-'; arg: Expr }
    | { type: 'binary'; op: string; left: Expr; right: Expr }
    | { type: 'is'; arg: Expr; typeName: string }
    | { type: 'conditional'; test: Expr; then: Expr; otherwise: Expr }
    | { type: 'path'; parts: (string | Expr)[] }
  );

export type RulesFunction = {
  name: string;
  params: string[];
  lets: { name: string; value: Expr }[];
  body: Expr;
};

/** An `allow` statement: its operations, its condition and the match paths around it. */
export type Allow = { operations: string[]; condition: Expr; path: string[] };

export type ParsedRules = {
  source: string;
  functions: Map<string, RulesFunction>;
  allows: Allow[];
};
