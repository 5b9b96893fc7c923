// Part of `npm run build`: puts what the compiled gateway reads at run time beside it. The SDL is read
// from `new URL('../schema/', import.meta.url)`, so dist/src/schema.js finds it in dist/schema/.
import { cpSync, rmSync } from 'node:fs';

const root = new URL('../', import.meta.url);
rmSync(new URL('dist/schema', root), { recursive: true, force: true });
cpSync(new URL('schema', root), new URL('dist/schema', root), { recursive: true });
