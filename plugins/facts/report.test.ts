import { describe, expect, it } from 'vitest';
import { factsExpected } from './report';
import type { FactProblem } from './remark-facts';

const problem = (kind: FactProblem['kind']) => ({ page: 'a.mdx', line: 3, kind, name: 'x', reason: 'r' }) as FactProblem;

describe('factsExpected', () => {
  it('expects, in a build of the npm packages, only keys and commands main has', () => {
    const expected = factsExpected('registry')!;
    expect(expected.test([problem('config-key'), problem('cli-unchecked')])).toBe(true);
    expect(expected.test([problem('config-key'), problem('cli')])).toBe(false);
    expect(expected.summary(3)).toMatch(/^facts: 3 page\(s\)/);
  });
  it('expects nothing of a build from the toolkit source', () => {
    expect(factsExpected('workspace')).toBeUndefined();
  });
});
