// 8.0 Air Operations, declaring: 8.1 missions and mission turns, 8.1.4 end of the phase, 8.2 composition,
// 8.3 staging, 8.1.7 and 8.6 targets.
import type { ActionOf, CmAction } from '../actions.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { AirUnit, HostTally, Side, State, Task } from '../state.ts';
import { type Log, tell, need, atAirbase, type Aircraft, type Chapter, type Decision, only, sideOf } from './common.ts';
import { chosenFrom, kept } from '../cache.ts';
import { launch, scrambleMods, advanceMission } from './08-air-missions.ts';
const { AIR_BY_ID, GROUND_BY_ID, grid, AIRBASES } = D;
const {
  aircraftAt,
  capacityBreach,
  hostClass,
  hostClassAt,
  hostCounts,
  hostTally,
  hostIX,
  placeNo,
  HOST_CLASSES,
  hexNo,
  HEX_INFO,
  NBR_INDEX,
  airDef,
  groundDef,
  ARRAS,
  LENS,
  aircraftOf,
  applyOverCapacity,
  operating,
  other,
  ownBases,
  sectorsOf,
} = S;

/** Whether any unit of either side is at an operating airbase and not Flown (8.1.4). */
function anyAvailable(s: State): boolean {
  const air = s.air;
  for (const id in air) {
    const u = air[id];
    if (!u.flown && atAirbase(u.base) && operating(s, u.base)) return true;
  }
  return false;
}
/** 8.1.6: the unit `u` (`s.air[id]`) may fly an air mission now. */
function eligible(s: State, id: string, u: AirUnit): boolean {
  if (u.flown || u.missioned || u.regroup || (u.intercepted && !u.missioned)) return false;
  if (!atAirbase(u.base) || !operating(s, u.base)) return false;
  for (const r of s.recon) if (r.unit === id) return false;
  if (s.mission?.units.includes(id)) return false;
  return true;
}
export function canDo(id: string, task: Task, s: State): boolean {
  return able(aircraftOf(id), s.air[id], task);
}
/** canDo for a unit `u` flying aircraft `a` (the listings have both at hand). */
function able(a: Aircraft, u: AirUnit, task: Task): boolean {
  switch (task) {
    case 'bombing':
      return typeof a.full.bf === 'number' && a.full.bf > 0 && a.type !== 'F' && !(a.observer && u.observerLost);
    case 'strafing':
      return a.type !== 'NB'; // 8.6: strafing is for F, FB or RB
    case 'spotting':
      return a.type === 'RB' && !u.observerLost;
    case 'balloon':
      return a.type === 'F' || a.type === 'FB';
  }
}
function compositionLimit(s: State, side: Side, units: string[]): number {
  if (s.generalRegroup) return 2; // 8.1.5, 11.2.1
  if (side === 'german') return 3;
  const brigades = new Set(units.map((u) => AIR_BY_ID[u].group));
  return brigades.size <= 1 ? 4 : 2;
}

/** Hexes within 2 of each hex (itself included) by hex number, for 8.11's balloon reach; static. */
const WITHIN2 = HEX_INFO.map((x) => Int16Array.from(grid.within(x.h, 2), hexNo));
/** Scratch marks by hex number: the hexes of the side's own divisions (mission targets). */
const OWN_DIVISIONS = new Uint8Array(HEX_INFO.length);
/** A strike target: bombing (if a unit can bomb) and strafing (if a unit can strafe, 8.6). */
export function strike(out: CmAction[], bombing: boolean, strafing: boolean, hex: string, target: string): void {
  if (bombing) out.push({ type: 'mission', task: 'bombing', hex, target });
  if (strafing) out.push({ type: 'mission', task: 'strafing', hex, target });
}
/** Whether any of the hexes (by number) is marked. */
function anyMarked(hexes: Int16Array, marks: Uint8Array): boolean {
  for (let k = 0; k < hexes.length; k++) if (marks[hexes[k]]) return true;
  return false;
}
/** The target strings of mission actions (`base:<id>`, `unit:<id>`), made once. */
const BASE_TARGET: Record<string, string> = Object.fromEntries(AIRBASES.map((b) => [b.id, `base:${b.id}`]));
const UNIT_TARGET: Record<string, string> = Object.fromEntries(Object.keys(GROUND_BY_ID).map((id) => [id, `unit:${id}`]));
const BOXES = ['douai', 'cambrai'];
const CITIES = [ARRAS, LENS];
/** The `mission` actions open to `side` (8.1.5, 8.6), appended to `out`. */
function missionTargets(s: State, side: Side, out: CmAction[]): void {
  const ground = s.ground;
  const air = s.air;
  const enemy = other(side);
  // Which tasks any mission-eligible unit of the side can fly (one pass, no arrays).
  let any = false;
  let bombing = false;
  let strafing = false;
  let spotting = false;
  let balloon = false;
  let i = -1;
  for (const id in air) {
    i++;
    const u = air[id];
    if (airDef(id, i).side !== side || !eligible(s, id, u)) continue;
    any = true;
    const a = aircraftAt(id, i);
    if (!bombing && able(a, u, 'bombing')) bombing = true;
    if (!strafing && able(a, u, 'strafing')) strafing = true;
    if (!spotting && able(a, u, 'spotting')) spotting = true;
    if (!balloon && able(a, u, 'balloon')) balloon = true;
  }
  if (!any) return;
  for (const b of AIRBASES) {
    if (b.side !== enemy) continue;
    const st = s.bases[b.id];
    if (b.kind === 'offmap') continue;
    if (st.hex && (st.status === 'normal' || st.status === 'disrupted' || st.status === 'construction'))
      strike(out, bombing, strafing, st.hex, BASE_TARGET[b.id]);
  }
  if (side === 'allied') for (const box of BOXES) strike(out, bombing, strafing, box, 'box'); // 8.6
  for (const hex of CITIES) if (s.control[hex] === enemy) strike(out, bombing, strafing, hex, 'city');
  const mine = OWN_DIVISIONS.fill(0);
  i = -1;
  if (spotting || balloon)
    for (const id in ground) {
      i++;
      const g = ground[id];
      if (groundDef(id, i).side === side && g.where === 'map') mine[hexNo(g.hex!)] = 1;
    }
  i = -1;
  for (const id in ground) {
    i++;
    const g = ground[id];
    if (groundDef(id, i).side !== enemy || g.where !== 'map') continue;
    const hex = g.hex!;
    const target = UNIT_TARGET[id];
    strike(out, bombing, strafing, hex, target);
    // 8.6: spotting on an enemy division in the ZOC of a friendly one; 8.11 balloons within 2 hexes.
    if (!spotting && !balloon) continue;
    const n = hexNo(hex);
    if (spotting && anyMarked(NBR_INDEX[n], mine)) out.push({ type: 'mission', task: 'spotting', hex, target });
    if (balloon && anyMarked(WITHIN2[n], mine) && s.bosl[sectorOfUnit(s, id)] < 2) out.push({ type: 'mission', task: 'balloon', hex, target });
  }
}
/** The first of sectorsOf(s, id), or the default sector of the side. */
export function sectorOfUnit(s: State, id: string): string {
  const ground = s.ground;
  const d = GROUND_BY_ID[id];
  const hex = ground[id].hex;
  if (d.side === 'allied' && d.formation === 'allied-reserve' && hex) {
    // 12.1.1: sectorsOf lists the formations of the Allied at-start units in its hex, then in each neighbour in turn,
    // each hex's units in state order: the first is the one of lowest rank (0 its hex, 1 + the neighbour's place).
    const h0 = hexNo(hex);
    const nb = NBR_INDEX[h0];
    let best: string | null = null;
    let bestRank = 99;
    let i = -1;
    for (const o in ground) {
      i++;
      const g = ground[o];
      const od = groundDef(o, i);
      if (g.where !== 'map' || !g.hex || od.side !== 'allied' || od.formation === 'allied-reserve') continue;
      const h = hexNo(g.hex);
      let rank = h === h0 ? 0 : -1;
      if (rank < 0)
        for (let k = 0; k < nb.length; k++)
          if (nb[k] === h) {
            rank = k + 1;
            break;
          }
      if (rank >= 0 && rank < bestRank) {
        bestRank = rank;
        best = od.formation;
      }
    }
    return best ?? 'VI';
  }
  const secs = sectorsOf(s, id);
  if (secs.length) return secs[0];
  return d.side === 'allied' ? 'VI' : 'arras';
}

/** Scratch for stageOptions' room table (reset on each call): one cell per hosting class and destination (an airbase or
 * the RFC Holding Area). */
const STAGE_ROOM = new Uint8Array(HOST_CLASSES * (AIRBASES.length + 1));
/** The `stage` actions open to `side` (8.3), appended to `out`. */
function stageOptions(s: State, side: Side, out: CmAction[]): void {
  const air = s.air;
  const dests = ownBases(s, side).filter((b) => operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal'));
  if (dests.length < 2) return;
  const counts = hostCounts(s);
  const tallies: (HostTally | undefined)[] = new Array(dests.length);
  // 6.3.1 (3): the RFC Holding Area already hosts a unit other than the IX Brigade's.
  const rfc = placeNo('rfc') * HOST_CLASSES;
  let rfcOther = false;
  for (let c = 0; c < HOST_CLASSES; c++) if (counts[rfc + c] > 0 && !hostIX(c)) rfcOther = true;
  // Whether a base has room for one more unit of a hosting class (6.3), judged once per class and base:
  // room[class * dests + base] is 0 unknown, 1 room, 2 full.
  const room = STAGE_ROOM.fill(0);
  let flying: Set<string> | null = null;
  for (const r of s.recon) if (r.status === 'flying') (flying ??= new Set()).add(r.unit);
  let i = -1;
  for (const id in air) {
    i++;
    const u = air[id];
    const d = airDef(id, i);
    if (d.side !== side || !atAirbase(u.base)) continue;
    if (u.staged || flying?.has(id)) continue; // ruling: one stage-move per unit per Air Operations Phase
    const cls = hostClassAt(id, i);
    const row = cls * dests.length;
    for (let j = 0; j < dests.length; j++) {
      const b = dests[j];
      if (b === u.base) continue;
      let ok = room[row + j];
      if (ok === 0) {
        // The unit is not at b: b's units and this one (6.3).
        const t = (tallies[j] ??= hostTally(counts, placeNo(b) * HOST_CLASSES, -1));
        ok = capacityBreach(s, b, t, cls) === 0 ? 1 : 2;
        room[row + j] = ok;
      }
      if (ok === 2) continue;
      if (b === 'rfc' && d.group !== 'IX' && rfcOther) continue;
      out.push({ type: 'stage', unit: id, to: b });
    }
  }
}

export function airLegal(s: State, side: Side): CmAction[] {
  const air = s.air;
  const m = s.mission;
  if (!m) {
    const out: CmAction[] = [{ type: 'pass' }];
    missionTargets(s, side, out);
    stageOptions(s, side, out);
    return out;
  }
  switch (m.step) {
    case 'compose': {
      const out: CmAction[] = [];
      let doable = false;
      for (const u of m.units)
        if (canDo(u, m.task, s)) {
          doable = true;
          break;
        }
      if (doable) out.push({ type: 'launch' });
      // 8.1.5: a unit joins when the mission, with it, stays within its composition limit.
      if (m.units.length < compositionLimit(s, side, m.units)) {
        const brigades: string[] = [];
        for (const u of m.units) if (!brigades.includes(AIR_BY_ID[u].group)) brigades.push(AIR_BY_ID[u].group);
        const size = m.units.length + 1;
        let i = -1;
        for (const id in air) {
          i++;
          const d = airDef(id, i);
          if (d.side !== side || !eligible(s, id, air[id])) continue;
          if (m.task === 'strafing' && !canDo(id, 'strafing', s)) continue; // 8.6: every unit of a strafing mission strafes
          // compositionLimit(s, side, [...m.units, id]) without building the list:
          const limit = s.generalRegroup ? 2 : side === 'german' ? 3 : brigades.length + (brigades.includes(d.group) ? 0 : 1) <= 1 ? 4 : 2;
          if (size > limit) continue;
          out.push({ type: 'add', unit: id });
        }
      }
      out.push({ type: 'cancel' });
      return out;
    }
    case 'scramble': {
      const out: CmAction[] = [];
      if (m.scrambles.length < 2) {
        let i = -1;
        let counts: S.HostCounts | null = null;
        for (const id in air) {
          i++;
          if (airDef(id, i).side !== side) continue;
          const u = air[id];
          const t = aircraftOf(id).type;
          if ((t !== 'F' && t !== 'FB') || !atAirbase(u.base) || !operating(s, u.base)) continue;
          // 6.3.4: the units of an over-capacity base may only stage-move (flown, they are found only there).
          if (u.flown && capacityBreach(s, u.base, hostTally((counts ??= hostCounts(s)), placeNo(u.base) * HOST_CLASSES, -1), -1) !== 0) continue;
          if (m.scrambles.some((x) => x.unit === id) || s.recon.some((r) => r.unit === id && r.status === 'flying')) continue;
          out.push({ type: 'scramble', unit: id });
        }
      }
      out.push({ type: 'scramble-done' });
      return out;
    }
    case 'target-scramble': {
      const out: CmAction[] = [];
      const base = m.target.slice(5);
      const dests = ownBases(s, side).filter((b) => b !== base && operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal'));
      const counts = hostCounts(s);
      const tallies: (HostTally | undefined)[] = new Array(dests.length);
      for (const id in air) {
        if (air[id].base !== base || m.intercepting.includes(id) || m.targetScrambles.some((x) => x.unit === id)) continue;
        // 6.3: the destination's units and this one (not at the destination: it is at the target base).
        const cls = hostClass(id);
        for (let j = 0; j < dests.length; j++) {
          const t = (tallies[j] ??= hostTally(counts, placeNo(dests[j]) * HOST_CLASSES, -1));
          if (capacityBreach(s, dests[j], t, cls) === 0) out.push({ type: 'evacuate', unit: id, to: dests[j] });
        }
      }
      out.push({ type: 'evacuate-done' });
      return out;
    }
    case 'late': {
      const bases = [...new Set(m.units.map((u) => air[u].base))];
      return bases.map((base) => ({ type: 'late', base }));
    }
    case 'altitude': {
      const u = m.strikes.find((x) => !m.altitude[x.unit])!;
      const alts: ('low' | 'medium')[] = u.kind === 'strafing' ? ['low'] : ['low', 'medium'];
      return alts.map((altitude) => ({ type: 'altitude', unit: u.unit, altitude }));
    }
    case 'land': {
      const u = m.landing[0];
      const own = landingBases(s, u);
      // 6.3: each base's units, without this one if it is counted there, and this one.
      const counts = hostCounts(s);
      const cls = hostClass(u);
      const from = air[u].base;
      const fits = own.filter((b) => capacityBreach(s, b, hostTally(counts, placeNo(b) * HOST_CLASSES, b === from ? cls : -1), cls) === 0);
      return (fits.length ? fits : own).map((base) => ({ type: 'land', unit: u, base }));
    }
  }
  return [];
}

/** 8.12: the friendly Airbases unit `u` may return to (operating ones; the RFC Reserve's holding area for the IX Brigade). */
export function landingBases(s: State, u: string): string[] {
  return ownBases(s, AIR_BY_ID[u].side).filter((b) => operating(s, b) && (b !== 'rfc' || AIR_BY_ID[u].group === 'IX'));
}

/** The effect of each action of the air step (8.1-8.5, 8.7.1, 8.9, 8.12). */
const AIR_EFFECTS: Decision['perform'] = {
  pass(s, _a, log, role) {
    const side = sideOf(role);
    if (log) tell(log, '8.1.3', (w) => w.passes(side));
    s.ops.passes++;
    if (s.ops.mover === s.initiative) s.ops.initiativeLeft = 0;
    s.ops.mover = other(side);
  },
  stage(s, a, log, role) {
    const side = sideOf(role);
    const u = s.air[a.unit];
    if (log) tell(log, '8.3', (w) => w.stages(a.unit, u.base, a.to), [side]);
    if (log) tell(log, '8.3', (w) => w.staged(side), [other(side)]);
    u.base = a.to;
    u.flown = true;
    u.regroup = false; // 8.3
    u.staged = true;
    applyOverCapacity(s, u.base);
    s.ops.passes = 0;
    if (u.disrupted) need(s, 'stage-accident', 1, 10, (w) => w.roll.stageAccident, '8.3', { unit: a.unit });
    endMissionTurn(s);
  },
  mission(s, a, _log, role) {
    const side = sideOf(role);
    const listed = chosenFrom(s);
    declare(s, side, a);
    // 8.1.5: the listing of the position the mission is declared from, given again if it is cancelled (cache.ts).
    if (listed && listed.side === side) kept(s).declared = { m: s.mission!, list: listed.list };
  },
  add(s, a) {
    s.mission!.units.push(a.unit);
  },
  cancel(s, _a, _log, role) {
    const k = kept(s);
    const list = k.declared && k.declared.m === s.mission ? k.declared.list : undefined;
    k.declared = null;
    s.mission = null;
    // Given again by `legal` if the flow stops at the air step with no mission (else forgotten at the next action).
    if (list) k.restored = { side: sideOf(role), list };
  },
  launch: (s, _a, log) => launch(s, log),
  scramble(s, a, _log, role) {
    const side = sideOf(role);
    const id = a.unit;
    s.mission!.scrambles.push({ unit: id, ok: null });
    const mods = scrambleMods(s, id);
    need(s, 'scramble', 1, 10, (w) => w.roll.scramble(side), '8.4.1', { unit: id, mods });
  },
  'scramble-done'(s, _a, log) {
    s.mission!.step = 'target-scramble';
    advanceMission(s, log);
  },
  evacuate(s, a) {
    s.mission!.targetScrambles.push({ unit: a.unit, to: a.to, ok: null });
    need(s, 'target-scramble', 1, 10, (w) => w.roll.targetScramble, '8.5.1');
  },
  'evacuate-done'(s, _a, log) {
    s.mission!.step = 'late';
    advanceMission(s, log);
  },
  late(s, a) {
    const m = s.mission!;
    const late = m.units.filter((u) => s.air[u].base === a.base);
    const others = m.units.filter((u) => s.air[u].base !== a.base);
    const diff = Math.abs(Math.max(...late.map((u) => m.range[u])) - Math.max(...others.map((u) => m.range[u])));
    need(s, 'late', 1, 10, (w) => w.roll.late, '8.7.1', { late, diff });
  },
  altitude(s, a, log) {
    const m = s.mission!;
    m.altitude[a.unit] = a.altitude;
    if (m.strikes.every((x) => m.altitude[x.unit])) {
      for (const x of m.strikes) x.altitude = m.altitude[x.unit];
      m.step = 'strike';
      advanceMission(s, log);
    }
  },
  land(s, a, log) {
    const m = s.mission!;
    const id = a.unit;
    const u = s.air[id];
    u.base = a.base;
    u.flown = true;
    applyOverCapacity(s, u.base);
    if (log) tell(log, '8.12', (w) => w.lands(id, u.base), [AIR_BY_ID[id].side]);
    m.landing.shift();
    if (u.disrupted) m.accidents.push(id);
    advanceMission(s, log);
  },
};

/** 8.1.5: `side` declares a mission (its target first; the units join it next). */
function declare(s: State, side: Side, a: ActionOf<'mission'>): void {
  s.mission = {
    side,
    task: a.task,
    hex: a.hex,
    target: a.target,
    units: [],
    range: {},
    launched: false,
    scrambles: [],
    intercepting: [],
    targetScrambles: [],
    late: [],
    altitude: {},
    strikes: [],
    landing: [],
    accidents: [],
    step: 'compose',
  };
}

export function endMissionTurn(s: State): void {
  // 8.1.1, 8.1.2: initiative missions, then alternate.
  const side = s.ops.mover;
  if (side === s.initiative && s.ops.initiativeLeft > 0) {
    s.ops.initiativeLeft--;
    if (s.ops.initiativeLeft > 0) return;
  }
  s.ops.mover = other(side);
}

export function airStep(s: State, log: Log): void {
  if (s.mission) return;
  // 8.1.4 closure.
  const anyReady = anyAvailable(s);
  if (s.ops.passes >= 2 || !anyReady) {
    if (log) tell(log, '8.1.4', (w) => w.airPhaseEnds);
    s.step = 'air-conclusion';
  }
}

// ---------------------------------------------------------------------------------------------
// The steps: the phase's start (8.1.1), the mission turns (8.1), the end of the phase (8.1.4, 8.13).

/** Who decides in the air step: the side whose mission turn it is, or, during a mission, the Interceptor player at the
 * scramble steps (8.4, 8.5) and the owner of the next unit to land (8.12). */
function airActor(s: State): Side {
  const m = s.mission;
  if (!m) return s.ops.mover;
  if (m.step === 'scramble' || m.step === 'target-scramble') return other(m.side);
  if (m.step === 'land') return s.air[m.landing[0]] ? AIR_BY_ID[m.landing[0]].side : m.side;
  return m.side;
}

export const AIR_OPERATIONS: Chapter = {
  decisions: {
    air: {
      rule: '8.1',
      actor: (s) => only(airActor(s)),
      legal(s, role) {
        const side = sideOf(role);
        if (s.mission) return airLegal(s, side);
        // Just after `cancel`: the position the mission was declared from, whose listing was kept (cache.ts).
        const k = kept(s);
        const back = k.restored;
        k.restored = null;
        const list = back && back.side === side ? back.list : airLegal(s, side);
        k.listed = { side, list };
        return list.slice();
      },
      perform: AIR_EFFECTS,
    },
  },
  auto: {
    'air-start'(s) {
      s.phase = 'air';
      s.ops = { mover: s.initiative, initiativeLeft: s.initiativeMissions, passes: 0, alliedBombed: s.ops.alliedBombed };
      s.step = 'air';
    },
    air: airStep,
  },
};
