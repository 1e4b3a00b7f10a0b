// 8.0 Air Operations, resolving: 8.4 scramble, 8.5 late interception, 8.7 the Air Battle (through its contract),
// 8.8 anti-aircraft, 8.9 observers, 8.10 bombing and strafing, 8.11 spotting, 8.12 accidents, 8.13 conclusion, losses.
import * as AB from '../air-battle/battle.ts';
import type { BattleUnitInput } from '../air-battle/contract.ts';
import * as BD from '../air-battle/data.ts';
import * as D from '../data.ts';
import * as S from '../state.ts';
import type { Mission, RollCtx, State } from '../state.ts';
import { type Log, say, SIDE_FR, TASK_FR, RESULT_FR, whyFr, areaName, airName, gName, need, atAirbase, type Chapter } from './common.ts';
import { reconOver } from './07-initiative.ts';
import { canDo, sectorOfUnit, endMissionTurn } from './08-air-operations.ts';
const { AIRCRAFT: BOARD_AIRCRAFT } = BD;
const {
  AIR_BY_ID,
  ASL_MAX,
  CITY_AAF,
  GROUND_BY_ID,
  INFANTRY_AAF,
  PLACES,
  AIRBASE_AAF,
  AIRBASE_AAF_DISRUPTED,
  aaFire,
  eastOfHindenburg,
  grid,
  westOfHindenburg,
  OFFMAP_HITS_MAX,
  CITY_HITS_MAX,
} = D;
const { ARRAS, SIDE_NAME, aircraftOf, applyOverCapacity, baseData, baseLoc, baseName, sectorName, faceOf, flightPath, other, rangePoints, unitsAt } = S;

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
  const box = m.target === 'box';
  const fr = box ? `les aérodromes de ${areaName(m.hex)}` : targetName(s, m);
  if (log)
    say(
      log,
      '8.1.7',
      `${SIDE_NAME[m.side]} air mission: ${m.task} against ${targetName(s, m)}${box ? '' : ` at ${m.hex}`}`,
      `Mission aérienne ${SIDE_FR[m.side]}e : ${TASK_FR[m.task] ?? m.task} contre ${fr}${box ? '' : ` en ${m.hex}`}`,
    );
  if (log) say(log, '8.1.5', `Mission: ${m.units.map(airName).join(', ')}`, `Mission : ${m.units.map(airName).join(', ')}`, [m.side]);
  if (s.options.bombingAtLaunch && m.side === 'allied' && m.task === 'bombing') s.ops.alliedBombed = true; // option: 13.1 counted at launch
  m.step = 'scramble';
}

function targetName(_s: State, m: Mission): string {
  if (m.target.startsWith('base:')) return baseName(m.target.slice(5));
  if (m.target.startsWith('unit:')) return gName(m.target.slice(5));
  if (m.target === 'city') return PLACES[m.hex].name;
  return `the ${areaName(m.hex)} airbases`;
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
  if (log)
    say(
      log,
      '8.4.2',
      `${airName(id)} scramble: roll ${roll}${mods.map((x) => ` ${x.v > 0 ? '+' : ''}${x.v} ${x.why}`).join('')} = ${r} against SR ` +
        `${faceOf(u).sr}: ${att.ok ? 'success' : 'failure'}`,
      `Décollage d'alerte de ${airName(id)} : jet ${roll}${mods.map((x) => ` ${x.v > 0 ? '+' : ''}${x.v} ${whyFr(x.why)}`).join('')} = ${r} contre ` +
        `SR ${faceOf(u).sr} ` +
        `: ${att.ok ? 'réussite' : 'échec'}`,
      [side],
    );
  if (log)
    say(
      log,
      '8.4',
      `${SIDE_NAME[side]} interceptor scramble attempt: ${att.ok ? 'success' : 'failure'}`,
      `Tentative de décollage d'un intercepteur ${SIDE_FR[side]} : ${att.ok ? 'réussite' : 'échec'}`,
      [other(side)],
    );
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
  if (log)
    say(
      log,
      '8.5.2',
      `${airName(t.unit)} target scramble: roll ${roll} modified ${r} against SR ${faceOf(u).sr}: ` +
        (t.ok ? `escapes to ${baseName(t.to)}` : 'stays on the ground'),
      `Décollage d'urgence de ${airName(t.unit)} : jet ${roll} modifié ${r} contre SR ${faceOf(u).sr} : ` +
        (t.ok ? `s'échappe vers ${baseName(t.to)}` : 'reste au sol'),
      [AIR_BY_ID[t.unit].side],
    );
}

export function lateRoll(s: State, roll: number, ctx: RollCtx, log: Log): void {
  const m = s.mission!;
  const late = ctx.late ?? [];
  const diff = ctx.diff ?? 0;
  if (roll < diff) {
    m.late = late;
    if (log)
      say(
        log,
        '8.7.1',
        `Co-ordination roll ${roll} under the range difference ${diff}: ${late.length} unit(s) arrive late`,
        `Jet de coordination ${roll} sous l'écart de rayon d'action ${diff} : ${late.length} unité(s) arrive(nt) en retard`,
      );
  } else if (log)
    say(
      log,
      '8.7.1',
      `Co-ordination roll ${roll}, range difference ${diff}: the groups arrive together`,
      `Jet de coordination ${roll}, écart de rayon d'action ${diff} : les groupes arrivent ensemble`,
    );
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
      if (!x.aaDone) return need(s, 'aa', 1, 10, 'AA fire', 'tir de DCA', '8.9.2');
      return need(s, 'bomb', 1, 6, `${x.kind} attack`, `attaque : ${TASK_FR[x.kind] ?? x.kind}`, '8.10.5');
    }
    m.step = 'land';
    const flyers = [...m.units, ...m.intercepting].filter((u) => s.air[u] && s.air[u].base !== 'dead');
    m.landing = flyers;
  }
  if (m.step === 'land') {
    if (m.landing.length) return;
    if (m.accidents.length) return need(s, 'accident', 1, 10, 'landing accident', "accident à l'atterrissage", '8.12.1');
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
      if (log)
        say(
          log,
          '8.8',
          `${airName(o.id)} aborts its mission: +1 VP to the ${SIDE_NAME[other(m.side)]} player`,
          `${airName(o.id)} abandonne sa mission : +1 PV au joueur ${SIDE_FR[other(m.side)]}`,
        );
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
      if (log)
        say(
          log,
          '8.11.2',
          `The balloon is ${out.balloon.destroyed ? 'destroyed' : 'grounded'}: ${sectorName(sector)} Balloon Observation Level falls`,
          `Le ballon est ${out.balloon.destroyed ? 'détruit' : 'au sol'} : le niveau d'observation par ballon de ${sectorName(sector, true)} baisse`,
        );
    } else if (out.balloon.altitude === 'low') {
      s.mission!.balloonRounds = out.balloon.rounds;
      m.step = 'strike';
      need(s, 'balloon-low', 1, 10, 'balloon at low altitude', 'ballon à basse altitude', '8.11.2');
      return;
    } else if (log) say(log, '8.11.2', 'The balloon survives at altitude: the mission failed', 'Le ballon reste en altitude : la mission a échoué');
  }
  m.step = 'strike';
  advanceMission(s, log);
}

export function balloonLow(s: State, roll: number, log: Log): void {
  const m = s.mission!;
  const sector = sectorOfUnit(s, m.target.slice(5));
  if (roll > (m.balloonRounds ?? 8)) {
    s.bosl[sector] = Math.min(2, s.bosl[sector] + 1);
    if (log)
      say(
        log,
        '8.11.2',
        `Roll ${roll} over ${m.balloonRounds} rounds: ${sectorName(sector)} Balloon Observation Level falls`,
        `Jet ${roll} en ${m.balloonRounds} rounds : le niveau d'observation par ballon de ${sectorName(sector, true)} baisse`,
      );
  } else if (log) say(log, '8.11.2', `Roll ${roll}: the low balloon keeps observing`, `Jet ${roll} : le ballon bas continue d'observer`);
  advanceMission(s, log);
}

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
  if (log)
    say(
      log,
      '8.9.2',
      `AA fire (AAF ${aaf}) at ${airName(x.unit)}: roll ${roll}: ${res}`,
      `Tir de DCA (AAF ${aaf}) sur ${airName(x.unit)} : jet ${roll} : ${RESULT_FR[res] ?? res}`,
    );
  const wasDisrupted = u.disrupted;
  if (res === 'disrupted') u.disrupted = true;
  if (res === 'reduced') reduceAir(s, x.unit, log, '8.9.2');
  if (m.strikes[0] === x) x.disrupted = u.disrupted;
  // Ruling (8.7.11): AA fire that Disrupts or Reduces an RB or F2a outside an air battle also calls the Observer
  // roll, as on the Air Battle Board (+1 if it was Disrupted; no attacker adjacent); the attack is still delivered.
  if (res !== 'none' && u.base !== 'dead' && !u.observerLost && AB.observerRolls(aircraftOf(x.unit).type, AIR_BY_ID[x.unit].aircraft)) {
    return need(s, 'observer', 1, 6, `observer of ${airName(x.unit)}`, `observateur de ${airName(x.unit)}`, '8.7.11', {
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
  if (log)
    say(
      log,
      '8.7.11',
      `Observer of ${airName(id)}: roll ${roll}, modified ${n}: ${lost ? 'lost (No Observer)' : 'unhurt'}`,
      `Observateur de ${airName(id)} : jet ${roll}, modifié ${n} : ${lost ? 'perdu (sans observateur)' : 'indemne'}`,
    );
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
      return need(s, 'spot2', 1, 6, 'artillery spotting', "réglage d'artillerie", '8.10.6');
    }
    if (log) say(log, '8.10.6', `${airName(x.unit)} spotting roll ${r}: no effect`, `Jet de réglage de ${airName(x.unit)} ${r} : sans effet`);
    m.strikes.shift();
    return advanceMission(s, log);
  }
  let hits = 0;
  let severe = false;
  if (r < 0) {
    hits = bf - r;
    severe = true;
  } else if (r <= bf) hits = Math.max(1, bf - r);
  if (log)
    say(
      log,
      '8.10.6',
      `${airName(x.unit)} ${x.kind} ${targetName(s, m)}: roll ${roll} modified ${r} against BF ${bf}: ` +
        (hits ? `${hits} hit(s)${severe ? ' (below 0)' : ''}` : 'no effect'),
      `${airName(x.unit)}, ${TASK_FR[x.kind] ?? x.kind} de ${targetName(s, m)} : jet ${roll} modifié ${r} contre BF ${bf} : ` +
        (hits ? `${hits} coup(s) au but${severe ? ' (sous 0)' : ''}` : 'sans effet'),
    );
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
  else if (log) say(log, '8.10.6', `Spotting second roll ${r}: no effect`, `Second jet de réglage ${r} : sans effet`);
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
  if (log)
    say(
      log,
      '8.10.6',
      `${airName(unit)} artillery spotting: ${n === 2 ? 'double ' : ''}success, ${sectorName(sector)} Artillery Support +${n}`,
      `Réglage d'artillerie de ${airName(unit)} : ${n === 2 ? 'double ' : ''}réussite, soutien d'artillerie du ${sectorName(sector, true)} +${n}`,
    );
}

function applyHits(s: State, m: Mission, unit: string, hits: number, severe: boolean, log: Log): void {
  const t = m.target;
  if (t === 'city') {
    const k = m.hex === ARRAS ? 'arras' : 'lens';
    s.cityHits[k] = Math.min(CITY_HITS_MAX, s.cityHits[k] + hits);
    if (log) say(log, '8.10.6', `${PLACES[m.hex].name} now carries ${s.cityHits[k]} hits`, `${PLACES[m.hex].name} a désormais ${s.cityHits[k]} coups au but`);
  } else if (t === 'box') {
    if (m.hex !== 'douai' && m.hex !== 'cambrai') throw new Error(`8.10.6: an off-map box strike on ${m.hex}, not Douai or Cambrai`);
    const k = m.hex;
    s.boxHits[k] = Math.min(OFFMAP_HITS_MAX, s.boxHits[k] + hits);
    if (log) say(log, '8.10.6', `${areaName(k)} now carries ${s.boxHits[k]} hits`, `${areaName(k)} a désormais ${s.boxHits[k]} coups au but`);
  } else if (t.startsWith('unit:')) {
    const id = t.slice(5);
    if (severe && !s.ground[id].interdicted) {
      s.ground[id].interdicted = true;
      if (log) say(log, '8.10.6', `${gName(id)} is Interdicted`, `${gName(id)} est interdite`);
    }
    if (aircraftOf(unit).type === 'NB' && GROUND_BY_ID[id].side === 'german') {
      // 9.5.1: -1 Artillery Support for each hit of the IX/100 NB on a German unit.
      const sec = sectorOfUnit(s, id);
      s.asl[sec] = Math.max(0, s.asl[sec] - hits);
      if (log)
        say(
          log,
          '9.5.1',
          `IX/100 Sqdn: ${sectorName(sec)} Artillery Support -${hits}`,
          `IX/100 Sqdn : soutien d'artillerie du ${sectorName(sec, true)} -${hits}`,
        );
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
      if (log) say(log, severe ? '6.6.3' : '6.5.3', `${baseName(id)} is eliminated`, `${baseName(id)} est éliminé`);
    } else {
      b.status = 'disrupted';
      if (log) say(log, '6.6.2', `${baseName(id)} is Disrupted`, `${baseName(id)} est désorganisé`);
      if (grounded.length) {
        need(s, 'airbase-damage', grounded.length, 10, 'aircraft on the ground at a bombed Airbase', 'avions au sol sur un aérodrome bombardé', '8.10.6', {
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
    if (log) say(log, '8.10.6', `${airName(id)} is hit on the ground (roll ${d[i]})`, `${airName(id)} est touché au sol (jet ${d[i]})`, [AIR_BY_ID[id].side]);
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
    if (log)
      say(
        log,
        '8.12.1',
        `${airName(id)} has an accident landing (roll ${r}): loses a step`,
        `${airName(id)} a un accident à l'atterrissage (jet ${r}) : perd un pas`,
        [AIR_BY_ID[id].side],
      );
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
  if (log) say(log, rule, `${airName(id)} is destroyed`, `${airName(id)} est détruit`);
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
    if (log)
      say(
        log,
        '8.13',
        `${flownIX} RFC Reserve units in Flown sections: +${flownIX} VP to the German player`,
        `${flownIX} unités de la réserve du RFC ont volé : +${flownIX} PV au joueur allemand`,
      );
  }
  s.recon = [];
  s.step = 'ground-start';
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
