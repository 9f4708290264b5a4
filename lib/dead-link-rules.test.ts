import { describe, expect, it } from 'vitest';
import type { UserConfig } from '@rspress/core';
import { excludedBy, withDeadLinkRule } from './dead-link-rules';

const excludesOf = (config: UserConfig) => (config.markdown!.link!.checkDeadLinks as { excludes: (url: string) => boolean }).excludes;

describe('withDeadLinkRule', () => {
  it('puts the rule in front of the exclusions already there, which it can ask', () => {
    const config = withDeadLinkRule({ markdown: { link: { checkDeadLinks: { excludes: ['/kept'] } } } }, (url, later) => url.startsWith('/src/') || later());
    expect(excludesOf(config)('/src/a.ts')).toBe(true);
    expect(excludesOf(config)('/kept')).toBe(true);
    expect(excludesOf(config)('/dead')).toBe(false);
  });

  it('chains: the rule added last runs first', () => {
    const seen: string[] = [];
    let config = withDeadLinkRule({}, (url, later) => (seen.push(`first ${url}`), later()));
    config = withDeadLinkRule(config, (url, later) => (seen.push(`second ${url}`), later()));
    excludesOf(config)('/x');
    expect(seen).toEqual(['second /x', 'first /x']);
  });

  it('leaves a switched-off check off', () => {
    expect(withDeadLinkRule({ markdown: { link: { checkDeadLinks: false } } }, () => true).markdown!.link!.checkDeadLinks).toBe(false);
  });
});

describe('excludedBy', () => {
  it('reads a list, a function or nothing', () => {
    expect(excludedBy(['/a'], '/a')).toBe(true);
    expect(excludedBy((u) => u === '/b', '/b')).toBe(true);
    expect(excludedBy(undefined, '/a')).toBe(false);
  });
});
