// A small evaluator for cell formulas written through the API: numbers, + - * /, parentheses,
// SUM/AVG/MIN/MAX/COUNT and references `[Column title]rowNumber` or `Title7`. Anything else shows
// `#UNPARSEABLE`, as the service shows formulas it cannot read.
import type { StoredSheet } from '../model.js';

export type FormulaResult = { value: number } | { error: string };

const FUNCTIONS: Record<string, (values: number[]) => number> = {
  SUM: (v) => v.reduce((a, b) => a + b, 0),
  AVG: (v) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0),
  MIN: (v) => Math.min(...v),
  MAX: (v) => Math.max(...v),
  COUNT: (v) => v.length,
};

class Parser {
  private pos = 0;
  constructor(
    private readonly text: string,
    private readonly sheet: StoredSheet,
  ) {}

  private skip(): void {
    while (this.text[this.pos] === ' ') this.pos++;
  }

  private peek(): string | undefined {
    this.skip();
    return this.text[this.pos];
  }

  parse(): number {
    const value = this.expression();
    if (this.peek() !== undefined) throw new Error('trailing text');
    return value;
  }

  private expression(): number {
    let value = this.term();
    for (let op = this.peek(); op === '+' || op === '-'; op = this.peek()) {
      this.pos++;
      value = op === '+' ? value + this.term() : value - this.term();
    }
    return value;
  }

  private term(): number {
    let value = this.factor();
    for (let op = this.peek(); op === '*' || op === '/'; op = this.peek()) {
      this.pos++;
      const right = this.factor();
      value = op === '*' ? value * right : value / right;
    }
    return value;
  }

  private factor(): number {
    const c = this.peek();
    if (c === '-') {
      this.pos++;
      return -this.factor();
    }
    if (c === '(') {
      this.pos++;
      const value = this.expression();
      if (this.peek() !== ')') throw new Error('missing )');
      this.pos++;
      return value;
    }
    const number = /^\d+(\.\d+)?/.exec(this.text.slice(this.pos));
    if (number) {
      this.pos += number[0].length;
      return Number(number[0]);
    }
    const bracket = /^\[([^\]]+)\](\d+)/.exec(this.text.slice(this.pos));
    if (bracket) {
      this.pos += bracket[0].length;
      return this.cell(bracket[1]!, Number(bracket[2]));
    }
    const word = /^([A-Za-z][A-Za-z0-9 ]*?)(\d+)?(?=[\s(),+*/-]|$)/.exec(this.text.slice(this.pos));
    if (word) {
      const name = word[1]!.toUpperCase();
      if (FUNCTIONS[name] && !word[2]) {
        this.pos += word[0].length;
        if (this.peek() !== '(') throw new Error('missing (');
        this.pos++;
        const args: number[] = [];
        if (this.peek() !== ')') {
          args.push(this.expression());
          while (this.peek() === ',') {
            this.pos++;
            args.push(this.expression());
          }
        }
        if (this.peek() !== ')') throw new Error('missing )');
        this.pos++;
        return FUNCTIONS[name](args);
      }
      if (word[2]) {
        this.pos += word[0].length;
        return this.cell(word[1]!, Number(word[2]));
      }
    }
    throw new Error('unexpected token');
  }

  private cell(title: string, rowNumber: number): number {
    const column = this.sheet.columns.find((c) => c.title.toLowerCase() === title.trim().toLowerCase());
    const row = this.sheet.rows[rowNumber - 1];
    if (!column || !row) throw new Error('bad reference');
    const value = row.cells[column.index]?.value;
    if (value === undefined || value === '') return 0;
    if (typeof value !== 'number') throw new Error('not a number');
    return value;
  }
}

/** Evaluates `=...` against the sheet's current cells. */
export function evaluateFormula(formula: string, sheet: StoredSheet): FormulaResult {
  if (!formula.startsWith('=')) return { error: '#UNPARSEABLE' };
  try {
    const value = new Parser(formula.slice(1), sheet).parse();
    return Number.isFinite(value) ? { value } : { error: '#DIVIDE BY ZERO' };
  } catch {
    return { error: '#UNPARSEABLE' };
  }
}
