// Part of `npm run build`: puts what the compiled gateway reads at run time beside it, and records
// what it was built from. The SDL is read from `new URL('../schema/', import.meta.url)`, so
// dist/src/schema.js finds it in dist/schema/.
import { cpSync, rmSync } from 'node:fs';
import { buildInputsHash, recordBuiltInputs } from './build-inputs.mjs';

const root = new URL('../', import.meta.url);
rmSync(new URL('dist/schema', root), { recursive: true, force: true });
cpSync(new URL('schema', root), new URL('dist/schema', root), { recursive: true });

// What this build was made from, so that `npm start` skips the next build while nothing changed.
recordBuiltInputs(buildInputsHash());
