/**
 * A small seeded pseudo-random generator, so that one seed value always produces the same data
 * (Math.random cannot be seeded). mulberry32: fast, 32-bit state, good enough for fixtures.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the values, each as likely as its weight: `weighted([['a', 3], ['b', 1]])`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version 4 UUID made of seeded bits. */
  uuid(): string;
  bytes(length: number): Uint8Array<ArrayBuffer>;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function createRandom(seed: number): Random {
  let state = seed >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const bytes = (length: number): Uint8Array<ArrayBuffer> => {
    const result = new Uint8Array(length);
    for (let i = 0; i < length; i++) result[i] = Math.floor(next() * 256);
    return result;
  };

  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list.');
      return item;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('Cannot pick from an empty list.');
      return last[0];
    },
    sample: (items, count) => {
      const copy = [...items];
      const taken = Math.min(count, copy.length);
      for (let i = 0; i < taken; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, taken);
    },
    uuid: () => {
      const b = bytes(16);
      // Version and variant bits, so the ids pass strict `format: uuid` validators.
      b[6] = (b[6]! & 0x0f) | 0x40;
      b[8] = (b[8]! & 0x3f) | 0x80;
      let hex = '';
      for (const byte of b) hex += HEX[byte];
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    bytes,
  };
}
