// The values the rules compute with, and what the built-in operators and methods do with them.
import { fail, UnsupportedRule } from './errors.js';
import { re2ToRegExp } from './re2.js';

class RequestTime {
  private readonly brand = 'request.time';
  toString() {
    return this.brand;
  }
}

/** The time of the request: `request.time`, and what serverTimestamp() becomes. */
export const REQUEST_TIME = new RequestTime();

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value } | RequestTime;
export type RulesMap = { [key: string]: Value };

export const isMap = (value: Value): value is RulesMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value !== REQUEST_TIME;

export function typeOf(value: Value): string {
  if (value === null) return 'null';
  if (value === REQUEST_TIME) return 'timestamp';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) && !Object.is(value, -0) ? 'int' : 'float';
  if (typeof value === 'object') return 'map';
  return typeof value === 'boolean' ? 'bool' : 'string';
}

export function equal(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]!))
    );
  if (isMap(a) || isMap(b)) {
    if (!isMap(a) || !isMap(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key]!, b[key]!));
  }
  return a === b;
}

/**
 * A method of a string, list or map. On any other type it is a failed evaluation, as in Firestore;
 * a method this reader does not know is an UnsupportedRule.
 */
export function callMethod(object: Value, name: string, args: Value[]): Value {
  const type = typeOf(object);
  const [first, second] = args;
  if (type === 'string') {
    const text = object as string;
    if (name === 'matches')
      return typeof first === 'string' ? re2ToRegExp(first).test(text) : fail('matches() takes text');
    if (name === 'size') return [...text].length;
  } else if (type === 'list') {
    const list = object as Value[];
    const other = () => (Array.isArray(first) ? first : fail(`${name}() takes a list`));
    if (name === 'size') return list.length;
    if (name === 'concat') return [...list, ...other()];
    if (name === 'hasOnly') return list.every((item) => other().some((each) => equal(each, item)));
    if (name === 'hasAll') return other().every((item) => list.some((each) => equal(each, item)));
    if (name === 'hasAny') return other().some((item) => list.some((each) => equal(each, item)));
  } else if (type === 'map') {
    const map = object as RulesMap;
    if (name === 'keys') return Object.keys(map);
    if (name === 'values') return Object.values(map);
    if (name === 'size') return Object.keys(map).length;
    if (name === 'get') {
      if (typeof first !== 'string') throw new UnsupportedRule('get() with a path of keys');
      return first in map ? map[first]! : (second ?? fail('get() without a default'));
    }
  } else {
    return fail(`${type} has no method ${name}()`);
  }
  throw new UnsupportedRule(`The method ${name}() on a ${type}`);
}

/** `==`, `!=` and the orderings, of numbers or of texts. */
export function compare(op: string, a: Value, b: Value): boolean {
  if (op === '==') return equal(a, b);
  if (op === '!=') return !equal(a, b);
  const comparable =
    (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
  if (!comparable) return fail(`${typeOf(a)} ${op} ${typeOf(b)}`);
  const [x, y] = [a as number | string, b as number | string];
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
}
