/** A small seeded generator (mulberry32) so the games' logic stays pure and testable. */
export function nextRandom(seed: number): { value: number; seed: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

/** An integer in [0, n). */
export function randomInt(seed: number, n: number): { value: number; seed: number } {
  const { value, seed: next } = nextRandom(seed);
  return { value: Math.floor(value * n), seed: next };
}
