// Every enum whose GraphQL values (SCREAMING_SNAKE_CASE) differ from the backend's spelling, with the
// backend value of each: read by codegen.ts (`enumValues`, so resolvers see the backend's spelling)
// and by the server (enum resolvers, so each value is mapped in both directions). docs/schema-design.md.
import { assetsEnumValues } from './assets/enum-values.js';
import { eventsEnumValues } from './events/enum-values.js';
import { resourceEnumValues } from './resource/enum-values.js';
import type { EnumValueMap } from './enums.js';
import { workEnumValues } from './work/enum-values.js';

export const ENUM_VALUES: EnumValueMap = {
  ...workEnumValues,
  ...eventsEnumValues,
  ...resourceEnumValues,
  ...assetsEnumValues,
};
