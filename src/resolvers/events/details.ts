// Resolvers of the typed event details: one resolver map per catalog type, built from the catalog,
// so that a new catalog entry needs no code.
import { EVENT_CATALOG, GENERIC_DETAILS_TYPE, detailsTypeName } from '../../events/catalog.js';
import { eventDetails, typedValue, type EventDetailsModel } from '../../events/details.js';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { enumValue, generatedEnum } from '../enums.js';

type FieldResolver = (details: EventDetailsModel, args: unknown, ctx: GatewayContext) => unknown;

const common: Record<string, FieldResolver> = {
  raw: (details) => details.raw,
  emailAddress: (details) => typedValue('EmailAddress', details.raw.emailAddress),
  sourceIpAddress: (details) => typedValue('String', details.raw.sourceIpAddress),
};

function detailsTypeResolvers(): Record<string, Record<string, FieldResolver>> {
  const map: Record<string, Record<string, FieldResolver>> = { [GENERIC_DETAILS_TYPE]: { ...common } };
  for (const entry of EVENT_CATALOG.values()) {
    const fields: Record<string, FieldResolver> = {
      raw: common.raw as FieldResolver,
      [entry.admin ? 'sourceIpAddress' : 'emailAddress']: common[
        entry.admin ? 'sourceIpAddress' : 'emailAddress'
      ] as FieldResolver,
    };
    const typeName = detailsTypeName(entry);
    for (const [name, { kind }] of Object.entries(entry.properties)) {
      if (typeof kind === 'object') {
        const values = generatedEnum(kind.enum);
        fields[name] = (details, _args, ctx) =>
          enumValue(values, details.raw[name], { field: `${typeName}.${name}`, ctx });
      } else {
        fields[name] = (details) => typedValue(kind, details.raw[name]);
      }
    }
    map[typeName] = fields;
  }
  return map;
}

export const eventDetailsResolvers = {
  Event: {
    details: (event) => eventDetails(event.objectType, event.action, event.additionalDetails),
  },
  EventDetails: {
    __resolveType: (details: EventDetailsModel) => details.typeName,
  },
  ...detailsTypeResolvers(),
} as Resolvers;
