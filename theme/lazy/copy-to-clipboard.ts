/**
 * copy-to-clipboard, the fallback of Rspress's copy buttons when `navigator.clipboard` refuses, loaded only
 * then (swapped in for Rspress's import by plugins/theme-modules/index.ts). Rspress calls it last in an async
 * function, so the promise this returns is awaited like the boolean it stands for.
 */
export default async function copy(text: string): Promise<boolean> {
  const { default: copyText } = await import('copy-to-clipboard');
  return copyText(text);
}
