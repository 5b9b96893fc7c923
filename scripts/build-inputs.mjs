// What dist/ is compiled from, as one hash: `npm run build` records it in dist/.build-stamp, and
// `npm start` compiles again only when it differs (content, not modification times, decides).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const rootPath = fileURLToPath(root);
/** Folders and files whose content makes dist/. */
const INPUTS = ['src', 'emulators', 'schema', 'tsconfig.json', 'tsconfig.build.json', 'scripts/copy-build-assets.mjs', 'package.json', 'package-lock.json'];
const STAMP = new URL('dist/.build-stamp', root);

/** Every file under `relative`, sorted, as paths relative to the repository root. */
function filesOf(relative) {
  const url = new URL(relative, root);
  if (!existsSync(url)) return [];
  if (!statSync(url).isDirectory()) return [relative];
  return readdirSync(url, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootPath, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The hash of every input's path and content. */
export function buildInputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) hash.update(`${file}\0`).update(readFileSync(new URL(file, root))).update('\0');
  return hash.digest('hex');
}

/** The hash of the inputs the current dist/ was built from, or null. */
export function builtInputsHash() {
  return existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
}

/** Records that dist/ was built from inputs with this hash. */
export function recordBuiltInputs(hash) {
  writeFileSync(STAMP, `${hash}\n`);
}
