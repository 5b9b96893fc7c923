// Backend strings as the schema's enum values (generated from the SDL): a value the schema lacks is
// a logged, counted outcome and the field answers null (docs/conventions.md, "Map an enum").
import type { GatewayContext } from '../context.js';
import * as generated from '../generated/resolvers-types.js';

/** Enum name -> GraphQL value name -> the backend's value (src/resolvers/<domain>/enum-values.ts). */
export type EnumValueMap = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** An enum object generated from the schema (`enumsAsConst`): names of values to the values. */
export type EnumObject = Readonly<Record<string, string>>;

/** Where a value is mapped: the field it answers (`Type.field`) and the request's context. */
export interface EnumSite {
  field: string;
  ctx: Pick<GatewayContext, 'log' | 'unknownEnumValue'>;
}

/** Each generated enum's name (the module holds nothing else at run time) and its values. */
const ENUMS = new Map<object, { name: string; values: ReadonlySet<string> }>(
  Object.entries(generated as Record<string, unknown>)
    .filter((entry): entry is [string, EnumObject] => typeof entry[1] === 'object' && entry[1] !== null)
    .map(([name, values]) => [values, { name, values: new Set(Object.values(values)) }]),
);

/** The generated enum of that name, such as the event catalog's EventAccessLevel. */
export function generatedEnum(name: string): EnumObject {
  const found = (generated as Record<string, unknown>)[name];
  if (typeof found !== 'object' || found === null) throw new Error(`the schema has no enum ${name}`);
  return found as EnumObject;
}

/** Unknown values already logged, per request logger: a list of a thousand items logs once. */
const logged = new WeakMap<object, Set<string>>();

/**
 * The value of `Enum` that `raw` spells, null when the backend sent none (undefined, null or ''),
 * and null too when `raw` is not a value of the schema's enum: then a warning names the enum, the
 * field and the raw value (once per request), and the value is counted
 * (`workgraph_unknown_enum_values_total`).
 *
 * ```ts
 * accessLevel: (sheet, _args, ctx) => enumValue(AccessLevel, sheet.accessLevel, { field: 'Sheet.accessLevel', ctx }),
 * ```
 */
export function enumValue<E extends EnumObject>(Enum: E, raw: unknown, site: EnumSite): E[keyof E] | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const known = ENUMS.get(Enum);
  if (!known) throw new Error('enumValue takes an enum generated from the schema');
  if (typeof raw === 'string' && known.values.has(raw)) return raw as E[keyof E];
  site.ctx.unknownEnumValue?.(known.name, site.field);
  const log = site.ctx.log;
  if (log) {
    const key = `${known.name}|${site.field}|${JSON.stringify(raw)}`;
    const seen = logged.get(log) ?? new Set<string>();
    logged.set(log, seen);
    if (!seen.has(key)) {
      seen.add(key);
      log.warn(
        { enum: known.name, field: site.field, value: raw },
        `the backend sent ${known.name} value ${JSON.stringify(raw)}, which the schema lacks: ${site.field} answers null`,
      );
    }
  }
  return null;
}
