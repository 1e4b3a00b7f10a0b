import { stableStringify } from './game.ts';

/** A stable 64-bit hash (as 16 hex digits) of a JSON value: same content, same hash, any key order. */
export function hashState(state: unknown): string {
  const text = stableStringify(state);
  // Two independent 32-bit FNV-1a style lanes (different offsets and multipliers).
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
