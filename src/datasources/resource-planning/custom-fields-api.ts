// Resource-planning custom fields (for projects or people) and their values on projects and users.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpCustomField, type RpCustomFieldValue, type RpList } from './types.js';
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

const valuesPath = (owner: ValueOwner) =>
  owner.kind === 'project' ? CUSTOM_FIELD_PATHS.projectValues(owner.id) : CUSTOM_FIELD_PATHS.userValues(owner.id);
const valuePath = (owner: ValueOwner, id: number) =>
  owner.kind === 'project' ? CUSTOM_FIELD_PATHS.projectValue(owner.id, id) : CUSTOM_FIELD_PATHS.userValue(owner.id, id);

export class ResourcePlanningCustomFieldsApi extends ResourcePlanningClient {
  /** GET /custom_fields: one page of every field (the list is documented without a namespace filter). */
  listCustomFields(page: number, perPage: number): Promise<RpList<RpCustomField>> {
    return this.get(CUSTOM_FIELD_PATHS.customFields, RP_SHAPES.customField.page, { page, per_page: perPage });
  }

  /** GET /custom_fields/{id}. */
  getCustomField(id: number): Promise<RpCustomField> {
    return this.get(CUSTOM_FIELD_PATHS.customField(id), RP_SHAPES.customField.one);
  }

  /** POST /custom_fields. */
  createCustomField(
    field: CustomFieldChanges & { name: string; namespace: string; data_type: string },
  ): Promise<RpCustomField> {
    return this.send('POST', CUSTOM_FIELD_PATHS.customFields, RP_SHAPES.customField.one, { body: field });
  }

  /** PUT /custom_fields/{id} (editable properties only). */
  updateCustomField(id: number, changes: CustomFieldChanges): Promise<RpCustomField> {
    return this.send('PUT', CUSTOM_FIELD_PATHS.customField(id), RP_SHAPES.customField.one, { body: changes });
  }

  /** DELETE /custom_fields/{id}: also deletes every value of the field. */
  deleteCustomField(id: number): Promise<void> {
    return this.remove(CUSTOM_FIELD_PATHS.customField(id));
  }

  /** GET /projects/{id}/custom_field_values or /users/{id}/custom_field_values. */
  listValues(owner: ValueOwner, page: number, perPage: number): Promise<RpList<RpCustomFieldValue>> {
    return this.get(valuesPath(owner), RP_SHAPES.customFieldValue.page, { page, per_page: perPage });
  }

  /** GET one value of a project or user. */
  getValue(owner: ValueOwner, id: number): Promise<RpCustomFieldValue> {
    return this.get(valuePath(owner, id), RP_SHAPES.customFieldValue.one);
  }

  /**
   * POST a field's value to a project or user: a string, or a multiple-choice field's whole set of
   * choices; it replaces what the field held there ("subsequent POST requests do not append new values,
   * but rather replace the set of values as a whole").
   */
  setValue(owner: ValueOwner, customFieldId: number, value: string | string[]): Promise<RpCustomFieldValue> {
    return this.send('POST', valuesPath(owner), RP_SHAPES.customFieldValue.one, {
      body: { custom_field_id: customFieldId, value },
    });
  }

  /** PUT a value of a project or user. */
  updateValue(owner: ValueOwner, id: number, value: string): Promise<RpCustomFieldValue> {
    return this.send('PUT', valuePath(owner, id), RP_SHAPES.customFieldValue.one, { body: { value } });
  }
}
