/**
 * The package whose files declare each documented symbol, read from the TypeScript declaration TypeDoc converted
 * it from (the nearest package.json above the file). A symbol one package re-exports from another
 * (`Transaction` from `@pact-toolbox/types`) says so on its page (api-gen/symbol-head.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Converter, type Application, type Reflection } from 'typedoc';

const declaring = new WeakMap<Reflection, string>();
const nameOfDir = new Map<string, string | undefined>();

/** The `name` of the nearest package.json at or above `dir`, or undefined. */
export function packageNameAbove(dir: string, read: (file: string) => string | undefined = readIfExists): string | undefined {
  const seen: string[] = [];
  let current = dir;
  let found: string | undefined;
  for (;;) {
    if (nameOfDir.has(current)) {
      found = nameOfDir.get(current);
      break;
    }
    seen.push(current);
    const text = read(path.join(current, 'package.json'));
    const name = text ? (JSON.parse(text) as { name?: unknown }).name : undefined;
    if (typeof name === 'string') {
      found = name;
      break;
    }
    const up = path.dirname(current);
    if (up === current) break;
    current = up;
  }
  for (const d of seen) nameOfDir.set(d, found);
  return found;
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Records, during conversion, the declaring package of every reflection TypeDoc creates from a symbol. */
export function recordDeclaringPackages(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const name = file ? packageNameAbove(path.dirname(file)) : undefined;
    if (name) declaring.set(reflection, name);
  });
}

/** The package that declares a reflection's symbol, when it was recorded. */
export function declaringPackageOf(reflection: Reflection): string | undefined {
  return declaring.get(reflection);
}
