// `npm run rules:mutations`: proves each rule in firestore.rules is tested. For every `allow`
// statement it replaces the condition with `true`, and for every `allow` and every function whose
// condition is a conjunction `a && b && …` it removes each conjunct in turn (a function that is a
// single check is replaced with `true` instead). Each mutant is written to a temporary file and
// the rules suite runs against it (RULES_FILE, honoured by tests/rules/setup.ts; every run loads
// its rules into a fresh project). A mutant no test notices is reported: either a test is
// missing, or the rule was not needed. Exit code 1 when any survives.
//
//   node scripts/rules-mutations.mjs [--list] [--only TEXT] [--full] [--rules FILE]
//
// --list prints the mutants and stops; --only runs those whose description contains TEXT;
// --full runs whole files at once, without the quicker passes described below; --rules mutates
// another file than firestore.rules (a draft). Uses the emulator FIRESTORE_EMULATOR_HOST names,
// or starts one on RULES_MUTATIONS_PORT (default in scripts/lib/ports.mjs).
//
// Speed: a request is judged only by the `allow` statements of the collection it names and the
// functions they call, so a mutant runs only the test files of the collections that reach it
// (tests/rules/<collection>.test.ts), stopping at the first failure; and in passes, the quickest
// first (see passes()).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALHOST, rulesMutationsPort } from './lib/ports.mjs';
import { stopProcess } from './lib/processes.mjs';
import { ROOT, startFirestore } from './lib/stack.mjs';

const RULES = path.join(ROOT, 'firestore.rules');
const TESTS = path.join(ROOT, 'tests', 'rules');
// Per process, so two runs at once do not overwrite each other's mutant.
const WORK = path.join(ROOT, '.data', `rules-mutations-${process.pid}`);
const RULES_FILE = path.join(WORK, 'mutant.rules');

// ------------------------------------------------------------------------------ reading rules

/** The source with strings and comments blanked out (same length), so structure is easy to find. */
function mask(source) {
  let out = '';
  for (let i = 0; i < source.length;) {
    const char = source[i];
    if (char === "'" || char === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      out += char + ' '.repeat(j - i - 1) + char;
      i = j + 1;
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** Index of the bracket closing the one at `start`. */
function closing(masked, start) {
  let depth = 0;
  for (let i = start; i < masked.length; i += 1) {
    if (OPEN.includes(masked[i])) depth += 1;
    else if (CLOSE.includes(masked[i]) && --depth === 0) return i;
  }
  throw new Error(`Unbalanced bracket at ${start}`);
}

/** Index of the `;` ending the expression that starts at `start`. */
function expressionEnd(masked, start) {
  let depth = 0;
  for (let i = start; i < masked.length; i += 1) {
    if (OPEN.includes(masked[i])) depth += 1;
    else if (CLOSE.includes(masked[i])) depth -= 1;
    else if (masked[i] === ';' && depth === 0) return i;
  }
  throw new Error(`No end to the expression at ${start}`);
}

/**
 * The top-level conjuncts of the expression in [start, end) as ranges, each with the `&&` that
 * joins it to its neighbour; a single range when the top level is not a conjunction (`||` or `?`
 * binds looser than `&&`, so then the whole is one condition).
 */
function conjuncts(masked, start, end) {
  const separators = [];
  let depth = 0;
  for (let i = start; i < end; i += 1) {
    const char = masked[i];
    if (OPEN.includes(char)) depth += 1;
    else if (CLOSE.includes(char)) depth -= 1;
    else if (depth === 0 && (masked.startsWith('||', i) || char === '?')) return [{ start, end }];
    else if (depth === 0 && masked.startsWith('&&', i)) separators.push(i);
  }
  const bounds = [start, ...separators.map((at) => at + 2), end];
  return bounds.slice(0, -1).map((from, index) => ({
    start: from,
    end: index < separators.length ? separators[index] : end,
  }));
}

function lineOf(source, index) {
  return source.slice(0, index).split('\n').length;
}

/** Functions (name, body, return expression), allow statements and the collections they guard. */
function parseRules(source) {
  const masked = mask(source);
  const functions = [];
  for (const match of masked.matchAll(/function\s+(\w+)\s*\([^)]*\)\s*\{/g)) {
    const bodyStart = match.index + match[0].length;
    const bodyEnd = closing(masked, bodyStart - 1);
    const returnAt = masked.lastIndexOf('return', bodyEnd);
    const start = returnAt + 'return'.length;
    functions.push({
      name: match[1],
      bodyStart,
      bodyEnd,
      expr: { start, end: expressionEnd(masked, start) },
    });
  }
  const blocks = [];
  for (const match of masked.matchAll(/match\s+\/(\S+)\s*\{/g)) {
    const start = match.index + match[0].length;
    blocks.push({ path: match[1], start, end: closing(masked, start - 1) });
  }
  const allows = [];
  for (const match of masked.matchAll(/allow\s+([\w\s,]+?)\s*:\s*if\s+/g)) {
    const start = match.index + match[0].length;
    const inner = blocks
      .filter((block) => block.start < match.index && match.index < block.end)
      .sort((a, b) => b.start - a.start)[0];
    const collection = inner?.path.split('/')[0];
    allows.push({
      operations: match[1].trim(),
      collection,
      expr: { start, end: expressionEnd(masked, start) },
    });
  }
  return { masked, functions, allows };
}

// ------------------------------------------------------------------------------ mutants

/** Identifiers that are not field names, for the quick pass's test-name filter. */
const NOT_FIELDS = new Set(
  'matches size keys hasOnly hasAll hasAny get concat diff affectedKeys data auth uid token time request resource in is int float bool string list map true false null'.split(
    ' ',
  ),
);

/** Field names a conjunct mentions (d.firstName, d['service'], 'statusNote' in changed). */
function fieldsIn(text) {
  const names = [
    ...[...text.matchAll(/\.([A-Za-z]\w*)/g)].map((m) => m[1]),
    ...[...text.matchAll(/\['(\w+)'\]/g)].map((m) => m[1]),
    ...[...text.matchAll(/'(\w+)'\s+in\s/g)].map((m) => m[1]),
  ];
  return [...new Set(names)].filter((name) => !NOT_FIELDS.has(name));
}

const squash = (text) =>
  text
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Removes conjunct `index` of `parts` together with the `&&` joining it to a neighbour. */
function withoutConjunct(source, parts, index) {
  const part = parts[index];
  const from = index === 0 ? part.start : parts[index - 1].end;
  const to = index === 0 ? parts[1].start : part.end;
  return source.slice(0, from) + source.slice(to);
}

// A function whose value is not a condition (a list of keys, the caller's role): replacing it
// with `true` only breaks every rule that uses it, which says nothing.
const isCondition = (text) => !/^\[|\.concat\(|\?/.test(squash(text));

function mutantsOf(source) {
  const { masked, functions, allows } = parseRules(source);
  const mutants = [];
  const add = (target, description, mutated, text) =>
    mutants.push({ id: mutants.length + 1, target, description, source: mutated, fields: fieldsIn(text) });

  for (const allow of allows) {
    const { start, end } = allow.expr;
    const target = { allow: allow.collection };
    const where = `line ${lineOf(source, start)}, allow ${allow.operations} on ${allow.collection}`;
    add(target, `${where}: condition → true`, source.slice(0, start) + 'true' + source.slice(end), '');
    const parts = conjuncts(masked, start, end);
    if (parts.length > 1) {
      parts.forEach((part, index) => {
        const text = source.slice(part.start, part.end);
        add(target, `${where}: without \`${squash(text)}\``, withoutConjunct(source, parts, index), text);
      });
    }
  }
  for (const fn of functions) {
    const { start, end } = fn.expr;
    const target = { function: fn.name };
    const parts = conjuncts(masked, start, end);
    const where = `line ${lineOf(source, start)}, ${fn.name}()`;
    if (parts.length > 1) {
      parts.forEach((part, index) => {
        const text = source.slice(part.start, part.end);
        add(target, `${where}: without \`${squash(text)}\``, withoutConjunct(source, parts, index), text);
      });
    } else if (isCondition(masked.slice(start, end))) {
      add(target, `${where}: → true`, `${source.slice(0, start)} true${source.slice(end)}`, '');
    }
  }
  return { mutants, functions, allows, masked };
}

/** The collections whose `allow` statements reach each function, directly or through others. */
function collectionsReaching({ functions, allows, masked }) {
  const names = new Set(functions.map((fn) => fn.name));
  const calls = (start, end) =>
    [...masked.slice(start, end).matchAll(/\b(\w+)\s*\(/g)]
      .map((m) => m[1])
      .filter((name) => names.has(name));
  const callees = new Map(functions.map((fn) => [fn.name, calls(fn.bodyStart, fn.bodyEnd)]));
  const reaching = new Map(functions.map((fn) => [fn.name, new Set()]));
  for (const allow of allows) {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      reaching.get(name).add(allow.collection);
      for (const callee of callees.get(name)) visit(callee);
    };
    for (const name of calls(allow.expr.start, allow.expr.end)) visit(name);
  }
  return reaching;
}

// ------------------------------------------------------------------------------ running

function parseArgs(argv) {
  const options = { list: false, full: false, only: undefined, rules: RULES };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--list') options.list = true;
    else if (argv[i] === '--full') options.full = true;
    else if (argv[i] === '--only') options.only = argv[++i];
    else if (argv[i] === '--rules') options.rules = path.resolve(argv[++i]);
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return options;
}

async function emulator() {
  if (process.env.FIRESTORE_EMULATOR_HOST)
    return { host: process.env.FIRESTORE_EMULATOR_HOST, stop: async () => {} };
  const port = rulesMutationsPort();
  console.log(`Starting a Firestore emulator on port ${port}…`);
  const child = await startFirestore({ port, logFile: path.join(WORK, 'firestore.log') });
  return { host: `${LOCALHOST}:${port}`, stop: () => stopProcess(child) };
}

/** A Vitest instance kept for every run: the rules project, silent, stopping at the first failure. */
async function rulesRunner() {
  process.env.RULES_FILE = RULES_FILE;
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest(
    'test',
    // One worker thread kept across runs (isolate: false): the SDKs are imported once, not per
    // mutant. The worker's environment is fixed when it starts, so RULES_FILE names one file
    // that each run overwrites, rather than a new file per mutant.
    {
      watch: false,
      project: ['rules'],
      bail: 1,
      reporters: [{}],
      silent: true,
      pool: 'threads',
      isolate: false,
    },
    { logLevel: 'silent' },
  );
  const specifications = await vitest.globTestSpecifications();
  const fileOf = (collection) => path.join(TESTS, `${collection}.test.ts`);

  /** Runs the files of `collections` against `rules`; the failures, or null when all passed. */
  async function fails(rules, collections, testNamePattern) {
    const files = new Set(collections.map(fileOf));
    const chosen = specifications.filter((spec) => files.has(spec.moduleId));
    if (chosen.length !== files.size) throw new Error(`Missing test files for ${collections.join(', ')}`);
    writeFileSync(RULES_FILE, rules);
    vitest.setGlobalTestNamePattern(testNamePattern);
    const { testModules } = await vitest.runTestSpecifications(chosen);
    const failed = testModules.filter((module) => !module.ok());
    const errors = failed.flatMap((module) => [
      ...module.errors(),
      ...[...module.children.allTests('failed')].flatMap((test) => test.result().errors ?? []),
    ]);
    return failed.length > 0 ? errors : null;
  }

  return { fails, close: () => vitest.close() };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The test-name filters to try in turn, each run only if the previous one caught nothing: the
 * refusals that name the conjunct's fields, every refusal, then everything. Removing a check
 * can only let more through, so it is a refusal that notices; the last pass makes sure.
 */
function passes(mutant) {
  const fields = mutant.fields.length > 0 ? [new RegExp(`refuses .*\\b(${mutant.fields.join('|')})\\b`)] : [];
  return [...fields, /refuses /, undefined];
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const source = readFileSync(options.rules, 'utf8');
  const parsed = mutantsOf(source);
  const reaching = collectionsReaching(parsed);
  const mutants = parsed.mutants.filter(
    (mutant) => !options.only || mutant.description.includes(options.only),
  );
  const collectionsOf = ({ target }) => (target.allow ? [target.allow] : [...reaching.get(target.function)]);

  if (options.list) {
    for (const mutant of mutants)
      console.log(`#${mutant.id} ${mutant.description}  [${collectionsOf(mutant).join(', ')}]`);
    console.log(`${mutants.length} mutants`);
    return 0;
  }

  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const firestore = await emulator();
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  const runner = await rulesRunner();
  const started = performance.now();
  const survivors = [];
  try {
    // The harness must see the rules it is given: green on the real ones, red on open ones.
    const everything = [...new Set(parsed.allows.map((allow) => allow.collection))];
    const baseline = await runner.fails(source, everything);
    if (baseline) throw new Error(`The rules suite fails on the unmutated rules:\n${baseline[0]?.message}`);
    if (!(await runner.fails(parsed.mutants[0].source, collectionsOf(parsed.mutants[0])))) {
      throw new Error(
        `The suite passes with ${parsed.mutants[0].description}: are the mutated rules loaded?`,
      );
    }
    console.log(
      `Unmutated rules: suite green (${seconds(performance.now() - started)}). ${mutants.length} mutants:`,
    );

    for (const mutant of mutants) {
      const collections = collectionsOf(mutant);
      const begun = performance.now();
      let caught = collections.length === 0 ? [{ message: 'no collection uses it' }] : null;
      for (const testNamePattern of options.full ? [undefined] : passes(mutant)) {
        caught ??= await runner.fails(mutant.source, collections, testNamePattern);
      }
      const verdict = caught ? 'caught  ' : 'SURVIVED';
      console.log(`${verdict} #${mutant.id} ${mutant.description} (${seconds(performance.now() - begun)})`);
      if (!caught) survivors.push(mutant);
    }
  } finally {
    await runner.close();
    await firestore.stop();
    rmSync(WORK, { recursive: true, force: true });
  }

  const caughtCount = mutants.length - survivors.length;
  console.log(
    `\n${mutants.length} mutants, ${caughtCount} caught, ${survivors.length} survived, in ${seconds(performance.now() - started)}.`,
  );
  for (const mutant of survivors) console.log(`  not caught: #${mutant.id} ${mutant.description}`);
  return survivors.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
