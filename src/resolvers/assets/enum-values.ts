// The backend's spelling of each of this domain's enum values (GraphQL name -> backend value): the
// server maps between them in both directions, and the generated types use the backend's spelling.
import type { EnumValueMap } from '../enums.js';

export const assetsEnumValues: EnumValueMap = {
  // A section's `default_asset_type` (the vendor's reference, Section attributes).
  AssetType: {
    GENERIC_FILE: 'GenericFile',
    COLOR: 'Color',
    FONT: 'Font',
    EXTERNAL_MEDIUM: 'ExternalMedium',
    PERSON: 'Person',
    PRESS: 'Press',
    TEXT: 'Text',
  },
};
