// The project index's source: the id of the project custom field that names a sheet, then one scan
// of the (active) projects with their custom field values, and re-reads of single changed projects,
// with the request's resource-planning credential. Projects sort by id, in scans and re-reads alike.
import type { Datasources } from '../datasources/index.js';
import { collectPages, walkResourcePlanningPages } from '../datasources/page-walks.js';
import { RP_MAX_PAGE_SIZE } from '../datasources/resource-planning/api.js';
import type { RpCustomFieldValue, RpProject } from '../datasources/resource-planning/types.js';
import { UpstreamError } from '../errors.js';
import { mapWithConcurrency } from '../concurrency.js';
import type { IndexSource } from './join-index.js';
import type { IndexedItem, ItemUpdate } from './store.js';

/** Custom field values arrive as arrays or as `{data, paging}` envelopes. */
export function customFieldValuesOf(project: RpProject): RpCustomFieldValue[] | null {
  const values = project.custom_field_values;
  if (!values) return null;
  return Array.isArray(values) ? values : values.data;
}

/** The sheet id in the field `fieldId` of these values, trimmed, or null. */
export function sheetIdFromValues(values: RpCustomFieldValue[], fieldId: number): string | null {
  const value = values.find((v) => v.custom_field_id === fieldId)?.value;
  return value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();
}

/** The project as an index record, or null when it names no sheet. */
function projectItem(project: RpProject, fieldId: number): IndexedItem | null {
  const sheetId = sheetIdFromValues(customFieldValuesOf(project) ?? [], fieldId);
  return sheetId ? { id: String(project.id), order: project.id, keys: { sheet: [sheetId] }, value: project } : null;
}

/**
 * `fieldId` finds the sheet field (shared with the request's other uses of it); it reports the
 * calls it made, so that the scan's cost is known.
 */
export function projectSource(
  api: Datasources,
  fieldId: () => Promise<{ id: number | null; calls: number }>,
  concurrency: number,
): IndexSource {
  return {
    index: 'projects',
    scan: async () => {
      const field = await fieldId();
      const items: IndexedItem[] = [];
      let calls = field.calls;
      if (field.id !== null) {
        const projects = await collectPages(
          walkResourcePlanningPages((page) =>
            api.resourcePlanning.listProjects(page, RP_MAX_PAGE_SIZE, { withCustomFieldValues: true }),
          ),
        );
        calls += projects.calls;
        for (const project of projects.items) {
          const item = projectItem(project, field.id);
          if (item) items.push(item);
        }
      }
      return { items, containers: [], scanCalls: calls, extra: { fieldId: field.id } };
    },
    reread: async (changes, state) => {
      const id = state.extra.fieldId as number | null;
      const results = await mapWithConcurrency(changes, concurrency, async (change): Promise<ItemUpdate> => {
        if (id === null) return { id: change.id, item: null };
        let project: RpProject | null;
        try {
          project = await api.resourcePlanning.getProject(Number(change.id));
        } catch (error) {
          if (error instanceof UpstreamError && (error.status === 404 || error.status === 403)) project = null;
          else throw error;
        }
        // The scan lists active projects only (no phases, no archived projects).
        const listed = project && !project.archived && project.parent_id == null;
        return { id: change.id, item: listed ? projectItem(project!, id) : null };
      });
      const failed = results.find((r): r is Error => r instanceof Error);
      if (failed) throw failed;
      return results as ItemUpdate[];
    },
  };
}
