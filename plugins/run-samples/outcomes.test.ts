import { describe, expect, it } from 'vitest';
import { needsLine, summaryLine } from './outcomes';

describe('summaryLine', () => {
  const tally = { network: 10, ran: 7, notRun: 3, threw: 0, sentNothing: 1 };
  it('counts what ran and what did not, and says how long the run held the build', () => {
    expect(summaryLine(tally, '.cache/r.json', 4.26)).toBe(
      'samples: 7 of 10 network samples ran against a local Chainweb stand-in in 4.3 s; 1 of them sent nothing as written; 3 not run (each listed with its reason in .cache/r.json)',
    );
  });
  it('leaves the time out when none was measured', () => {
    expect(summaryLine({ ...tally, ran: 10, notRun: 0, sentNothing: 0 }, 'r.json')).toBe('samples: 10 of 10 network samples ran against a local Chainweb stand-in');
  });
});

describe('needsLine', () => {
  it('lists each sample a build cannot give what it needs, with what that is, and is absent for none', () => {
    expect(needsLine([{ id: 'a.mdx:3', needs: 'the `pact` binary (it starts a local Pact server)' }, { id: 'b.md:9', needs: 'a browser wallet' }])).toBe(
      'samples: 2 not run because a build cannot give them what they need (their pages say so): a.mdx:3 (the `pact` binary), b.md:9 (a browser wallet)',
    );
    expect(needsLine([])).toBeUndefined();
  });
});
