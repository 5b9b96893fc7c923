// The backend's spelling of each of this domain's enum values (GraphQL name -> backend value): the
// server maps between them in both directions, and the generated types use the backend's spelling.
// The event details' enums come from the catalog (src/events/catalog.ts), as their SDL does.
import { DETAIL_ENUMS, enumValueName } from '../../events/catalog.js';
import type { EnumValueMap } from '../enums.js';

export const eventsEnumValues: EnumValueMap = Object.fromEntries(
  Object.entries(DETAIL_ENUMS)
    .filter(([, spec]) => spec.values.some((value) => enumValueName(value) !== value))
    .map(([name, spec]) => [name, Object.fromEntries(spec.values.map((value) => [enumValueName(value), value]))]),
);
