// Resource-planning custom fields (for projects or people) and their values on projects and users.
import { ResourcePlanningClient } from './client.js';
import type { RpCustomField, RpCustomFieldValue, RpList, RpPersonCustomFieldValue } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const CUSTOM_FIELD_PATHS = {
  customFields: '/custom_fields',
  customField: (id: number) => restPath`/custom_fields/${id}`,
  projectValues: (projectId: number) => restPath`/projects/${projectId}/custom_field_values`,
  projectValue: (projectId: number, id: number) => restPath`/projects/${projectId}/custom_field_values/${id}`,
  userValues: (userId: number) => restPath`/users/${userId}/custom_field_values`,
  userValue: (userId: number, id: number) => restPath`/users/${userId}/custom_field_values/${id}`,
} as const;

/** The editable properties of a custom field (Document 3). */
export interface CustomFieldChanges {
  name?: string;
  description?: string | null;
  options?: string[];
  default_value?: string | null;
  is_visible_on_info_page?: boolean;
  is_visible_as_filter?: boolean;
}

export type ValueOwner = { kind: 'project'; id: number } | { kind: 'user'; id: number };

const valuesPath = (owner: ValueOwner) => (owner.kind === 'project' ? CUSTOM_FIELD_PATHS.projectValues(owner.id) : CUSTOM_FIELD_PATHS.userValues(owner.id));
const valuePath = (owner: ValueOwner, id: number) => (owner.kind === 'project' ? CUSTOM_FIELD_PATHS.projectValue(owner.id, id) : CUSTOM_FIELD_PATHS.userValue(owner.id, id));

export class ResourcePlanningCustomFieldsApi extends ResourcePlanningClient {
  /** GET /custom_fields: one page of every field (the list is documented without a namespace filter). */
  listCustomFields(page: number, perPage: number): Promise<RpList<RpCustomField>> {
    return this.get(CUSTOM_FIELD_PATHS.customFields, { page, per_page: perPage });
  }

  /** GET /custom_fields/{id}. */
  getCustomField(id: number): Promise<RpCustomField> {
    return this.get(CUSTOM_FIELD_PATHS.customField(id));
  }

  /** POST /custom_fields. */
  createCustomField(field: CustomFieldChanges & { name: string; namespace: string; data_type: string }): Promise<RpCustomField> {
    return this.send('POST', CUSTOM_FIELD_PATHS.customFields, undefined, field);
  }

  /** PUT /custom_fields/{id} (editable properties only). */
  updateCustomField(id: number, changes: CustomFieldChanges): Promise<RpCustomField> {
    return this.send('PUT', CUSTOM_FIELD_PATHS.customField(id), undefined, changes);
  }

  /** DELETE /custom_fields/{id}: also deletes every value of the field. */
  async deleteCustomField(id: number): Promise<void> {
    await this.send('DELETE', CUSTOM_FIELD_PATHS.customField(id));
  }

  /** GET /projects/{id}/custom_field_values or /users/{id}/custom_field_values. */
  listValues(owner: ValueOwner, page: number, perPage: number): Promise<RpList<RpPersonCustomFieldValue>> {
    return this.get(valuesPath(owner), { page, per_page: perPage });
  }

  /** GET one value of a project or user. */
  getValue(owner: ValueOwner, id: number): Promise<RpPersonCustomFieldValue> {
    return this.get(valuePath(owner, id));
  }

  /** POST a value to a project or user. */
  createValue(owner: ValueOwner, customFieldId: number, value: string): Promise<RpCustomFieldValue> {
    return this.send('POST', valuesPath(owner), undefined, { custom_field_id: customFieldId, value });
  }

  /** PUT a value of a project or user. */
  updateValue(owner: ValueOwner, id: number, value: string): Promise<RpCustomFieldValue> {
    return this.send('PUT', valuePath(owner, id), undefined, { value });
  }
}
