// Custom-field resolvers: field definitions (for projects or people), the values of projects and
// people with their field names (through the custom-field loader), and the field and value writes.
// Everything the gateway can know (namespace, data type, options, unique names) is checked first.
// Project values and field definitions tell the join index (Sheet.project reads them again).
import type { GatewayContext } from '../../context.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import type { CustomFieldChanges, ValueOwner } from '../../datasources/resource-planning/custom-fields-api.js';
import type { RpCustomField, RpCustomFieldValue } from '../../datasources/resource-planning/types.js';
import { badUserInput } from '../../graphql-errors.js';
import { CustomFieldDataType, CustomFieldNamespace, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { randomAccessConnection } from '../../relay/connection.js';
import { readBackendId, readNumericId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext } from '../connections.js';
import { idOrNull } from '../values.js';
import { defined, requireProjectRecord } from './project-writes.js';
import { rpConnection } from './lists.js';
import { enumValue } from '../enums.js';

async function requireField(ctx: GatewayContext, raw: string, field: string): Promise<RpCustomField> {
  const id = readNumericId(raw, 'CustomField', field).id;
  const found = await ctx.loaders.resourcePlanning.customFieldById.load(id);
  if (!found) throw badUserInput(`${field}: no custom field ${id}`, field);
  return found;
}

/** Options, default value and name of a field definition, checked as the service would. */
async function checkDefinition(ctx: GatewayContext, def: { id: number | null; name: string; namespace: string; data_type: string; options: string[]; default_value: string | null }): Promise<void> {
  if (def.name.trim() === '') throw badUserInput('name must not be empty', 'input.name');
  if (def.options.some((o) => o.trim() === '')) throw badUserInput('options must not be empty strings', 'input.options');
  if (new Set(def.options).size !== def.options.length) throw badUserInput('options must not repeat', 'input.options');
  if (def.data_type === 'string' && def.options.length > 0) throw badUserInput('options are only for selection_list and multiple_choice_selection_list fields', 'input.options');
  if (def.data_type !== 'string' && def.options.length === 0) throw badUserInput(`a ${def.data_type} field needs options`, 'input.options');
  if (def.default_value != null && def.data_type !== 'string' && !def.options.includes(def.default_value)) throw badUserInput('defaultValue must be one of the options', 'input.defaultValue');
  const fields = await ctx.loaders.resourcePlanning.customFields();
  const clash = fields.find((f) => f.id !== def.id && f.namespace === def.namespace && f.name.toLowerCase() === def.name.trim().toLowerCase());
  if (clash) throw badUserInput(`a ${def.namespace} custom field named "${clash.name}" exists already (${clash.id})`, 'input.name');
}

/** The project/phase or person a value belongs to, checked to exist. */
async function requireOwner(ctx: GatewayContext, kind: ValueOwner['kind'], raw: string): Promise<ValueOwner> {
  if (kind === 'project') {
    const id = readNumericId(raw, ['Project', 'Phase'], 'input.ownerId').id;
    await requireProjectRecord(ctx, id, 'input.ownerId');
    return { kind, id };
  }
  const id = readNumericId(raw, 'Person', 'input.ownerId').id;
  if (!(await ctx.loaders.resourcePlanning.personById.load(id))) throw badUserInput(`input.ownerId: no person ${id}`, 'input.ownerId');
  return { kind, id };
}

function checkValue(field: RpCustomField, kind: ValueOwner['kind'], value: string): void {
  const namespace = kind === 'project' ? 'assignables' : 'users';
  if (field.namespace !== namespace) throw badUserInput(`custom field ${field.id} "${field.name}" is for ${field.namespace}, not ${namespace}`, 'input.customFieldId');
  if (field.data_type !== 'string' && !(field.options ?? []).includes(value)) throw badUserInput(`value must be one of: ${(field.options ?? []).join(', ')}`, 'input.value');
}

/**
 * Sets a value: replaces a single-value field's value, adds a choice to a multiple-choice field. A POST
 * replaces the field's whole set of values on the owner (the reference), so a choice is added by
 * posting the choices it has with the new one.
 */
async function setValue(ctx: GatewayContext, kind: ValueOwner['kind'], input: { ownerId: string; customFieldId: string; value: string }): Promise<RpCustomFieldValue> {
  const [owner, field] = await Promise.all([requireOwner(ctx, kind, input.ownerId), requireField(ctx, input.customFieldId, 'input.customFieldId')]);
  checkValue(field, kind, input.value);
  const api = ctx.api.resourcePlanningCustomFields;
  if (field.data_type !== 'multiple_choice_selection_list') return api.setValue(owner, field.id, input.value);
  const existing = (await ctx.loaders.resourcePlanning.customFieldValues(owner)).find((v) => v.custom_field_id === field.id);
  const choices = existing === undefined ? [] : Array.isArray(existing.value) ? existing.value : [existing.value];
  if (existing && choices.includes(input.value)) return existing;
  return api.setValue(owner, field.id, [...choices, input.value]);
}

async function updateValue(ctx: GatewayContext, kind: ValueOwner['kind'], input: { ownerId: string; valueId: string; value: string }): Promise<RpCustomFieldValue> {
  const owner = await requireOwner(ctx, kind, input.ownerId);
  const valueId = Number(readBackendId(input.valueId, 'int', 'input.valueId'));
  const api = ctx.api.resourcePlanningCustomFields;
  const record = await nullIfNotFound(() => api.getValue(owner, valueId));
  if (!record) throw badUserInput(`input.valueId: no custom field value ${valueId} on ${kind} ${owner.id}`, 'input.valueId');
  const field = record.custom_field_id != null ? await ctx.loaders.resourcePlanning.customFieldById.load(record.custom_field_id) : null;
  if (field) checkValue(field, kind, input.value);
  return api.updateValue(owner, valueId, input.value);
}

const fieldName = async (value: RpCustomFieldValue, ctx: GatewayContext) => (await ctx.loaders.resourcePlanning.customFieldById.load(value.custom_field_id))?.name ?? null;
const fieldOf = (value: RpCustomFieldValue, ctx: GatewayContext) => (value.custom_field_id != null ? ctx.loaders.resourcePlanning.customFieldById.load(value.custom_field_id) : null);

export const customFieldResolvers: Resolvers = {
  Query: {
    customFields: (_root, args, ctx) => {
      const namespace = args.namespace ?? null;
      if (namespace === null) return rpConnection(ctx, 'customFields', args, { namespace }, (page, perPage) => ctx.api.resourcePlanningCustomFields.listCustomFields(page, perPage));
      // The list takes no namespace filter upstream: the (short) list is read whole and filtered here.
      let fields: Promise<RpCustomField[]> | undefined;
      return randomAccessConnection(args, connectionContext(ctx, 'customFields', { namespace }), {
        maxPageSize: RP_MAX_PAGE_SIZE,
        fetchPage: async (page, perPage) => {
          fields ??= ctx.loaders.resourcePlanning.customFields().then((list) => list.filter((f) => f.namespace === namespace));
          const matching = await fields;
          return { items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, hasNext: null };
        },
      });
    },
    customField: (_root, { id }, ctx) => ctx.loaders.resourcePlanning.customFieldById.load(readNumericId(id, 'CustomField', 'id').id),
  },

  CustomField: {
    id: (field) => toGlobalId('CustomField', field.id),
    customFieldId: (field) => String(field.id),
    namespace: (field, _args, ctx) => enumValue(CustomFieldNamespace, field.namespace, { field: 'CustomField.namespace', ctx }),
    dataType: (field, _args, ctx) => enumValue(CustomFieldDataType, field.data_type, { field: 'CustomField.dataType', ctx }),
    description: (field) => field.description ?? null,
    options: (field) => field.options ?? [],
    defaultValue: (field) => field.default_value ?? null,
    isVisibleOnInfoPage: (field) => field.is_visible_on_info_page ?? null,
    isVisibleAsFilter: (field) => field.is_visible_as_filter ?? null,
  },

  ProjectCustomFieldValue: {
    customField: (value, _args, ctx) => fieldOf(value, ctx),
  },

  PersonCustomFieldValue: {
    id: (value) => String(value.id),
    customFieldId: (value) => idOrNull(value.custom_field_id),
    name: (value, _args, ctx) => fieldName(value, ctx),
    customField: (value, _args, ctx) => fieldOf(value, ctx),
    value: (value) => value.value ?? null,
  },

  Person: {
    customFieldValues: (person, _args, ctx) => ctx.loaders.resourcePlanning.customFieldValues({ kind: 'user', id: person.id }),
  },

  Mutation: {
    createCustomField: async (_root, { input }, ctx) => {
      const options = input.options ?? [];
      await checkDefinition(ctx, { id: null, name: input.name, namespace: input.namespace, data_type: input.dataType, options, default_value: input.defaultValue ?? null });
      const customField = await ctx.api.resourcePlanningCustomFields.createCustomField({
        name: input.name.trim(),
        namespace: input.namespace,
        data_type: input.dataType,
        ...defined({ description: input.description ?? undefined, default_value: input.defaultValue ?? undefined, is_visible_on_info_page: input.isVisibleOnInfoPage ?? undefined, is_visible_as_filter: input.isVisibleAsFilter ?? undefined }),
        ...(options.length > 0 ? { options } : {}),
      });
      await ctx.loaders.joins.projectChanged(null);
      return { customField };
    },
    updateCustomField: async (_root, { input }, ctx) => {
      const field = await requireField(ctx, input.id, 'input.id');
      const changes: CustomFieldChanges = defined({
        name: input.name ?? undefined,
        description: input.description ?? undefined,
        options: input.options ?? undefined,
        default_value: input.defaultValue ?? undefined,
        is_visible_on_info_page: input.isVisibleOnInfoPage ?? undefined,
        is_visible_as_filter: input.isVisibleAsFilter ?? undefined,
      });
      if (Object.keys(changes).length === 0) throw badUserInput('give at least one property to change', 'input');
      await checkDefinition(ctx, {
        id: field.id,
        name: changes.name ?? field.name,
        namespace: field.namespace,
        data_type: field.data_type ?? 'string',
        options: changes.options ?? field.options ?? [],
        default_value: changes.default_value ?? field.default_value ?? null,
      });
      const customField = await ctx.api.resourcePlanningCustomFields.updateCustomField(field.id, changes);
      await ctx.loaders.joins.projectChanged(null);
      return { customField };
    },
    deleteCustomField: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'CustomField', 'input.id').id;
      await ctx.api.resourcePlanningCustomFields.deleteCustomField(id);
      await ctx.loaders.joins.projectChanged(null);
      return { deletedCustomFieldId: toGlobalId('CustomField', id) };
    },
    setProjectCustomFieldValue: async (_root, { input }, ctx) => {
      const customFieldValue = await setValue(ctx, 'project', input);
      await ctx.loaders.joins.projectChanged(readNumericId(input.ownerId, ['Project', 'Phase'], 'input.ownerId').id);
      return { customFieldValue };
    },
    updateProjectCustomFieldValue: async (_root, { input }, ctx) => {
      const customFieldValue = await updateValue(ctx, 'project', input);
      await ctx.loaders.joins.projectChanged(readNumericId(input.ownerId, ['Project', 'Phase'], 'input.ownerId').id);
      return { customFieldValue };
    },
    setPersonCustomFieldValue: async (_root, { input }, ctx) => ({ customFieldValue: await setValue(ctx, 'user', input) }),
    updatePersonCustomFieldValue: async (_root, { input }, ctx) => ({ customFieldValue: await updateValue(ctx, 'user', input) }),
  },
};
