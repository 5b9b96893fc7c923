// vitest's asymmetric matchers (`expect.any(Number)`, `expect.stringMatching(...)`...) typed as answering
// `unknown`, not `any`: for expected shapes written as object literals, which `any` would leave unchecked.
import { expect, type AsymmetricMatchersContaining } from 'vitest';

/** A set of matcher factories with the same parameters, each answering `unknown`. */
type AnsweringUnknown<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => unknown ? (...args: A) => unknown : M[K];
};

/** What `match` offers: the matchers of `expect` and of `expect.not`. */
export type Matchers = AnsweringUnknown<AsymmetricMatchersContaining> & {
  any: (constructor: unknown) => unknown;
  anything: () => unknown;
  not: AnsweringUnknown<AsymmetricMatchersContaining>;
};

/** `match.any(Number)`, `match.stringMatching(/^x/)`, `match.objectContaining({...})`, `match.not.arrayContaining([...])`. */
export const match: Matchers = expect;
