import { describe, expect, it } from 'vitest';
import { collectErrors } from './collect';
import type { SourceFile } from './sources';
import { contextDifference, differenceSentence, throwContexts } from './throw-context';

/** A release's files (`@pact-toolbox/<pkg>/src/…`, as its source map names them) or main's (`packages/<pkg>/src/…`). */
const file = (path: string, text: string): SourceFile => ({ packageName: 'crypto', file: path, text });

const contextsOf = (files: SourceFile[]) => {
  const sites = files.flatMap((f) => collectErrors(f.file, f.text));
  return { sites, contexts: throwContexts(sites, files) };
};

// The same helper on both sides; main formats it otherwise and adds a comment, the release also calls it from a codec.
const mainFiles = [
  file(
    'packages/crypto/src/assertions.ts',
    `/** Checks a string. */
export function assertValid(alphabet: string, value: string): void {
  // one character class
  if (!value.match(new RegExp(\`^[\${alphabet}]*$\`))) {
    throw new Error(\`Invalid base\${alphabet.length} string: \${value}\`);
  }
  const parts = [alphabet, value,].map((part) => part.trim());
}
export function load(name: string) {
  return import("./presets").then((m) => m.chainDefinition);
}
export const resolve = (name: string) => {
  throw new Error(\`Preset \${name} not found\`);
};
export class Poller {
  private wait(n: number) {
    try { return n; } catch { throw new Error(\`Gave up after \${n}\`); }
  }
}
throw new Error("Top level");`,
  ),
];
const releaseFiles = [
  file(
    '@pact-toolbox/crypto/src/assertions.ts',
    `export function assertValid(alphabet: string, value: string): void {
  if (!value.match(new RegExp(\`^[\${alphabet}]*$\`))) { throw new Error(\`Invalid base\${alphabet.length} string: \${value}\`); }
  const parts = [alphabet, value].map(part => part.trim());
}
export class Poller {
  private wait(n: number) {
    try { return n; } catch (error) { throw new Error(\`Gave up after \${n}\`); } finally { n++; }
  }
}
export function findPreset(name: string) {
  if (name === 'x') return import('./presets').then((m) => m.default);
  throw new Error(\`Preset \${name} not found\`);
}
throw new Error('Top level');`,
  ),
  file('@pact-toolbox/crypto/src/codecs/baseX.ts', 'import { assertValid } from "../assertions";\nexport const encoder = { write(value: string) { assertValid("01", value); } };'),
];

describe('throwContexts', () => {
  const main = contextsOf(mainFiles);
  const release = contextsOf(releaseFiles);
  const at = (side: typeof main, message: string) => side.contexts.get(`${side.sites.find((s) => s.message.startsWith(message))!.file}:${side.sites.find((s) => s.message.startsWith(message))!.line}`)!;

  it('names the function a throw sits in (a declared function, a function held by a name) and its callers in the package', () => {
    expect(at(release, 'Invalid base').within).toBe('assertValid');
    expect(at(release, 'Invalid base').callers).toEqual(['write in src/codecs/baseX.ts']);
    expect(at(release, 'Invalid base').callerPlaces).toEqual({ 'write in src/codecs/baseX.ts': '@pact-toolbox/crypto/src/codecs/baseX.ts:2' });
    expect(at(main, 'Preset').within).toBe('resolve');
    expect(at(main, 'Top level').within).toBe('');
  });

  it('reads two functions that differ only in comments, formatting, quotes and trailing commas as the same text', () => {
    expect(at(release, 'Invalid base').body).toBe(at(main, 'Invalid base').body);
    expect(at(release, 'Top level').body).toBe(at(main, 'Top level').body);
  });

  it('finds no difference where one of main\'s sites has the release\'s context', () => {
    expect(contextDifference(at(release, 'Top level'), [at(main, 'Invalid base'), at(main, 'Top level')])).toBeUndefined();
    expect(contextDifference(at(release, 'Top level'), [])).toBeUndefined();
  });

  it('says how the release differs: a caller main lacks, another function, the smallest differing text', () => {
    const caller = contextDifference(at(release, 'Invalid base'), [at(main, 'Invalid base')])!;
    expect(caller).toMatchObject({ release: '', main: '', callersOnlyRelease: ['@pact-toolbox/crypto/src/codecs/baseX.ts:2'], callersOnlyMain: [] });
    expect(differenceSentence(caller, 'npm 0.2.0')).toBe(
      "Differs in npm 0.2.0: the cause and fix below describe main's code, and npm 0.2.0's code around this message is not the same (npm 0.2.0 also calls `assertValid` at `@pact-toolbox/crypto/src/codecs/baseX.ts:2`, which main does not).",
    );
    const moved = contextDifference(at(release, 'Preset'), [at(main, 'Preset')])!;
    expect(moved.within).toBe('findPreset');
    expect(moved.mainWithin).toBe('resolve');
    const sentence = differenceSentence(moved, 'npm 0.2.0');
    expect(sentence).toContain('npm 0.2.0 throws it in `findPreset` (`@pact-toolbox/crypto/src/assertions.ts:12`), main in another function (`packages/crypto/src/assertions.ts:13`)');
    // Main's function name is never shown: it may not exist in the release, whose page the facts check holds to it.
    expect(sentence).not.toContain('`resolve`');
    // A private member is called so: the facts check finds no private member in a reference, and knows it.
    const text = differenceSentence(contextDifference(at(release, 'Gave up'), [at(main, 'Gave up')])!, 'npm 0.2.0');
    // A catch clause's binding is no difference; the finally block is.
    expect(text).toContain('in npm 0.2.0, the private `Poller.wait` has `finally { n++; }`, which main lacks');
  });
});
