/** Reads a manifest file (Node only; api-gen/manifest.ts, which the browser also reads, parses it). */
import path from 'node:path';
import { parseManifest, type PinnedPackage } from './manifest';
import { readJsonFile } from './json-file';

/** The published packages a manifest pins (api-gen/manifest.json unless `manifestFile` names another). */
export function manifestPins(options: { manifestFile?: string }): PinnedPackage[] {
  const manifestFile = options.manifestFile ?? path.join(path.dirname(new URL(import.meta.url).pathname), 'manifest.json');
  return parseManifest(readJsonFile(manifestFile, 'Fix the file: it holds { "packages": { "<name>": "<exact version>" | null | { "version": "…", "entry": "…" } } }.'));
}
