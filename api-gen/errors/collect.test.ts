import { describe, expect, it } from 'vitest';
import { collectErrors, readErrors, resolveErrors } from './collect';

const messages = (text: string) => collectErrors('src/x.ts', text).map((s) => s.message);

describe('collectErrors', () => {
  it('reads strings, templates and joined strings, variable parts as placeholders', () => {
    expect(
      messages(`
        throw new Error("Preflight failed");
        throw new Error(\`Network "\${networkName}" not found. Available: \${names.join(", ")}\`);
        throw new Error("Invalid port: " + port);
        throw new Error(\`Container '\${this.containerName}' has \${list.length} items\`);
        throw new TypeError(\`Key \${this.#id} is \${error instanceof Error ? error.message : "bad"}\`);
      `),
    ).toEqual([
      'Preflight failed',
      'Network "<networkName>" not found. Available: <names.join(", ")>',
      'Invalid port: <port>',
      "Container '<containerName>' has <list.length> items",
      'Key <id> is <…>',
    ]);
  });

  it('joins a message written over several lines into one', () => {
    expect(messages('throw new Error(`Make sure\n      the plugin is used`);')).toEqual(['Make sure the plugin is used']);
  });

  it('leaves out throws whose message is a variable, and throws of things that are not errors', () => {
    expect(messages('throw new Error(message); throw error; throw new Thing("x"); throw makeIt("y");')).toEqual([]);
  });

  it('reads an error code given first, and an options object', () => {
    const sites = collectErrors('src/x.ts', `
      throw new WalletError("NOT_FOUND", \`Wallet \${id} not found\`);
      throw new WalletError({ code: "TIMEOUT", message: "Took too long", severity: "low" });
    `);
    expect(sites.map((s) => [s.errorClass, s.code, s.message])).toEqual([
      ['WalletError', 'NOT_FOUND', 'Wallet <id> not found'],
      ['WalletError', 'TIMEOUT', 'Took too long'],
    ]);
  });

  it('records the line of each throw, and Promise.reject(new Error(…))', () => {
    const sites = collectErrors('src/x.ts', 'const a = 1;\n\nif (a) throw new Error("one");\nreturn Promise.reject(new Error("two"));');
    expect(sites.map((s) => [s.line, s.message])).toEqual([
      [3, 'one'],
      [4, 'two'],
    ]);
  });

  it('records reject(new Error(…)) inside a Promise executor, and no other function named reject', () => {
    const code = [
      'const timer = new Promise<void>((_, reject) => {',
      '  setTimeout(() => reject(new Error("Network stop operation timed out")), 10000);',
      '});',
      'const other = new Promise((resolve, fail) => setTimeout(() => fail(new Error(`Timeout after ${ms}ms`)), ms));',
      'function reject(e: Error) { return e; }',
      'reject(new Error("not a rejection"));',
    ].join('\n');
    expect(collectErrors('src/x.ts', code).map((s) => [s.line, s.message])).toEqual([
      [2, 'Network stop operation timed out'],
      [4, 'Timeout after <ms>ms'],
    ]);
  });
});

describe('resolveErrors: factories of error classes', () => {
  const factories = readErrors(
    'src/types.ts',
    `export class ClientError extends Error {
       static validation(message: string) { return new ClientError(message, "VALIDATION_ERROR"); }
       static timeout(ms: number) { return new ClientError(\`Request timed out after \${ms}ms\`, "TIMEOUT"); }
       static notConnected(id: string) { return new ClientError("NOT_CONNECTED", \`Wallet "\${id}" is not connected\`); }
       static later(code: string, message: string) { return ClientError.create(code, message); }
       static create(code: string, message: string) { return new ClientError({ code, message }); }
     }`,
  );
  const site = (call: string) => resolveErrors([factories, readErrors('src/use.ts', `throw ${call};`)]).map((s) => [s.message, s.code, s.file]);

  it('fills the factory\'s message with the call\'s arguments', () => {
    expect(site('ClientError.validation("Request key cannot be empty")')).toEqual([['Request key cannot be empty', 'validation', 'src/use.ts']]);
    expect(site('ClientError.timeout(config.timeout)')).toEqual([['Request timed out after <timeout>ms', 'timeout', 'src/use.ts']]);
    expect(site('ClientError.notConnected("chainweaver")')).toEqual([['Wallet "chainweaver" is not connected', 'NOT_CONNECTED', 'src/use.ts']]);
  });

  it('follows a factory that calls another factory', () => {
    expect(site('ClientError.later("NOT_FOUND", "No accounts found to export")')).toEqual([['No accounts found to export', 'NOT_FOUND', 'src/use.ts']]);
  });

  it('leaves out a factory call whose message is a variable, and does not list the factory bodies themselves', () => {
    expect(site('ClientError.validation(reason)')).toEqual([]);
    expect(resolveErrors([factories])).toEqual([]);
  });

  it('guesses the message of a factory it cannot see from its first written argument', () => {
    expect(resolveErrors([readErrors('src/use.ts', 'throw OtherError.network("Unknown network error", cause);')]).map((s) => [s.message, s.code])).toEqual([
      ['Unknown network error', 'network'],
    ]);
  });

  it("gives `new X()` the default message of X's constructor, wherever X is declared", () => {
    const declared = readErrors('src/errors.ts', 'export class TimeoutError extends Error { constructor(message = "Operation timed out") { super(message); } }');
    const thrown = readErrors('src/use.ts', 'throw new TimeoutError();\nthrow new TimeoutError("Stop timed out");\nthrow new OtherError();');
    expect(resolveErrors([declared, thrown]).map((s) => [s.message, s.errorClass, s.line])).toEqual([
      ['Operation timed out', 'TimeoutError', 1],
      ['Stop timed out', 'TimeoutError', 2],
    ]);
    // Without the declaration, a throw with no message says nothing.
    expect(resolveErrors([thrown]).map((s) => s.message)).toEqual(['Stop timed out']);
  });
});
