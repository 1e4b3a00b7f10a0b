// What a side sees of The Cruellest Month: exactly what it may know (6.1, 7.2, 8.1.6 note, 8.3, 8.7.3), as JSON
// for map clients and the computer players. The web board imports its types from here (issue 31, item 7:
// the view moved from game.ts and CmView from ai.ts, as they were).
import type { Role } from '../../kernel/game.ts';
import * as AB from './air-battle/battle.ts';
import * as D from './data.ts';
const { AIR_BY_ID, GROUND_BY_ID } = D;
import * as E from './steps.ts';
const { toAct } = E;
import * as S from './state.ts';
import type { AirUnit, Disclosure, Mission, Side, State } from './state.ts';
const { faceOf } = S;

/** What `view` returns. */
export interface CmView {
  game: 'cruellest-month';
  turn: number;
  lastTurn: number;
  options?: State['options'];
  captured?: State['captured'];
  relocate?: State['relocate'];
  phase: string;
  step: string;
  toAct: Role[];
  initiative: Side;
  initiativeMissions: number;
  poorWeather: boolean;
  events: State['events'];
  generalRegroup: Side | null;
  regroupUsed: State['regroupUsed'];
  rfcCommitted: boolean;
  recon: (Omit<State['recon'][number], 'unit'> & { unit?: string })[];
  known: Disclosure[];
  pendingExamine: State['pendingExamine'];
  /** Its id, name and type are public (the view adds name and type to the unit). */
  air: Record<string, Partial<AirUnit> & { id: string; base: string; name: string; aircraft: string; group?: string; face?: ReturnType<typeof faceOf> }>;
  ground: State['ground'];
  bases: State['bases'];
  control: State['control'];
  cityHits: State['cityHits'];
  boxHits: State['boxHits'];
  asl: State['asl'];
  bosl: State['bosl'];
  tsp: number;
  tanksGone: boolean;
  alliedAcesFree: number | null;
  vp: State['vp'];
  ops: State['ops'];
  mission: MissionSeen | null;
  battle: AB.AirBattleView | null;
  groundSide: Side;
  attacks: State['attacks'];
  combat: State['combat'];
  toPlace: string[];
  restoreSteps: number;
  roll: { label: string; texts: { fr: string }; dice: number; sides: number; rule: string } | null;
  over: boolean;
  finalMargin: number | null;
}

/** A mission as a side sees it: a scramble attempt whose fighter is hidden has no unit (6.1, 8.4.2). */
export type MissionSeen = Partial<Omit<Mission, 'scrambles'>> & {
  side: Side;
  launched: boolean;
  step: Mission['step'];
  scrambles?: { unit?: string; ok: boolean | null }[];
};

export function view(s: State, role: Role): CmView {
  const me: Side | null = role === 'allied' || role === 'german' ? role : null;
  const air: CmView['air'] = {};
  for (const id in s.air) {
    const d = AIR_BY_ID[id];
    const u = s.air[id];
    if (d.side === me) air[id] = { ...u, staged: u.staged ?? false, name: d.name, aircraft: d.aircraft, group: d.group, face: faceOf(u) };
    else if (u.base === 'dead') air[id] = { id, base: 'dead', name: d.name, aircraft: d.aircraft };
  }
  const m = s.mission;
  let mission: MissionSeen | null = null;
  if (m) {
    if (m.side === me) mission = missionSeenByItsSide(m);
    else if (m.launched)
      mission = {
        side: m.side,
        task: m.task,
        hex: m.hex,
        target: m.target,
        launched: true,
        step: m.step,
        scrambles: me ? m.scrambles : [],
        intercepting: me ? m.intercepting : [],
        targetScrambles: me ? m.targetScrambles : [],
        landing: m.landing.filter((u) => AIR_BY_ID[u].side === me),
      };
    else mission = { side: m.side, launched: false, step: 'compose' };
  }
  return {
    game: 'cruellest-month',
    turn: s.turn,
    lastTurn: s.lastTurn,
    options: s.options,
    captured: s.captured ?? {},
    relocate: s.relocate && me && AIR_BY_ID[s.relocate.units[0]].side === me ? s.relocate : null,
    phase: s.phase,
    step: s.step,
    toAct: [...toAct(s)],
    initiative: s.initiative,
    initiativeMissions: s.initiativeMissions,
    poorWeather: s.poorWeather,
    events: s.events,
    generalRegroup: s.generalRegroup,
    regroupUsed: s.regroupUsed,
    rfcCommitted: s.rfcCommitted,
    recon: s.recon.filter((r) => r.side === me || r.status !== 'chosen').map((r) => (r.side === me ? r : { side: r.side, area: r.area, status: r.status })),
    known: me ? s.known[me] : [],
    pendingExamine: s.pendingExamine,
    air,
    ground: s.ground,
    bases: s.bases,
    control: s.control,
    cityHits: s.cityHits,
    boxHits: s.boxHits,
    asl: s.asl,
    bosl: s.bosl,
    tsp: s.tsp,
    tanksGone: s.tanksGone,
    alliedAcesFree: me === 'allied' ? s.alliedAcesFree : null,
    vp: s.vp,
    ops: s.ops,
    mission,
    battle: s.battle ? AB.airBattleView(s.battle, role) : null,
    groundSide: s.groundSide,
    attacks: s.attacks,
    combat: s.combat,
    toPlace: s.toPlace.filter((u) => (GROUND_BY_ID[u] ? true : AIR_BY_ID[u]?.side === me)),
    restoreSteps: s.restoreSteps,
    roll: s.roll ? { label: s.roll.label, texts: { fr: s.roll.fr ?? s.roll.label }, dice: s.roll.dice, sides: s.roll.sides, rule: s.roll.rule } : null,
    over: s.over,
    finalMargin: s.finalMargin,
  };
}

/**
 * The mission as its own side sees it: the Interceptor player's fighters are named only once they
 * intercept (8.4.2: moved to the target hex); a failed or pending scramble attempt is seen, not its
 * fighter (6.1); target scrambles stay on the Interceptor player's display (6.1, 8.5.2: unit and
 * destination), their rolls being all the Mission player sees of them.
 */
function missionSeenByItsSide(m: Mission): MissionSeen {
  if (!m.launched) return m;
  return { ...m, scrambles: m.scrambles.map((x) => (x.ok ? x : { ok: x.ok })), targetScrambles: [] };
}
