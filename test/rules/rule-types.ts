// The shape of one row of the rule table: a rule the documents state, where it is stated, the input
// that exercises it, and the outcome the document gives (accepted with a stored result, or refused).
import { LosslessNumber } from 'lossless-json';

/** The documents, named as /work/shared/seeds/README.md names them. */
export type DocumentName = 'Document 1' | 'Document 2' | 'Document 3';

/** Where a rule is stated: the document, its section, and the rule's words quoted briefly. */
export interface RuleSource {
  document: DocumentName;
  section: string;
  quote: string;
}

/**
 * What the rule's document (`RuleSource.document`) says happens. `accepted` lists what reading the result back must show (the
 * stored value, its displayValue, a state); `refused` gives the HTTP status and, for the
 * work-management API, the errorCode of the shared code table.
 */
export type RuleOutcome = { accepted: Record<string, unknown> } | { refused: { status: number; errorCode?: number } };

/**
 * Whether the gateway can know the rule before calling:
 * - `knows`: the rule needs only the input and what the gateway reads anyway, so the gateway refuses
 *   before any upstream write, with the document's code in `extensions.errorCode`;
 * - `backend`: the rule needs backend state, so the backend's refusal is passed through
 *   (`extensions.upstream`);
 * - `typed`: the graph's types cannot express the input at all (GraphQL refuses it, nothing is sent).
 */
export type GatewayKnowledge = 'knows' | 'backend' | 'typed';

export interface RuleRow<Input> {
  /** Stable id, such as `D1-CELL-017`. */
  id: string;
  source: RuleSource;
  /** The demo objects the row needs (found by name at run time) and what it creates. */
  setup: string;
  input: Input;
  outcome: RuleOutcome;
  gateway: GatewayKnowledge;
  /**
   * When the graph's observable differs from REST by design (it pages within a limit the REST
   * input breaks, say), what reading back through the graph must show instead: the graph side is
   * then an accepted outcome whatever `outcome` is. The reason is in `graphNote`.
   */
  graphAccepted?: Record<string, unknown>;
  graphNote?: string;
}

/** A number written exactly as in the JSON text (beyond double precision, or an exact bound). */
export const exact = (text: string): LosslessNumber => new LosslessNumber(text);

/** A value read back must match this pattern (a string). */
export const matching = (pattern: RegExp): RegExp => pattern;

/** Shorthand for refused outcomes. */
export const refused = (status: number, errorCode?: number): RuleOutcome => ({
  refused: errorCode === undefined ? { status } : { status, errorCode },
});

/** Shorthand for accepted outcomes. */
export const accepted = (stored: Record<string, unknown> = {}): RuleOutcome => ({ accepted: stored });
