// Placeholder resources: list, read, create, update and delete through the graph; a blank title is
// refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { resetAllLogs, writes } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);

const CREATE = graphql(`
  mutation PlaceholdersCreate($input: CreatePlaceholderInput!) {
    createPlaceholder(input: $input) {
      placeholder {
        id
        placeholderId: backendId
        title
        role
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

describe('placeholders', () => {
  it('lists the placeholders and refetches one by its global id', async () => {
    const LIST = graphql(`
      query PlaceholdersList {
        placeholders(first: 100) {
          edges {
            node {
              id
              placeholderId: backendId
              title
              role
              discipline
            }
          }
        }
      }
    `);
    const placeholders = present(dataOf(await run(LIST)).placeholders).edges.map((e) => e.node);
    expect(placeholders.length).toBeGreaterThanOrEqual(6);
    const first = present(placeholders[0]);
    const NODE = graphql(
      `query PlaceholdersNode($id: ID!) { node(id: $id) { __typename ... on Placeholder { title } } }`,
    );
    const refetched = await run(NODE, { id: first.id });
    expect(refetched.data?.node).toEqual({ __typename: 'Placeholder', title: first.title });
  });

  it('creates, updates and deletes a placeholder', async () => {
    const created = dataOf(
      await run(CREATE, { input: { title: 'Motion Designer', role: 'Designer', discipline: 'Design' } }),
    );
    const { id, placeholderId } = present(created.createPlaceholder?.placeholder);
    const UPDATE = graphql(`
      mutation PlaceholdersUpdate($input: UpdatePlaceholderInput!) {
        updatePlaceholder(input: $input) {
          placeholder {
            title
            location
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const updated = await run(UPDATE, { input: { id, location: 'Remote', title: 'Senior Motion Designer' } });
    expect(updated.data?.updatePlaceholder?.placeholder).toEqual({
      title: 'Senior Motion Designer',
      location: 'Remote',
    });
    const DELETE = graphql(`
      mutation PlaceholdersDelete($id: ID!) {
        deletePlaceholder(input: {id: $id}) {
          deletedPlaceholderId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const deleted = await run(DELETE, { id: placeholderId });
    expect(deleted.data?.deletePlaceholder?.deletedPlaceholderId).toBe(id);
    const READ = graphql(`query PlaceholdersRead($id: ID!) { placeholder(id: $id) { title } }`);
    expect((await run(READ, { id })).data?.placeholder).toBeNull();
  });

  it('refuses a blank title before anything is sent', async () => {
    await resetAllLogs(stack.emulators);
    const result = await run(CREATE, { input: { title: '  ' } });
    refusalIn(result, { code: 'INVALID', field: ['input', 'title'] });
    expect(await writes(stack.emulators.resourcePlanning)).toHaveLength(0);
  });
});
