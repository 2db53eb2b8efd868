// The rules' text as tokens, and a cursor over them for the parser.
import { UnsupportedRule } from './errors.js';

export type Token = {
  kind: 'id' | 'num' | 'str' | 'punct';
  text: string;
  value: string | number;
  at: number;
};

const PUNCTUATION = ['&&', '||', '==', '!=', '<=', '>=', ...'{}()[],;.:?!<>+-*/%=$'];

const ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r' };

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i += 1;
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      i = source.indexOf('*/', i) + 2;
    } else if (/[A-Za-z_]/.test(char)) {
      const text = /^[A-Za-z_]\w*/.exec(source.slice(i))![0];
      tokens.push({ kind: 'id', text, value: text, at: i });
      i += text.length;
    } else if (/[0-9]/.test(char)) {
      const text = /^[0-9]+(\.[0-9]+)?/.exec(source.slice(i))![0];
      tokens.push({ kind: 'num', text, value: Number(text), at: i });
      i += text.length;
    } else if (char === "'" || char === '"') {
      let value = '';
      let j = i + 1;
      while (source[j] !== char) {
        if (j >= source.length) throw new UnsupportedRule(`An unterminated string at ${i}`);
        if (source[j] === '\\') {
          const escaped = ESCAPES[source[j + 1]!];
          if (escaped === undefined) throw new UnsupportedRule(`The escape \\${source[j + 1]} at ${j}`);
          value += escaped;
          j += 2;
        } else {
          value += source[j];
          j += 1;
        }
      }
      tokens.push({ kind: 'str', text: source.slice(i, j + 1), value, at: i });
      i = j + 1;
    } else {
      const text = PUNCTUATION.find((each) => source.startsWith(each, i));
      if (!text) throw new UnsupportedRule(`The character ${char} at ${i}`);
      tokens.push({ kind: 'punct', text, value: text, at: i });
      i += text.length;
    }
  }
  return tokens;
}

/** Reads tokens in order; a token that is not what the grammar wants is an UnsupportedRule. */
export class TokenStream {
  protected position = 0;

  constructor(protected readonly tokens: Token[]) {}

  protected peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  protected is(text: string, offset = 0) {
    const token = this.peek(offset);
    return token !== undefined && token.kind !== 'str' && token.text === text;
  }

  protected next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw new UnsupportedRule('The rules end too early');
    return token;
  }

  protected expect(text: string): Token {
    const token = this.next();
    if (token.kind === 'str' || token.text !== text)
      throw new UnsupportedRule(`Expected ${text} at ${token.at}, found ${token.text}`);
    return token;
  }

  protected identifier(): string {
    const token = this.next();
    if (token.kind !== 'id') throw new UnsupportedRule(`Expected a name at ${token.at}, found ${token.text}`);
    return token.text;
  }

  protected get end() {
    return this.tokens[this.position - 1]!.at + this.tokens[this.position - 1]!.text.length;
  }
}
