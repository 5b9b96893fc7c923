// The shape a datasource relies on in a backend's answer, checked once at the boundary: a wrong
// shape becomes a typed upstream error on the field that needed it, never a TypeError deeper in.
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** A compiled check of one answer type; its static type is the datasource's type (one definition). */
export interface AnswerShape<T> {
  /** What the answer is, for messages: "a sheet", "a page of projects". */
  readonly name: string;
  /** Whether `value` has the shape (checked in place: nothing is copied). */
  check(value: unknown): value is T;
  /** The first place where `value` differs, as "/data/3/name must be string". */
  problem(value: unknown): string;
}

/**
 * Compiles a TypeBox schema once, at module load, into the check of one answer type.
 *
 * ```ts
 * const PersonShape = answerShape('a person', Type.Object({ id: Type.Integer(), email: Type.Optional(Type.String()) }));
 * export type RpPerson = AnswerType<typeof PersonShape>;
 * ```
 */
export function answerShape<S extends TSchema>(name: string, schema: S): AnswerShape<Static<S>> {
  const validator = Compile(schema);
  return {
    name,
    check: (value: unknown): value is Static<S> => validator.Check(value),
    problem: (value: unknown) => {
      const [first] = validator.Errors(value);
      return first ? `${first.instancePath || '/'} ${first.message}` : 'no problem';
    },
  };
}

/** The static type of an answer shape. */
export type AnswerType<A> = A extends AnswerShape<infer T> ? T : never;
