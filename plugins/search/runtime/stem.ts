/**
 * A small English stemmer for search: folds the word forms readers mix up
 * (deploy/deploying/deployed/deployment, chain/chains, configure/configuration,
 * run/running) onto one key. It only has to be consistent, not linguistic: the
 * same function runs over the index and the query. Words under four letters,
 * numbers and non-Latin words are kept as they are.
 */
const SUFFIXES: readonly [suffix: string, replacement: string][] = [
  ['ational', 'ate'],
  ['ization', 'ize'],
  ['ations', ''],
  ['ation', ''],
  ['ments', ''],
  ['ment', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ers', ''],
  ['er', ''],
  ['ed', ''],
  ['es', ''],
  ['ly', ''],
  ['s', ''],
];

/** Past forms that no suffix rule reaches, as the verb they are a form of ("no gas is paid" answers "paying gas"). */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['paid', 'pay'],
  ['sent', 'send'],
  ['built', 'build'],
  ['found', 'find'],
  ['written', 'write'],
  ['chosen', 'choose'],
  ['thrown', 'throw'],
  ['threw', 'throw'],
  ['kept', 'keep'],
  ['held', 'hold'],
]);

/** Shortest stem a suffix may leave behind. */
const MIN_STEM = 3;

/** Plurals that name something else than their singular: "windows" is the operating system, "window" the browser's global. */
const OWN_WORDS: ReadonlySet<string> = new Set(['windows']);

export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || OWN_WORDS.has(word)) return word;
  let w = IRREGULAR.get(word) ?? word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!w.endsWith(suffix)) continue;
    // "class", "address", "access": a double s is not a plural.
    if (suffix === 's' && /(ss|us|is)$/.test(w)) break;
    const base = w.slice(0, -suffix.length) + replacement;
    if (base.length < MIN_STEM) break;
    w = base;
    // "running" → "runn" → "run"; keep "ll", "ss", "zz" ("install", "pass").
    if ((suffix === 'ing' || suffix === 'ed' || suffix === 'er' || suffix === 'ers' || suffix === 'ings') && /([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
    break;
  }
  // "configure"/"configur(ation)", "type"/"typ(es)": a final e never decides.
  if (w.length > MIN_STEM && w.endsWith('e')) w = w.slice(0, -1);
  // A verb in -ate meets its noun in -ation, which loses the whole suffix: "validate", "validating" → valid, as
  // "validation"; "rotating" → rot, as "rotation". Not words whose own last letters are "at" ("repeating", "floated").
  if (ATE_FORM.test(word) && w.endsWith('at') && w.length - 2 >= MIN_STEM && !OWN_AT.has(w)) w = w.slice(0, -2);
  return w;
}

/** The forms of a verb or adjective in -ate ("create", "created", "creates", "creating", "privately"). */
const ATE_FORM = /at(?:e|es|ed|ely|ing|ings)$/;
/** Words ending in "at" of their own, whose forms ATE_FORM would otherwise cut ("repeat" → "repeating"). */
const OWN_AT: ReadonlySet<string> = new Set(['repeat', 'treat', 'float', 'heat', 'seat', 'beat', 'cheat', 'defeat', 'bloat', 'sweat', 'threat', 'format', 'chat', 'combat', 'great']);
