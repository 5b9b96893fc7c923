// A seeded pseudo-random generator so that demo data is the same on every run.

/** Returns a deterministic generator of numbers in [0, 1) for the given seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one generator. */
export class DemoRandom {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** ISO date (YYYY-MM-DD) within [start, start + days). */
  date(start: Date, days: number): string {
    const d = new Date(start.getTime() + this.int(0, days - 1) * 86_400_000);
    return d.toISOString().slice(0, 10);
  }
}
