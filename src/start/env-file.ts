// The `.env` file of the directory the gateway starts in: read into the environment with Node's own
// parser, a variable already in the environment winning over the file.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** What start-up found: the file read, or a hint when there is none. */
export interface EnvFileOutcome {
  /** The line to print at start. */
  notice: string;
}

/**
 * Reads `<dir>/.env` into `process.env` (existing variables are kept: the environment wins). Without
 * one, suggests copying `.env.example` when the directory has it (a checkout, not an image).
 */
export function readEnvFile(dir: string = process.cwd()): EnvFileOutcome | null {
  const file = path.join(dir, '.env');
  if (existsSync(file)) {
    process.loadEnvFile(file);
    return { notice: `settings read from ${file} (a variable set in the environment wins over the file)` };
  }
  if (existsSync(path.join(dir, '.env.example'))) {
    return {
      notice:
        'no .env file: settings come from the environment and the defaults (cp .env.example .env to keep them in a file)',
    };
  }
  return null;
}
