import { describe, expect, it } from 'vitest';
import { stem } from './stem';

const same = (...words: string[]) => expect(new Set(words.map(stem)).size, words.join(', ')).toBe(1);

describe('stem', () => {
  it('folds word forms readers mix up onto one key', () => {
    same('deploy', 'deploys', 'deploying', 'deployed', 'deployment', 'deployments');
    same('chain', 'chains');
    same('configure', 'configuring', 'configuration', 'configured');
    same('run', 'running');
    same('set', 'setting', 'settings');
    same('test', 'tests', 'testing');
    same('install', 'installing', 'installation', 'installed');
    same('type', 'types');
    same('switch', 'switches', 'switching');
    same('library', 'libraries');
  });
  it('folds a verb in -ate onto its noun in -ation, and leaves words that end in "at" of their own', () => {
    same('validate', 'validates', 'validated', 'validating', 'validation', 'validations');
    same('rotate', 'rotating', 'rotation');
    same('private', 'privately');
    same('repeat', 'repeated', 'repeating');
    same('format', 'formatted', 'formatting');
    expect(stem('state')).toBe(stem('states'));
    expect(stem('create')).not.toBe(stem('creator'));
  });
  it('folds past forms no suffix reaches onto their verb', () => {
    same('pay', 'paying', 'paid');
    same('send', 'sending', 'sent');
    same('build', 'built');
    same('find', 'found');
    same('write', 'written');
    same('throw', 'threw', 'thrown');
    same('keep', 'kept');
  });
  it('keeps short words, double-s words, numbers and other scripts', () => {
    expect(stem('cli')).toBe('cli');
    expect(stem('class')).toBe('class');
    expect(stem('address')).toBe('address');
    expect(stem('status')).toBe('status');
    expect(stem('8080')).toBe('8080');
    expect(stem('разработки')).toBe('разработки');
  });
  it('does not merge unrelated words', () => {
    expect(stem('wallet')).not.toBe(stem('walk'));
    expect(stem('network')).toBe('network');
    expect(stem('sign')).not.toBe(stem('single'));
  });
  it('keeps a plural that names something else than its singular', () => {
    // "window is not defined" is about the browser global, not the pages about installing on Windows.
    expect(stem('windows')).not.toBe(stem('window'));
    expect(stem('window')).toBe('window');
  });
});
