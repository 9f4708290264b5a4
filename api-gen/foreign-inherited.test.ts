import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Application, type DeclarationReflection, ReflectionKind } from 'typedoc';
import { afterAll, describe, expect, it } from 'vitest';
import { dependencyPackage, FOLDED_SENTENCE, FOREIGN_INHERITED_MIN, foldedSentence, foldForeignInherited, isForeignFile } from './foreign-inherited';

describe('members inherited from outside the toolkit', () => {
  it('tells the toolkit’s declaration files from TypeScript’s lib and other installed packages', () => {
    expect(isForeignFile('/w/node_modules/typescript/lib/lib.dom.d.ts')).toBe(true);
    expect(isForeignFile('/w/node_modules/lit-element/lit-element.d.ts')).toBe(true);
    expect(isForeignFile('/w/packages/wallet-ui/src/modal.ts')).toBe(false);
    // A registry build reads the toolkit's own packages from node_modules too.
    expect(isForeignFile('/tmp/i/node_modules/@pact-toolbox/wallet-ui/dist/index.d.mts')).toBe(false);
    expect(dependencyPackage('/w/node_modules/@lit/reactive-element/reactive-element.d.ts')).toBe('@lit/reactive-element');
    expect(dependencyPackage('/w/node_modules/a/node_modules/lit-element/x.d.ts')).toBe('lit-element');
    expect(dependencyPackage('/w/src/x.ts')).toBeUndefined();
  });
  it('says in one sentence how many members are folded and from where', () => {
    expect(foldedSentence(361, { packages: ['@lit/reactive-element', 'lit-element'], lib: ['Element', 'HTMLElement'] })).toBe(
      "It also inherits 361 members from `@lit/reactive-element`, `lit-element` and the DOM's `HTMLElement`, not listed on this page.",
    );
    expect(foldedSentence(30, { packages: [], lib: ['Uint8Array'] })).toBe("It also inherits 30 members from TypeScript's lib, not listed on this page.");
  });
  it('gives readers of a page the sentence as a pattern that tells it from a comment', () => {
    expect(FOLDED_SENTENCE.test(foldedSentence(361, { packages: ['lit-element'], lib: ['HTMLElement'] }))).toBe(true);
    expect(FOLDED_SENTENCE.test(foldedSentence(4, { packages: [], lib: [] }))).toBe(true);
    expect(FOLDED_SENTENCE.test('It also inherits the styles of its base.')).toBe(false);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'foreign-inherited-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('folds a custom element’s DOM members, keeps its own, and leaves an error class’s few lib members listed', async () => {
    writeFileSync(
      path.join(dir, 'index.ts'),
      '/** A button. */\nexport class PactButton extends HTMLElement {\n  /** Presses it. */\n  press(): void {}\n}\nexport class Bare extends HTMLElement {}\nexport class Oops extends Error {}\n',
    );
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'es2022', lib: ['es2022', 'dom'], strict: true }, files: ['index.ts'] }));
    const app = await Application.bootstrap({ entryPoints: [path.join(dir, 'index.ts')], tsconfig: path.join(dir, 'tsconfig.json'), logLevel: 'Error' });
    const project = (await app.convert())!;
    const classes = () => Object.fromEntries((project.getReflectionsByKind(ReflectionKind.Class) as DeclarationReflection[]).map((c) => [c.name, c]));
    const before = classes().PactButton.children!.length;
    expect(before).toBeGreaterThan(FOREIGN_INHERITED_MIN);
    const folded = foldForeignInherited(project);
    const after = classes();
    expect(folded.map((f) => f.owner).sort()).toEqual(['Bare', 'PactButton']);
    // The button keeps what it declares (and its constructor); its groups list nothing removed.
    expect(after.PactButton.children!.map((c) => c.name).sort()).toEqual(['constructor', 'press']);
    expect(after.PactButton.groups!.flatMap((g) => g.children.map((c) => c.name)).sort()).toEqual(['constructor', 'press']);
    expect(folded.find((f) => f.owner === 'PactButton')!.count).toBe(before - 2);
    expect(after.PactButton.comment!.summary.map((p) => p.text).join('')).toMatch(/^A button\.\n\nIt also inherits \d+ members from the DOM's `HTMLElement`, not listed on this page\.$/);
    // Without a description of its own, the sentence is a remark: the summary stays empty.
    expect(after.Bare.comment!.summary).toEqual([]);
    expect(after.Bare.comment!.blockTags.map((t) => t.tag)).toEqual(['@remarks']);
    // An Error subclass inherits a handful (message, name, stack, cause): listed as before.
    expect(after.Oops.children!.map((c) => c.name)).toContain('message');
  }, 60_000);
});
