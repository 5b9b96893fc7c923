// Random JSON texts from a seed, for comparing a parser with a reference parser: numbers of every
// form (beyond 2^53 too), strings with escapes and non-ASCII, nesting, whitespace, distinct member names.

/** A seeded generator: `random(n)` is an integer below n; `value(depth)` a JSON text nested from `depth`. */
export function randomDocuments(seed: number): { random: (n: number) => number; value: (depth: number) => string } {
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * n);
  };
  const digits = (n: number): string =>
    Array.from({ length: n }, (_, i) => String(i === 0 ? 1 + random(9) : random(10))).join('');
  const number = (): string => {
    const sign = random(3) === 0 ? '-' : '';
    const whole = random(8) === 0 ? '0' : digits(1 + random(22));
    const fraction = random(4) === 0 ? `.${digits(1 + random(20))}` : '';
    const exponent =
      random(5) === 0 ? `${random(2) ? 'e' : 'E'}${['', '+', '-'][random(3)]}${digits(1 + random(3))}` : '';
    return `${sign}${whole}${fraction}${exponent}`;
  };
  const string = (): string => {
    const pieces = [
      'abc',
      digits(1 + random(24)),
      '\\"',
      '\\\\',
      '\\n',
      '\\u0041',
      ' ',
      ':',
      ',',
      '-',
      'é',
      '{',
      ']',
      '\\\\\\"',
      '日本',
    ];
    return `"${Array.from({ length: random(6) }, () => pieces[random(pieces.length)]).join('')}"`;
  };
  const space = (): string => [' ', '', '\n', '\t', ''][random(5)] as string;
  const value = (depth: number): string => {
    const kind = depth > 4 ? random(3) : random(6);
    if (kind === 0) return number();
    if (kind === 1) return string();
    if (kind === 2) return ['true', 'false', 'null'][random(3)] as string;
    if (kind === 3)
      return `[${space()}${Array.from({ length: random(5) }, () => value(depth + 1)).join(`,${space()}`)}${space()}]`;
    // Distinct names: the reference refuses duplicates (JSON.parse keeps the last).
    const keys = ['id', 'name', 'cells', 'rows', 'constructor', `k${digits(random(18))}`].filter(() => random(2) === 0);
    return `{${keys.map((key) => `${space()}"${key}"${space()}:${space()}${value(depth + 1)}`).join(',')}${space()}}`;
  };
  return { random, value };
}
