/**
 * Rspress's dead-link check (`markdown.link.checkDeadLinks`) calls its `excludes` with each link it found dead,
 * and with nothing else: plugins add their rules there, one after another. A rule answers `true` to excuse a link
 * (the source pages are files, not routes), or `false` to leave it reported; it may act on the link first (say where
 * it is written). Rules added later run first.
 */
import type { UserConfig } from '@rspress/core';

export type DeadLinkExcludes = ((url: string) => boolean) | string[] | undefined;

/** Whether Rspress's `excludes`, as a config may hold it, excuses `url`. */
export function excludedBy(excludes: DeadLinkExcludes, url: string): boolean {
  return typeof excludes === 'function' ? excludes(url) : Array.isArray(excludes) ? excludes.includes(url) : false;
}

/** `config` with `rule` in front of the dead-link exclusions it has; unchanged when the check is off. */
export function withDeadLinkRule(config: UserConfig, rule: (url: string, excusedLater: () => boolean) => boolean): UserConfig {
  config.markdown ??= {};
  const link = (config.markdown.link ??= {});
  const check = link.checkDeadLinks;
  if (check === false) return config;
  const before = typeof check === 'object' ? (check.excludes as DeadLinkExcludes) : undefined;
  link.checkDeadLinks = { ...(typeof check === 'object' ? check : {}), excludes: (url: string) => rule(url, () => excludedBy(before, url)) };
  return config;
}
