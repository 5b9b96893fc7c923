// Placeholder resources: list, read, create, update and delete through the graph; a blank title is
// refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);

describe('placeholders', () => {
  it('lists the placeholders and refetches one by its global id', async () => {
    const list = await gql('{ placeholders(first: 100) { edges { node { id placeholderId title role discipline } } } }');
    expect(list.errors).toBeUndefined();
    const placeholders = list.data.placeholders.edges.map((e: any) => e.node);
    expect(placeholders.length).toBeGreaterThanOrEqual(6);
    const refetched = await gql('query N($id: ID!) { node(id: $id) { ... on Placeholder { title } } }', { id: placeholders[0].id });
    expect(refetched.data.node.title).toBe(placeholders[0].title);
  });

  it('creates, updates and deletes a placeholder', async () => {
    const created = await gql('mutation { createPlaceholder(input: { title: "Motion Designer", role: "Designer", discipline: "Design" }) { placeholder { id placeholderId title role } } }');
    expect(created.errors).toBeUndefined();
    const { id, placeholderId } = created.data.createPlaceholder.placeholder;
    const updated = await gql('mutation U($id: ID!) { updatePlaceholder(input: { id: $id, location: "Remote", title: "Senior Motion Designer" }) { placeholder { title location } } }', { id });
    expect(updated.data.updatePlaceholder.placeholder).toEqual({ title: 'Senior Motion Designer', location: 'Remote' });
    const deleted = await gql('mutation D($id: ID!) { deletePlaceholder(input: { id: $id }) { deletedPlaceholderId } }', { id: placeholderId });
    expect(deleted.data.deletePlaceholder.deletedPlaceholderId).toBe(id);
    expect((await gql('query P($id: ID!) { placeholder(id: $id) { title } }', { id })).data.placeholder).toBeNull();
  });

  it('refuses a blank title before anything is sent', async () => {
    await resetAllLogs(stack.emulators);
    const result = await gql('mutation { createPlaceholder(input: { title: "  " }) { placeholder { id } } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.title' });
    expect((await upstreamCalls(stack.emulators.resourcePlanning)).filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
