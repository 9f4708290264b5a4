/**
 * Type popups live in files of their own, not in the page.
 *
 * Twoslash puts each typed token's popup inside the token's markup. In a
 * Rspress page that markup is compiled into the page's JavaScript as well as
 * its HTML, and the popups are a third of a sample-heavy guide page's first
 * load (packages/transaction: 7 of 22 KB gzip), although a reader sees one only
 * on hover. Here every popup of a code block moves into one JSON file named by
 * its content (`static/type-popups/<hash>.json`, an array of HTML strings); the
 * token keeps `data-pt-type="<hash>:<index>"` and client/hover.ts fetches the
 * file on the first hover.
 *
 * While pages compile, the files are written to a staging folder (content
 * addressed, so concurrent builds and Rspack's cache are both safe); after the
 * build, the ones the HTML refers to are copied into the output.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { POPUP, POPUP_DIR, TRIGGER, TYPE_ATTRIBUTE } from './runtime/trigger';

const isElement = (node: { type: string }): node is Element => node.type === 'element';

/** The HAST property name of the type attribute (`data-pt-type` → `dataPtType`). */
const TYPE_PROPERTY = TYPE_ATTRIBUTE.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function triggers(node: Root | Element, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === TRIGGER) found.push(child);
    triggers(child, found);
  }
  return found;
}

/**
 * Takes the popups out of a rendered block: each token's popup becomes an entry
 * of the returned list (its inner HTML) and the token points at it. Returns
 * undefined for a block without popups (nothing changed).
 */
export function detachPopups(tree: Root | Element): { hash: string; popups: string[] } | undefined {
  const owners: { trigger: Element; popup: Element }[] = [];
  for (const trigger of triggers(tree)) {
    const popup = trigger.children.find((child): child is Element => isElement(child) && child.tagName === POPUP);
    if (popup) owners.push({ trigger, popup });
  }
  if (!owners.length) return undefined;
  const popups = owners.map(({ popup }) => toHtml(popup.children));
  const hash = popupFileHash(popups);
  owners.forEach(({ trigger, popup }, index) => {
    trigger.children = trigger.children.filter((child) => child !== popup);
    trigger.properties = { ...trigger.properties, [TYPE_PROPERTY]: `${hash}:${index}` };
  });
  return { hash, popups };
}

export function popupFileHash(popups: string[]): string {
  return createHash('sha256').update(JSON.stringify(popups)).digest('hex').slice(0, 12);
}

/** Writes one block's popups into the staging folder, once (a temporary file renamed into place). */
export function stagePopupFile(stageDir: string, hash: string, popups: string[]): void {
  const file = path.join(stageDir, `${hash}.json`);
  if (existsSync(file)) return;
  mkdirSync(stageDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(popups));
  renameSync(temporary, file);
}

/** Every popup file the HTML of a built site refers to, with the first page that does. */
export function referencedPopupFiles(outDir: string): Map<string, string> {
  const pattern = new RegExp(`${TYPE_ATTRIBUTE}="([0-9a-f]{12}):`, 'g');
  const found = new Map<string, string>();
  for (const rel of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('.html')) continue;
    for (const match of readFileSync(path.join(outDir, rel), 'utf8').matchAll(pattern)) if (!found.has(match[1])) found.set(match[1], rel);
  }
  return found;
}

/**
 * Copies the popup files a built site needs from the staging folder into
 * static/type-popups/. A file that is missing fails with the page that needs
 * it, so a page never ships with popups that cannot load.
 */
export function publishPopupFiles(outDir: string, stageDir: string): number {
  const target = path.join(outDir, 'static', POPUP_DIR);
  const needed = referencedPopupFiles(outDir);
  const missing = [...needed].filter(([hash]) => !existsSync(path.join(stageDir, `${hash}.json`)));
  if (missing.length) {
    const [hash, page] = missing[0];
    throw new Error(
      `type popups: ${page} needs ${POPUP_DIR}/${hash}.json (and ${missing.length - 1} more), which the build did not write to ${stageDir}. ` +
        'The page was probably taken from Rspress\'s build cache (RSPRESS_PERSISTENT_CACHE=true) after the staging folder was deleted: build again with RSPRESS_PERSISTENT_CACHE=false.',
    );
  }
  if (needed.size) mkdirSync(target, { recursive: true });
  for (const hash of needed.keys()) copyFileSync(path.join(stageDir, `${hash}.json`), path.join(target, `${hash}.json`));
  return needed.size;
}
