// Document 1's column rules (types, symbols, system columns, Update column rules 1-4), each row run against
// the work-management emulator over REST and through the gateway over GraphQL.
import { useStack } from '../helpers/stack.js';
import { columnDriver } from './doc1-columns.driver.js';
import { columnRows } from './doc1-columns.rows.js';
import { runRuleTable } from './harness.js';

const stack = useStack();

runRuleTable('Document 1: column types and update column rules', columnRows, columnDriver, stack);
