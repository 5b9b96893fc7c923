// Document 1's cell rules (parsing, displayValue, numeric range, cell links, hyperlinks), each row
// run against the work-management emulator over REST and through the gateway over GraphQL.
import { useStack } from '../helpers/stack.js';
import { cellLinkRows } from './doc1-cell-links.rows.js';
import { cellDriver } from './doc1-cells.driver.js';
import { cellParsingRows } from './doc1-cells.rows.js';
import { runRuleTable } from './harness.js';

const stack = useStack();

runRuleTable('Document 1: cell value parsing and displayValue', cellParsingRows, cellDriver, stack);
runRuleTable('Document 1: numeric range, cell links and hyperlinks', cellLinkRows, cellDriver, stack);
