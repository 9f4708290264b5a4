/**
 * Every environment variable this project reads, with its default and meaning,
 * and the one place that reads them: `options` (from process.env, parsed once
 * when first imported). The README's "Environment variables" table is checked
 * against OPTION_SPECS by options.test.ts, row for row.
 *
 * Values that can be wrong (a base path, a URL) are checked when first used,
 * so a command that does not need one is not stopped by it.
 */
import { DEFAULT_SEARCH_INDEX, type RemoteSearchConfig, resolveRemoteSearch } from './remote-search';
import { DEFAULT_SITE_ORIGIN, resolveBase, resolveSiteUrl, type SiteUrl } from './env';

export interface OptionSpec {
  /** The value used when the variable is unset or empty. */
  default?: string;
  /** How the README states a default that is not a plain value. */
  defaultText?: string;
  /** What it does: the README's words (markdown). */
  meaning: string;
}

export const OPTION_SPECS = {
  DOCS_BASE: {
    default: '/',
    meaning:
      'Base path the site is served under, e.g. `/pact-toolbox/` for GitHub Pages.',
  },
  DOCS_OUT_DIR: {
    default: 'doc_build',
    meaning:
      'Where `rspress build` writes the site (and where `npm run serve` reads it).',
  },
  PORT: {
    default: '4173',
    meaning:
      'The port `npm run serve` listens on (`--port` wins).',
  },
  DOCS_ROOT: {
    default: 'docs',
    meaning:
      'The documents folder Rspress builds (the scale benchmark points it at a synthetic copy).',
  },
  DOCS_SEARCH_API_URL: {
    meaning:
      'Remote search: the panel sends `GET <url>?keyword=&limit=&searchIndexes=&lang=` instead of searching the local index ([search.md](search.md)).',
  },
  DOCS_SEARCH_INDEXES: {
    default: DEFAULT_SEARCH_INDEX,
    meaning:
      'Remote search: comma-separated index names sent as `searchIndexes`.',
  },
  DOCS_SITE_URL: {
    defaultText: `\`${DEFAULT_SITE_ORIGIN}\` + base`,
    meaning:
      'The public address of the site, e.g. `https://kadena-community.github.io/pact-toolbox/` (the deploy sets it): the origin alone, or the origin plus the base path. Every absolute URL the build writes comes from it: canonical links, `og:url`/`og:image`, `sitemap.xml`, `robots.txt`, `llms.txt` and the links inside the `.md` twins. Unset, a build names itself after `npm run serve`\'s address, which is right for local checks and wrong anywhere else, so set it for any build you publish. A path other than the base fails the build with the fix.',
  },
  DOCS_EDIT_URL: {
    meaning:
      'Base URL of the "Edit this page on GitHub" link, e.g. `https://github.com/ORG/REPO/edit/main/docs/`. Without it there is no edit link.',
  },
  PACT_TOOLBOX_REPO: {
    meaning:
      'A checkout of kadena-community/pact-toolbox: document the toolkit from its source (`packages/<name>/src/index.ts`) instead of the published packages. Same as `npm run api -- --workspace <dir>`.',
  },
  PACT_TOOLBOX_REF: {
    meaning:
      'With `PACT_TOOLBOX_REPO`: the git ref the checkout holds (a commit, or a tag), for a copy without `.git` such as an export. The API pages name it and their "Defined in" links point at it. A checkout that is a git work tree is pinned to its own HEAD without it; unset on a copy without `.git`, the links follow the main branch and the pages say they are not pinned. Same as `npm run api -- --ref <ref>`.',
  },
  PACT_TOOLBOX_FETCH: {
    default: '1',
    meaning:
      'Without `PACT_TOOLBOX_REPO`, `npm run build` (and `npm start`) clones the toolkit at the commit in `.github/pact-toolbox-ref` into `.cache/pact-toolbox-src` and builds both versions of the API reference; `0` skips the clone and builds the npm version alone. Offline the clone fails in one line and the build goes on with the npm version.',
  },
  DOCS_STRICT: {
    meaning:
      '`1` makes the build fail when a package cannot be documented, a guide\'s `api:` link does not resolve, a code sample does not type-check, or a checked fact fails (a Pact block that does not parse, an unknown CLI command or flag, an undocumented key; [checks.md](checks.md)), or, built from source, an error message the toolkit throws with no entry in `config/errors` (or an entry whose message is gone; [api-generator.md](api-generator.md#the-error-reference))., or, built from source, a guide sample that throws when run against the local Chainweb stand-in or sends something its page\'s `sends:` line contradicts ([run-samples.md](run-samples.md)). The deploy uses it. Same as `npm run api -- --strict` for the generator.',
  },
  CHROME_PATH: {
    meaning:
      'Browser for the Playwright tests.',
  },
  DOCS_SKIP_BUILD: {
    meaning:
      '`1` lets `npm run test:e2e` (and `test:full`) reuse existing builds.',
  },
  DOCS_TEST_TIER: {
    meaning:
      'Which browser tests run: `fast` (what `npm test` sets), `full` (what `npm run test:full` sets); unset, `npx playwright test` runs every test of the files it is given. The tiers are listed in `tests/support/tiers.ts`.',
  },
  DOCS_E2E_DIR: {
    default: '.cache/e2e',
    meaning:
      'Where the browser tests build their sites (two suites can run side by side with different folders).',
  },
  BENCH_SCALE: {
    default: '1000,2500,5000',
    meaning:
      'Synthetic API sizes for `npm run bench` (`0` skips the scale part).',
  },
  RSPRESS_PERSISTENT_CACHE: {
    default: 'false',
    meaning:
      'Rspress\'s build cache ignores the base path and the API symbol table, so it is off unless you set `true`.',
  },
} satisfies Record<string, OptionSpec>;

export type OptionName = keyof typeof OPTION_SPECS;

export type Env = Record<string, string | undefined>;

/** Computes a value on first call and keeps it. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

export interface Options {
  /** DOCS_ROOT: the documents folder (relative to the project). */
  docsRoot: string;
  /** DOCS_OUT_DIR: where the built site goes. */
  outDir: string;
  /** PORT: where `npm run serve` listens. */
  port: string;
  /** DOCS_EDIT_URL, as given (resolveEditLink decides whether there is an edit link). */
  editUrl: string | undefined;
  /** PACT_TOOLBOX_REPO: a toolkit checkout to document from source. */
  toolkitRepo: string | undefined;
  /** PACT_TOOLBOX_REF: the git ref that checkout holds, when it has no `.git`. */
  toolkitRef: string | undefined;
  /** PACT_TOOLBOX_FETCH: whether a build without PACT_TOOLBOX_REPO clones the toolkit at the pinned commit. */
  toolkitFetch: boolean;
  /** DOCS_STRICT=1: unresolved links, failed samples and facts fail the build. */
  strict: boolean;
  /** DOCS_SKIP_BUILD=1: the browser tests reuse existing builds. */
  skipBuild: boolean;
  /** DOCS_E2E_DIR: where the browser tests build their sites. */
  e2eDir: string;
  /** CHROME_PATH: the browser for the Playwright tests and Lighthouse. */
  chromePath: string | undefined;
  /** BENCH_SCALE: synthetic API sizes for `npm run bench` (empty: skip). */
  benchScale: number[];
  /** RSPRESS_PERSISTENT_CACHE, as Rspress reads it. */
  persistentCache: string;
  /** DOCS_BASE in the `/segment/` form (throws ConfigError naming the fix). */
  base(): string;
  /** DOCS_SITE_URL resolved against the base (throws ConfigError naming the fix). */
  siteUrl(): SiteUrl;
  /** DOCS_SEARCH_API_URL and DOCS_SEARCH_INDEXES; undefined for local search. */
  remoteSearch(): RemoteSearchConfig | undefined;
}

/** Reads an environment into options (pure: pass any environment in). */
export function readOptions(env: Env): Options {
  const or = (name: OptionName): string => env[name] || (OPTION_SPECS[name] as OptionSpec).default!;
  const base = once(() => resolveBase(env.DOCS_BASE));
  return {
    docsRoot: or('DOCS_ROOT'),
    outDir: or('DOCS_OUT_DIR'),
    port: env.PORT ?? OPTION_SPECS.PORT.default,
    editUrl: env.DOCS_EDIT_URL,
    toolkitRepo: env.PACT_TOOLBOX_REPO || undefined,
    toolkitRef: env.PACT_TOOLBOX_REF || undefined,
    toolkitFetch: (env.PACT_TOOLBOX_FETCH || OPTION_SPECS.PACT_TOOLBOX_FETCH.default) !== '0',
    strict: env.DOCS_STRICT === '1',
    skipBuild: env.DOCS_SKIP_BUILD === '1',
    e2eDir: env.DOCS_E2E_DIR ?? OPTION_SPECS.DOCS_E2E_DIR.default,
    chromePath: env.CHROME_PATH,
    benchScale: (env.BENCH_SCALE ?? OPTION_SPECS.BENCH_SCALE.default)
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    persistentCache: env.RSPRESS_PERSISTENT_CACHE ?? OPTION_SPECS.RSPRESS_PERSISTENT_CACHE.default,
    base,
    siteUrl: once(() => resolveSiteUrl(env.DOCS_SITE_URL, base())),
    remoteSearch: once(() => resolveRemoteSearch(env)),
  };
}

/** This process's options. */
export const options: Options = readOptions(process.env);

/** The README's row for one variable: `| \`NAME\` | default | meaning |`. */
export function readmeRow(name: OptionName): string {
  const spec: OptionSpec = OPTION_SPECS[name];
  const value = spec.defaultText ?? (spec.default === undefined ? 'unset' : `\`${spec.default}\``);
  return `| \`${name}\` | ${value} | ${spec.meaning} |`;
}
