// The text of a PDF that Chromium printed (page.pdf()), for tests: no PDF tool is installed on
// these machines. Chromium (Skia) writes each line of text as a BT…ET block of 2-byte glyph ids
// (Identity-H Type0 fonts) shown one by one, with a ToUnicode CMap per font and Flate-compressed
// streams. This reads exactly that, one line of output per text block; anything else is skipped.
import { inflateSync } from 'node:zlib';

type CMap = Map<number, string>;

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

function objectsOf(pdf: Buffer): Map<string, string> {
  const objects = new Map<string, string>();
  for (const match of latin1(pdf).matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(match[1]!, match[2]!);
  return objects;
}

function streamOf(body: string): string | undefined {
  const match = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
  if (!match) return undefined;
  const raw = Buffer.from(match[1]!, 'latin1');
  return body.includes('/FlateDecode') ? latin1(inflateSync(raw)) : latin1(raw);
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

function parseCMap(text: string): CMap {
  const map: CMap = new Map();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(from!, 16), utf16(to!));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(to!, 16);
      for (let code = parseInt(lo!, 16); code <= parseInt(hi!, 16); code++) {
        map.set(code, String.fromCharCode(start + code - parseInt(lo!, 16)));
      }
    }
  }
  return map;
}

function decodeHex(hex: string, cmap: CMap | undefined): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += cmap?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  return text;
}

/** One string per text block (a line or part of one), in the order the pages draw them. */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const cmaps = new Map<string, CMap>();
  const cmapOfFont = (fontId: string) => {
    if (!cmaps.has(fontId)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId) ?? '')?.[1];
      const stream = toUnicode ? streamOf(objects.get(toUnicode) ?? '') : undefined;
      cmaps.set(fontId, stream ? parseCMap(stream) : new Map());
    }
    return cmaps.get(fontId);
  };

  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page)) continue;
    const fonts = new Map<string, string>();
    const fontDict = /\/Font <<([\s\S]*?)>>/.exec(page)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(name!, id!);
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(page);
    const ids = contents?.[1] ? [...contents[1].matchAll(/(\d+) 0 R/g)].map((m) => m[1]!) : [contents?.[2]];
    for (const id of ids) {
      const stream = id ? streamOf(objects.get(id) ?? '') : undefined;
      for (const block of stream?.matchAll(/\bBT\b([\s\S]*?)\bET\b/g) ?? []) {
        let cmap: CMap | undefined;
        let line = '';
        for (const token of block[1]!.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)>/g)) {
          if (token[1]) cmap = cmapOfFont(fonts.get(token[1]) ?? '');
          else line += decodeHex(token[2]!, cmap);
        }
        if (line.trim()) lines.push(line.normalize('NFKC'));
      }
    }
  }
  return lines;
}
