import { readFileSync } from 'node:fs';
import { parseUpstreamJson } from '../src/datasources/upstream-json.js';
import { JsonStream, dropTree } from '../src/datasources/json-stream.js';
const drop = dropTree(['rows.*.cells']);
for (const name of ['events', 'rows500', 'sheet-lean', 'sheet-full']) {
  const buf = readFileSync(`/tmp/tp/${name}.json`);
  const chunks: Buffer[] = []; for (let i = 0; i < buf.length; i += 65536) chunks.push(buf.subarray(i, i + 65536));
  const ways: Record<string, () => unknown> = {
    whole: () => parseUpstreamJson(Buffer.concat(chunks).toString('utf8')),
    stream: () => { const p = new JsonStream(); for (const c of chunks) p.write(c); return p.end(); },
    drop: () => { const p = new JsonStream({ drop }); for (const c of chunks) p.write(c); return p.end(); },
  };
  if (JSON.stringify(ways.whole!()) !== JSON.stringify(ways.stream!())) throw new Error('differ');
  const n = Math.max(3, Math.round(20e6 / buf.length));
  const res: string[] = [];
  for (let round = 0; round < 3; round++) for (const [k, f] of Object.entries(ways)) {
    const t0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const u = process.cpuUsage(t0);
    if (round === 2) res.push(`${k} ${((u.user + u.system) / 1000 / n).toFixed(2)}`);
  }
  console.log(name, (buf.length / 1e6).toFixed(2), 'MB:', res.join(', '), 'ms');
}
