// Custom-field resolvers: field definitions (for projects or people), the values of projects and
// people with their field names (through the custom-field loader), and the field and value writes.
// Everything the gateway can know (namespace, data type, options, unique names) is checked first.
// Project values and field definitions tell the join index (Sheet.project reads them again).
import type { GatewayContext } from '../../context.js';
import type { CustomFieldChanges, ValueOwner } from '../../datasources/resource-planning/custom-fields-api.js';
import type { RpCustomField, RpCustomFieldValue } from '../../datasources/resource-planning/types.js';
import { badUserInput, notFound } from '../../graphql-errors.js';
import { CustomFieldDataType, CustomFieldNamespace, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readNumericId, readNumericIdParts, toGlobalId } from '../../relay/global-id.js';
import { resourcePlanningConnection, wholeListConnection } from '../connections.js';
import { withMutationUserErrors } from '../user-errors.js';
import { defined } from './given-properties.js';
import { requireProjectRecord } from './project-records.js';
import { enumValue } from '../enums.js';

async function requireField(ctx: GatewayContext, raw: string, field: string): Promise<RpCustomField> {
  const id = readNumericId(raw, 'CustomField', field).id;
  const found = await ctx.loaders.resourcePlanning.customFieldById.load(id);
  if (!found) throw badUserInput(`${field}: no custom field ${id}`, field);
  return found;
}

/** Options, default value and name of a field definition, checked as the service would. */
async function checkDefinition(
  ctx: GatewayContext,
  def: {
    id: number | null;
    name: string;
    namespace: string;
    data_type: string;
    options: string[];
    default_value: string | null;
  },
): Promise<void> {
  if (def.name.trim() === '') throw badUserInput('name must not be empty', 'input.name');
  if (def.options.some((o) => o.trim() === ''))
    throw badUserInput('options must not be empty strings', 'input.options');
  if (new Set(def.options).size !== def.options.length) throw badUserInput('options must not repeat', 'input.options');
  if (def.data_type === 'string' && def.options.length > 0)
    throw badUserInput(
      'options are only for selection_list and multiple_choice_selection_list fields',
      'input.options',
    );
  if (def.data_type !== 'string' && def.options.length === 0)
    throw badUserInput(`a ${def.data_type} field needs options`, 'input.options');
  if (def.default_value != null && def.data_type !== 'string' && !def.options.includes(def.default_value))
    throw badUserInput('defaultValue must be one of the options', 'input.defaultValue');
  const fields = await ctx.loaders.resourcePlanning.customFields();
  const clash = fields.find(
    (f) => f.id !== def.id && f.namespace === def.namespace && f.name.toLowerCase() === def.name.trim().toLowerCase(),
  );
  if (clash)
    throw badUserInput(
      `a ${def.namespace} custom field named "${clash.name}" exists already (${clash.id})`,
      'input.name',
    );
}

/** The project/phase or person a value belongs to, checked to exist. */
async function requireOwner(ctx: GatewayContext, kind: ValueOwner['kind'], raw: string): Promise<ValueOwner> {
  if (kind === 'project') {
    const id = readNumericId(raw, ['Project', 'Phase'], 'input.ownerId').id;
    await requireProjectRecord(ctx, id, 'input.ownerId');
    return { kind, id };
  }
  const id = readNumericId(raw, 'Person', 'input.ownerId').id;
  if (!(await ctx.loaders.resourcePlanning.personById.load(id)))
    throw badUserInput(`input.ownerId: no person ${id}`, 'input.ownerId');
  return { kind, id };
}

/** The values as the field takes them: one for a text or selection-list field, chosen options for a multiple-choice one. */
function checkValues(field: RpCustomField, kind: ValueOwner['kind'], values: readonly string[]): void {
  const namespace = kind === 'project' ? 'assignables' : 'users';
  if (field.namespace !== namespace)
    throw badUserInput(
      `custom field ${field.id} "${field.name}" is for ${field.namespace}, not ${namespace}`,
      'input.customFieldId',
    );
  if (field.data_type !== 'multiple_choice_selection_list' && values.length !== 1)
    throw badUserInput(`a ${field.data_type ?? 'string'} field takes exactly one value`, 'input.values');
  if (new Set(values).size !== values.length) throw badUserInput('values must not repeat', 'input.values');
  const options = field.options ?? [];
  if (field.data_type !== 'string' && values.some((v) => !options.includes(v)))
    throw badUserInput(`values must be among: ${options.join(', ')}`, 'input.values');
}

/** What the service is sent: a string for a single-value field, the list of choices for a multiple-choice one. */
const sentValue = (field: RpCustomField, values: readonly string[]): string | string[] =>
  field.data_type === 'multiple_choice_selection_list' ? [...values] : (values[0] ?? '');

/** Sets a value: a POST replaces the field's whole value on the owner (the reference), choices included. */
async function setValue(
  ctx: GatewayContext,
  kind: ValueOwner['kind'],
  input: { ownerId: string; customFieldId: string; values: readonly string[] },
): Promise<RpCustomFieldValue> {
  const [owner, field] = await Promise.all([
    requireOwner(ctx, kind, input.ownerId),
    requireField(ctx, input.customFieldId, 'input.customFieldId'),
  ]);
  checkValues(field, kind, input.values);
  return withOwner(
    await ctx.api.resourcePlanningCustomFields.setValue(owner, field.id, sentValue(field, input.values)),
    owner,
  );
}

/** Changes one value record, found by its global id (which carries its owner: the service files values under it). */
async function updateValue(
  ctx: GatewayContext,
  input: { id: string; values: readonly string[] },
): Promise<RpCustomFieldValue> {
  const [kindNumber, ownerId, valueId] = readNumericIdParts(input.id, 'CustomFieldValue', 3, 'input.id') as [
    number,
    number,
    number,
  ];
  const owner: ValueOwner = { kind: kindNumber === PERSON_OWNER ? 'user' : 'project', id: ownerId };
  const api = ctx.api.resourcePlanningCustomFields;
  const record = await nullIfNotFound(() => api.getValue(owner, valueId));
  if (!record) throw notFound(`input.id: no custom field value ${valueId} on ${owner.kind} ${owner.id}`, 'input.id');
  const field = await requireField(ctx, String(record.custom_field_id), 'input.id');
  checkValues(field, owner.kind, input.values);
  // A multiple-choice value is replaced as a whole by a POST; a single value is changed in place.
  const stored =
    field.data_type === 'multiple_choice_selection_list'
      ? await api.setValue(owner, field.id, sentValue(field, input.values))
      : await api.updateValue(owner, valueId, sentValue(field, input.values) as string);
  return withOwner(stored, owner);
}

/** Owner kinds in a CustomFieldValue global id (numeric, so the id reads as numbers throughout). */
const PROJECT_OWNER = 1;
const PERSON_OWNER = 2;

/** The record with its owner named (the service leaves it out of nested lists). */
export function withOwner(value: RpCustomFieldValue, owner: ValueOwner): RpCustomFieldValue {
  return owner.kind === 'user'
    ? { ...value, user_id: value.user_id ?? owner.id }
    : { ...value, project_id: value.project_id ?? owner.id };
}

/** The owner a value record is filed under, or null when the record names none. */
export function ownerOf(value: RpCustomFieldValue): ValueOwner | null {
  if (value.user_id !== undefined) return { kind: 'user', id: value.user_id };
  if (value.project_id !== undefined) return { kind: 'project', id: value.project_id };
  return null;
}

/** A value record by its id parts (owner kind, owner id, value id), or null. */
export async function loadCustomFieldValue(
  ctx: GatewayContext,
  kind: number,
  ownerId: number,
  valueId: number,
): Promise<RpCustomFieldValue | null> {
  const owner: ValueOwner = { kind: kind === PERSON_OWNER ? 'user' : 'project', id: ownerId };
  const record = await nullIfNotFound(() => ctx.api.resourcePlanningCustomFields.getValue(owner, valueId));
  return record && withOwner(record, owner);
}

const fieldOf = (value: RpCustomFieldValue, ctx: GatewayContext): Promise<RpCustomField | null> =>
  ctx.loaders.resourcePlanning.customFieldById.load(value.custom_field_id);

export const customFieldResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    customFields: (_root, args, ctx) => {
      const namespace = args.namespace ?? null;
      if (namespace === null)
        return resourcePlanningConnection(ctx, args, {
          list: 'customFields',
          shape: { namespace },
          fetch: (page, perPage) => ctx.api.resourcePlanningCustomFields.listCustomFields(page, perPage),
        });
      // The list takes no namespace filter upstream: the (short) list is read whole and filtered here.
      return wholeListConnection(ctx, args, { list: 'customFields', shape: { namespace } }, async () =>
        (await ctx.loaders.resourcePlanning.customFields()).filter((f) => f.namespace === namespace),
      );
    },
    customField: (_root, { id }, ctx) =>
      ctx.loaders.resourcePlanning.customFieldById.load(readNumericId(id, 'CustomField', 'id').id),
  },

  CustomField: {
    id: (field) => toGlobalId('CustomField', field.id),
    backendId: (field) => String(field.id),
    namespace: (field, _args, ctx) =>
      enumValue(CustomFieldNamespace, field.namespace, { field: 'CustomField.namespace', ctx }),
    dataType: (field, _args, ctx) =>
      enumValue(CustomFieldDataType, field.data_type, { field: 'CustomField.dataType', ctx }),
    description: (field) => field.description ?? null,
    options: (field) => field.options ?? [],
    defaultValue: (field) => field.default_value ?? null,
    isVisibleOnInfoPage: (field) => field.is_visible_on_info_page ?? null,
    isVisibleAsFilter: (field) => field.is_visible_as_filter ?? null,
  },

  CustomFieldValue: {
    id: (value) => {
      const owner = ownerOf(value);
      return toGlobalId(
        'CustomFieldValue',
        owner?.kind === 'user' ? PERSON_OWNER : PROJECT_OWNER,
        owner?.id ?? 0,
        value.id,
      );
    },
    backendId: (value) => String(value.id),
    customField: (value, _args, ctx) => fieldOf(value, ctx),
    name: async (value, _args, ctx) => (await fieldOf(value, ctx))?.name ?? null,
    owner: async (value, _args, ctx) => {
      const owner = ownerOf(value);
      if (!owner) return null;
      return owner.kind === 'user'
        ? ctx.loaders.resourcePlanning.personById.load(owner.id)
        : nullIfNotFound(() => ctx.loaders.resourcePlanning.projectById.load(owner.id));
    },
    values: (value) => (Array.isArray(value.value) ? value.value : [value.value]),
  },

  CustomFieldOwner: {
    __resolveType: (owner) => ('parent_id' in owner ? (owner.parent_id != null ? 'Phase' : 'Project') : 'Person'),
  },

  Person: {
    customFieldValues: async (person, _args, ctx) =>
      (await ctx.loaders.resourcePlanning.customFieldValues({ kind: 'user', id: person.id })).map((value) =>
        withOwner(value, { kind: 'user', id: person.id }),
      ),
  },

  Mutation: {
    createCustomField: async (_root, { input }, ctx) => {
      const options = input.options ?? [];
      await checkDefinition(ctx, {
        id: null,
        name: input.name,
        namespace: input.namespace,
        data_type: input.dataType,
        options,
        default_value: input.defaultValue ?? null,
      });
      const customField = await ctx.api.resourcePlanningCustomFields.createCustomField({
        name: input.name.trim(),
        namespace: input.namespace,
        data_type: input.dataType,
        ...defined({
          description: input.description ?? undefined,
          default_value: input.defaultValue ?? undefined,
          is_visible_on_info_page: input.isVisibleOnInfoPage ?? undefined,
          is_visible_as_filter: input.isVisibleAsFilter ?? undefined,
        }),
        ...(options.length > 0 ? { options } : {}),
      });
      await ctx.loaders.joins.projectChanged(null);
      return { customField, userErrors: [] };
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
      return { customField, userErrors: [] };
    },
    deleteCustomField: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'CustomField', 'input.id').id;
      await ctx.api.resourcePlanningCustomFields.deleteCustomField(id);
      await ctx.loaders.joins.projectChanged(null);
      return { deletedCustomFieldId: toGlobalId('CustomField', id), userErrors: [] };
    },
    setProjectCustomFieldValue: async (_root, { input }, ctx) => {
      const customFieldValue = await setValue(ctx, 'project', input);
      await ctx.loaders.joins.projectChanged(readNumericId(input.ownerId, ['Project', 'Phase'], 'input.ownerId').id);
      return { customFieldValue, userErrors: [] };
    },
    setPersonCustomFieldValue: async (_root, { input }, ctx) => ({
      customFieldValue: await setValue(ctx, 'user', input),
      userErrors: [],
    }),
    updateCustomFieldValue: async (_root, { input }, ctx) => {
      const customFieldValue = await updateValue(ctx, input);
      if (customFieldValue.project_id !== undefined)
        await ctx.loaders.joins.projectChanged(customFieldValue.project_id);
      return { customFieldValue, userErrors: [] };
    },
  },
});
