// Cambrai 1917: the British supply lines of the End Phase for the computer players, by one flood from
// zones I-L (state.ts inSupply searches from one area: a search per Control marker in britishVp).
import { AREA_BY_ID, BRITISH_ZONES } from '../data.ts';
import { type CambraiState, GRAPH, N_AREA_SLOTS } from '../state.ts';

/** The areas that can hold a British Control marker (German sector, outside the zones: britishVp). */
export const MARKER_AREAS = Object.values(AREA_BY_ID)
  .filter((a) => !a.zone && a.sector === 'german')
  .map((a) => a.id);

/**
 * The British-controlled areas with a supply line (inSupply's: contiguous British-controlled areas to a
 * British-controlled zone I-L), `cut` counted as German: a flood from the zones through British control.
 */
export function suppliedAreas(s: CambraiState, cut: number): Uint8Array {
  const seen = new Uint8Array(N_AREA_SLOTS);
  const stack: number[] = [];
  for (const z of BRITISH_ZONES)
    if (s.control[z] === 'allied') {
      seen[z] = 1;
      stack.push(z);
    }
  while (stack.length) {
    const a = stack.pop()!;
    for (const n of GRAPH.neighbours[a]) {
      if (seen[n] || n === cut || s.control[n] !== 'allied') continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  return seen;
}

/** britishVp: the British Control markers tracing a supply line to I-L (End Phase). */
export function britishVpByFlood(s: CambraiState): number {
  const supplied = suppliedAreas(s, -1);
  let vp = 0;
  for (const m of MARKER_AREAS) if (supplied[m]) vp++;
  return vp;
}
