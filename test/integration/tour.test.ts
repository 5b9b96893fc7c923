// The tour of src/tour.ts runs as written: every read answers, every write succeeds without userErrors
// and the emulator then holds the written value; the live recipe (`npm run tour:live`'s code) gets one
// event for its change; the README's tour is what src/tour.ts says; GraphiQL opens with its texts.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { Kind, parse, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { seeChangeLive } from '../../examples/live-change.js';
import { runTour } from '../../examples/tour.js';
import { readmeIsCurrent } from '../../scripts/docs-tour.js';
import { TOUR, tourStep } from '../../src/tour.js';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { direct } from '../helpers/direct.js';
import { useStack } from '../helpers/stack.js';
import { globalIdParts } from '../helpers/global-id.js';

const stack = useStack({
  // The live recipe's webhook calls back to this gateway on 127.0.0.1, as in the embedded default.
  env: { ALLOW_LOOPBACK_CALLBACKS: 'true', WEBHOOK_REORDER_WINDOW_MS: '0' },
  graphiql: { defaultHeaders: { Authorization: `Bearer ${DEMO_TOKENS.workManagement}` } },
});

/** The default values of an operation's variables, as graphql-js reads them from the text. */
function defaultsOf(name: string): Record<string, unknown> {
  const operation = parse(tourStep(name).query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).flatMap((v) =>
      v.defaultValue ? [[v.variable.name.value, valueFromASTUntyped(v.defaultValue)]] : [],
    ),
  );
}

/** The type name and key parts of a global id (`Type`, `id`[, `id`]). */
function idParts(id: unknown): string[] {
  const decoded = globalIdParts(String(id));
  return decoded ? [decoded.typeName, ...decoded.parts] : [];
}

const ROOT = new URL('../../', import.meta.url).pathname;

describe('the tour', () => {
  it('runs every read and write as written, and the backends then hold what the writes wrote', async () => {
    const results = await runTour(stack.gateway.graphqlUrl);
    expect(results.map((r) => r.step.name)).toEqual(TOUR.filter((s) => s.part !== 'live').map((s) => s.name));
    for (const r of results) {
      expect(r.error, r.step.name).toBeNull();
      expect(r.userErrors, r.step.name).toEqual([]);
      expect(
        Object.values(r.data ?? {}).some((v) => v !== null),
        r.step.name,
      ).toBe(true);
    }

    // Every id a write takes by default is one the reads before it hand out.
    const reads = JSON.stringify(results.filter((r) => r.step.part === 'read').map((r) => r.data));
    for (const name of ['UpdateRow', 'UpdateAssignment', 'SetAssetCustomField']) {
      for (const [variable, value] of Object.entries(defaultsOf(name)))
        if (/^[A-Za-z0-9_-]{16,}$/.test(String(value)))
          expect(reads, `${name} $${variable}`).toContain(JSON.stringify(value));
    }

    // Work management: the picklist value is one the column offers, and the row now holds it.
    const row = defaultsOf('UpdateRow');
    const [, sheetId, rowId] = idParts(row.row);
    const [, , columnId] = idParts(row.column);
    const column = await direct<{ options?: string[] }>(
      stack.emulators.workManagement,
      'GET',
      `/sheets/${sheetId}/columns/${columnId}`,
    );
    expect(column.body.options).toContain(row.value);
    const written = await direct<{ cells: Array<{ columnId: unknown; value: unknown }> }>(
      stack.emulators.workManagement,
      'GET',
      `/sheets/${sheetId}/rows/${rowId}`,
    );
    expect(written.body.cells.find((c) => String(c.columnId) === columnId)?.value).toBe(row.value);

    // Resource planning: the assignment's note.
    const assignment = defaultsOf('UpdateAssignment');
    const [, assignmentId] = idParts(assignment.assignment);
    const stored = await direct<{ note?: unknown }>(
      stack.emulators.resourcePlanning,
      'GET',
      `/assignments/${assignmentId}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.note).toBe(assignment.note);

    // Digital asset: the asset's custom field values include the value written.
    const asset = defaultsOf('SetAssetCustomField');
    const [, assetId] = idParts(asset.asset);
    const values = await direct(stack.emulators.digitalAsset, 'GET', `/assets/${assetId}/custom_field_values`);
    expect(values.status).toBe(200);
    expect(values.text).toContain(JSON.stringify(asset.value));

    // Run again, the writes change nothing more and still succeed.
    const again = await runTour(stack.gateway.graphqlUrl);
    expect(again.map((r) => [r.step.name, r.error, r.userErrors.length])).toEqual(
      again.map((r) => [r.step.name, null, 0]),
    );
  });

  it('shows a change live: one event for the change, and the webhook switched off after', async () => {
    const lines: string[] = [];
    const live = await seeChangeLive(stack.gateway.graphqlUrl, (line) => lines.push(line));
    const change = live.event.sheetChanged as {
      sheet: { id: unknown } | null;
      events: Array<{ row: { id: unknown } | null }>;
    };
    const row = defaultsOf('UpdateRow');
    const [, sheetId, rowId] = idParts(row.row);
    expect(idParts(String(change.sheet?.id))[1]).toBe(sheetId);
    expect(change.events.filter((e) => idParts(String(e.row?.id))[2] === rowId).length).toBeGreaterThanOrEqual(1);
    expect(live.enabledStatus).toBe('ENABLED');
    expect(lines.some((line) => line.startsWith('event: '))).toBe(true);
    // The service's own list: the recipe's webhook exists and is off.
    const hooks = await direct<{ data: Array<{ name: string; enabled: boolean }> }>(
      stack.emulators.workManagement,
      'GET',
      '/webhooks?includeAll=true',
    );
    const mine = hooks.body.data.filter((h) => h.name === 'Tour: sheet changes');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.enabled).toBe(false);
  });

  it('runs as `npm run tour:live`, printing the event, and exits 0', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'tour:live'], {
      cwd: ROOT,
      env: { ...process.env, WORKGRAPH_URL: stack.gateway.graphqlUrl },
    });
    expect(stdout).toMatch(/^event: \{/m);
    expect(stdout).toContain('"sheetChanged"');
    expect(stdout).toMatch(/^webhook ENABLED$/m);
  });

  it('is what the README shows (npm run docs:tour -- --check)', async () => {
    const readme = readFileSync(new URL('README.md', `file://${ROOT}`), 'utf8');
    expect(readmeIsCurrent(readme)).toBe(true);
    for (const step of TOUR.filter((s) => s.query)) expect(readme, step.name).toContain(step.query.split('\n')[0]);
    // A README that drifts from the source is caught.
    expect(readmeIsCurrent(readme.replace('query MeAndSheets {', 'query MeAndSheets { me { email }'))).toBe(false);
    await expect(
      promisify(execFile)('npx', ['tsx', 'scripts/docs-tour.ts', '--check'], { cwd: ROOT }),
    ).resolves.toBeDefined();
  });

  it('opens GraphiQL with one tab per operation of the tour, in order, with the same text', async () => {
    const page = await (await fetch(`${stack.gateway.url}/graphiql`)).text();
    const positions = TOUR.filter((s) => s.query).map((step) => page.indexOf(JSON.stringify(step.query).slice(1, -1)));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
