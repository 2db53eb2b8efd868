// The regexes the rules give matches(): RE2, translated to JavaScript as far as the rules use it.
import { UnsupportedRule } from './errors.js';

const regexes = new Map<string, RegExp>();

/** RE2 as the rules take it, as a JavaScript regex matching the whole string. */
export function re2ToRegExp(pattern: string): RegExp {
  let cached = regexes.get(pattern);
  if (cached) return cached;
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1]!;
      if (next === 'x' && pattern[i + 2] === '{') {
        const end = pattern.indexOf('}', i);
        out += `\\u{${pattern.slice(i + 3, end)}}`;
        i = end;
      } else if (next === 's') {
        // RE2's \s is ASCII white space only.
        out += inClass ? '\\t\\n\\f\\r ' : '[\\t\\n\\f\\r ]';
        i += 1;
      } else if (/[SwWbB]/.test(next)) {
        throw new UnsupportedRule(`The regex escape \\${next} in ${pattern}`);
      } else {
        out += char + next;
        i += 1;
      }
    } else if (inClass) {
      if (char === ']') inClass = false;
      out += char;
    } else if (char === '[') {
      inClass = true;
      out += char;
      if (pattern[i + 1] === '^') out += pattern[++i];
      if (pattern[i + 1] === ']') out += `\\${pattern[++i]}`;
    } else if (pattern.startsWith('(?s:.)', i)) {
      out += '[\\s\\S]';
      i += '(?s:.)'.length - 1;
    } else if (pattern.startsWith('(?', i)) {
      throw new UnsupportedRule(`The regex group ${pattern.slice(i, i + 4)} in ${pattern}`);
    } else if (char === '.') {
      out += '[^\\n]';
    } else {
      out += char;
    }
  }
  cached = new RegExp(`^(?:${out})$`, 'u');
  regexes.set(pattern, cached);
  return cached;
}
