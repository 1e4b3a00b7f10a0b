// A small seeded pseudo-random generator (sfc32), deterministic across platforms. Its whole state is
// four 32-bit integers, so a session can save it and carry on the same sequence after a load.
// Seeds: a number (the CLI, simulate, arena, tests: spread over the state by splitmix32), or a seed as
// text: 32 hex digits, 128 bits (the server's, drawn from crypto.randomBytes: the four words of the
// state directly, so that every one of the 2^128 seeds gives its own sequence), or a decimal number
// of at most 10 digits (the same as that number: a test server's known dice).

export type RngState = [number, number, number, number];

/** A seed as text: 32 hex digits (128 bits), or a decimal number of at most 10 digits. */
export const SEED_TEXT = /^([0-9a-f]{32}|[0-9]{1,10})$/;

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string | RngState = 1) {
    if (typeof seed === 'string') {
      if (!SEED_TEXT.test(seed)) throw new Error(`a seed is 32 hex digits or a number, not "${seed.slice(0, 40)}"`);
      if (seed.length < 32) seed = Number(seed);
    }
    if (Array.isArray(seed)) {
      [this.a, this.b, this.c, this.d] = seed;
    } else if (typeof seed === 'string') {
      const text = seed;
      const word = (i: number) => Number.parseInt(text.slice(i * 8, i * 8 + 8), 16) >>> 0;
      [this.a, this.b, this.c, this.d] = [word(0), word(1), word(2), word(3)];
      for (let i = 0; i < 12; i++) this.next();
    } else {
      // splitmix32 spreads the seed over the four words.
      let s = seed >>> 0;
      const next = () => {
        s = (s + 0x9e3779b9) >>> 0;
        let z = s;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
        return (z ^ (z >>> 16)) >>> 0;
      };
      this.a = next();
      this.b = next();
      this.c = next();
      this.d = next();
      for (let i = 0; i < 12; i++) this.next();
    }
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** One die: 1..sides. */
  die(sides = 6): number {
    return 1 + this.int(sides);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}
