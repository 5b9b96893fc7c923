// Document 1's attachment and upload rules, each row run against the work-management emulator over
// REST and through the gateway over GraphQL; the government rows on a stack set to that deployment.
import { beforeAll, describe } from 'vitest';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { attachmentOps } from './doc1-attachments.ops.js';
import { attachmentRows, discussionRows, governmentRows } from './doc1-attachments.rows.js';
import { runRuleTable } from './harness.js';
import { opDriver } from './ops.js';

// The document's 30 attachment posts per minute and token would stop the table halfway: off here.
const NO_POSTING_LIMIT = { rateLimits: { 'attachment-post': 0 } };

describe('standard deployment', () => {
  const stack = useStack();
  beforeAll(() => configureEmulator(stack.emulators.workManagement, NO_POSTING_LIMIT));
  runRuleTable('Document 1: attachments and uploads', attachmentRows, opDriver(attachmentOps), stack);
  runRuleTable('Document 1: discussions', discussionRows, opDriver(attachmentOps), stack);
});

describe('government deployment', () => {
  const stack = useStack({ env: { WORK_MANAGEMENT_DEPLOYMENT: 'government' } });
  beforeAll(() => configureEmulator(stack.emulators.workManagement, { deployment: 'government', ...NO_POSTING_LIMIT }));
  runRuleTable(
    'Document 1: attachment types of the government deployment',
    governmentRows,
    opDriver(attachmentOps),
    stack,
  );
});
