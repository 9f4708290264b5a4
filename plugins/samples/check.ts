/**
 * Compiles one guide sample with twoslash against the module map api-gen
 * wrote, and says whether it type-checks. The twoslash result is kept for the
 * Shiki transformer, so every sample is compiled once per build.
 *
 * A sample passes when TypeScript reports nothing, in the visible code or in a
 * hidden preamble above `// ---cut---`. A counter-example declares the errors
 * it must produce with twoslash's `// @errors: 2345` line: it passes when
 * exactly those error codes appear (and then renders them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoslasher, removeTwoslashNotations, type TwoslashReturn } from 'twoslash';
import ts from 'typescript';
import type { ModuleMap } from '../../api-gen/sample-modules';
import { BASE_COMPILER_OPTIONS } from '../../api-gen/sources/types';
import { noCompileCache, type CompileCache, type Compiled, type SeenError } from './cache';
import type { CheckedLang, Sample } from './fences';

/** Third-party modules the samples import and this project does not install, typed `any`. */
export const AMBIENT_FILE = path.join(import.meta.dirname, 'ambient-modules.d.ts');
const AMBIENT_NAME = 'sample-ambient-modules.d.ts';

export interface SampleProblem {
  page: string;
  /** 1-based page line. */
  line: number;
  /** 1-based column in the sample's line, where TypeScript names one. */
  column?: number;
  message: string;
}

export type SampleOutcome =
  | { status: 'ok' | 'counter-example'; problems: [] }
  | { status: 'failed'; problems: SampleProblem[] };

export interface SampleChecker {
  check(sample: Sample): SampleOutcome;
  /** The compiled result for the Shiki transformer (undefined when the sample did not pass). */
  rendered(code: string, lang: string): TwoslashReturn | undefined;
}

/**
 * The compiler options of every sample: api-gen's, plus Node types, checked JavaScript and the module map.
 * The `@kadena/types` entry lets the documented sources find that import in this project's node_modules:
 * a fresh toolkit checkout has no node_modules of its own, and without it `KeyPair` would silently lose
 * the members it inherits (`secretKey`).
 */
export function sampleCompilerOptions(map: ModuleMap, projectDir: string): ts.CompilerOptions {
  const paths = { '@kadena/types': [path.join(projectDir, 'node_modules/@kadena/types')], ...map.paths };
  const json = { ...BASE_COMPILER_OPTIONS, types: ['node'], allowJs: true, checkJs: true, esModuleInterop: true, paths };
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, projectDir);
  if (errors.length) throw new Error(`sample compiler options: ${errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('; ')}`);
  return options;
}

const key = (code: string, lang: string) => `${lang}\0${code.trimEnd()}`;

/** 0-based line of an offset. */
function lineAt(code: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < code.length; i++) if (code[i] === '\n') line++;
  return line;
}

/**
 * The checker of one build. `cache` keeps compiles across builds (./cache.ts); the default keeps
 * nothing, so every sample is compiled.
 */
export function createSampleChecker(map: ModuleMap, projectDir: string, cache: CompileCache = noCompileCache): SampleChecker {
  const compilerOptions = sampleCompilerOptions(map, projectDir);
  const twoslasher = createTwoslasher({ vfsRoot: projectDir, compilerOptions });
  const extraFiles = { [AMBIENT_NAME]: readFileSync(AMBIENT_FILE, 'utf8') };
  const passed = new Map<string, TwoslashReturn>();
  const outcomes = new Map<string, SampleOutcome>();

  /** Compiles once per code and language (the cache may know it from an earlier build); throws what twoslash throws. */
  function twoslash(code: string, lang: string): Compiled {
    const cached = cache.get(code, lang);
    if (cached) return cached;
    // Every diagnostic, preamble included, with its offset in the code as written (twoslash drops the hidden ones later).
    const errors: SeenError[] = [];
    const result = twoslasher(code, lang, {
      compilerOptions,
      extraFiles,
      handbookOptions: { noErrorValidation: true },
      filterNode: (node) => {
        if (node.type === 'error') errors.push({ start: node.start, code: Number(node.code), text: node.text });
        return true;
      },
    });
    // Stored as plain data (getters become values), exactly what a later build reads back.
    const compiled: Compiled = JSON.parse(JSON.stringify({ result, errors }));
    cache.set(code, lang, compiled);
    return compiled;
  }

  function compile(sample: Sample): SampleOutcome {
    const code = sample.code.trimEnd();
    const firstLine = sample.line + 1;
    const at = (offset: number) => firstLine + lineAt(code, offset);
    const problem = (line: number, message: string, column?: number): SampleProblem => ({ page: sample.page, line, ...(column ? { column } : {}), message });
    const columnAt = (offset: number) => offset - code.lastIndexOf('\n', offset - 1);
    let result: TwoslashReturn;
    let seen: SeenError[];
    try {
      ({ result, errors: seen } = twoslash(code, sample.lang));
    } catch (error) {
      return { status: 'failed', problems: [problem(sample.line, `twoslash cannot process the sample: ${error instanceof Error ? error.message : String(error)}`)] };
    }
    const flags = result.meta.handbookOptions;
    // Flags that would hide errors instead of naming them: a counter-example must say which errors it expects.
    const hiding = [
      flags.noErrors ? 'noErrors' : '', // true, or a list of codes to ignore
      flags.noErrorsCutted ? 'noErrorsCutted' : '',
      // We always pass noErrorValidation ourselves, so only the sample's own line can tell.
      /\/\/\s*@noErrorValidation\b/.test(code) ? 'noErrorValidation' : '',
    ].filter(Boolean);
    if (hiding.length) {
      return { status: 'failed', problems: [problem(sample.line, `"// @${hiding.join('", "// @')}" hides type errors: remove it, and mark a sample meant to fail with "// @errors: <codes>"`)] };
    }
    const expected = flags.errors ?? [];
    const problems = seen
      .filter((e) => !expected.includes(e.code))
      .map((e) => problem(at(e.start), `TS${e.code}: ${e.text}`, columnAt(e.start)));
    for (const code of expected) {
      if (!seen.some((e) => e.code === code)) problems.push(problem(sample.line, `marked "// @errors: ${expected.join(' ')}" but TypeScript reports no error ${code}: remove the marker or fix the counter-example`));
    }
    if (problems.length) return { status: 'failed', problems };
    passed.set(key(sample.code, sample.lang), result);
    return { status: expected.length ? 'counter-example' : 'ok', problems: [] };
  }

  return {
    check(sample) {
      // Problems name a page and line, so the cache is per place (the client and server builds compile each page).
      const id = `${sample.page}:${sample.line}:${key(sample.code, sample.lang)}`;
      let outcome = outcomes.get(id);
      if (!outcome) outcomes.set(id, (outcome = compile(sample)));
      return outcome;
    },
    rendered: (code, lang) => passed.get(key(code, lang)),
  };
}

/** The code as a reader sees it when it cannot be compiled: hidden preamble and twoslash notations removed. */
export function visibleCode(code: string): string {
  return removeTwoslashNotations(code);
}

export type { CheckedLang };
