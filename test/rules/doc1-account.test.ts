// Document 1's rules on shares, primary-email operations, users and alternate emails, each row run
// against the work-management emulator over REST and through the gateway over GraphQL.
import { useStack } from '../helpers/stack.js';
import { accountOps } from './doc1-account.ops.js';
import { accountRows } from './doc1-account.rows.js';
import { runRuleTable } from './harness.js';
import { opDriver } from './ops.js';

const stack = useStack();

runRuleTable('Document 1: shares, users and alternate emails', accountRows, opDriver(accountOps), stack);
