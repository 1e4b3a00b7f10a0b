// 9.0 Ground Operations, moving: 9.1 who may operate (Ground Combat Unit initiative), 9.2 movement, 9.3 stacking and
// 9.3.1 Corps/Gruppe boundaries, 9.3.2 zones of control; 6.6.4-6.6.5 an airbase overrun and its units' evacuation.
// Combat (9.4) and artillery support (9.5) are in 09-ground-operations.ts, with the chapter's steps.
import type { CmAction } from '../actions.ts';
import * as BD from '../air-battle/data.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { type Log, tell, need } from './common.ts';
import { destroyAir } from './08-air-strikes.ts';
import { killGround } from './09-ground-operations.ts';
const { AIRCRAFT: BOARD_AIRCRAFT } = BD;
const { AIR_BY_ID, GROUND_BY_ID, PLACES, grid, westOfHindenburg, EAST_ROW, WEST_ROW, AIRBASES, STACKING } = D;
const { hexNo, hexDistance, HEX_INFO, NBR_INDEX, groundDef, ARRAS, LENS, faceOf, operating, overCapacity, ownBases, unitsAt } = S;

export function mayOperate(s: State, id: string): boolean {
  return operates(s, s.ground[id], GROUND_BY_ID[id].side);
}
/** mayOperate for the division `g` of `side` (the listings have both at hand). */
function operates(s: State, g: S.GroundUnit, side: Side): boolean {
  if (g.where !== 'map' || !g.hex) return false;
  // 9.1
  if (side === 'german' && westOfHindenburg(g.hex) && s.initiative !== 'german') return false;
  if (side === 'allied' && HEX_INFO[hexNo(g.hex)].row <= 2 && s.initiative !== 'allied') return false;
  return true;
}

/** The units on the map of an Allied at-start formation (9.3.1) and their hex numbers, in the same order. */
interface Formation {
  ids: string[];
  hexes: number[];
}
/** 9.3.1: an Allied at-start division stays within 2 hexes of another of its Corps (unless the last one).
 * `byFormation` holds the units on the map of each Allied at-start formation with their hex numbers. */
function cohesion(byFormation: Map<string, Formation>, d: D.GroundUnitData, to: number): boolean {
  if (d.side !== 'allied' || d.formation === 'allied-reserve') return true;
  const f = byFormation.get(d.formation);
  if (!f) return true;
  let mates = 0;
  for (let k = 0; k < f.ids.length; k++) {
    if (f.ids[k] === d.id) continue;
    mates++;
    if (hexDistance(f.hexes[k], to) <= 2) return true;
  }
  return mates === 0;
}
/** The hexes of the east and west map edges (9.4.6: a division off the map returns by its edge), static. */
const EDGE_ROW_HEXES: Record<number, readonly string[]> = {
  [EAST_ROW]: grid.ids.filter((h) => grid.coord(h).row === EAST_ROW),
  [WEST_ROW]: grid.ids.filter((h) => grid.coord(h).row === WEST_ROW),
};
/** Scratch marks by hex number for the movement listing: friendly units, enemy units, enemy ZOC (9.3.2). */
const MOVE_FRIENDS = new Uint8Array(HEX_INFO.length);
const MOVE_ENEMY = new Uint8Array(HEX_INFO.length);
const MOVE_EZOC = new Uint8Array(HEX_INFO.length);
/** The `move` actions open to `side` (9.2, 9.3, 9.4.6), appended to `out`. */
export function moveOptions(s: State, side: Side, out: CmAction[]): void {
  const ground = s.ground;
  const friends = MOVE_FRIENDS.fill(0);
  const enemyAt = MOVE_ENEMY.fill(0);
  const ez = MOVE_EZOC.fill(0);
  const byFormation = new Map<string, Formation>();
  let i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (g.where !== 'map') continue;
    const d = groundDef(id, i);
    const h = hexNo(g.hex!);
    if (d.side === side) friends[h]++;
    else {
      enemyAt[h] = 1;
      const nb = NBR_INDEX[h];
      for (let k = 0; k < nb.length; k++) ez[nb[k]] = 1;
    }
    if (d.side === 'allied' && d.formation !== 'allied-reserve') {
      const f = byFormation.get(d.formation);
      if (f) {
        f.ids.push(id);
        f.hexes.push(h);
      } else byFormation.set(d.formation, { ids: [id], hexes: [h] });
    }
  }
  i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    const d = groundDef(id, i);
    if (d.side !== side || s.moved.includes(id) || g.interdicted) continue;
    if (g.where === 'off') {
      // 9.4.6: return by the same edge.
      const row = g.offEdge === 'east' ? EAST_ROW : WEST_ROW;
      for (const h of EDGE_ROW_HEXES[row]) {
        const n = hexNo(h);
        if (!enemyAt[n] && friends[n] < STACKING) out.push({ type: 'move', unit: id, to: h });
      }
      continue;
    }
    if (!operates(s, g, d.side)) continue;
    const from = hexNo(g.hex!);
    const nb = NBR_INDEX[from];
    for (let k = 0; k < nb.length; k++) {
      const n = nb[k];
      if (enemyAt[n] || friends[n] >= STACKING) continue;
      if (ez[from] && ez[n]) continue; // 9.3.2 (ruling: no move from one enemy ZOC hex to another)
      if (!cohesion(byFormation, d, n)) continue;
      out.push({ type: 'move', unit: id, to: HEX_INFO[n].h });
    }
  }
}

/** 9.3: units still over-stacked at the end of their owner's movement phase are eliminated. */
export function overStacked(s: State, side: Side, log: Log): void {
  const ground = s.ground;
  const per = new Map<string, string[]>();
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && GROUND_BY_ID[id].side === side) per.set(g.hex!, [...(per.get(g.hex!) ?? []), id]);
  }
  for (const ids of per.values())
    for (const id of ids.slice(STACKING)) {
      if (log) tell(log, '9.3', (w) => w.overStacked(id));
      killGround(s, id, log);
    }
}

export function groundMove(s: State, id: string, to: string, log: Log): void {
  const g = s.ground[id];
  if (log) tell(log, '9.2', (w) => w.groundMoves(id, g.hex, to));
  g.hex = to;
  g.where = 'map';
  s.moved.push(id);
  enterHex(s, id, to, log);
}

/** Control (3.0) and airbases overrun (6.6.4, 6.6.5). */
export function enterHex(s: State, id: string, hex: string, log: Log): void {
  const side = GROUND_BY_ID[id].side;
  if (s.control[hex] !== side) {
    // A players' model shares its observation's control table, frozen (ai/copy.ts): its first change copies it.
    if (Object.isFrozen(s.control)) s.control = { ...s.control };
    s.control[hex] = side;
    // 13.1: the German capture of Arras (the Allied of Lens) ends its hit award for good.
    if ((hex === ARRAS && side === 'german') || (hex === LENS && side === 'allied')) (s.captured ??= {})[hex === ARRAS ? 'arras' : 'lens'] = true;
    if (log && PLACES[hex]) tell(log, '3.0', (w) => w.control(hex, side));
  }
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    if (b.side === side || st.hex !== hex || st.status === 'destroyed') continue;
    const units = unitsAt(s, b.id);
    const wasDisrupted = st.status === 'disrupted';
    st.status = 'destroyed';
    if (log) tell(log, '6.6.4', (w) => w.overrun(b.id));
    if (units.length) need(s, 'evacuate', units.length, 10, (w) => w.roll.evacuate, '6.6.5', { units, base: b.id, wasDisrupted });
  }
}

export function evacuateRolls(s: State, d: number[], units: string[], base: string, wasDisrupted: boolean, log: Log): void {
  units.forEach((id, i) => {
    const u = s.air[id];
    let r = d[i];
    if (u.flown) r += 1;
    if (u.disrupted) r += 1;
    if (u.regroup) r += 3;
    if (wasDisrupted) r += 2;
    const mp = BOARD_AIRCRAFT[AIR_BY_ID[id].aircraft]?.mp ?? faceOf(u).sr;
    // 6.6.5: a unit that makes its roll "may stage-move to any other friendly Airbase": its owner chooses (relocate).
    if (r <= mp && evacuationBases(s, id, base).length) (s.relocate ??= { units: [], base }).units.push(id);
    else destroyAir(s, id, log, '6.6.5');
  });
}

/** The friendly operating, un-Disrupted Airbases with room for `id` other than `base` (6.6.5, 8.3, 6.3). */
function evacuationBases(s: State, id: string, base: string): string[] {
  return ownBases(s, AIR_BY_ID[id].side).filter(
    (b) => b !== base && operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal') && !overCapacity(s, b, id),
  );
}
export function relocateOptions(s: State): string[] {
  return evacuationBases(s, s.relocate!.units[0], s.relocate!.base);
}
/** 6.6.5: the evacuating unit stage-moves to the Airbase its owner chose; it lands Flown. */
export function relocate(s: State, to: string, log: Log): void {
  const r = s.relocate!;
  const id = r.units.shift()!;
  const u = s.air[id];
  u.base = to;
  u.flown = true;
  if (log) tell(log, '6.6.5', (w) => w.evacuates(id, to), [AIR_BY_ID[id].side]);
  // The next unit's choice, unless no base has room left for it any more.
  while (r.units.length && evacuationBases(s, r.units[0], r.base).length === 0) destroyAir(s, r.units.shift()!, log, '6.6.5');
  if (r.units.length === 0) s.relocate = null;
}
