import { describe, expect, it } from 'vitest';
import { classify, declaredNames, sendsSomething, splitPreamble } from './classify';

describe('classify', () => {
  it('a sample that calls nothing that sends is offline, one that does runs', () => {
    expect(classify('import { execution } from "@pact-toolbox/transaction";\nconst b = execution("(+ 1 2)").withMeta({ chainId: "0" });')).toEqual({ kind: 'offline' });
    expect(classify('import { execution } from "@pact-toolbox/transaction";\nawait execution<number>("(+ 1 2)").build().dirtyRead();')).toEqual({ kind: 'run' });
    expect(classify('const res = await client.local(tx);')).toEqual({ kind: 'run' });
  });

  it('a sending call named only in a comment does not make a network sample', () => {
    expect(sendsSomething('// usage: const res = await withRetry(() => client.local(tx));\nexport const x = 1;')).toBe(false);
    expect(sendsSomething('const url = "https://x.test"; // then .send(')).toBe(false);
  });

  it('lists samples that need what cannot run here, with the reason', () => {
    expect(classify('import { createPactTestEnv } from "@pact-toolbox/test";\nawait env.client.deployContract("a.pact");')).toMatchObject({ kind: 'not-run', reason: expect.stringContaining('`pact` binary') });
    expect(classify('import { createScript } from "@pact-toolbox/script";\nawait x.submitAndListen();')).toMatchObject({ kind: 'not-run', reason: expect.stringContaining('pact-toolbox run') });
    expect(classify('await connectWallet("ecko-wallet");\nawait c.send([t]);')).toMatchObject({ kind: 'not-run', reason: 'connects a browser wallet' });
    // A contract import runs, given the module its page's contract makes (pages.ts, contracts.ts).
    expect(classify('import * as g from "./pact/guestbook.pact";\nawait g.getEntries().build().dirtyRead();')).toEqual({ kind: 'run' });
  });

  it('a sample signing with the connected wallet (`.sign()`) runs with one connected', () => {
    expect(classify('await execution("(x)").sign().submit();')).toEqual({ kind: 'run', wallet: true });
    expect(classify('await execution("(x)").sign(wallet).submit();')).toEqual({ kind: 'run' });
  });

  it('a sample continuing an earlier one (declared values in its preamble) runs, naming the values it takes', () => {
    const code = 'declare const client: ChainwebClient;\ndeclare const signed: SignedTransaction;\n// ---cut---\nawait client.send([signed]);';
    expect(classify(code)).toEqual({ kind: 'run', continues: ['client', 'signed'] });
  });

  it('says what a sample needs that a build cannot give it, only for a `pact` binary, Docker or a wallet', () => {
    expect(classify('import { createPactTestEnv } from "@pact-toolbox/test";\nawait env.client.deployContract("a.pact");')).toMatchObject({ needs: expect.stringContaining('`pact` binary') });
    expect(classify('import { PactToolboxNetwork } from "@pact-toolbox/network";\nawait c.deploy("a");')).toMatchObject({ needs: expect.stringContaining('Docker') });
    expect(classify('await connectWallet("ecko-wallet");\nawait c.send([t]);')).toMatchObject({ needs: 'a browser wallet' });
    expect(classify('// @errors: 2345\nawait c.send(1);')).not.toHaveProperty('needs');
  });
  it('runs a script that starts no network with the toolkit\'s runner; one that lets the runner start its network needs a `pact` binary or Docker', () => {
    const script = (options: string) => `import { createScript } from "@pact-toolbox/script";\nexport default createScript({ ${options} async run({ client }) { await client.deployContract("a.pact"); } });`;
    expect(classify(script('autoStartNetwork: false,'))).toEqual({ kind: 'run', script: true });
    expect(classify(script(''))).toMatchObject({ needs: expect.stringContaining('Docker') });
    expect(classify(script('autoStartNetwork: true,'))).toMatchObject({ needs: expect.stringContaining('Docker') });
  });
  it('says a sample using an earlier test environment needs that environment\'s network', () => {
    const code = 'import type { PactTestEnv } from "@pact-toolbox/test";\ndeclare const env: PactTestEnv;\n// ---cut---\nawait env.client.deployContract("c.pact");';
    expect(classify(code)).toMatchObject({ kind: 'not-run', needs: expect.stringMatching(/createPactTestEnv.*Docker for a DevNet/) });
  });

  it('only the visible code decides whether a sample sends', () => {
    expect(classify('declare const client: { send(x: unknown): void };\nclient.send(1);\n// ---cut---\nconst a = 1;')).toEqual({ kind: 'offline' });
  });
});

describe('preamble helpers', () => {
  it('splits at the cut line', () => {
    expect(splitPreamble('a\n// ---cut---\nb')).toEqual({ preamble: 'a\n', visible: '\nb' });
    expect(splitPreamble('only')).toEqual({ preamble: '', visible: 'only' });
  });
  it('names declared values, not imports', () => {
    expect(declaredNames('import type { X } from "y";\ndeclare const a: X;\ndeclare function f(): void;')).toEqual(['a', 'f']);
  });
});
