/** A package that could not be documented: one line naming it, the cause and the fix. */
export interface Problem {
  packageName: string;
  stage: 'fetch' | 'entry' | 'convert' | 'source' | 'known-issue';
  cause: string;
  fix: string;
}

export function formatProblem(p: Problem): string {
  return `api-gen: ${p.packageName}: ${p.cause}. Fix: ${p.fix}`;
}

const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'ERR_SOCKET_TIMEOUT']);

/** Explains a registry fetch failure (pacote/npm error codes) in one cause and one fix. */
export function classifyFetchError(error: unknown, spec: string): { cause: string; fix: string } {
  const err = error as { code?: string; message?: string; statusCode?: number };
  const code = err?.code ?? '';
  if (code === 'E404' || err?.statusCode === 404 || code === 'ETARGET') {
    return {
      cause: `${spec} is not on the registry (${code || '404'})`,
      fix: `pin a published version in api-gen/manifest.json (npm view ${spec.replace(/@[^@]*$/, '')} versions), or null if the package is not published`,
    };
  }
  if (code === 'EINTEGRITY') {
    return {
      cause: `the tarball of ${spec} failed its integrity check`,
      fix: 'delete .cache/api-gen and run again; if it fails again the registry serves different bytes than the ones recorded',
    };
  }
  if (UNREACHABLE.has(code) || /getaddrinfo|socket hang up|network/i.test(err?.message ?? '')) {
    return {
      cause: `cannot fetch ${spec}: the registry is unreachable (${code || 'network error'})`,
      fix: 'check the network connection and the npm registry setting, or run once online so the cache in .cache/api-gen can serve later offline runs',
    };
  }
  return {
    cause: `cannot fetch ${spec}: ${(err?.message ?? String(error)).split('\n')[0]}`,
    fix: 'run again; if it persists, delete .cache/api-gen',
  };
}
