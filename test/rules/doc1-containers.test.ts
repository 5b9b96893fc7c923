// Document 1's rules on moves, copies, deprecated parameters, pagination and automation rules, each
// row run against the work-management emulator over REST and through the gateway over GraphQL.
import { useStack } from '../helpers/stack.js';
import { containerOps } from './doc1-containers.ops.js';
import { attachmentOps } from './doc1-attachments.ops.js';
import { postingRateRows } from './doc1-attachments.rows.js';
import { containerRows } from './doc1-containers.rows.js';
import { runRuleTable } from './harness.js';
import { opDriver } from './ops.js';

const stack = useStack();

runRuleTable(
  'Document 1: moves, copies, pagination and automation rules',
  containerRows,
  opDriver(containerOps),
  stack,
);
// This stack keeps the attachment posting budget the document states.
runRuleTable('Document 1: attachment posting rate', postingRateRows, opDriver(attachmentOps), stack);
