// Builds the whole deterministic work-management demo data set: account, users, workspaces,
// folders, sheets (with rows and cells), reports, dashboards and the event feed.
import { DemoRandom } from '../../kit/random.js';
import { buildContainers } from './containers.js';
import { buildEvents } from './events/generate.js';
import { buildUsers } from './users.js';
import { IdAllocator } from '../ids.js';
import type { DemoData } from '../model.js';

/** Same output on every call: every part draws from its own fixed seed. */
export function buildDemoData(): DemoData {
  const ids = new IdAllocator(new DemoRandom(1001));
  const account = { id: ids.next(), name: 'Example Corp' };
  const users = buildUsers(ids);
  const containers = buildContainers(ids, users);
  const base = { account, users, ...containers };
  return { ...base, events: buildEvents(base, ids) };
}
