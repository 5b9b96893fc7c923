// `npm start`'s first step: says what happens before anything else, then compiles dist/ with
// `npm run build` unless dist/ was built from the current sources (scripts/build-inputs.mjs).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildInputsHash, builtInputsHash, recordBuiltInputs } from './build-inputs.mjs';

const hash = buildInputsHash();
if (hash === builtInputsHash() && existsSync(new URL('../dist/src/main.js', import.meta.url))) {
  console.log('workgraph: dist/ is built from the current sources; starting');
} else {
  console.log('workgraph: compiling src/ and emulators/ to dist/ first (npm run build: about half a minute the first time)');
  try {
    execSync('npm run --silent build', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  } catch {
    // tsc printed the errors.
    process.exit(1);
  }
  recordBuiltInputs(hash);
}
