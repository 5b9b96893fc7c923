// Custom-field writes and single value reads: create, update (only the editable properties) and
// delete fields (deleting a field deletes all its values), and values on projects and users.
// The field lists and reads are in routes/catalog.ts, the value lists in routes/projects.ts and users.ts.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { badRequest } from '../errors.js';
import { findByPathId, findProject, findUser } from '../ids.js';
import { bodyOf, optionalBoolean, optionalId, optionalString, requiredString } from '../request/field-readers.js';
import {
  CUSTOM_FIELD_DATA_TYPES,
  CUSTOM_FIELD_NAMESPACES,
  type RpCustomField,
  type RpCustomFieldValue,
} from '../model.js';
import type { ResourcePlanningStore } from '../store/store.js';

/** The properties a PUT may change (Document 3). */
const EDITABLE = ['name', 'description', 'options', 'default_value', 'is_visible_on_info_page', 'is_visible_as_filter'];

type Owner = { kind: 'project'; id: number } | { kind: 'user'; id: number };

function findField(store: ResourcePlanningStore, raw: string | number | undefined): RpCustomField {
  return findByPathId(raw === undefined ? undefined : String(raw), 'CustomField', (id) =>
    store.data.customFields.find((f) => f.id === id),
  );
}

function optionsOf(body: Record<string, unknown>): string[] | undefined {
  const value = body.options;
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((o) => typeof o !== 'string' || o.trim() === ''))
    throw badRequest('options must be a list of non-empty strings');
  if (new Set(value).size !== value.length) throw badRequest('options must not repeat');
  return value as string[];
}

/** Checks a whole field definition (after applying a create or update body). */
function checkField(store: ResourcePlanningStore, field: RpCustomField): void {
  if (field.data_type === 'string' && field.options.length > 0)
    throw badRequest('options are only for selection_list and multiple_choice_selection_list fields');
  if (field.data_type !== 'string' && field.options.length === 0)
    throw badRequest(`a ${field.data_type} field needs options`);
  if (field.default_value !== null && field.data_type !== 'string' && !field.options.includes(field.default_value)) {
    throw badRequest('default_value must be one of the options');
  }
  const clash = store.data.customFields.find(
    (f) => f.id !== field.id && f.namespace === field.namespace && f.name.toLowerCase() === field.name.toLowerCase(),
  );
  if (clash) throw badRequest(`a ${field.namespace} custom field named "${clash.name}" exists already (${clash.id})`);
}

function applyEditable(field: RpCustomField, body: Record<string, unknown>): RpCustomField {
  const next = { ...field };
  const name = optionalString(body, 'name');
  if (name !== undefined) {
    if (name.trim() === '') throw badRequest('name must not be empty');
    next.name = name.trim();
  }
  if (body.description === null) next.description = null;
  else next.description = optionalString(body, 'description') ?? next.description;
  next.options = optionsOf(body) ?? next.options;
  if (body.default_value === null) next.default_value = null;
  else next.default_value = optionalString(body, 'default_value') ?? next.default_value;
  next.is_visible_on_info_page = optionalBoolean(body, 'is_visible_on_info_page') ?? next.is_visible_on_info_page;
  next.is_visible_as_filter = optionalBoolean(body, 'is_visible_as_filter') ?? next.is_visible_as_filter;
  return next;
}

function valuesOf(store: ResourcePlanningStore, owner: Owner): RpCustomFieldValue[] {
  return owner.kind === 'project' ? store.projectFieldValues(owner.id) : store.userFieldValues(owner.id);
}

function ownerOf(store: ResourcePlanningStore, req: EmulatorRequest, kind: Owner['kind']): Owner {
  if (kind === 'project') return { kind, id: findProject(store, req.params.project_id).id };
  return { kind, id: findUser(store, req.params.user_id).id };
}

/** Checks that `values` may be stored for `field` on `owner`: the field's namespace, and options of a selection list. */
function checkValues(owner: Owner, field: RpCustomField, values: string[]): void {
  const namespace = owner.kind === 'project' ? 'assignables' : 'users';
  if (field.namespace !== namespace)
    throw badRequest(`custom field ${field.id} is for ${field.namespace}, not ${namespace}`);
  const wrong = values.find((value) => field.data_type !== 'string' && !field.options.includes(value));
  if (wrong !== undefined) throw badRequest(`value must be one of: ${field.options.join(', ')} (got "${wrong}")`);
}

/**
 * The value a write stores: a string, or for a multiple-choice field an array of its choices (one
 * string is one choice). An array is the field's whole set on the owner (the reference: "subsequent
 * POST requests do not append new values, but rather replace the set of values as a whole").
 */
function valueOf(body: Record<string, unknown>, field: RpCustomField): string | string[] {
  const value = body.value;
  const multiple = field.data_type === 'multiple_choice_selection_list';
  if (Array.isArray(value)) {
    if (!multiple) throw badRequest('only a multiple_choice_selection_list field takes an array of values');
    if (value.length === 0 || value.some((v) => typeof v !== 'string' || v.trim() === ''))
      throw badRequest('value must be a non-empty array of strings');
    if (new Set(value).size !== value.length) throw badRequest('values must not repeat');
    return value as string[];
  }
  const text = requiredString(body, 'value');
  return multiple ? [text] : text;
}

const asList = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

function findValue(store: ResourcePlanningStore, owner: Owner, raw: string | undefined): RpCustomFieldValue {
  return findByPathId(raw, 'CustomFieldValue', (id) => valuesOf(store, owner).find((v) => v.id === id));
}

function valueRoutes(store: ResourcePlanningStore, kind: Owner['kind']): Route[] {
  const base =
    kind === 'project' ? '/projects/{project_id}/custom_field_values' : '/users/{user_id}/custom_field_values';
  return [
    {
      method: 'POST',
      template: base,
      handler: (req) => {
        const owner = ownerOf(store, req, kind);
        const body = bodyOf(req);
        const fieldId = optionalId(body, 'custom_field_id');
        if (fieldId === undefined) throw badRequest('custom_field_id is required');
        const field = store.data.customFields.find((f) => f.id === fieldId);
        if (!field) throw badRequest(`custom field ${fieldId} does not exist`);
        const value = valueOf(body, field);
        checkValues(owner, field, asList(value));
        // A POST replaces the field's value on the owner: the record stays, its value is the new one.
        const existing = valuesOf(store, owner).find((v) => v.custom_field_id === field.id);
        if (existing) {
          existing.value = value;
          return { body: existing };
        }
        const all = [...store.data.projectFieldValues, ...store.data.userFieldValues];
        const record: RpCustomFieldValue = {
          id: Math.max(0, ...all.map((v) => v.id)) + 1,
          custom_field_id: field.id,
          ...(kind === 'project' ? { project_id: owner.id } : { user_id: owner.id }),
          value,
        };
        (kind === 'project' ? store.data.projectFieldValues : store.data.userFieldValues).push(record);
        store.reindex();
        return { body: record };
      },
    },
    {
      method: 'GET',
      template: `${base}/{custom_field_value_id}`,
      handler: (req) => ({ body: findValue(store, ownerOf(store, req, kind), req.params.custom_field_value_id) }),
    },
    {
      method: 'PUT',
      template: `${base}/{custom_field_value_id}`,
      handler: (req) => {
        const owner = ownerOf(store, req, kind);
        const record = findValue(store, owner, req.params.custom_field_value_id);
        const field = findField(store, record.custom_field_id);
        const value = valueOf(bodyOf(req), field);
        checkValues(owner, field, asList(value));
        record.value = value;
        return { body: record };
      },
    },
  ];
}

export function customFieldRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'POST',
      template: '/custom_fields',
      handler: (req) => {
        const body = bodyOf(req);
        const name = requiredString(body, 'name').trim();
        const namespace = body.namespace;
        if (typeof namespace !== 'string' || !(CUSTOM_FIELD_NAMESPACES as readonly string[]).includes(namespace))
          throw badRequest('namespace must be assignables or users');
        const dataType = body.data_type ?? 'string';
        if (typeof dataType !== 'string' || !(CUSTOM_FIELD_DATA_TYPES as readonly string[]).includes(dataType))
          throw badRequest(`data_type must be one of ${CUSTOM_FIELD_DATA_TYPES.join(', ')}`);
        const draft: RpCustomField = {
          id: Math.max(0, ...store.data.customFields.map((f) => f.id)) + 1,
          name,
          namespace: namespace as RpCustomField['namespace'],
          data_type: dataType as RpCustomField['data_type'],
          description: null,
          default_value: null,
          is_visible_on_info_page: true,
          is_visible_as_filter: false,
          options: [],
        };
        const field = applyEditable(draft, body);
        checkField(store, field);
        store.data.customFields.push(field);
        return { body: field };
      },
    },
    {
      method: 'PUT',
      template: '/custom_fields/{custom_field_id}',
      handler: (req) => {
        const field = findField(store, req.params.custom_field_id);
        const body = bodyOf(req);
        const fixed = Object.keys(body).filter((k) => !EDITABLE.includes(k) && k !== 'id');
        if (fixed.length > 0) throw badRequest(`not editable: ${fixed.join(', ')} (editable: ${EDITABLE.join(', ')})`);
        const next = applyEditable(field, body);
        checkField(store, next);
        Object.assign(field, next);
        return { body: field };
      },
    },
    {
      method: 'DELETE',
      template: '/custom_fields/{custom_field_id}',
      handler: (req) => {
        const field = findField(store, req.params.custom_field_id);
        const data = store.data;
        data.customFields.splice(data.customFields.indexOf(field), 1);
        // Deleting a field deletes all its values, on projects and on users.
        for (const list of [data.projectFieldValues, data.userFieldValues]) {
          for (let i = list.length - 1; i >= 0; i--) if (list[i]!.custom_field_id === field.id) list.splice(i, 1);
        }
        store.reindex();
        return { status: 204 };
      },
    },
    ...valueRoutes(store, 'project'),
    ...valueRoutes(store, 'user'),
  ];
}
