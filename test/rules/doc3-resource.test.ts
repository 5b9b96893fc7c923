// Document 3's resource-planning rules, each row run against the resource-planning emulator over
// REST and through the gateway over GraphQL.
import { useStack } from '../helpers/stack.js';
import { resourceMoreOps } from './doc3-resource-more.ops.js';
import { resourceStateOps } from './doc3-resource.ops.js';
import { resourceRows } from './doc3-resource.rows.js';
import { runRuleTable } from './harness.js';
import { opDriver } from './ops.js';

const stack = useStack();

runRuleTable(
  'Document 3: resource-planning rules and state table',
  resourceRows,
  opDriver({ ...resourceStateOps, ...resourceMoreOps }),
  stack,
);
