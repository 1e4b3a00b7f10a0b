// 6.5 Feldflugplatz: 6.5.1 construction hexes, 6.5.4 dismantling.
import { type Chapter, GERMAN_ACTS, tell } from './common.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { State } from '../state.ts';
const { PLACES, RAIL_HEXES, AIRBASES } = D;
const { hexNo, hexDistance, groundDef, feldInArea, supplied, unitsAt } = S;

/** A Feldflugplatz that may be built this turn: dismantled on an earlier turn (6.5.4; 14.2 note: the ones
 *  starting in the Douai/Cambrai areas are dismantled on Turn 1 to be relocated from Turn 2). */
export function constructibleFeld(s: State): string | null {
  for (const b of AIRBASES) {
    if (b.kind !== 'feld') continue;
    const st = s.bases[b.id];
    if (st.status === 'dismantled' && st.readyTurn <= s.turn) return b.id;
  }
  return null;
}
/** Feldflugplatz the German may dismantle now (6.5.4, 11.4): on-map, Normal and empty; or standing in an
 *  off-map area beyond the ones its units need (6.3.1). */
export function dismantlable(s: State): string[] {
  const out: string[] = [];
  const spare: Record<string, number> = {};
  for (const area of ['douai', 'cambrai'] as const) spare[area] = feldInArea(s, area) - Math.ceil(unitsAt(s, `off-${area}`).length / 2);
  for (const b of AIRBASES) {
    if (b.kind !== 'feld') continue;
    const st = s.bases[b.id];
    if (st.hex && st.status === 'normal' && unitsAt(s, b.id).length === 0) out.push(b.id);
    else if (!st.hex && st.area && st.status === 'normal' && spare[st.area] > 0) {
      out.push(b.id);
      spare[st.area]--;
    }
  }
  return out;
}

/** 6.5.1: friendly-controlled supplied non-city railway hexes, not within 4 hexes of enemy infantry, one a hex. */
export function constructHexes(s: State): string[] {
  const ground = s.ground;
  const sup = supplied(s, 'german');
  const enemy: number[] = [];
  let i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (groundDef(id, i).side === 'allied' && g.where === 'map') enemy.push(hexNo(g.hex!));
  }
  const taken = new Set(
    Object.values(s.bases)
      .map((b) => b.hex)
      .filter(Boolean),
  );
  const out: string[] = [];
  for (const h of RAIL_HEXES) {
    if (s.control[h] !== 'german' || !sup.has(h) || PLACES[h]?.terrain === 'city' || taken.has(h)) continue;
    const n = hexNo(h);
    let near = false;
    for (const e of enemy)
      if (hexDistance(e, n) <= 4) {
        near = true;
        break;
      }
    if (near) continue;
    out.push(h);
  }
  return out.sort();
}

// ---------------------------------------------------------------------------------------------
// The steps: building a Feldflugplatz in the Airbase Construction Phase (6.5.2) and dismantling one in the Regroup
// Phase (6.5.4, 11.4).

export const AIRBASES_CHAPTER: Chapter = {
  decisions: {
    construct: {
      rule: '6.5',
      actor: () => GERMAN_ACTS,
      legal(s, _role, out) {
        const free = constructibleFeld(s);
        if (free) for (const hex of constructHexes(s)) out.push({ type: 'construct', base: free, hex });
        out.push({ type: 'construct-done' });
      },
      perform: {
        construct(s, a, log) {
          const b = s.bases[a.base];
          b.hex = a.hex;
          b.area = null;
          b.status = 'construction';
          if (log) tell(log, '6.5.2', (w) => w.feldBuilt(a.hex));
        },
        'construct-done': (s) => {
          s.step = 'initiative-start';
        },
      },
    },
    dismantle: {
      rule: '6.5.4',
      actor: () => GERMAN_ACTS,
      legal(s, _role, out) {
        for (const base of dismantlable(s)) out.push({ type: 'dismantle', base });
        out.push({ type: 'dismantle-done' });
      },
      perform: {
        dismantle(s, a, log) {
          const b = s.bases[a.base];
          b.status = 'dismantled';
          b.hex = null;
          b.area = null;
          b.readyTurn = s.turn + 1;
          if (log) tell(log, '6.5.4', (w) => w.dismantled(a.base, s.turn + 1));
        },
        'dismantle-done': (s) => {
          s.step = 'repairs';
        },
      },
    },
  },
  auto: {
    'construct-check'(s) {
      s.step = constructibleFeld(s) && constructHexes(s).length ? 'construct' : 'initiative-start';
    },
  },
};
