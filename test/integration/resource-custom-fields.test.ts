// Custom fields through the graph: definitions, values of projects and people with their field names
// (one field read per distinct field), the field writes with their checks, setting and updating
// values, and deleting a field (which deletes all its values).
import { beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const FIELD = 'id customFieldId name namespace dataType options defaultValue description isVisibleOnInfoPage isVisibleAsFilter';
const nodes = (connection: any) => connection.edges.map((e: any) => e.node);
async function direct(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}${path}`, { method, headers: { auth: 'rp-demo-token', 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const createField = (input: Record<string, unknown>) => gql(`mutation C($input: CreateCustomFieldInput!) { createCustomField(input: $input) { customField { ${FIELD} } } }`, { input });
const setProject = (input: Record<string, unknown>) => gql('mutation S($input: SetCustomFieldValueInput!) { setProjectCustomFieldValue(input: $input) { customFieldValue { id name value customField { name } } } }', { input });
const setPerson = (input: Record<string, unknown>) => gql('mutation S($input: SetCustomFieldValueInput!) { setPersonCustomFieldValue(input: $input) { customFieldValue { id name value } } }', { input });
const projectValues = async (id: string) => (await gql('query P($id: ID!) { project(id: $id) { customFieldValues { id name value customFieldId } } }', { id })).data.project.customFieldValues;

describe('reads', () => {
  it('lists fields, by namespace too (filtered by the gateway: the list takes no namespace parameter), and reads one', async () => {
    const result = await gql(`{ customFields { edges { node { ${FIELD} } } } people: customFields(namespace: users) { edges { node { name } } } customField(id: "9002") { name options } }`);
    expect(result.errors).toBeUndefined();
    expect(nodes(result.data.customFields).map((f: any) => f.name)).toEqual(['Sheet ID', 'Region', 'Cost Center', 'Skills', 'Start Year']);
    expect(nodes(result.data.people).map((f: any) => f.name)).toEqual(['Skills', 'Start Year']);
    expect(result.data.customField).toEqual({ name: 'Region', options: ['EMEA', 'AMER', 'APAC'] });
    expect((await calls()).filter((c) => c.template === '/custom_fields').map((c) => new URL(c.url, 'http://x').searchParams.has('namespace'))).toEqual([false, false]);
  });

  it('names project and person values through one field read per distinct field', async () => {
    const result = await gql('{ project(id: "500001") { customFieldValues { name value customField { dataType } } } person(id: "300101") { customFieldValues { name value customField { namespace } } } }');
    expect(result.errors).toBeUndefined();
    const projectNames = result.data.project.customFieldValues.map((v: any) => v.name);
    expect(projectNames).toContain('Region');
    expect(result.data.project.customFieldValues.find((v: any) => v.name === 'Region').customField.dataType).toBe('selection_list');
    const personValues = result.data.person.customFieldValues;
    expect(personValues.map((v: any) => v.name)).toContain('Start Year');
    expect(personValues.every((v: any) => v.customField.namespace === 'users')).toBe(true);
    const expected = await rpAll<RpRecord>(stack.emulators, '/users/300101/custom_field_values');
    expect(personValues.map((v: any) => v.value)).toEqual(expected.map((v) => v.value));
    const fieldReads = (await calls()).filter((c) => c.template === '/custom_fields/{custom_field_id}').map((c) => c.url);
    expect(new Set(fieldReads).size).toBe(fieldReads.length);
    expect((await calls()).some((c) => c.template === '/users/{user_id}/custom_field_values')).toBe(true);
  });
});

describe('field writes', () => {
  it('creates and updates a field', async () => {
    const created = await createField({ name: 'Tier', namespace: 'assignables', dataType: 'selection_list', options: ['Gold', 'Silver'], defaultValue: 'Silver', isVisibleAsFilter: true });
    expect(created.errors).toBeUndefined();
    expect(created.data.createCustomField.customField).toMatchObject({ name: 'Tier', namespace: 'assignables', dataType: 'selection_list', options: ['Gold', 'Silver'], defaultValue: 'Silver', isVisibleAsFilter: true });
    const id = created.data.createCustomField.customField.id;
    const updated = await gql(`mutation U($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ${FIELD} } } }`, { input: { id, name: 'Service Tier', options: ['Gold', 'Silver', 'Bronze'], description: 'Support level' } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateCustomField.customField).toMatchObject({ name: 'Service Tier', options: ['Gold', 'Silver', 'Bronze'], description: 'Support level', defaultValue: 'Silver' });
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['POST /custom_fields', 'PUT /custom_fields/{custom_field_id}']);
  });

  it('refuses a duplicate name, options on a string field, a default outside the options, before any write', async () => {
    const a = await createField({ name: 'region', namespace: 'assignables', dataType: 'string' });
    expect(a.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.name' });
    const b = await createField({ name: 'Notes', namespace: 'users', dataType: 'string', options: ['x'] });
    expect(b.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.options' });
    const c = await createField({ name: 'Level', namespace: 'users', dataType: 'selection_list', options: ['A'], defaultValue: 'B' });
    expect(c.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.defaultValue' });
    const d = await gql('mutation { updateCustomField(input: { id: "9002", options: [] }) { customField { id } } }');
    expect(d.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.options' });
    expect(await writes()).toHaveLength(0);
    // The namespace and data type are not editable: the graph has no input for them, the service refuses them.
    expect((await direct('PUT', '/custom_fields/9002', { namespace: 'users' })).status).toBe(400);
    expect((await direct('GET', '/custom_fields/9002')).body.namespace).toBe('assignables');
  });
});

describe('values', () => {
  it('sets a single-value field (create, then replace) and updates a value record', async () => {
    const project = toGlobalId('Project', 500001);
    const field = (await createField({ name: 'Risk', namespace: 'assignables', dataType: 'selection_list', options: ['Low', 'High'] })).data.createCustomField.customField;
    await resetAllLogs(stack.emulators);
    const first = await setProject({ ownerId: project, customFieldId: field.id, value: 'Low' });
    expect(first.data.setProjectCustomFieldValue.customFieldValue).toMatchObject({ name: 'Risk', value: 'Low', customField: { name: 'Risk' } });
    const second = await setProject({ ownerId: project, customFieldId: field.customFieldId, value: 'High' });
    expect(second.data.setProjectCustomFieldValue.customFieldValue.id).toBe(first.data.setProjectCustomFieldValue.customFieldValue.id);
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['POST /projects/{project_id}/custom_field_values', 'PUT /projects/{project_id}/custom_field_values/{custom_field_value_id}']);
    const valueId = first.data.setProjectCustomFieldValue.customFieldValue.id;
    const updated = await gql('mutation U($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { id value } } }', { input: { ownerId: '500001', valueId, value: 'Low' } });
    expect(updated.data.updateProjectCustomFieldValue.customFieldValue).toEqual({ id: valueId, value: 'Low' });
    expect((await calls()).some((c) => c.method === 'GET' && c.template === '/projects/{project_id}/custom_field_values/{custom_field_value_id}')).toBe(true);
    expect((await projectValues('500001')).filter((v: any) => v.name === 'Risk').map((v: any) => v.value)).toEqual(['Low']);
  });

  it('adds choices of a multiple-choice person field once, and updates a person value', async () => {
    const person = toGlobalId('Person', 300102);
    const before = await rpAll<RpRecord>(stack.emulators, '/users/300102/custom_field_values');
    const missing = ['TypeScript', 'Design', 'SQL', 'Facilitation', 'Finance'].find((s) => !before.some((v) => v.value === s))!;
    await resetAllLogs(stack.emulators);
    const added = await setPerson({ ownerId: person, customFieldId: '9004', value: missing });
    expect(added.data.setPersonCustomFieldValue.customFieldValue).toMatchObject({ name: 'Skills', value: missing });
    const again = await setPerson({ ownerId: person, customFieldId: '9004', value: missing });
    expect(again.data.setPersonCustomFieldValue.customFieldValue.id).toBe(added.data.setPersonCustomFieldValue.customFieldValue.id);
    expect((await writes()).map((c) => c.template)).toEqual(['/users/{user_id}/custom_field_values']);
    const year = before.find((v) => v.custom_field_id === 9005)!;
    const updated = await gql('mutation U($input: UpdateCustomFieldValueInput!) { updatePersonCustomFieldValue(input: $input) { customFieldValue { value name } } }', { input: { ownerId: person, valueId: String(year.id), value: '2031' } });
    expect(updated.data.updatePersonCustomFieldValue.customFieldValue).toEqual({ value: '2031', name: 'Start Year' });
    expect((await calls()).some((c) => c.method === 'GET' && c.template === '/users/{user_id}/custom_field_values/{custom_field_value_id}')).toBe(true);
  });

  it('refuses a value outside the options and a field of the other namespace, before any write', async () => {
    const a = await setProject({ ownerId: '500001', customFieldId: '9002', value: 'MARS' });
    expect(a.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.value' });
    const b = await setProject({ ownerId: '500001', customFieldId: '9004', value: 'SQL' });
    expect(b.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.customFieldId' });
    const region = (await projectValues('500001')).find((v: any) => v.name === 'Region');
    const c = await gql('mutation U($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { id } } }', { input: { ownerId: '500001', valueId: region.id, value: 'MARS' } });
    expect(c.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.value' });
    expect(await writes()).toHaveLength(0);
    expect((await projectValues('500001')).find((v: any) => v.name === 'Region').value).toBe(region.value);
    // A second record for a single-value field is the service's to refuse too (the graph sends a PUT instead).
    expect((await direct('POST', '/projects/500001/custom_field_values', { custom_field_id: 9002, value: 'APAC' })).status).toBe(400);
    expect((await projectValues('500001')).filter((v: any) => v.name === 'Region')).toHaveLength(1);
  });

  it('deleting a field deletes its values on every project', async () => {
    const field = (await createField({ name: 'Budget Owner', namespace: 'assignables', dataType: 'string' })).data.createCustomField.customField;
    const projects = (await rpAll<RpProject>(stack.emulators, '/projects')).slice(0, 2).map((p) => String(p.id));
    const valueIds: string[] = [];
    for (const id of projects) valueIds.push((await setProject({ ownerId: id, customFieldId: field.id, value: `owner of ${id}` })).data.setProjectCustomFieldValue.customFieldValue.id);
    for (const id of projects) expect((await projectValues(id)).map((v: any) => v.name)).toContain('Budget Owner');
    await resetAllLogs(stack.emulators);
    const deleted = await gql('mutation D($id: ID!) { deleteCustomField(input: { id: $id }) { deletedCustomFieldId } }', { id: field.id });
    expect(deleted.data.deleteCustomField.deletedCustomFieldId).toBe(field.id);
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['DELETE /custom_fields/{custom_field_id}']);
    for (const id of projects) expect((await projectValues(id)).map((v: any) => v.customFieldId)).not.toContain(field.customFieldId);
    expect((await direct('GET', `/projects/${projects[0]}/custom_field_values/${valueIds[0]}`)).status).toBe(404);
    expect((await gql('query F($id: ID!) { customField(id: $id) { id } }', { id: field.id })).data.customField).toBeNull();
  });
});
