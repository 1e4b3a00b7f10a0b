// Assault odds for the battles' computer players (6.1-6.3: 2d6 against 2d6, 8.0 support), and the
// helpers the evaluation and the prune share.
import { copyData } from '../../../ai-kit/model.ts';
import { UNITS, ZONE } from '../data.ts';
import type { BattlesAction } from '../actions.ts';
import { type BattlesState, type Side, BOARD, GRAPH, SECTOR_BY_ID, other, unitIndex } from '../state.ts';

/** A unit's index (-1 for none). */
export const u = (id: unknown): number => unitIndex(id) ?? -1;
/** The unit an action names (-1 for none): `u(a.unit)` for every action, whatever its type. */
export const unitOf = (a: BattlesAction): number => u('unit' in a ? a.unit : undefined);
export const SEC = SECTOR_BY_ID;
export const SPEARHEAD = new Set(['infantry', 'armor', 'antitank', 'flak']);
export const N_AREAS = ZONE.F + 1;
export const NEIGHBOURS: number[][] = Array.from({ length: N_AREAS }, (_, a) => [...(GRAPH.neighbours[a] ?? [])]);
/** A copy of plain JSON data (a state, a view), as the JSON round trip gives it (`copyData`). */
export const clone: <T>(x: T) => T = copyData;

/** P(TA - TD = k) for 2d6 + a dice against 2d6 + b dice (8.0: support adds a third die). */
function diffDist(aDice: number, dDice: number): Map<number, number> {
  const sumDist = (n: number) => {
    let p = new Map<number, number>([[0, 1]]);
    for (let i = 0; i < n; i++) {
      const q = new Map<number, number>();
      for (const [s, pr] of p) for (let f = 1; f <= 6; f++) q.set(s + f, (q.get(s + f) ?? 0) + pr / 6);
      p = q;
    }
    return p;
  };
  const a = sumDist(aDice);
  const d = sumDist(dDice);
  const out = new Map<number, number>();
  for (const [x, px] of a) for (const [y, py] of d) out.set(x - y, (out.get(x - y) ?? 0) + px * py);
  return out;
}
const DIFF_22 = diffDist(2, 2);

/** The chance that VA + 2d6 > VD + 2d6 (6.1, 6.4.2). */
export function winChance(av: number, dv: number): number {
  let p = 0;
  for (const [k, pr] of DIFF_22) if (av + k > dv) p += pr;
  return p;
}

/** A computer player does not begin an assault whose best case wins less often than this. */
export const MIN_ATTACK_CHANCE = 0.4;

/** Best-case VA of `attackers` against VD of `area` (6.2 A-C, 6.3 A-D; river and support left out). */
export function assaultChance(
  s: BattlesState,
  side: Side,
  attackers: number[],
  area: number,
  defenders: number[] = BOARD.unitsIn(s, area, other(side)),
): number {
  const leads = attackers.filter((i) => SPEARHEAD.has(UNITS[i].type));
  if (!leads.length) return 0;
  let av = Math.max(...leads.map((i) => UNITS[i].attack ?? 0)) + attackers.filter((i) => UNITS[i].type !== 'artillery').length - 1;
  const nations = new Set(attackers.map((i) => UNITS[i].nation));
  if ((nations.has('british') && nations.has('french')) || (nations.has('wehrmacht') && nations.has('ss'))) av -= 1;
  if (!defenders.length) return 1;
  let dv = 0;
  for (const a of defenders) {
    const fresh = defenders.filter((b) => b !== a && !s.spent[b] && UNITS[b].type !== 'artillery').length;
    dv = Math.max(dv, (s.spent[a] ? UNITS[a].spentDefense : UNITS[a].defense) + fresh);
  }
  dv += SEC[area].tem + (defenders.some((i) => UNITS[i].id === 'Rommel') ? 2 : 0);
  return winChance(av, dv);
}

export const ASSAULT_UNIT = UNITS.map((d) => d.type !== 'artillery' && d.type !== 'leader');
export const READY: number[][][] = [0, 1].map(() => Array.from({ length: ZONE.F + 1 }, (): number[] => []));
/** Every unit on the map, by side (0 Allied, 1 German) and sector (filled by exposure). */
export const PRESENT: number[][][] = [0, 1].map(() => Array.from({ length: ZONE.F + 1 }, (): number[] => []));

/** The chance that `side` takes sector `a` in one impulse (see exposure); `ready` its units by sector. */
export function takeChance(s: BattlesState, side: Side, ready: number[][], a: number): number {
  const enemyAt = PRESENT[side === 'allied' ? 1 : 0];
  const defenders = enemyAt[a];
  if (!defenders.length) {
    // 5.2.2 a Vacant sector: walked into by a unit that may lead.
    for (const b of NEIGHBOURS[a]) for (const i of ready[b]) if (SPEARHEAD.has(UNITS[i].type) && (!enemyAt[b].length || UNITS[i].type === 'armor')) return 1;
    return 0;
  }
  if (!ready[a].length && !NEIGHBOURS[a].some((b) => ready[b].length)) return 0;
  const cost = defenders.some((d) => !s.spent[d]) ? 4 : 3;
  let best = ready[a].length ? assaultChance(s, side, ready[a], a, defenders) : 0;
  for (const b of NEIGHBOURS[a]) {
    if (!ready[b].length) continue;
    const contested = enemyAt[b].length > 0;
    const group = ready[b].filter((i) => UNITS[i].move >= cost && (!contested || UNITS[i].type === 'armor'));
    if (!group.length) continue;
    const c = assaultChance(s, side, group, a, defenders);
    if (c > best) best = c;
  }
  return best;
}
