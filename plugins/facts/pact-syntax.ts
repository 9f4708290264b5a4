/**
 * Parses Pact with the toolkit's own parser: the tree-sitter Pact grammar inside
 * `@pact-toolbox/pact-transformer`, whose native binary is published on npm as
 * `@pact-toolbox/pact-transformer-<platform>` (linux-x64-gnu and win32-x64-msvc;
 * the wrapper package itself is not published). Its `getErrors` reports every
 * ERROR node of the tree with a 1-based line and column; our balance check
 * (delimiters.ts) adds what tree-sitter silently repairs (missing closers).
 *
 * This is a syntax check: it accepts any well-formed Pact or REPL script
 * (modules, interfaces, `(namespace ...)`, `(begin-tx)`, `(expect ...)`) and does
 * not resolve names or types.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { delimiterProblem, type SyntaxProblem } from './delimiters';

interface NativeTransformer {
  getErrors(source: string): { message: string; line: number; column: number }[];
}

export class PactParserUnavailable extends Error {}

/** The binary package for this machine, named as napi-rs names them. */
export function parserPackage(platform: string = process.platform, arch: string = process.arch): string {
  const abi = platform === 'linux' ? '-gnu' : platform === 'win32' ? '-msvc' : '';
  return `@pact-toolbox/pact-transformer-${platform}-${arch}${abi}`;
}

let cached: NativeTransformer | undefined;

function transformer(): NativeTransformer {
  if (cached) return cached;
  const name = parserPackage();
  let binding: { createPactTransformer(): NativeTransformer };
  try {
    // From the project root: this module also runs inside Rspress's compiled config.
    binding = createRequire(path.join(process.cwd(), 'package.json'))(name);
  } catch (error) {
    throw new PactParserUnavailable(
      `The Pact parser ${name} cannot be loaded (${(error as Error).message.split('\n')[0]}). It is an optional dependency published only for linux-x64 (glibc) and win32-x64: run the checks on one of those (CI runs on linux-x64), or run "npm ci" again if it is missing there.`,
    );
  }
  cached = binding.createPactTransformer();
  return cached;
}

/** Syntax problems of a Pact or REPL source, ordered by position; empty when it parses. */
export function pactSyntaxProblems(source: string): SyntaxProblem[] {
  const problems: SyntaxProblem[] = transformer()
    .getErrors(source)
    .map((e) => ({ line: e.line, column: e.column, message: `${e.message} (tree-sitter Pact grammar)` }));
  const balance = delimiterProblem(source);
  const same = balance && problems.find((p) => p.line === balance.line && p.column === balance.column);
  if (same) same.message = `${balance.message}; ${same.message}`;
  else if (balance) problems.push(balance);
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
