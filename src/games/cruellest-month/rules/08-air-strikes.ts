// 8.0 Air Operations, after the battle: 8.9 anti-aircraft fire, 8.7.11 observers, 8.10 bombing, strafing and
// spotting (8.10.6 results, airbase damage), 8.12 return to base and accidents, 8.13 Air Operations Conclusion, and
// the losses of aerial units (reduced, destroyed) every chapter inflicts.
import * as AB from '../air-battle/battle.ts';
import * as BD from '../air-battle/data.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Mission, RollCtx, State } from '../state.ts';
import { type Log, tell, need, atAirbase } from './common.ts';
import { sectorOfUnit } from './08-air-operations.ts';
import { advanceMission, targetAaf } from './08-air-missions.ts';
const { AIRCRAFT: BOARD_AIRCRAFT } = BD;
const { AIR_BY_ID, ASL_MAX, GROUND_BY_ID, PLACES, aaFire, grid, OFFMAP_HITS_MAX, CITY_HITS_MAX } = D;
const { ARRAS, aircraftOf, baseData, faceOf, unitsAt } = S;

/** The AA Factor of a mission's target and the Defence Factor of the aircraft it fires at (8.9.2; Disrupted -1). */
export function aaValues(s: State, m: Mission, unit: string): { aaf: number; df: number } {
  const u = s.air[unit];
  return { aaf: targetAaf(s, m), df: faceOf(u).df - (u.disrupted ? 1 : 0) };
}

export function aaRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const x = m.strikes[0];
  const u = s.air[x.unit];
  const { aaf, df } = aaValues(s, m, x.unit);
  const res = aaf > 0 ? aaFire(aaf, roll, x.altitude, df) : 'none';
  x.aaDone = true;
  if (log) tell(log, '8.9.2', (w) => w.aaFire(aaf, x.unit, roll, res));
  const wasDisrupted = u.disrupted;
  if (res === 'disrupted') u.disrupted = true;
  if (res === 'reduced') reduceAir(s, x.unit, log, '8.9.2');
  if (m.strikes[0] === x) x.disrupted = u.disrupted;
  // Ruling (8.7.11): AA fire that Disrupts or Reduces an RB or F2a outside an air battle also calls the Observer
  // roll, as on the Air Battle Board (+1 if it was Disrupted; no attacker adjacent); the attack is still delivered.
  if (res !== 'none' && u.base !== 'dead' && !u.observerLost && AB.observerRolls(aircraftOf(x.unit).type, AIR_BY_ID[x.unit].aircraft)) {
    return need(s, 'observer', 1, 6, (w) => w.roll.observer(x.unit), '8.7.11', {
      unit: x.unit,
      mod: wasDisrupted ? 1 : 0,
    });
  }
  advanceMission(s, log);
}

export function observerRoll(s: State, roll: number, ctx: RollCtx, log: Log): void {
  const id = ctx.unit!;
  const n = roll + (ctx.mod ?? 0);
  const lost = AB.observerLostOn(n);
  if (lost) s.air[id].observerLost = true;
  if (log) tell(log, '8.7.11', (w) => w.observer(id, roll, n, lost));
  advanceMission(s, log);
}

/** The Bombing Factor a strike is read against (8.10.6). */
export function bfOf(s: State, id: string, kind: string): number {
  const bf = faceOf(s.air[id]).bf;
  if (kind === 'strafing') return bf === 'S' ? 1 : Math.max(1, bf);
  return bf === 'S' ? 1 : bf;
}

/** The modifiers to the roll of the first strike of a mission (8.10.5). */
export function bombModifiers(s: State, m: Mission, x: Mission['strikes'][number]): { v: number; why: string }[] {
  const out: { v: number; why: string }[] = [];
  const unitTarget = m.target.startsWith('unit:') ? m.target.slice(5) : null;
  if (x.kind === 'strafing') out.push({ v: -2, why: 'strafing' });
  else if (x.altitude === 'low') out.push({ v: -1, why: 'low altitude' });
  if (x.ace) out.push({ v: -1, why: 'ace' });
  if (unitTarget && s.ground[unitTarget].interdicted) out.push({ v: -1, why: 'interdicted target' });
  if (x.kind === 'spotting' && x.straight === 3) out.push({ v: -1, why: 'third straight' });
  if (x.kind === 'bombing' && unitTarget && (PLACES[m.hex]?.terrain === 'city' || GROUND_BY_ID[unitTarget].side === 'german')) {
    out.push({ v: 1, why: PLACES[m.hex]?.terrain === 'city' ? 'city' : 'German unit' });
  }
  if (x.disrupted) out.push({ v: 1, why: 'Disrupted' });
  if (s.poorWeather) out.push({ v: 1, why: 'Poor Weather' });
  return out;
}

export function bombRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const x = m.strikes[0];
  const bf = bfOf(s, x.unit, x.kind);
  const r = roll + bombModifiers(s, m, x).reduce((t, d) => t + d.v, 0);
  // Ruling (13.1): the Allied player "executes a bombing attack" when a bomber makes its bombing roll (8.10.5); a
  // mission whose bombers all abort or fall before the target executed none (option bombingAtLaunch: at launch).
  if (x.kind === 'bombing' && m.side === 'allied') s.ops.alliedBombed = true;
  if (x.kind === 'spotting') {
    if (r < 0) {
      spotSuccess(s, m, x.unit, 2, log);
      m.strikes.shift();
      return advanceMission(s, log);
    }
    if (r <= bf) {
      return need(s, 'spot2', 1, 6, (w) => w.roll.spot2, '8.10.6');
    }
    if (log) tell(log, '8.10.6', (w) => w.spottingFails(x.unit, r));
    m.strikes.shift();
    return advanceMission(s, log);
  }
  let hits = 0;
  let severe = false;
  if (r < 0) {
    hits = bf - r;
    severe = true;
  } else if (r <= bf) hits = Math.max(1, bf - r);
  if (log) tell(log, '8.10.6', (w) => w.strike(x.unit, x.kind, m, roll, r, bf, hits, severe));
  m.strikes.shift();
  if (hits) applyHits(s, m, x.unit, hits, severe, log);
  else advanceMission(s, log);
}

export function spotRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const x = m.strikes[0];
  let r = roll;
  if (x.altitude === 'low') r -= 1;
  if (x.ace) r -= 1;
  const ok = r <= bfOf(s, x.unit, 'spotting');
  if (ok) spotSuccess(s, m, x.unit, 1, log);
  else if (log) tell(log, '8.10.6', (w) => w.spottingSecondFails(r));
  m.strikes.shift();
  advanceMission(s, log);
}

function spotSuccess(s: State, m: Mission, unit: string, n: number, log: Log): void {
  const ground = s.ground;
  // 8.10.6: the owner's Artillery Support in the sector (the friendly division next to the target).
  const hex = m.hex;
  let sector: string | null = null;
  for (const id in ground) {
    const g = ground[id];
    if (GROUND_BY_ID[id].side === m.side && g.where === 'map' && grid.adjacent(g.hex!, hex)) {
      sector = sectorOfUnit(s, id);
      break;
    }
  }
  if (!sector) return;
  s.asl[sector] = Math.min(ASL_MAX, s.asl[sector] + n);
  if (log) tell(log, '8.10.6', (w) => w.spotted(unit, n, sector));
}

function applyHits(s: State, m: Mission, unit: string, hits: number, severe: boolean, log: Log): void {
  const t = m.target;
  if (t === 'city') {
    const k = m.hex === ARRAS ? 'arras' : 'lens';
    s.cityHits[k] = Math.min(CITY_HITS_MAX, s.cityHits[k] + hits);
    if (log) tell(log, '8.10.6', (w) => w.cityHits(m.hex, s.cityHits[k]));
  } else if (t === 'box') {
    if (m.hex !== 'douai' && m.hex !== 'cambrai') throw new Error(`8.10.6: an off-map box strike on ${m.hex}, not Douai or Cambrai`);
    const k = m.hex;
    s.boxHits[k] = Math.min(OFFMAP_HITS_MAX, s.boxHits[k] + hits);
    if (log) tell(log, '8.10.6', (w) => w.boxHits(k, s.boxHits[k]));
  } else if (t.startsWith('unit:')) {
    const id = t.slice(5);
    if (severe && !s.ground[id].interdicted) {
      s.ground[id].interdicted = true;
      if (log) tell(log, '8.10.6', (w) => w.interdicted(id));
    }
    if (aircraftOf(unit).type === 'NB' && GROUND_BY_ID[id].side === 'german') {
      // 9.5.1: -1 Artillery Support for each hit of the IX/100 NB on a German unit.
      const sec = sectorOfUnit(s, id);
      s.asl[sec] = Math.max(0, s.asl[sec] - hits);
      if (log) tell(log, '9.5.1', (w) => w.nbHits(sec, hits));
    }
  } else if (t.startsWith('base:')) {
    const id = t.slice(5);
    const b = s.bases[id];
    // Ruling (8.10.6, 6.5.3): against an Airbase a hit result scores D, and so does a result below 0 ("target is
    // Disrupted (Airbase)"); a result below 0 on an Airbase already Disrupted scores X (option airbaseBelowZero: any
    // result below 0 scores X). An under-construction Feldflugplatz Disrupted or destroyed is removed (rebuilt from
    // next turn). 8.10.6: X destroys only the aircraft on the ground; interceptors in the air land elsewhere (8.12).
    const grounded = unitsAt(s, id).filter((u) => !m.intercepting.includes(u));
    if (b.status === 'construction' || (severe && (b.status === 'disrupted' || s.options.airbaseBelowZero))) {
      for (const u of grounded) destroyAir(s, u, log, '8.10.6');
      if (baseData[id].kind === 'feld') {
        b.status = 'dismantled';
        b.hex = null;
        b.readyTurn = s.turn + 1;
      } else b.status = 'destroyed';
      if (log) tell(log, severe ? '6.6.3' : '6.5.3', (w) => w.baseEliminated(id));
    } else {
      b.status = 'disrupted';
      if (log) tell(log, '6.6.2', (w) => w.baseDisrupted(id));
      if (grounded.length) {
        need(s, 'airbase-damage', grounded.length, 10, (w) => w.roll.airbaseDamage, '8.10.6', {
          units: grounded,
        });
        return;
      }
    }
  }
  advanceMission(s, log);
}

export function airbaseDamage(s: State, d: number[], units: string[], log: Log): void {
  units.forEach((id, i) => {
    if (d[i] < 6) return;
    const u = s.air[id];
    if (!u.disrupted) u.disrupted = true;
    else reduceAir(s, id, log, '8.10.6');
    if (log) tell(log, '8.10.6', (w) => w.hitOnGround(id, d[i]), [AIR_BY_ID[id].side]);
  });
  advanceMission(s, log);
}

export function accidentRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const id = m.accidents.shift()!;
  accident(s, id, roll, log);
  advanceMission(s, log);
}
export function stageAccident(s: State, roll: number, id: string, log: Log): void {
  accident(s, id, roll, log);
}
/** 8.12.1 */
export function accident(s: State, id: string, roll: number, log: Log): void {
  const u = s.air[id];
  let r = roll;
  if (u.base !== 'rfc' && s.bases[u.base]?.status === 'disrupted') r += 1;
  r += BOARD_AIRCRAFT[AIR_BY_ID[id].aircraft]?.accidentDrm ?? 0;
  if (r >= 10) {
    reduceAir(s, id, log, '8.12.1');
    if (log) tell(log, '8.12.1', (w) => w.landingAccident(id, r), [AIR_BY_ID[id].side]);
  }
}

/** One step lost (8.7.9: and Disrupted for the remainder of the turn); a Reduced unit is destroyed. 12.2.2: 1 VP per
 * reserve fighter step. */
export function reduceAir(s: State, id: string, log: Log, rule: string): void {
  const u = s.air[id];
  if (u.reduced) return destroyAir(s, id, log, rule);
  u.reduced = true;
  if (!u.disrupted) u.lossDisrupted = true; // 8.7.9: Disrupted by the step loss only (it lapses at the turn's end)
  u.disrupted = true;
  if (AIR_BY_ID[id].group === 'jasta-reserve') s.vp.allied += 1;
}

export function destroyAir(s: State, id: string, log: Log, rule: string): void {
  const u = s.air[id];
  if (u.base === 'dead') return;
  u.base = 'dead';
  u.flown = false;
  if (u.ace && AIR_BY_ID[id].side === 'allied') {
    s.alliedAcesFree++;
  }
  u.ace = false;
  if (log) tell(log, rule, (w) => w.destroyed(id));
  // 12.2.2, 13.1: steps lost by German Reserve Fighters.
  if (AIR_BY_ID[id].group === 'jasta-reserve') s.vp.allied += u.reduced ? 1 : 2; // the steps it still had
  if (s.mission) {
    s.mission.strikes = s.mission.strikes.filter((x) => x.unit !== id);
    s.mission.landing = s.mission.landing.filter((x) => x !== id);
    s.mission.accidents = s.mission.accidents.filter((x) => x !== id);
  }
}

// 8.13
export function airConclusion(s: State, log: Log): void {
  const flownIX = Object.keys(s.air).filter((id) => AIR_BY_ID[id].group === 'IX' && s.air[id].flown && atAirbase(s.air[id].base)).length;
  if (flownIX) {
    s.vp.german += flownIX;
    if (log) tell(log, '8.13', (w) => w.flownIX(flownIX));
  }
  s.recon = [];
  s.step = 'ground-start';
}
