// Writes firestore.indexes.json from the list of kinds (ops/indexes/firestoreIndexes.ts), which
// gives every kind's collection the same indexes:
//   npm run indexes              writes it
//   npm run indexes -- --check   exits 1 when the file is not what it would write
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firestoreIndexesText, INDEXES_FILE } from './indexes/firestoreIndexes.ts';

const file = path.resolve(import.meta.dirname, '..', INDEXES_FILE);
const text = firestoreIndexesText();
const current = readFileSync(file, 'utf8');
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${INDEXES_FILE} is not what npm run indexes writes from the list of kinds: run it.`);
    process.exit(1);
  }
  console.log(`${INDEXES_FILE} is what npm run indexes writes.`);
} else if (current === text) {
  console.log(`${INDEXES_FILE} is up to date.`);
} else {
  writeFileSync(file, text);
  console.log(`Wrote ${INDEXES_FILE}: ${JSON.parse(text).indexes.length} composite indexes.`);
}
