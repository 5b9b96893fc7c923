// Custom fields through the graph: definitions, values of projects and people with their field names
// (one field read per distinct field), the field writes with their checks, setting and updating
// values, and deleting a field (which deletes all its values).
import { beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { CreateCustomFieldInput, SetCustomFieldValueInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { direct as directTo } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalOf } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment CustomFieldsField on CustomField {
    id
    customFieldId: backendId
    name
    namespace
    dataType
    options
    defaultValue
    description
    isVisibleOnInfoPage
    isVisibleAsFilter
  }
`);
const CREATE = graphql(`
  mutation CustomFieldsCreate($input: CreateCustomFieldInput!) {
    createCustomField(input: $input) {
      customField {
        ...CustomFieldsField
      }
      userErrors {
        field
        code
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation CustomFieldsUpdate($input: UpdateCustomFieldInput!) {
    updateCustomField(input: $input) {
      customField {
        ...CustomFieldsField
      }
      userErrors {
        field
        code
      }
    }
  }
`);
const SET_PROJECT = graphql(`
  mutation CustomFieldsSetProject($input: SetCustomFieldValueInput!) {
    setProjectCustomFieldValue(input: $input) {
      customFieldValue {
        id
        valueId: backendId
        name
        values
        customField {
          name
        }
      }
      userErrors {
        field
        code
      }
    }
  }
`);
const SET_PERSON = graphql(`
  mutation CustomFieldsSetPerson($input: SetCustomFieldValueInput!) {
    setPersonCustomFieldValue(input: $input) {
      customFieldValue {
        id
        name
        values
      }
      userErrors {
        field
        code
      }
    }
  }
`);
const UPDATE_PROJECT_VALUE = graphql(`
  mutation CustomFieldsUpdateProjectValue($input: UpdateCustomFieldValueInput!) {
    updateCustomFieldValue(input: $input) {
      customFieldValue {
        id
        values
      }
      userErrors {
        field
        code
      }
    }
  }
`);
const PROJECT_VALUES = graphql(`
  query CustomFieldsProjectValues($id: ID!) {
    project(id: $id) {
      customFieldValues {
        id
        name
        values
        customField {
          customFieldId: backendId
        }
      }
    }
  }
`);

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);
const direct = <T = RpRecord>(method: string, path: string, body?: unknown) =>
  directTo<T>(stack.emulators.resourcePlanning, method, path, body);
const createField = (input: CreateCustomFieldInput) => run(CREATE, { input });
const newField = async (input: CreateCustomFieldInput) =>
  present(present(dataOf(await createField(input)).createCustomField).customField);
const setProject = (input: SetCustomFieldValueInput) => run(SET_PROJECT, { input });
const setPerson = (input: SetCustomFieldValueInput) => run(SET_PERSON, { input });
const projectValues = async (id: string) =>
  present(present(dataOf(await run(PROJECT_VALUES, { id })).project).customFieldValues);

describe('reads', () => {
  it('lists fields, by namespace too (filtered by the gateway: the list takes no namespace parameter), and reads one', async () => {
    const LISTS = graphql(`
      query CustomFieldsLists($namespace: CustomFieldNamespace, $id: ID!) {
        customFields {
          edges {
            node {
              ...CustomFieldsField
            }
          }
        }
        people: customFields(namespace: $namespace) {
          edges {
            node {
              name
            }
          }
        }
        customField(id: $id) {
          name
          options
        }
      }
    `);
    const data = dataOf(await run(LISTS, { namespace: 'PEOPLE', id: '9002' }));
    expect(data.customFields?.edges.map((e) => e.node.name)).toEqual([
      'Sheet ID',
      'Region',
      'Cost Center',
      'Skills',
      'Start Year',
    ]);
    expect(data.people?.edges.map((e) => e.node.name)).toEqual(['Skills', 'Start Year']);
    expect(data.customField).toEqual({ name: 'Region', options: ['EMEA', 'AMER', 'APAC'] });
    expect(
      (await calls())
        .filter((c) => c.template === '/custom_fields')
        .map((c) => new URL(c.url, 'http://x').searchParams.has('namespace')),
    ).toEqual([false, false]);
  });

  it('names project and person values through one field read per distinct field', async () => {
    const OWNER_VALUES = graphql(`
      query CustomFieldsOwnerValues($project: ID!, $person: ID!) {
        project(id: $project) {
          customFieldValues {
            name
            values
            customField {
              dataType
            }
          }
        }
        person(id: $person) {
          customFieldValues {
            name
            values
            customField {
              namespace
            }
          }
        }
      }
    `);
    const data = dataOf(await run(OWNER_VALUES, { project: '500001', person: '300101' }));
    const projectValues = present(present(data.project).customFieldValues);
    expect(projectValues.map((v) => v.name)).toContain('Region');
    expect(projectValues.find((v) => v.name === 'Region')?.customField?.dataType).toBe('SELECTION_LIST');
    const personValues = present(present(data.person).customFieldValues);
    expect(personValues.map((v) => v.name)).toContain('Start Year');
    expect(personValues.every((v) => v.customField?.namespace === 'PEOPLE')).toBe(true);
    const expected = await rpAll<RpRecord>(stack.emulators, '/users/300101/custom_field_values');
    // One type in and out: a text or selection value is one string, a multiple-choice value its choices.
    expect(personValues.map((v) => v.values)).toEqual(
      expected.map((v): unknown[] => {
        const value: unknown = v.value;
        return Array.isArray(value) ? value : [value];
      }),
    );
    const fieldReads = (await calls())
      .filter((c) => c.template === '/custom_fields/{custom_field_id}')
      .map((c) => c.url);
    expect(new Set(fieldReads).size).toBe(fieldReads.length);
    expect((await calls()).some((c) => c.template === '/users/{user_id}/custom_field_values')).toBe(true);
  });
});

describe('field writes', () => {
  it('creates and updates a field', async () => {
    const created = await newField({
      name: 'Tier',
      namespace: 'PROJECTS',
      dataType: 'SELECTION_LIST',
      options: ['Gold', 'Silver'],
      defaultValue: 'Silver',
      isVisibleAsFilter: true,
    });
    expect(created).toMatchObject({
      name: 'Tier',
      namespace: 'PROJECTS',
      dataType: 'SELECTION_LIST',
      options: ['Gold', 'Silver'],
      defaultValue: 'Silver',
      isVisibleAsFilter: true,
    });
    const updated = dataOf(
      await run(UPDATE, {
        input: {
          id: created.id,
          name: 'Service Tier',
          options: ['Gold', 'Silver', 'Bronze'],
          description: 'Support level',
        },
      }),
    );
    expect(updated.updateCustomField?.customField).toMatchObject({
      name: 'Service Tier',
      options: ['Gold', 'Silver', 'Bronze'],
      description: 'Support level',
      defaultValue: 'Silver',
    });
    expect(routes(await writes())).toEqual(['POST /custom_fields', 'PUT /custom_fields/{custom_field_id}']);
  });

  it('refuses a duplicate name, options on a string field, a default outside the options, before any write', async () => {
    refusalOf(await createField({ name: 'region', namespace: 'PROJECTS', dataType: 'TEXT' }), 'createCustomField', {
      code: 'INVALID',
      field: ['input', 'name'],
    });
    refusalOf(
      await createField({ name: 'Notes', namespace: 'PEOPLE', dataType: 'TEXT', options: ['x'] }),
      'createCustomField',
      { code: 'INVALID', field: ['input', 'options'] },
    );
    refusalOf(
      await createField({
        name: 'Level',
        namespace: 'PEOPLE',
        dataType: 'SELECTION_LIST',
        options: ['A'],
        defaultValue: 'B',
      }),
      'createCustomField',
      { code: 'INVALID', field: ['input', 'defaultValue'] },
    );
    refusalOf(await run(UPDATE, { input: { id: '9002', options: [] } }), 'updateCustomField', {
      code: 'INVALID',
      field: ['input', 'options'],
    });
    expect(await writes()).toHaveLength(0);
    // The namespace and data type are not editable: the graph has no input for them, the service refuses them.
    expect((await direct('PUT', '/custom_fields/9002', { namespace: 'users' })).status).toBe(400);
    expect((await direct('GET', '/custom_fields/9002')).body.namespace).toBe('assignables');
  });
});

describe('values', () => {
  it('sets a single-value field (create, then replace) and updates a value record', async () => {
    const project = globalId('Project', 500001);
    const field = await newField({
      name: 'Risk',
      namespace: 'PROJECTS',
      dataType: 'SELECTION_LIST',
      options: ['Low', 'High'],
    });
    await resetAllLogs(stack.emulators);
    const first = present(
      present(
        dataOf(await setProject({ ownerId: project, customFieldId: field.id, values: ['Low'] }))
          .setProjectCustomFieldValue,
      ).customFieldValue,
    );
    expect(first).toMatchObject({ name: 'Risk', values: ['Low'], customField: { name: 'Risk' } });
    const second = present(
      present(
        dataOf(await setProject({ ownerId: project, customFieldId: field.customFieldId, values: ['High'] }))
          .setProjectCustomFieldValue,
      ).customFieldValue,
    );
    expect(second.id).toBe(first.id);
    // A POST replaces the field's value (the reference: POSTs "replace the set of values as a whole").
    expect(routes(await writes())).toEqual([
      'POST /projects/{project_id}/custom_field_values',
      'POST /projects/{project_id}/custom_field_values',
    ]);
    const valueId = first.id;
    const updated = dataOf(await run(UPDATE_PROJECT_VALUE, { input: { id: valueId, values: ['Low'] } }));
    expect(updated.updateCustomFieldValue?.customFieldValue).toEqual({ id: valueId, values: ['Low'] });
    expect(
      (await calls()).some(
        (c) =>
          c.method === 'GET' && c.template === '/projects/{project_id}/custom_field_values/{custom_field_value_id}',
      ),
    ).toBe(true);
    expect((await projectValues('500001')).filter((v) => v.name === 'Risk').map((v) => v.values)).toEqual([['Low']]);
  });

  it('sets the chosen options of a multiple-choice person field as a whole, and updates a person value', async () => {
    const person = globalId('Person', 300102);
    const before = await rpAll<RpRecord>(stack.emulators, '/users/300102/custom_field_values');
    // A multiple-choice field's value is the array of its choices.
    const skills = (before.find((v) => v.custom_field_id === 9004)?.value ?? []) as string[];
    const missing = present(
      ['TypeScript', 'Design', 'SQL', 'Facilitation', 'Finance'].find((s) => !skills.includes(s)),
    );
    await resetAllLogs(stack.emulators);
    const added = present(
      present(
        dataOf(await setPerson({ ownerId: person, customFieldId: '9004', values: [...skills, missing] }))
          .setPersonCustomFieldValue,
      ).customFieldValue,
    );
    expect(added).toMatchObject({ name: 'Skills', values: [...skills, missing] });
    const fewer = present(
      present(
        dataOf(await setPerson({ ownerId: person, customFieldId: '9004', values: [missing] }))
          .setPersonCustomFieldValue,
      ).customFieldValue,
    );
    expect(fewer).toMatchObject({ id: added.id, values: [missing] });
    expect((await writes()).map((c) => c.template)).toEqual([
      '/users/{user_id}/custom_field_values',
      '/users/{user_id}/custom_field_values',
    ]);
    const PERSON_VALUES = graphql(
      `query CustomFieldsPersonValues($id: ID!) { person(id: $id) { customFieldValues { id name } } }`,
    );
    const year = present(
      present(present(dataOf(await run(PERSON_VALUES, { id: person })).person).customFieldValues).find(
        (v) => v.name === 'Start Year',
      ),
    );
    const UPDATE_PERSON_VALUE = graphql(`
      mutation CustomFieldsUpdatePersonValue($input: UpdateCustomFieldValueInput!) {
        updateCustomFieldValue(input: $input) {
          customFieldValue {
            values
            name
          }
        }
      }
    `);
    const updated = dataOf(await run(UPDATE_PERSON_VALUE, { input: { id: year.id, values: ['2031'] } }));
    expect(updated.updateCustomFieldValue?.customFieldValue).toEqual({ values: ['2031'], name: 'Start Year' });
    expect(
      (await calls()).some(
        (c) => c.method === 'GET' && c.template === '/users/{user_id}/custom_field_values/{custom_field_value_id}',
      ),
    ).toBe(true);
  });

  it('refuses a value outside the options and a field of the other namespace, before any write', async () => {
    refusalOf(
      await setProject({ ownerId: '500001', customFieldId: '9002', values: ['MARS'] }),
      'setProjectCustomFieldValue',
      { code: 'INVALID', field: ['input', 'values'] },
    );
    refusalOf(
      await setProject({ ownerId: '500001', customFieldId: '9004', values: ['SQL'] }),
      'setProjectCustomFieldValue',
      { code: 'INVALID', field: ['input', 'customFieldId'] },
    );
    const region = present((await projectValues('500001')).find((v) => v.name === 'Region'));
    refusalOf(
      await run(UPDATE_PROJECT_VALUE, { input: { id: region.id, values: ['MARS'] } }),
      'updateCustomFieldValue',
      { code: 'INVALID', field: ['input', 'values'] },
    );
    expect(await writes()).toHaveLength(0);
    expect((await projectValues('500001')).find((v) => v.name === 'Region')?.values).toEqual(region.values);
    // A second POST replaces the value: a single-value field keeps one record.
    expect(
      (await direct('POST', '/projects/500001/custom_field_values', { custom_field_id: 9002, value: 'APAC' })).status,
    ).toBe(200);
    expect((await projectValues('500001')).filter((v) => v.name === 'Region').map((v) => v.values)).toEqual([['APAC']]);
  });

  it('deleting a field deletes its values on every project', async () => {
    const field = await newField({ name: 'Budget Owner', namespace: 'PROJECTS', dataType: 'TEXT' });
    const projects = (await rpAll<RpProject>(stack.emulators, '/projects')).slice(0, 2).map((p) => String(p.id));
    expect(projects).toHaveLength(2);
    const valueIds: string[] = [];
    for (const id of projects)
      valueIds.push(
        present(
          present(
            dataOf(await setProject({ ownerId: id, customFieldId: field.id, values: [`owner of ${id}`] }))
              .setProjectCustomFieldValue,
          ).customFieldValue,
        ).valueId,
      );
    for (const id of projects) expect((await projectValues(id)).map((v) => v.name)).toContain('Budget Owner');
    await resetAllLogs(stack.emulators);
    const DELETE = graphql(`
      mutation CustomFieldsDelete($id: ID!) {
        deleteCustomField(input: {id: $id}) {
          deletedCustomFieldId
        }
      }
    `);
    expect(dataOf(await run(DELETE, { id: field.id })).deleteCustomField?.deletedCustomFieldId).toBe(field.id);
    expect(routes(await writes())).toEqual(['DELETE /custom_fields/{custom_field_id}']);
    for (const id of nonEmpty(projects))
      expect((await projectValues(id)).map((v) => v.customField?.customFieldId)).not.toContain(field.customFieldId);
    expect((await direct('GET', `/projects/${projects[0]}/custom_field_values/${valueIds[0]}`)).status).toBe(404);
    const FIELD = graphql(`query CustomFieldsOne($id: ID!) { customField(id: $id) { id } }`);
    expect(dataOf(await run(FIELD, { id: field.id })).customField).toBeNull();
  });
});
