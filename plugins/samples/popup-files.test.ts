import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { afterEach, describe, expect, it } from 'vitest';
import { POPUP, POPUP_DIR, TRIGGER, TYPE_ATTRIBUTE } from './runtime/trigger';
import { detachPopups, popupFileHash, publishPopupFiles, stagePopupFile } from './popup-files';

const el = (tagName: string, children: Element['children'] = [], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string) => ({ type: 'text' as const, value });
const token = (name: string, type: string) => el(TRIGGER, [text(name), el(POPUP, [el('code', [text(type)])], { class: POPUP })], { class: 'twoslash-hover' });
const block = (...tokens: Element[]): Root => ({ type: 'root', children: [el('pre', [el('code', [el('span', tokens), el('span', [text(' plain')])])])] });

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'popup-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('detachPopups', () => {
  it('moves every popup of a block into a list and leaves each token its file and index', () => {
    const tree = block(token('tx', 'const tx: Transaction'), token('send', 'send(): Promise<void>'));
    const detached = detachPopups(tree)!;
    expect(detached.popups).toEqual(['<code>const tx: Transaction</code>', '<code>send(): Promise&#x3C;void></code>']);
    expect(detached.hash).toBe(popupFileHash(detached.popups));
    const html = toHtml(tree);
    expect(html).not.toContain(POPUP);
    expect(html).toContain(`<${TRIGGER} class="twoslash-hover" ${TYPE_ATTRIBUTE}="${detached.hash}:0">tx</${TRIGGER}>`);
    expect(html).toContain(`${TYPE_ATTRIBUTE}="${detached.hash}:1">send<`);
    expect(html).toContain(' plain');
  });

  it('leaves a block without popups alone', () => {
    const tree = block(el(TRIGGER, [text('x')]));
    const before = toHtml(tree);
    expect(detachPopups(tree)).toBeUndefined();
    expect(toHtml(tree)).toBe(before);
  });

  it('names a file by its content: the same popups, the same file; other popups, another', () => {
    const a = detachPopups(block(token('a', 'A')))!;
    const again = detachPopups(block(token('b', 'A')))!;
    const other = detachPopups(block(token('a', 'B')))!;
    expect(again.hash).toBe(a.hash);
    expect(other.hash).not.toBe(a.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('staging and publishing', () => {
  it('stages a file once and publishes exactly the files the HTML refers to', () => {
    const stage = tempDir();
    const out = tempDir();
    stagePopupFile(stage, 'aaaaaaaaaaaa', ['<code>A</code>']);
    stagePopupFile(stage, 'aaaaaaaaaaaa', ['ignored: the name says the content']);
    stagePopupFile(stage, 'bbbbbbbbbbbb', ['<code>B</code>']);
    mkdirSync(path.join(out, 'guide'), { recursive: true });
    writeFileSync(path.join(out, 'guide/page.html'), `<x-t ${TYPE_ATTRIBUTE}="aaaaaaaaaaaa:0">a</x-t><x-t ${TYPE_ATTRIBUTE}="aaaaaaaaaaaa:1">b</x-t>`);
    writeFileSync(path.join(out, 'index.html'), '<p>no samples</p>');
    expect(publishPopupFiles(out, stage)).toBe(1);
    expect(JSON.parse(readFileSync(path.join(out, 'static', POPUP_DIR, 'aaaaaaaaaaaa.json'), 'utf8'))).toEqual(['<code>A</code>']);
    expect(() => readFileSync(path.join(out, 'static', POPUP_DIR, 'bbbbbbbbbbbb.json'))).toThrow();
  });

  it('fails with the page, the file and the fix when a referenced file was never staged', () => {
    const out = tempDir();
    writeFileSync(path.join(out, 'sample.html'), `<x-t ${TYPE_ATTRIBUTE}="cccccccccccc:0">c</x-t>`);
    expect(() => publishPopupFiles(out, tempDir())).toThrow(/sample\.html needs type-popups\/cccccccccccc\.json .*RSPRESS_PERSISTENT_CACHE=false/);
  });
});
