/**
 * A bad setting (an environment variable or flag that config/env.ts rejects) ends the command with one line: the
 * tool, the variable, its value and what is accepted. Not a stack trace: nothing in our code went wrong.
 */
import { ConfigError } from '../config/env';

export function settingOrExit<T>(tool: string, read: () => T, exit: (code: number) => never = process.exit, log: (line: string) => void = console.error): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log(`${tool}: ${error.message}`);
    return exit(1);
  }
}
