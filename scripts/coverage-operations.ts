// `npm run coverage:operations`: runs the test suite with the emulators logging every matched
// route, then prints per backend how many operations of operations.json the suite exercised.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Operation {
  backend: string;
  method: string;
  path: string;
}

const logFile = new URL('../.coverage/operations.log', import.meta.url).pathname;
const listOnly = process.argv.includes('--from-log');

if (!listOnly) {
  mkdirSync(new URL('../.coverage/', import.meta.url).pathname, { recursive: true });
  rmSync(logFile, { force: true });
  const run = spawnSync('npx', ['vitest', 'run'], {
    stdio: 'inherit',
    env: { ...process.env, WORKGRAPH_OPERATIONS_LOG: logFile },
  });
  if (run.status !== 0) console.error('note: the test suite did not pass; coverage below counts what ran');
}

/** Route templates name parameters freely ({id} vs {sheetId}); compare with parameters blanked. */
const shape = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

const operations = (
  JSON.parse(readFileSync(new URL('../operations.json', import.meta.url), 'utf8')) as { operations: Operation[] }
).operations;
const exercised = new Set<string>();
const throughGateway = new Set<string>();
if (existsSync(logFile)) {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const [backend, method, template, , via] = line.split(' ');
    if (!backend || !method || !template) continue;
    exercised.add(`${backend} ${method} ${shape(template)}`);
    if (via === 'gateway') throughGateway.add(`${backend} ${method} ${shape(template)}`);
  }
}

const backends = [...new Set(operations.map((o) => o.backend))];
let total = 0;
for (const backend of backends) {
  const ops = operations.filter((o) => o.backend === backend);
  const hit = ops.filter((o) => exercised.has(`${o.backend} ${o.method} ${shape(o.path)}`));
  const viaGateway = ops.filter((o) => throughGateway.has(`${o.backend} ${o.method} ${shape(o.path)}`));
  total += hit.length;
  console.log(
    `${backend}: ${hit.length}/${ops.length} operations exercised (${viaGateway.length} through the gateway)`,
  );
  if (process.argv.includes('--missing'))
    for (const o of ops.filter((x) => !hit.includes(x))) console.log(`  missing ${o.method} ${o.path}`);
}
console.log(`all: ${total}/${operations.length} operations exercised`);
