// The backend's spelling of each of this domain's enum values (GraphQL name -> backend value): the
// server maps between them in both directions, and the generated types use the backend's spelling.
import type { EnumValueMap } from '../enums.js';

export const resourceEnumValues: EnumValueMap = {};
