// Fields that join across backends: a work-management user and a resource-planning person are the
// same human when their emails match. Both sides batch through loaders.
import type { Resolvers } from '../generated/resolvers-types.js';

export const joinResolvers: Resolvers = {
  User: {
    person: (user, _args, ctx) => (user.email ? ctx.loaders.resourcePlanning.personByEmail.load(user.email) : null),
  },
  Person: {
    user: (person, _args, ctx) => (person.email ? ctx.loaders.workManagement.userByEmail.load(person.email) : null),
  },
};
