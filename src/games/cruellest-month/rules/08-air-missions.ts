// 8.0 Air Operations, a mission flown: 8.1.7 launch, 8.4 interceptor scramble, 8.5 target scramble, 8.7.1 the late
// group's co-ordination, 8.7 the Air Battle (through its contract) and 8.11 Balloon Busting after it; then the
// strikes in 08-air-strikes.ts (8.9-8.13). The dice of a mission (the chapter's table) are listed at the end.
import * as AB from '../air-battle/battle.ts';
import type { BattleUnitInput } from '../air-battle/contract.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Mission, RollCtx, State } from '../state.ts';
import { type Log, tell, need, type Chapter } from './common.ts';
import { reconOver } from './07-initiative.ts';
import { canDo, sectorOfUnit, endMissionTurn, landingBases } from './08-air-operations.ts';
import {
  aaRoll,
  accidentRoll,
  airConclusion,
  airbaseDamage,
  bombRoll,
  destroyAir,
  observerRoll,
  reduceAir,
  spotRoll,
  stageAccident,
} from './08-air-strikes.ts';
const { AIR_BY_ID, CITY_AAF, INFANTRY_AAF, AIRBASE_AAF, AIRBASE_AAF_DISRUPTED, eastOfHindenburg, westOfHindenburg } = D;
const { ARRAS, aircraftOf, applyOverCapacity, baseLoc, faceOf, flightPath, other, rangePoints, unitsAt } = S;

export function launch(s: State, log: Log): void {
  const m = s.mission!;
  m.launched = true;
  s.ops.passes = 0;
  const to = m.hex;
  for (const u of m.units) {
    m.range[u] = rangePoints(baseLoc(s, s.air[u].base), to);
    s.air[u].missioned = true;
    s.air[u].flown = true;
  }
  if (log) tell(log, '8.1.7', (w) => w.launch(m));
  if (log) tell(log, '8.1.5', (w) => w.missionUnits(m.units), [m.side]);
  if (s.options.bombingAtLaunch && m.side === 'allied' && m.task === 'bombing') s.ops.alliedBombed = true; // option: 13.1 counted at launch
  m.step = 'scramble';
}

/** Range points the mission flew over enemy ground: the furthest unit's path (8.4.1, 8.5.1). */
function observedHexes(s: State, m: Mission): number {
  let far = m.units[0];
  for (const u of m.units) if (m.range[u] > m.range[far]) far = u;
  const path = flightPath(baseLoc(s, s.air[far].base), m.hex);
  let n = 0;
  for (const h of path) if (m.side === 'allied' ? eastOfHindenburg(h) : westOfHindenburg(h)) n++;
  return n;
}

export function scrambleMods(s: State, id: string): { v: number; why: string }[] {
  const m = s.mission!;
  const u = s.air[id];
  const side = AIR_BY_ID[id].side;
  const mods: { v: number; why: string }[] = [];
  const myRange = rangePoints(baseLoc(s, u.base), m.hex);
  const far = Math.max(...m.units.map((x) => m.range[x]));
  const n = Math.min(4, Math.max(0, myRange - far));
  if (n) mods.push({ v: -n, why: 'interceptor range' });
  const obs = Math.floor(observedHexes(s, m) / 2);
  if (obs) mods.push({ v: -obs, why: 'ground observers' });
  if (reconOver(s, side, side === 'german' ? ['arras'] : ['douai', 'cambrai'])) mods.push({ v: -1, why: 'reconnaissance' });
  if (u.flown) mods.push({ v: 1, why: 'Flown' });
  if (u.disrupted) mods.push({ v: 1, why: 'Disrupted' });
  if (u.base !== 'rfc' && s.bases[u.base]?.status === 'disrupted') mods.push({ v: 1, why: 'Airbase Disrupted' });
  if (u.regroup) mods.push({ v: 2, why: 'regroup' });
  return mods;
}

export function scrambleRoll(s: State, roll: number, ctx: RollCtx, log: Log): void {
  const m = s.mission!;
  const att = m.scrambles[m.scrambles.length - 1];
  const id = att.unit;
  const u = s.air[id];
  // The modifiers were found when the scramble was declared, the roll due at once (nothing changed since).
  const mods = ctx.unit === id && ctx.mods ? ctx.mods : scrambleMods(s, id);
  const r = roll + mods.reduce((t, x) => t + x.v, 0);
  // 8.1.6: an attempt before flying a mission forfeits the mission; a regrouping fighter loses its regroup.
  u.intercepted = true;
  u.regroup = false;
  att.ok = r <= faceOf(u).sr;
  if (att.ok) m.intercepting.push(id);
  else u.flown = true; // 8.12: after an interception attempt the unit is Flown
  const side = AIR_BY_ID[id].side;
  if (log) tell(log, '8.4.2', (w) => w.scramble(id, roll, mods, r, faceOf(u).sr, !!att.ok), [side]);
  if (log) tell(log, '8.4', (w) => w.scrambleAttempt(side, !!att.ok), [other(side)]);
}

export function targetScrambleRoll(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const t = m.targetScrambles[m.targetScrambles.length - 1];
  const u = s.air[t.unit];
  const base = u.base;
  let r = roll;
  r += m.scrambles.filter((x) => s.air[x.unit].base === base).length;
  if (u.flown) r += 1;
  if (u.disrupted) r += 1;
  if (s.bases[base]?.status === 'disrupted') r += 1;
  if (u.regroup) r += 2;
  r += unitsAt(s, base).length;
  r -= Math.floor(observedHexes(s, m) / 2);
  t.ok = r <= faceOf(u).sr;
  if (t.ok) {
    u.base = t.to;
    u.flown = true;
    u.regroup = false;
    applyOverCapacity(s, t.to);
  }
  if (log) tell(log, '8.5.2', (w) => w.targetScramble(t.unit, roll, r, faceOf(u).sr, t.ok ? t.to : null), [AIR_BY_ID[t.unit].side]);
}

export function lateRoll(s: State, roll: number, ctx: RollCtx, log: Log): void {
  const m = s.mission!;
  const late = ctx.late ?? [];
  const diff = ctx.diff ?? 0;
  if (roll < diff) {
    m.late = late;
    if (log) tell(log, '8.7.1', (w) => w.lateGroup(roll, diff, late.length));
  } else if (log) tell(log, '8.7.1', (w) => w.groupsTogether(roll, diff));
  m.step = 'battle';
  advanceMission(s, log);
}

/** Drive the mission through its automatic steps. */
export function advanceMission(s: State, log: Log): void {
  const m = s.mission!;
  if (s.roll) return;
  if (m.step === 'target-scramble') {
    // 6.1, 8.5: the Interceptor player is asked whenever an Airbase is the target, aircraft on it or
    // not (he answers `evacuate-done`), so that the asking tells the Mission player nothing.
    if (!m.target.startsWith('base:')) m.step = 'late';
    else return;
  }
  if (m.step === 'late') {
    const battle = m.intercepting.length > 0 || m.task === 'balloon';
    const bases = new Set(m.units.map((u) => s.air[u].base));
    if (!battle || bases.size < 2) m.step = 'battle';
    else return;
  }
  if (m.step === 'battle') {
    if (m.intercepting.length > 0 || m.task === 'balloon') return startBattle(s, log);
    // 8.4.3: no aerial combat; AA and bombing follow (8.9, 8.10).
    m.strikes = m.units
      .filter((u) => taskOf(s, m, u) !== 'escort')
      .map((u) => ({
        unit: u,
        altitude: 'medium' as const,
        disrupted: s.air[u].disrupted,
        ace: s.air[u].ace,
        kind: m.task === 'balloon' ? 'strafing' : m.task,
        straight: 2 as const,
        aaDone: false,
      }));
    if (m.task === 'strafing') for (const x of m.strikes) m.altitude[x.unit] = 'low';
    m.step = m.strikes.every((x) => m.altitude[x.unit]) ? 'strike' : 'altitude';
    if (m.step === 'strike') for (const x of m.strikes) x.altitude = m.altitude[x.unit];
  }
  if (m.step === 'altitude') return;
  if (m.step === 'strike') {
    const x = m.strikes[0];
    if (x) {
      if (!x.aaDone) return need(s, 'aa', 1, 10, (w) => w.roll.aa, '8.9.2');
      return need(s, 'bomb', 1, 6, (w) => w.roll.bomb(x.kind), '8.10.5');
    }
    m.step = 'land';
    const flyers = [...m.units, ...m.intercepting].filter((u) => s.air[u] && s.air[u].base !== 'dead');
    m.landing = flyers;
  }
  if (m.step === 'land') {
    // Ruling (8.12, docs/games/cruellest-month.md): a unit with no friendly Airbase left to return to (every one
    // destroyed, 6.6.3) is lost, as the aircraft on the ground of a destroyed Airbase are (8.10.6) and an evacuating
    // unit with no base to go to is (6.6.5).
    while (m.landing.length && landingBases(s, m.landing[0]).length === 0) {
      const id = m.landing[0];
      if (log) tell(log, '8.12', (w) => w.noBaseToLand(id));
      destroyAir(s, id, log, '8.12');
    }
    if (m.landing.length) return;
    if (m.accidents.length) return need(s, 'accident', 1, 10, (w) => w.roll.accident, '8.12.1');
    s.mission = null;
    endMissionTurn(s);
  }
}

function taskOf(s: State, m: Mission, u: string): 'bombing' | 'strafing' | 'spotting' | 'balloon' | 'escort' {
  if (m.task === 'strafing') return 'strafing';
  return canDo(u, m.task, s) ? m.task : 'escort';
}

function battleInput(s: State, id: string, task: BattleUnitInput['task'], late: boolean): BattleUnitInput {
  const u = s.air[id];
  const a = aircraftOf(id);
  const face = faceOf(u);
  return {
    id,
    aircraft: AIR_BY_ID[id].aircraft,
    type: a.type,
    face: { af: face.af, df: face.df, bf: face.bf, sr: face.sr },
    reducedFace: u.reduced ? null : { af: a.reduced.af, df: a.reduced.df, bf: a.reduced.bf, sr: a.reduced.sr },
    rotary: a.rotary,
    accel: a.accel,
    allRound: a.allRound,
    reduced: u.reduced,
    disrupted: u.disrupted,
    ace: u.ace,
    observer: a.observer && !u.observerLost,
    late,
    task,
  };
}

export function targetAaf(s: State, m: Mission): number {
  if (m.target.startsWith('base:')) {
    const b = s.bases[m.target.slice(5)];
    return b.status === 'construction' ? 0 : b.status === 'disrupted' ? AIRBASE_AAF_DISRUPTED : AIRBASE_AAF;
  }
  if (m.target === 'box') return AIRBASE_AAF;
  if (m.target === 'city') {
    const hits = m.hex === ARRAS ? s.cityHits.arras : s.cityHits.lens;
    return Math.max(0, CITY_AAF - Math.floor(hits / 2));
  }
  return INFANTRY_AAF;
}

function startBattle(s: State, log: Log): void {
  const m = s.mission!;
  let balloon: { aaUnits: number[] } | undefined;
  if (m.task === 'balloon') {
    // 8.11.1
    const g = s.ground[m.target.slice(5)];
    const aa = !g.reduced ? (g.interdicted ? [2, 2] : [2, 2, 2]) : g.interdicted ? [1, 1] : [2, 2];
    balloon = { aaUnits: aa };
  }
  s.battle = AB.startAirBattle(
    {
      missionSide: m.side,
      mission: m.units.map((u) => battleInput(s, u, taskOf(s, m, u), m.late.includes(u))),
      interceptors: m.intercepting.map((u) => battleInput(s, u, 'intercept', false)),
      targetAaf: targetAaf(s, m),
      ...(balloon ? { balloon } : {}),
      alliedAcesAvailable: s.alliedAcesFree,
      poorWeather: s.poorWeather,
      options: { wind: s.options.wind, sun: s.options.sun },
    },
    log,
  );
  m.step = 'battle';
  if (AB.airBattleOutcome(s.battle)) afterBattle(s, log);
}

export function afterBattle(s: State, log: Log): void {
  const m = s.mission!;
  const out = AB.airBattleOutcome(s.battle!)!;
  s.battle = null;
  for (const o of out.units) {
    const u = s.air[o.id];
    if (!u) continue;
    if (o.aceGained && !u.ace) {
      u.ace = true;
      s.alliedAcesFree = Math.max(0, s.alliedAcesFree - 1);
    }
    if (o.observerLost) u.observerLost = true;
    if (o.reducedNow && !u.reduced) reduceAir(s, o.id, log, '8.7.9');
    u.disrupted = o.disrupted || u.disrupted;
    if (o.eliminated) {
      // 8.7.10: the Ace is lost with his unit and his marker goes back to the pool (destroyAir), as outside a battle.
      destroyAir(s, o.id, log, '8.7.9');
      continue;
    }
    if (o.aborted && m.units.includes(o.id) && AB.abortScores(aircraftOf(o.id).type, taskOf(s, m, o.id))) {
      s.vp[other(m.side)] += 1; // 8.8, 13.1
      if (log) tell(log, '8.8', (w) => w.aborts(o.id, other(m.side)));
    }
    if (o.delivered) {
      m.strikes.push({
        unit: o.id,
        altitude: o.delivered.altitude,
        disrupted: o.delivered.disruptedAtDelivery,
        ace: o.delivered.ace,
        kind: o.delivered.kind,
        straight: o.delivered.straight ?? 2,
        aaDone: true,
      });
    }
  }
  m.strikes.sort(() => 0);
  if (out.balloon && m.task === 'balloon') {
    const sector = sectorOfUnit(s, m.target.slice(5));
    if (out.balloon.destroyed || out.balloon.grounded) {
      s.bosl[sector] = Math.min(2, s.bosl[sector] + 1);
      if (log) tell(log, '8.11.2', (w) => w.balloonDown(out.balloon!.destroyed, sector));
    } else if (out.balloon.altitude === 'low') {
      s.mission!.balloonRounds = out.balloon.rounds;
      m.step = 'strike';
      need(s, 'balloon-low', 1, 10, (w) => w.roll.balloonLow, '8.11.2');
      return;
    } else if (log) tell(log, '8.11.2', (w) => w.balloonSurvives);
  }
  m.step = 'strike';
  advanceMission(s, log);
}

export function balloonLow(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const sector = sectorOfUnit(s, m.target.slice(5));
  if (roll > (m.balloonRounds ?? 8)) {
    s.bosl[sector] = Math.min(2, s.bosl[sector] + 1);
    if (log) tell(log, '8.11.2', (w) => w.balloonLowFalls(roll, m.balloonRounds, sector));
  } else if (log) tell(log, '8.11.2', (w) => w.balloonLowKeeps(roll));
  advanceMission(s, log);
}

// ---------------------------------------------------------------------------------------------
// The dice of a mission and the Air Operations Conclusion (8.13).

export const AIR_MISSIONS: Chapter = {
  auto: { 'air-conclusion': airConclusion },
  dice: {
    scramble: (s, d, ctx, log) => scrambleRoll(s, d[0], ctx, log),
    'target-scramble': (s, d, _ctx, log) => targetScrambleRoll(s, d[0], log),
    late: (s, d, ctx, log) => lateRoll(s, d[0], ctx, log),
    aa: (s, d, _ctx, log) => aaRoll(s, d[0], log),
    observer: (s, d, ctx, log) => observerRoll(s, d[0], ctx, log),
    bomb: (s, d, _ctx, log) => bombRoll(s, d[0], log),
    spot2: (s, d, _ctx, log) => spotRoll(s, d[0], log),
    'airbase-damage': (s, d, ctx, log) => airbaseDamage(s, d, ctx.units ?? [], log),
    'balloon-low': (s, d, _ctx, log) => balloonLow(s, d[0], log),
    accident: (s, d, _ctx, log) => accidentRoll(s, d[0], log),
    'stage-accident': (s, d, ctx, log) => stageAccident(s, d[0], ctx.unit!, log),
  },
};
