/**
 * "Last Updated: November 27, 2026" under each guide page, in place of Rspress's "11/27/2026, 11:24:31 PM".
 * Rspress's last-updated plugin formats with `toLocaleString` and offers no format option, and extendPageData hooks
 * run in parallel, so no later plugin can rewrite its value. So the site config says `lastUpdated: false` (Rspress
 * then never adds its plugin) and this plugin's `config` hook turns the option back on, after Rspress has chosen its
 * plugins, so its LastUpdated component renders what this plugin sets. (Removing Rspress's plugin with the config
 * hook's `removePlugin` does not work: Rspress 2.0.22 then skips the `config` hook of the plugin after ours, which
 * was the icon sprite's.) It reads the same git history itself. Nothing runs in the browser.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { newestChangeByPath, readableDate } from './git-dates';


function gitLog(dir: string): { top: string; log: string } | undefined {
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' }).trim();
    const log = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--pretty=format:%x00%at', '--name-only', '--no-renames', '--', '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
    return { top, log };
  } catch {
    return undefined; // not a git checkout (a tarball, a copied docs folder): pages show no date, as with Rspress's plugin
  }
}

export function pluginLastUpdated(docsRoot: string): RspressPlugin {
  let dates: ((file: string) => number | undefined) | undefined;
  const lookup = () => {
    if (dates) return dates;
    const found = gitLog(docsRoot);
    const byPath = found ? newestChangeByPath(found.log) : new Map<string, number>();
    dates = (file) => (found ? byPath.get(path.relative(found.top, file).split(path.sep).join('/')) : undefined);
    return dates;
  };
  return {
    name: 'pact-toolbox-last-updated',
    config(config) {
      return { ...config, themeConfig: { ...config.themeConfig, lastUpdated: true } };
    },
    extendPageData(pageData) {
      const time = lookup()(pageData._filepath);
      if (time === undefined) return;
      // Not in Rspress's PageIndexInfo type, though its own plugin sets it there and its LastUpdated component reads it.
      (pageData as typeof pageData & { lastUpdatedTime?: string }).lastUpdatedTime = readableDate(time, pageData.lang || 'en');
    },
  };
}
