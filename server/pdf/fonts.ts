// The faces every PDF the server makes draws its text with, and which of them draws which letters.
// Names are typed by applicants from anywhere: Noto Sans has the Latin alphabet with every accent,
// Vietnamese, Greek, Cyrillic and Devanagari, and a letter it lacks comes from a font of its script
// (fontFiles.json, the first that has it). pdfkit embeds only the faces a document draws with, and
// of each only the glyphs it draws, so a receipt for "Amina Juma" carries no Chinese. Arabic is IBM
// Plex Sans Arabic's: Noto's Arabic fonts draw a letter's dots as glyphs that stand for no
// character, and spelling out (below) cannot help there, as Unicode has no parts for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import FONT_FILES from './fontFiles.json' with { type: 'json' };

export type Weight = 'regular' | 'bold';

export type Face = {
  /** The font's PostScript name, which pdfkit files it under in a document. */
  name: string;
  /** Parsed once and handed to every document: parsing a face's tables for each took most of the time. */
  font: fontkit.Font;
  has(codePoint: number): boolean;
  /** How a letter with its marks is given to this face to draw (see spelledOut). */
  drawable(cluster: string): string;
};

/** A stretch of text drawn in one face. */
export type Run = { text: string; face: Face };

/**
 * The folder beside the deployed bundle that holds copies of the files: scripts/build-functions.mjs
 * copies them and names it here (esbuild's define), and Cloud Functions installs no font package.
 * Undefined anywhere else, where each file is read from its package.
 */
declare const BUNDLED_FONTS_FOLDER: string | undefined;

function fontFile(specifier: string): string {
  if (typeof BUNDLED_FONTS_FOLDER === 'undefined') return createRequire(import.meta.url).resolve(specifier);
  const bundle = path.dirname(fileURLToPath(import.meta.url));
  return path.join(bundle, BUNDLED_FONTS_FOLDER, path.basename(specifier));
}

const loaded = new Map<string, Face>();

/** Read once, when a document first needs it: the Chinese face alone is 10 MB. */
function faceOf(specifier: string): Face {
  let face = loaded.get(specifier);
  if (!face) {
    const file = fontFile(specifier);
    const data = readFileSync(file);
    // Two parses of one file: fontkit keeps each glyph with the characters it was first laid out
    // for, which pdfkit writes into every document as what the glyph reads as. Trying out how a
    // letter would be drawn (spelledOut) must not be that first time.
    const [font, trial] = [fontkit.create(data), fontkit.create(data)];
    if (!('layout' in font && 'layout' in trial)) throw new Error(`${file} is a font collection`);
    const has = (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
    face = { name: font.postscriptName, font, has, drawable: spelledOut(trial) };
    loaded.set(specifier, face);
  }
  return face;
}

const codePointsOf = (text: string) => Array.from(text, (character) => character.codePointAt(0)!);

/**
 * A PDF says which characters each glyph stands for, and a reader copies or searches its text by
 * that. Noto Sans draws "ọ" as "o" and a dot below, and the dot, a glyph more than the letter had
 * characters, stands for none (PDF.js reads it as "."). Given "o" and U+0323 instead, the font draws
 * the same two glyphs, each with its character.
 */
function spelledOut(font: fontkit.Font): (cluster: string) => string {
  const forms = new Map<string, string>();
  const readable = (text: string) => font.layout(text, []).glyphs.length <= codePointsOf(text).length;
  return (cluster) => {
    let form = forms.get(cluster);
    if (form === undefined) {
      const decomposed = cluster.normalize('NFD');
      form = !readable(cluster) && readable(decomposed) ? decomposed : cluster;
      forms.set(cluster, form);
    }
    return form;
  };
}

/** The documents' own face, in which their words, numbers and Latin names are drawn. */
export const mainFace = (weight: Weight): Face => faceOf(FONT_FILES[weight]);

// Other scripts' fonts come in one weight: only names, reasons and references are written in them,
// and the documents draw those in the regular weight.
function* facesInOrder(weight: Weight) {
  yield mainFace(weight);
  for (const specifier of FONT_FILES.fallbacks) yield faceOf(specifier);
}

/**
 * The first face with every code point of a letter and its marks; else the first with the letter
 * itself. A letter no face has is left to the main face, which draws its "missing" box.
 */
function faceFor(cluster: string, weight: Weight): Face {
  const codePoints = codePointsOf(cluster);
  for (const face of facesInOrder(weight)) if (codePoints.every(face.has)) return face;
  for (const face of facesInOrder(weight)) if (face.has(codePoints[0]!)) return face;
  return mainFace(weight);
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
/** Spaces and punctuation belong to no script: they take the face of the letters around them. */
const NEUTRAL = /^[\p{White_Space}\p{P}]+$/u;

/**
 * The text cut where its face changes: each letter, with its marks, in the first face that has
 * it. A space or punctuation between letters of one face stays in it, so a name in Arabic is one
 * run, which fontkit lays out right to left whole; at the edge of another script's letters it
 * goes with the main face, as the Unicode bidirectional algorithm puts it in the line's own
 * (left-to-right) order.
 */
export function textRuns(text: string, weight: Weight): Run[] {
  const clusters = Array.from(graphemes.segment(text.normalize('NFC')), ({ segment }) => segment);
  const strong = clusters.map((cluster) => (NEUTRAL.test(cluster) ? undefined : faceFor(cluster, weight)));
  const after: (Face | undefined)[] = [];
  for (let index = clusters.length - 1, next: Face | undefined; index >= 0; index -= 1) {
    after[index] = next;
    next = strong[index] ?? next;
  }
  const main = mainFace(weight);
  const runs: Run[] = [];
  let before: Face | undefined;
  clusters.forEach((cluster, index) => {
    let face = strong[index];
    if (face) {
      before = face;
    } else {
      const around = before ?? main;
      const fits = around === (after[index] ?? main) && codePointsOf(cluster).every(around.has);
      face = fits ? around : faceFor(cluster, weight);
    }
    const drawn = face.drawable(cluster);
    const last = runs.at(-1);
    if (last?.face === face) last.text += drawn;
    else runs.push({ text: drawn, face });
  });
  return runs;
}
