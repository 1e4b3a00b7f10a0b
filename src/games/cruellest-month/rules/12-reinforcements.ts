// 12.0 Reinforcements: 12.1 Allied, 12.2 German Strategic Reserve (12.2.1 aircraft, 12.2.2, 12.2.3 divisions).
import type { ActionOf } from '../actions.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Side, State } from '../state.ts';
import { type Log, tell, ALLIED_ACTS, type Chapter, GERMAN_ACTS, need, sideOf } from './common.ts';
import { reconOver } from './07-initiative.ts';
const { AIR_BY_ID, GROUND_BY_ID, PLACES, grid, isHindenburg, STACKING, AIRBASES } = D;
const { hexNo, HEX_INFO, groundDef, ARRAS, LENS, aircraftOf, applyOverCapacity, supplied, zoc, operating, overCapacity, unitsAt } = S;

/** The four German reserve RB units (12.2.1), rolled for Turn 1 at the set-up (14.2). */
export const RESERVE_RBS = Object.keys(AIR_BY_ID).filter((id) => AIR_BY_ID[id].group === 'fa-reserve');
/** What follows the German reserve aircraft: the ground reserves (12.2.3), or Turn 1 after the set-up roll (14.2). */
const afterAirReserves = (s: State) => (s.phase === 'setup' ? 'turn-start' : 'reserves-ground');

// 12.2.1, 12.2.2
export function reserveAirRolls(s: State, d: number[], units: string[], log: Log): void {
  let n = 0;
  units.forEach((u, i) => {
    const rb = aircraftOf(u).type === 'RB';
    let r = d[i];
    const alliedRecon = Math.min(2, reconOver(s, 'allied', ['douai', 'cambrai']));
    r += alliedRecon;
    if (s.events.alliedSpies) r += 1;
    if (s.events.germanSpies) r -= 1;
    if (s.generalRegroup) r -= 1;
    if (!rb) {
      if (s.events.anzac) r += 1;
      if (s.events.france) r += 2;
    }
    if (r <= 4) {
      s.toPlace.push(u);
      n++;
      if (!rb) {
        s.vp.allied += 1; // 12.2.2, 13.1
        s.reserveFightersIn.push(u);
      }
    }
  });
  const f = s.toPlace.filter((u) => aircraftOf(u).type !== 'RB').length;
  if (log) tell(log, '12.2', (w) => w.strategicReserve(n, f));
  if (log) tell(log, '12.2', (w) => w.available(s.toPlace), ['german']);
  s.step = s.toPlace.length ? 'place-air' : afterAirReserves(s);
}

export function reserveGroundRolls(s: State, d: number[], units: string[], log: Log): void {
  let mod = 0;
  if (s.control[ARRAS] === 'german') mod -= 2;
  if (s.events.germanSpies) mod -= 1;
  if (s.events.alliedSpies) mod += 1;
  if (s.events.anzac) mod += 1;
  if (s.control[LENS] === 'allied') mod += 2;
  if (s.events.france) mod += 2;
  units.forEach((u, i) => {
    if (d[i] + mod <= 3) s.toPlace.push(u);
  });
  if (log) tell(log, '12.2.3', (w) => w.armeeReserves(s.toPlace.length));
  s.step = s.toPlace.length && germanReinforcementHexes(s).length ? 'place-ground' : 'tsp';
  if (s.step === 'tsp') s.toPlace = [];
}

/** Each side's divisions on the map by hex number (`STACK[2 * hex]` Allied, `STACK[2 * hex + 1]` German): a scratch
 * array, valid until the next call. */
const STACK = new Uint8Array(2 * HEX_INFO.length);
function stackCounts(s: State): Uint8Array {
  const ground = s.ground;
  const c = STACK.fill(0);
  let i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (g.where === 'map' && g.hex) c[2 * hexNo(g.hex) + (groundDef(id, i).side === 'allied' ? 0 : 1)]++;
  }
  return c;
}
/** The German reinforcement hexes (12.2.3): towns and Hindenburg Line hexes German-controlled, supplied, not in an
 * Allied ZOC, within stacking. Ruling: not the cities (3.0: Arras and Lens are cities, "all other named sites are
 * towns"), unless on the Hindenburg Line. */
const TOWN_HL = grid.ids.filter((h) => PLACES[h]?.terrain === 'town' || isHindenburg(h));
export function germanReinforcementHexes(s: State): string[] {
  const sup = supplied(s, 'german');
  const ez = zoc(s, 'allied');
  const stack = stackCounts(s);
  return TOWN_HL.filter((h) => s.control[h] === 'german' && sup.has(h) && !ez.has(h) && stack[2 * hexNo(h)] + stack[2 * hexNo(h) + 1] < STACKING);
}

/** 12.2.1, 12.2.2: the arriving German aircraft is based (6.3.4: over capacity, every unit there is Flown). */
function placeAir(s: State, a: ActionOf<'place'>, log: Log): void {
  const u = a.unit;
  const base = a.base!;
  s.air[u].base = base;
  s.air[u].flown = false;
  s.air[u].disrupted = false;
  applyOverCapacity(s, base);
  if (log) tell(log, '12.2', (w) => w.based(u, base), ['german']);
  s.toPlace.shift();
  if (s.toPlace.length === 0) s.step = afterAirReserves(s);
}

/** 12.2.3 (German), 12.1.1 (Allied): a reserve division enters the map. */
function placeGround(s: State, side: Side, a: ActionOf<'place'>, log: Log): void {
  const u = a.unit;
  const g = s.ground[u];
  g.where = 'map';
  g.hex = a.hex!;
  if (side === 'german') {
    // 12.2.3: 1/2 VP before the German General Regroup Turn.
    if (!s.regroupUsed.german) s.vp.allied += 0.5;
    if (log) tell(log, '12.2.3', (w) => w.enters(u, g.hex!));
    nextGroundReserve(s);
  } else {
    if (log) tell(log, '12.1.1', (w) => w.enters(u, g.hex!));
  }
}

/** 12.2.3: the next German reserve division to place, or on to the Tank Support Points (9.4.3). */
function nextGroundReserve(s: State): void {
  s.toPlace.shift();
  if (s.toPlace.length === 0) s.step = 'tsp';
}

export function alliedReinforcementHexes(s: State): string[] {
  const ground = s.ground;
  // 12.1.1: with or next to an Allied unit, not next to a German unit, supplied, within stacking.
  const sup = supplied(s, 'allied');
  const gz = zoc(s, 'german');
  const near = new Set<string>();
  for (const id in ground) {
    const g = ground[id];
    if (GROUND_BY_ID[id].side === 'allied' && g.where === 'map') {
      near.add(g.hex!);
      for (const n of grid.neighbours(g.hex!)) near.add(n);
    }
  }
  const stack = stackCounts(s);
  return [...near].filter((h) => !gz.has(h) && sup.has(h) && stack[2 * hexNo(h) + 1] === 0 && stack[2 * hexNo(h)] < STACKING).sort();
}

// ---------------------------------------------------------------------------------------------
// The steps: the German Strategic Reserve rolls and placements in the Initiative Phase (12.2.1-12.2.3), the Allied
// reinforcements after an Allied General Regroup (12.1.1).

export const REINFORCEMENTS: Chapter = {
  decisions: {
    'place-air': {
      rule: '12.2',
      actor: () => GERMAN_ACTS,
      legal(s, _role, out) {
        const u = s.toPlace[0];
        const from = out.length;
        for (const base of ['off-douai', 'off-cambrai']) if (!overCapacity(s, base, u)) out.push({ type: 'place', unit: u, base });
        if (aircraftOf(u).type === 'F') {
          for (const b of AIRBASES) {
            if (b.kind === 'feld' && s.bases[b.id].hex && operating(s, b.id) && unitsAt(s, b.id).length === 0) out.push({ type: 'place', unit: u, base: b.id });
          }
        }
        if (out.length === from) out.push({ type: 'place', unit: u, base: 'off-douai' });
      },
      perform: { place: (s, a, log) => placeAir(s, a, log) },
    },
    'place-ground': {
      rule: '12.2.3',
      actor: () => GERMAN_ACTS,
      legal(s, _role, out) {
        const u = s.toPlace[0];
        for (const hex of germanReinforcementHexes(s)) out.push({ type: 'place', unit: u, hex });
        out.push({ type: 'hold', unit: u });
      },
      perform: {
        place: (s, a, log, role) => placeGround(s, sideOf(role), a, log),
        hold: nextGroundReserve,
      },
    },
    'place-allied': {
      rule: '12.1.1',
      actor: () => ALLIED_ACTS,
      legal(s, _role, out) {
        const hexes = alliedReinforcementHexes(s);
        for (const id in s.ground) {
          if (GROUND_BY_ID[id].side === 'allied' && s.ground[id].where === 'reserve') for (const hex of hexes) out.push({ type: 'place', unit: id, hex });
        }
        out.push({ type: 'place-done' });
      },
      perform: {
        place: (s, a, log, role) => placeGround(s, sideOf(role), a, log),
        'place-done': (s) => {
          s.step = 'vp';
        },
      },
    },
  },
  auto: {
    reserves(s) {
      // 14.2: the RBs rolled for Turn 1 at the set-up.
      const air = Object.keys(s.air).filter((id) => s.air[id].base === 'reserve' && !(s.turn === 1 && RESERVE_RBS.includes(id)));
      if (air.length === 0) s.step = 'reserves-ground';
      else need(s, 'reserves-air', air.length, 6, (w) => w.roll.reservesAir, '12.2.1', { units: air });
    },
    'reserves-ground'(s) {
      const inf = Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].side === 'german' && s.ground[id].where === 'reserve');
      if (inf.length === 0 || s.generalRegroup) s.step = 'tsp';
      else need(s, 'reserves-ground', inf.length, 6, (w) => w.roll.reservesGround, '12.2.3', { units: inf });
    },
    reinforce(s) {
      s.phase = 'reinforcement';
      for (const k in s.bosl) s.bosl[k] = 0;
      const reserves = (g: S.GroundUnit) => g.where === 'reserve' && GROUND_BY_ID[g.id].side === 'allied';
      s.step = s.regroupUsed.allied && Object.values(s.ground).some(reserves) && alliedReinforcementHexes(s).length ? 'place-allied' : 'vp';
    },
  },
  dice: {
    'reserves-air': (s, d, ctx, log) => reserveAirRolls(s, d, ctx.units ?? [], log),
    'reserves-ground': (s, d, ctx, log) => reserveGroundRolls(s, d, ctx.units ?? [], log),
  },
};
