/**
 * Files that a build writes into its output folder, answered by `rspress dev` instead (it writes no output folder):
 * each plugin that publishes a file after the build gives the dev server one function that maps a request's path to
 * the file's body, or to nothing when the path is not one of its files.
 *
 * Registered through Rsbuild's `server.setup`, which runs before the built-in middlewares (so these answers win
 * over the dev server's own 404 for a path it does not know) and only for `action: 'dev'`: a build's preview server
 * serves the output folder, which already holds the files.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RsbuildConfig } from '@rsbuild/core';

/** What to answer for one request path: the body and its content type, or `null` to let the next middleware answer. */
export interface DevFile {
  type: string;
  body: string | Buffer;
}

export type DevFileLookup = (pathname: string) => DevFile | null;

type Next = (error?: unknown) => void;

/** The middleware for one lookup (exported for its unit test). */
export function devFileMiddleware(lookup: DevFileLookup): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  return (req, res, next) => {
    const file = lookup(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!file) return next();
    res.setHeader('content-type', file.type);
    res.end(file.body);
  };
}

/** The `builderConfig.server` part a plugin returns: its lookup, registered for the dev server only. */
export function devFileServer(lookup: DevFileLookup): NonNullable<RsbuildConfig['server']> {
  return {
    setup: [
      (context) => {
        if (context.action !== 'dev') return;
        context.server.middlewares.use(devFileMiddleware(lookup));
      },
    ],
  };
}
