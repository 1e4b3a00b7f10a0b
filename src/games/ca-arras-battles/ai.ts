// Computer-player knowledge for Counter-Attack: Arras, Battles Magazine edition (issue 4): an
// evaluation of a position from a VIEW, a determinizer that builds a BattlesState consistent with a
// view and the legal actions, and the pruning of moves the computer players should not consider.
//
// The players (src/ai) never see the true state. Everything in this game is public except the other
// seat's sealed bid (14.1.1), so `determinize` copies the view into a state and samples that bid. The
// view (game.ts `view`) does not carry some bookkeeping of the rules engine; a person at the table
// would know it from the game log, a player here must infer it. How each field is built:
//
//   copied from the view   turn, phase, step kind, Initiative (momentum), turn's Initiative, impulse,
//                          Advantage and its use this turn (9.5), air counters left (8.3), VP track,
//                          VP needed, bids (the own one), side swap, releases (13.1-13.4), Rommel north
//                          (13.6), control of every sector, every unit's sector or box and Fresh /
//                          Fatiguée face, the impulse's Active Sector, mover, MF left, units done and
//                          waiting, failure (4.3 C), and the assault's or bombardment's kind, sector,
//                          attacker, participants, Unité de Pointe, Unité Avancée, support, VA, VD,
//                          dice, PP, PP left, result.
//   inferred from the view options: 15.1/15.2 air options from the air schedule the view shows; 15.2
//                          artillery from the 7/3/78 counter being on the map; 14.2 historical setup
//                          from Group A (or L) on the map while not released (they wait off the map in
//                          the standard setup); bids on in the bid phase or when bids are shown. Groups
//                          still to place (12.2): groups whose counters the view does not show (the
//                          view leaves out the counters set aside). The impulse's eligible units (5.0):
//                          done + waiting + mover + Fresh released units of the side still in the
//                          Active Sector. Where a unit that moved came from: the Active Sector when
//                          adjacent, else a friendly neighbour; river crossing (6.2 E) and armor
//                          entering from an enemy-occupied sector (6.4.1) from that origin. In-place
//                          combat (5.2.1, 6.5.1): the combat's sector is the Active Sector. Opening
//                          rolls already made this turn (13.1-13.6) from the phase and the Advantage
//                          offer; the Advantage offer's use (9.1-9.4) from phase, turn, combat kind.
//                          13.6 units that went north: Allied units now in Sector 1 or 3.
//   from the legal actions step details the prompt shows: the retreating unit and its destinations
//                          (6.6), the units that may join an in-place assault (5.2.1), whether the
//                          in-place assault was made, the units that may make a Débordement and the MF
//                          each has left (6.5, matched against the moves offered), whether the first PP
//                          was taken and whether a defender already retreated (6.4.2.a, matched
//                          against the losses offered), the first bombardment of two (7.0), the sector
//                          of a 9.3 refresh.
//   sampled                the other seat's sealed bid (1-30), the Initiative dice awaiting a 9.4
//                          decision (not a tie), the units still to refresh (9.3).
//   unknown, defaulted     lastImpulsePass (in the log, not the view: for the search, true where the view
//                          makes it certain enough, `lastWasPass`; else false), whether the first of two bombardments failed
//                          (false), 15.1 early reserve (off), the Panzer / Initiative ambiguity of a
//                          German Advantage offer on Turn 4 (read as the Panzer release).
//
// So the model is exact between impulses except for lastImpulsePass, and approximate inside an
// impulse; test/ai/ca-arras-battles-ai.test.ts measures how often its legal actions equal the true
// ones. The search plays the ROOT actions it was given (the true legal actions) and uses the model
// only to look ahead.

import { type Action, type Role, actionKey } from '../../kernel/game.ts';
import { Rng } from '../../kernel/rng.ts';
import type { ViewKnowledge } from '../../ai-kit/legacy.ts';
import type { TimePlan } from '../../ai-kit/time.ts';
import { copyData } from '../../ai-kit/model.ts';
import { AIR_SUPPORT, GORT_SECTORS, LAST_TURN, LATE_GROUPS, RED_RING, SECTORS, UNITS, WHITE_STARS, ZONE, BLACK_STAR } from './data.ts';
import { type BattlesView, caArrasBattles } from './game.ts';
import { MAX_BID, gortModifier, legal as legalOf, perform, toAct, victoryPointCount } from './rules.ts';
import { checkStep } from './movement.ts';
import type { BattlesAction } from './actions.ts';
import {
  type AdvantageUse,
  type AssaultState,
  type BattlesState,
  type CombatState,
  type RollPurpose,
  type Side,
  type Step,
  BOARD,
  ELIMINATED,
  GRAPH,
  N_UNITS,
  OUT,
  REMOVED,
  SECTOR_BY_ID,
  WAITING,
  isReleased,
  other,
  unitIndex,
} from './state.ts';

const u = (id: unknown): number => unitIndex(id) ?? -1;
/** The unit an action names (-1 for none): `u(a.unit)` for every action, whatever its type. */
const unitOf = (a: BattlesAction): number => u('unit' in a ? a.unit : undefined);
const BOX: Record<string, number> = { eliminated: ELIMINATED, removed: REMOVED, waiting: WAITING, out: OUT };
const keysOf = (l: readonly Action[]) => l.map(actionKey).sort().join('|');
/** A copy of plain JSON data (a state, a view), as the JSON round trip gives it (`copyData`). */
export const clone: <T>(x: T) => T = copyData;

// ---- determinization ----------------------------------------------------------------------------------

/** The deterministic part of a model, per view object (the search asks for one per iteration). */
const cache = new WeakMap<object, { role: Role; legal: string; legalList: readonly Action[]; base: BattlesState; rootLogit?: number; lastPass?: boolean }>();

export function determinize(v: BattlesView, role: Role, legal: readonly Action[], rng: Rng, search = false): BattlesState {
  let hit = cache.get(v);
  // The search asks with the same list at every iteration: compared by identity first.
  if (!hit || hit.role !== role || (hit.legalList !== legal && hit.legal !== keysOf(legal))) {
    // The seat's legal actions, listed by the game (of the shapes of actions.ts).
    hit = { role, legal: keysOf(legal), legalList: legal, base: build(v, role, legal as readonly BattlesAction[]) };
    cache.set(v, hit);
  }
  const s: ModelState = clone(hit.base);
  // 4.3 A the search's models read whether the opponent has just passed (the heuristic's keep the default).
  if (search) s.lastImpulsePass = hit.lastPass ??= lastWasPass(v, role as Side);
  // The search's models carry the decision's root value (see `sharpened`), with the pending assaults.
  if (search && ANCHORED.has(role) && !v.result) s.rootLogit = hit.rootLogit ??= logitOf(alliedChance(v)) + pendingAssaults(hit.base) + exposure(hit.base);
  else if (search && EXPOSED.has(role)) s.exposed = true;
  // Sampled: what this seat cannot know.
  const sealed = (b: unknown) => b === 'sealed';
  if (sealed(v.bids.allied)) s.bids.allied = 1 + rng.int(MAX_BID);
  if (sealed(v.bids.german)) s.bids.german = 1 + rng.int(MAX_BID);
  if (s.step.k === 'advantage' && s.step.use === 'initiative') {
    // 4.1 the Initiative dice the Advantage may cancel (9.4): any non-tied roll.
    for (;;) {
      const d = [1, 2, 3, 4].map(() => 1 + rng.int(6));
      if (d[0] + d[1] + initiativeDrm(s) !== d[2] + d[3]) {
        s.pendingInitiative = d;
        break;
      }
    }
  }
  if (s.step.k === 'refresh-pick') {
    const spent = BOARD.unitsIn(s, s.step.area, role as Side).filter((x) => s.spent[x]).length;
    s.step.left = 1 + rng.int(Math.max(1, spent - 1));
  }
  return s;
}

function initiativeDrm(s: BattlesState): number {
  let drm = 0;
  for (const a of WHITE_STARS) if (s.control[a] === 'allied') drm++;
  if (s.control[BLACK_STAR] === 'german') drm--;
  return drm;
}

function build(v: BattlesView, role: Role, legal: readonly BattlesAction[]): BattlesState {
  const loc = new Array<number>(N_UNITS).fill(OUT);
  const spent = new Array<number>(N_UNITS).fill(0);
  for (const x of v.units) {
    const i = u(x.id);
    if (i < 0) continue;
    loc[i] = x.area !== null ? x.area : (BOX[x.box] ?? OUT);
    spent[i] = x.spent ? 1 : 0;
  }
  const control: Side[] = new Array(ZONE.F + 1).fill('german');
  for (const a of v.sectors) control[a.id] = a.control as Side;

  const sched = v.airSchedule;
  const diff = (side: Side, t: number) => sched[side][t - 1] - AIR_SUPPORT[side][t];
  const historical = UNITS.some((d, i) => !d.rOf && ((d.side === 'allied' && d.group === 'A' && !v.released.french) || (d.side === 'german' && d.group === 'L' && !v.released.panzer)) && loc[i] > 0);
  const toPlace = { allied: [] as string[], german: [] as string[] };
  if (v.phase === 'setup' || v.phase === 'bid') {
    for (const side of ['allied', 'german'] as const) {
      const groups = new Set<string>();
      UNITS.forEach((d, i) => {
        if (d.side === side && d.group && !d.rOf && !d.balance && !LATE_GROUPS[side].includes(d.group) && loc[i] === OUT) groups.add(d.group);
      });
      toPlace[side] = [...groups].sort();
    }
  }
  const me = role as Side;
  const s: BattlesState = {
    options: {
      historicalSetup: historical,
      bids: v.phase === 'bid' || v.bids.allied !== null || v.bids.german !== null,
      fewerGermanAir: diff('german', 7) < 0,
      earlyReserve: false,
      fewerAlliedAir: diff('allied', 7) < 0,
      germanArtillery: loc[u('3-78')] !== OUT,
      moreGermanAir: diff('german', 7) > 0,
    },
    turn: v.turn,
    phase: v.phase as BattlesState['phase'],
    step: { k: 'over' },
    loc,
    spent,
    control,
    toPlace,
    released: { ...v.released },
    rommelNorth: v.rommelNorth,
    northward: [],
    momentum: v.initiative as Side,
    turnInitiative: v.turnInitiative as Side,
    impulse: v.impulse,
    lastImpulsePass: false,
    advantage: v.advantage as Side,
    advantageUsed: { ...v.advantageUsed },
    air: { ...v.air },
    vp: v.vp,
    vpNeeded: v.vpNeeded,
    bids: { allied: typeof v.bids.allied === 'number' ? v.bids.allied : null, german: typeof v.bids.german === 'number' ? v.bids.german : null },
    swapped: v.swapped,
    rollsDone: v.phase === 'initiative' ? [] : ['french', 'panzer', 'fifth', 'rommel', 'initiative'],
    pendingInitiative: null,
    pendingRefresh: null,
    bombardFailed: false,
    bombarded: [],
    bombardTargets: [],
    assault: null,
    combat: null,
    result: v.result ? { ...v.result } : null,
  };
  for (let i = 0; i < N_UNITS; i++) if (UNITS[i].side === 'allied' && (loc[i] === 1 || loc[i] === 3)) s.northward.push(i);

  if (v.assault) s.assault = assaultFromView(v, s, legal);
  if (v.combat) s.combat = combatFromView(v, s, legal);
  s.step = stepFromView(v, s, me, legal);
  bombardFromView(v, s, legal);
  refine(s, me, legal);
  return s;
}

/**
 * 4.3 A whether the opponent's last impulse was a Pass (then a Pass now ends the Combat Phase). The view
 * does not say; it is certain enough when this seat opens impulse 1 after the Initiative came over (not the
 * phase's own start: then nothing of the side with the turn's Initiative is Fatiguée, or the Initiative is
 * the other side's) and the opponent has Fresh units that could act but none Fatiguée on the map: a failed
 * assault or bombardment (4.3 C) leaves its units Fatiguée, an opponent out of Fresh units (4.3 B) has
 * none. (A lone attacker eliminated in a failed assault, 6.4.1, would read as a Pass.)
 */
function lastWasPass(v: BattlesView, me: Side): boolean {
  if (v.phase !== 'combat' || v.step !== 'impulse' || v.assault || v.combat || v.impulse !== 1 || v.initiative !== me) return false;
  const opp = other(me);
  let oppFresh = false;
  let mineSpent = false;
  for (const x of v.units) {
    if (x.area === null && x.box !== 'waiting') continue;
    if (x.side === opp) {
      if (x.spent && x.area !== null) return false;
      if (!x.spent && x.released && x.type !== 'leader') oppFresh = true;
    } else if (x.spent && x.area !== null) mineSpent = true;
  }
  return oppFresh && (v.turnInitiative !== me || mineSpent);
}

function assaultFromView(v: BattlesView, s: BattlesState, legal: readonly BattlesAction[]): AssaultState {
  const va = v.assault!;
  const side = s.momentum;
  const area = va.area ?? WAITING;
  const done = va.done.map(u);
  const waiting = va.waiting.map(u);
  const mover = va.mover ? u(va.mover) : -1;
  const eligible = new Set<number>([...done, ...waiting]);
  if (mover >= 0) eligible.add(mover);
  for (let i = 0; i < N_UNITS; i++) {
    const rel = UNITS[i].group && ((UNITS[i].side === 'allied' && ((UNITS[i].group === 'A' && !s.released.french) || (UNITS[i].group === 'J' && !s.released.reserve))) || (UNITS[i].side === 'german' && ((UNITS[i].group === 'L' && !s.released.panzer) || (UNITS[i].group === 'M' && !s.released.fifth))));
    if (s.loc[i] === area && UNITS[i].side === side && !s.spent[i] && !rel) eligible.add(i);
  }
  // Where each unit that moved came from (6.4.1 return, 6.2 E river): the Active Sector when adjacent.
  const enteredFrom: Record<number, number> = {};
  const crossedRiver: number[] = [];
  const fromEnemy: number[] = [];
  const mfLeftOf: Record<number, number> = {};
  for (const i of eligible) {
    const at = s.loc[i];
    if (at === area || at <= 0) continue;
    const nb = GRAPH.neighbours[at] ?? [];
    let from = area;
    if (area === WAITING || !nb.includes(area)) from = nb.find((n) => s.control[n] === side && !BOARD.hasUnits(s, n, other(side))) ?? nb[0] ?? area;
    if (area === WAITING && !GRAPH.neighbours[at]?.length) from = WAITING;
    // The view shows each unit's path this impulse (older views: inferred as above).
    const path = va.paths?.[UNITS[i].id];
    if (path && path.length >= 2) from = path[path.length - 2];
    enteredFrom[i] = from;
    if (from > 0 && GRAPH.boundary(from, at) === 'river') crossedRiver.push(i);
    if (from > 0 && UNITS[i].type === 'armor' && BOARD.hasUnits(s, from, other(side))) fromEnemy.push(i);
    if (waiting.includes(i)) mfLeftOf[i] = 0;
  }
  const contested = area > 0 && BOARD.contested(s, area);
  const combatInPlace = !!v.combat && v.combat.kind !== 'bombard' && v.combat.area === va.area;
  const inPlaceOffered = legal.some((a) => a.type === 'attack' && a.area === area);
  return {
    area,
    eligible: [...eligible].sort((a, b) => a - b),
    done,
    mover,
    mfLeft: va.mfLeft,
    enteredFrom,
    waiting,
    mfLeftOf,
    crossedRiver,
    fromEnemy,
    contestedStart: contested || combatInPlace,
    failed: va.failed,
    overrunUnits: [],
    overrunUsed: [],
    inPlaceDone: combatInPlace || (v.step === 'assault' && contested && !inPlaceOffered),
    paths: Object.fromEntries(Object.entries(va.paths ?? {}).map(([id, p]) => [u(id), [...p]])),
  };
}

function combatFromView(v: BattlesView, s: BattlesState, legal: readonly BattlesAction[]): CombatState {
  const vc = v.combat!;
  const attacker = vc.attacker as Side;
  const participants = vc.participants.map(u);
  const sup = (x: string | null) => (x === null ? -1 : x === 'air' ? -2 : u(x));
  const inPlace = vc.kind !== 'bombard' && !!v.assault && vc.area === v.assault.area;
  const support = { allied: sup(vc.support.allied), german: sup(vc.support.german) };
  // 8.0.1 the player without the Advantage is asked first; after the dice both have been asked.
  let supportAsked: Side[] = [];
  if (v.step === 'support') {
    const first = other(s.advantage);
    supportAsked = v.toAct[0] === first ? [first] : [first, s.advantage];
  } else if (vc.dice.length || vc.result !== 'none') supportAsked = ['allied', 'german'];
  return {
    kind: vc.kind as CombatState['kind'],
    attacker,
    area: vc.area,
    participants,
    candidates: v.step === 'attack-select' ? [...participants, ...legal.filter((a) => a.type === 'join').map((a) => u(a.unit))] : [],
    inPlace,
    spearhead: vc.spearhead ? u(vc.spearhead) : -1,
    advanced: vc.advanced ? u(vc.advanced) : -1,
    support,
    supportAsked,
    av: vc.av,
    dv: vc.dv,
    dice: [...vc.dice],
    pp: vc.pp,
    ppLeft: vc.ppLeft,
    firstTaken: vc.ppLeft < vc.pp,
    defenderRetreated: false,
    result: vc.result as CombatState['result'],
    retreatQueue: [],
  };
}

/** The Advantage offer's use (9.1-9.4), from where the game stands. */
function advantageUse(v: BattlesView, s: BattlesState, who: Side): AdvantageUse {
  if (v.phase === 'final') return 'gort';
  if (v.phase === 'combat') return v.combat ? (v.combat.kind === 'bombard' ? 'bombard' : 'combat') : 'prolong';
  const t = v.turn;
  if (who === 'allied') return t === 2 ? 'french' : 'initiative';
  if (t === 4 && s.released.panzer === 0) return 'panzer';
  if ((t === 6 || t === 7) && s.released.fifth === 0) return 'fifth';
  return 'initiative';
}

function stepFromView(v: BattlesView, s: BattlesState, side: Side, legal: readonly BattlesAction[]): Step {
  switch (v.step) {
    case 'setup':
    case 'reorganize':
    case 'support':
      return { k: v.step, side } as Step;
    case 'advantage': {
      const use = advantageUse(v, s, side);
      if (v.phase === 'initiative') s.rollsDone = use === 'initiative' ? ['french', 'panzer', 'fifth', 'rommel'] : [use as RollPurpose];
      return { k: 'advantage', who: side, use };
    }
    case 'retreat': {
      const unit = legal[0] ? unitOf(legal[0]) : -1;
      const c = s.combat;
      if (c) c.retreatQueue = [unit, ...c.participants.filter((p) => p !== unit && s.loc[p] === c.area)];
      // Every action listed at this step is a retreat.
      return { k: 'retreat', side, unit, options: legal.filter((a) => a.type === 'retreat').map((a) => a.to) };
    }
    case 'refresh-pick': {
      const first = legal.find((a) => a.type === 'refresh-unit');
      const area = first ? s.loc[u(first.unit)] : 0;
      return { k: 'refresh-pick', area, left: 1 };
    }
    case 'roll':
      // Not a decision of a player; a model of a roll step is never needed at the root.
      return { k: 'roll', purpose: 'combat', dice: 4 };
    default:
      return { k: v.step } as Step;
  }
}

/** 7.0 the first of two bombardments of an impulse, or the one under way. */
function bombardFromView(v: BattlesView, s: BattlesState, legal: readonly BattlesAction[]) {
  if (v.combat && v.combat.kind === 'bombard') {
    s.bombarded = [s.combat!.spearhead];
    s.bombardTargets = [v.combat.area];
    return;
  }
  if (v.step !== 'bombard-second') return;
  const offered = legal.filter((a) => a.type === 'bombard');
  if (!offered.length) return;
  const from = s.loc[u(offered[0].artillery)];
  const shown = new Set(offered.map((a) => u(a.artillery)));
  const first = UNITS.findIndex((d, i) => d.type === 'artillery' && d.side === s.momentum && s.loc[i] === from && s.spent[i] && !shown.has(i));
  if (first >= 0) s.bombarded = [first];
  // The first target: a sector the offered artillery could hit but is not offered.
  const targets = new Set(offered.map((a) => a.target));
  const trial = clone(s);
  trial.bombardTargets = [];
  trial.step = { k: 'bombard-second' };
  const all = legalOf(trial, s.momentum).flatMap((a) => (a.type === 'bombard' && shown.has(u(a.artillery)) ? [a.target] : []));
  const missing = [...new Set(all)].filter((t) => !targets.has(t));
  s.bombardTargets = missing.slice(0, 1);
}

/** Settle the bits the view does not show by matching the model's legal actions with the true ones. */
function refine(s: BattlesState, role: Side, legal: readonly BattlesAction[]) {
  const want = keysOf(legal);
  const same = () => keysOf(legalOf(s, role)) === want;
  if (s.step.k === 'absorb' && s.combat) {
    const c = s.combat;
    for (const [ft, dr] of [[c.firstTaken, false], [!c.firstTaken, false], [c.firstTaken, true], [!c.firstTaken, true]] as [boolean, boolean][]) {
      c.firstTaken = ft;
      c.defenderRetreated = dr;
      if (same()) return;
    }
    c.firstTaken = c.ppLeft < c.pp;
    c.defenderRetreated = false;
    return;
  }
  if (s.step.k === 'overrun' && s.assault) {
    // 6.5 the units that may make a Débordement: those offered a move; each one's MF left matched.
    const as = s.assault;
    const moves = legal.filter((a) => a.type === 'move');
    const movers = new Set(moves.map((a) => u(a.unit)));
    as.overrunUnits = [...new Set([...movers, ...as.waiting, ...(as.mover >= 0 ? [as.mover] : [])])];
    as.overrunUsed = [...as.waiting, ...(as.mover >= 0 ? [as.mover] : [])];
    for (const m of movers) {
      if (m === as.mover) continue;
      const offered = new Set(moves.filter((a) => u(a.unit) === m).map((a) => a.to));
      for (let mf = 0; mf <= UNITS[m].move; mf++) {
        const ok = (GRAPH.neighbours[s.loc[m]] ?? []).filter((to) => checkStep(s, m, s.loc[m], to, mf, true).ok);
        as.mfLeftOf[m] = mf;
        if (ok.length === offered.size && ok.every((t) => offered.has(t))) break;
      }
    }
  }
}

// ---- evaluation ---------------------------------------------------------------------------------------

type VUnit = BattlesView['units'][number];
const SEC = SECTOR_BY_ID;
const ZONES_AB = [ZONE.A, ZONE.B];
const SPEARHEAD = new Set(['infantry', 'armor', 'antitank', 'flak']);
const BLUE_ZONES = SECTORS.filter((a) => a.zone && a.ident === 'blue').map((a) => a.id);
const GERMAN_START = SECTORS.filter((a) => a.start === 'german').map((a) => a.id);
const N_AREAS = ZONE.F + 1;
const NEIGHBOURS: number[][] = Array.from({ length: N_AREAS }, (_, a) => [...(GRAPH.neighbours[a] ?? [])]);

/**
 * The cost for the Allies to reach each sector (5.2): from every released Allied unit that may lead
 * into enemy ground (5.2.2), entering a sector costs 1, 2 next to a Fresh German unit (5.2 B), and a
 * sector held by German units costs its assault (5.2.1: a stop and a fight, counted as 6). German units
 * shape this map: it is how the German sees its screen, and the Allies the gaps in it.
 */
function alliedReach(v: BattlesView, germanIn: Uint8Array, germanFresh: Uint8Array): Float64Array {
  const d = new Float64Array(N_AREAS).fill(Infinity);
  for (const x of v.units) {
    if (x.side !== 'allied' || !x.released || x.area === null || !SPEARHEAD.has(x.type)) continue;
    const c0 = x.spent ? 1 : 0; // a Fatiguée unit acts again next turn (or after 9.2/9.3)
    if (d[x.area] > c0) d[x.area] = c0;
  }
  // Entering cost of each sector: 6 held by Germans, 2 next to a Fresh German unit (5.2 B), else 1.
  const enter = new Float64Array(N_AREAS).fill(1);
  for (const a of GRAPH.ids) {
    if (germanIn[a]) enter[a] = 6;
    else if (NEIGHBOURS[a].some((m) => germanFresh[m])) enter[a] = 2;
  }
  // Dijkstra on 34 sectors (a linear scan is enough).
  const done = new Uint8Array(N_AREAS);
  for (;;) {
    let best = -1;
    for (const a of GRAPH.ids) if (!done[a] && d[a] < Infinity && (best < 0 || d[a] < d[best])) best = a;
    if (best < 0) break;
    done[best] = 1;
    for (const n of NEIGHBOURS[best]) {
      let c = enter[n];
      if (germanIn[best] && !germanIn[n]) c = Math.max(c, 3); // 5.2 E/F leaving an enemy sector
      if (d[best] + c < d[n]) d[n] = d[best] + c;
    }
  }
  return d;
}

/** A threat from a reach cost: 1 within one impulse's move (about 5 MF), fading over two more. */
const threat = (cost: number) => (cost === Infinity ? 0 : cost <= 4 ? 1 : cost <= 8 ? 0.6 : cost <= 12 ? 0.3 : 0.1);

function unitStrength(type: string, id: string, attack: number | null, defense: number): number {
  if (type === 'leader') return id === 'Rommel' ? 3 : 1;
  return (attack ?? 0) + defense;
}
const strength = (x: VUnit) => unitStrength(x.type, x.id, x.attack, x.defense);

/** ln(Allied / German strength) of the armies at the start (late groups at 0.6: waiting, not released). */
const BASE_RATIO = (() => {
  let a = 0;
  let g = 0;
  for (const d of UNITS) {
    if (d.rOf || d.balance) continue;
    const w = unitStrength(d.type, d.id, d.attack, d.defense) * (d.group && LATE_GROUPS[d.side].includes(d.group) ? 0.6 : 1);
    if (d.side === 'german') g += w;
    else a += w;
  }
  return Math.log(a / g);
})();

export interface BattlesFeatures {
  vp: number;
  vpNeeded: number;
  /** Gort rolls still to come (13.5: End Phases of Turns 4-6). */
  gortLeft: number;
  /** 13.5 this turn's Gort roll is still to come (Turns 4-6, before the End Phase's roll). */
  gortNow: boolean;
  /** 13.5 the Gort modifier now (rules.ts gortModifier: Sectors 3, 5, 7 controlled +2, contested +1). */
  gortDrm: number;
  redRing: number;
  /** Zone A or B under Allied control (11.1: an automatic victory at the end of the turn). */
  zoneTaken: boolean;
  /** Zones A/B without German units, by the Allied reach (11.1). */
  zoneThreat: number;
  /** Red-ringed sectors not held by the Allies, by the Allied reach (11.1). */
  ringThreat: number;
  /** Gort sectors 3, 5, 7 neither controlled nor contested by the Allies (adding nothing to 13.5), by the Allied reach. */
  gortThreat: number;
  /** German-start sectors the Allies contest (VP to come, 11.2). */
  contestedGerman: number;
  /** Sectors the Allies control but that do not trace to a blue zone (no VP, 11.2). */
  untraced: number;
  alliedStrength: number;
  germanStrength: number;
  /** Units lost (eliminated or removed): German minus Allied. */
  lossDiff: number;
  /** 4.1 Initiative DRM of the Allies (white stars, black star). */
  initiativeDrm: number;
}

/**
 * 13.5 the Gort modifier of the position a view shows, by the rules' own function (gortModifier reads
 * control, 5.1.4, and contest, 5.1.5.a): it is given the board the view shows (units' sectors and
 * faces, sectors' control).
 */
export function gortDrmOf(v: BattlesView): number {
  const loc = new Array<number>(N_UNITS).fill(OUT);
  const spent = new Array<number>(N_UNITS).fill(0);
  for (const x of v.units) {
    const i = u(x.id);
    if (i < 0) continue;
    loc[i] = x.area !== null && x.area > 0 ? x.area : (BOX[x.box as string] ?? OUT);
    spent[i] = x.spent ? 1 : 0;
  }
  const control: Side[] = new Array(N_AREAS).fill('german');
  for (const a of v.sectors) control[a.id] = a.control as Side;
  return gortModifier({ loc, spent, control } as unknown as BattlesState);
}

/** The evaluation's terms; `gortDrm`: the 13.5 modifier (gortModifier of the state when the caller has it). */
export function features(v: BattlesView, gortDrm: number = gortDrmOf(v)): BattlesFeatures {
  const ctrl: Side[] = new Array(N_AREAS).fill('german');
  for (const a of v.sectors) ctrl[a.id] = a.control as Side;
  const germanIn = new Uint8Array(N_AREAS);
  const germanFresh = new Uint8Array(N_AREAS);
  const alliedIn = new Uint8Array(N_AREAS);
  let alliedStrength = 0;
  let germanStrength = 0;
  let lossDiff = 0;
  for (const x of v.units) {
    if (x.area !== null) {
      const w = strength(x) * (x.spent ? 0.85 : 1) * (x.released ? 1 : 0.7);
      if (x.side === 'german') {
        germanIn[x.area] = 1;
        if (!x.spent) germanFresh[x.area] = 1;
        germanStrength += w;
      } else {
        alliedIn[x.area] = 1;
        alliedStrength += w;
      }
    } else if (x.box === 'waiting') {
      const w = strength(x) * (x.released ? 0.9 : 0.6);
      if (x.side === 'german') germanStrength += w;
      else alliedStrength += w;
    } else if (x.box === 'eliminated' || x.box === 'removed') {
      if (!x.reorganized) lossDiff += x.side === 'german' ? 1 : -1;
    }
  }
  if (v.phase === 'setup' || v.phase === 'bid') {
    // 12.2 groups still to place are not in the view: they count at full strength.
    const shown = new Set(v.units.map((x) => x.id));
    for (const d of UNITS) {
      if (d.rOf || d.balance || shown.has(d.id)) continue;
      if (d.side === 'german') germanStrength += unitStrength(d.type, d.id, d.attack, d.defense);
      else alliedStrength += unitStrength(d.type, d.id, d.attack, d.defense);
    }
  }
  const reach = alliedReach(v, germanIn, germanFresh);
  let zoneThreat = 0;
  for (const z of ZONES_AB) if (!germanIn[z]) zoneThreat += threat(reach[z]);
  let ringThreat = 0;
  for (const a of RED_RING) if (ctrl[a] !== 'allied') ringThreat += threat(reach[a]) * (germanIn[a] ? 0.5 : 1);
  // 13.5 sectors that add nothing to the Gort modifier yet, by what the Allies can bring there.
  let gortThreat = 0;
  for (const a of GORT_SECTORS) if (ctrl[a] !== 'allied' && !alliedIn[a]) gortThreat += threat(reach[a]);
  // 11.2 sectors that trace to an Allied blue zone through Allied-controlled sectors: one search.
  const traced = new Uint8Array(N_AREAS);
  const stack: number[] = [];
  for (const z of BLUE_ZONES) if (ctrl[z] === 'allied') (traced[z] = 1), stack.push(z);
  while (stack.length) {
    const a = stack.pop()!;
    for (const n of NEIGHBOURS[a]) if (!traced[n] && ctrl[n] === 'allied') (traced[n] = 1), stack.push(n);
  }
  let contestedGerman = 0;
  let untraced = 0;
  for (const a of GERMAN_START) {
    if (ctrl[a] === 'allied') {
      if (!traced[a]) untraced++;
    } else if (alliedIn[a]) contestedGerman++;
  }
  let initiativeDrm = 0;
  for (const a of WHITE_STARS) if (ctrl[a] === 'allied') initiativeDrm++;
  if (ctrl[BLACK_STAR] === 'german') initiativeDrm--;
  // Gort rolls left: End Phases of Turns max(turn, 4)..6 not yet passed (13.5; none on Turn 7).
  const passed = v.phase === 'final' && v.step !== 'reorganize' ? 1 : 0;
  const gortLeft = Math.max(0, LAST_TURN - 1 - Math.max(v.turn, 4) + 1 - (v.turn >= 4 ? passed : 0));
  return {
    vp: v.vpNow,
    vpNeeded: v.vpNeeded,
    gortLeft,
    gortNow: v.turn >= 4 && v.turn < LAST_TURN && !(v.turn >= 4 && passed),
    gortDrm,
    redRing: RED_RING.filter((a) => ctrl[a] === 'allied').length,
    zoneTaken: ZONES_AB.some((z) => ctrl[z] === 'allied'),
    zoneThreat,
    ringThreat,
    gortThreat,
    contestedGerman,
    untraced,
    alliedStrength,
    germanStrength,
    lossDiff,
    initiativeDrm,
  };
}

/** Tunable weights of the evaluation (logit of the Allied chance of winning). */
export const WEIGHTS = {
  vp: 0.3, // per VP above the pace to the VP needed (11.2, 11.3)
  floor: 1.2, // fewer than 1 VP during the Combat Phase (11.1: a German automatic victory at the end of the turn)
  floorLate: 4, // fewer than 1 VP once the Combat Phase is over
  zone: 5, // Zone A or B Allied-controlled: an Allied automatic victory at the end of the turn (11.1)
  zoneThreat: 0.8, // per Zone A/B open to the Allies (11.1)
  ring: 0.35, // per red-ringed sector held (11.1: all four win; two give +1 VP, 11.2)
  ringAll: 4, // all four red-ringed sectors held (11.1)
  ringThreat: 0.15, // per red-ringed sector within Allied reach
  gort: 0.8, // per log-chance of Gort letting the offensive go on (13.5), by the VP still missing
  gortCap: 3.5, // the Gort term's largest penalty
  gortThreat: 0.15, // per Gort sector within British reach
  contested: 0.15, // per German sector the Allies contest (VP to come)
  material: 2, // per unit of log strength ratio (Allied / German) above the armies' starting ratio
  loss: 0.08, // per unit lost (German minus Allied)
  initiative: 0.1, // per point of Allied Initiative DRM (4.1)
  advantage: 0.2, // the Allies hold the Advantage (9.4: may overrule Gort)
  bias: 1.2,
};

/** The logit of the Allied chance of winning (the game not over). */
export function alliedLogit(v: BattlesView, f: BattlesFeatures = features(v)): number {
  const w = WEIGHTS;
  let x = w.bias;
  const short = Math.max(0, f.vpNeeded - f.vp);
  // 11.2 / 11.3 VP: a running count, against the pace that reaches the VP needed on Turn 7.
  const late = v.phase === 'reorganization' || v.phase === 'final';
  const pace = (f.vpNeeded * Math.min(7, v.turn - (late ? 0 : 0.5))) / LAST_TURN;
  x += w.vp * (f.vp - pace);
  // 11.1 fewer than one VP at the end of any turn: German automatic victory.
  if (f.vp < 1) x -= late ? w.floorLate : w.floor;
  // 11.1 Zone A or B, all four red-ringed sectors: Allied automatic victory at the end of the turn.
  if (f.zoneTaken) x += w.zone;
  x += w.zoneThreat * f.zoneThreat;
  x += w.ring * f.redRing + (f.redRing === 4 ? w.ringAll : 0);
  x += w.ringThreat * f.ringThreat;
  // 13.5 Gort: each End Phase of Turns 4-6, 1d6 + DRM >= 7 or the game ends (the Allies then win only
  // with the VP needed). This turn's roll is a mixture in alliedChance; the rolls of later turns count
  // here, with the DRM the British may reach by then (Gort sectors within reach count 1, plus 1).
  const future = f.gortLeft - (f.gortNow ? 1 : 0);
  if (future > 0 && short > 0) {
    const hope = Math.min(1, Math.max(0.35, (f.gortDrm + f.gortThreat + 2) / 6));
    x += Math.max(-w.gortCap, w.gort * future * Math.log(hope)) * Math.min(1, short / 4);
  }
  x += w.gortThreat * f.gortThreat;
  x += w.contested * f.contestedGerman;
  x += w.material * (Math.log(f.alliedStrength / Math.max(1, f.germanStrength)) - BASE_RATIO);
  x += w.loss * f.lossDiff;
  x += w.initiative * f.initiativeDrm * (v.turn <= 5 ? 1 : 0);
  if (v.advantage === 'allied') x += w.advantage;
  return x;
}

/** The Allied player's chance of winning, estimated from the view. */
export function alliedChance(v: BattlesView, gortDrm?: number): number {
  if (v.result) return v.result.winner === 'allied' ? 1 : 0;
  const f = features(v, gortDrm);
  const p = sigmoid(alliedLogit(v, f));
  if (!f.gortNow || f.vp >= f.vpNeeded) return p;
  // 13.5 this turn's Gort roll: the offensive goes on with 1d6 + DRM >= 7 (or when the Allies overrule
  // with the Advantage, 9.4); otherwise the game ends now and the Allies need the VP needed (11.3).
  const go = Math.min(1, f.gortDrm / 6);
  const adv = v.advantage === 'allied' && !v.advantageUsed.allied ? 1 : 0;
  const cont = go + (1 - go) * adv;
  return cont * p + (1 - cont) * sigmoid(1.5 * (f.vp - f.vpNeeded + 0.5));
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Per unit, the view's fields that never change (as game.ts shows them). */
const SECTOR_IDS = SECTORS.map((a) => a.id);
const UNIT_STATIC = UNITS.map((d) => ({ id: d.id, side: d.side, nation: d.nation, type: d.type, attack: d.attack, defense: d.defense, reorganized: !!d.rOf }));

/**
 * The part of the view that the evaluation reads (alliedChance: units, sectors' control, turn, phase,
 * step, VP, Advantage, result), built from a model state without the rest of game.view (names, texts,
 * VP details): the search evaluates one at every leaf. Equal to game.view on those fields
 * (test/ai/ca-arras-battles-ai.test.ts).
 */
export function evaluationView(s: BattlesState): BattlesView {
  const units = [];
  for (let i = 0; i < N_UNITS; i++) {
    const l = s.loc[i];
    const box = l === ELIMINATED ? 'eliminated' : l === REMOVED ? 'removed' : l === WAITING ? 'waiting' : l > 0 ? 'map' : 'out';
    if (box === 'out') continue;
    const d = UNIT_STATIC[i];
    // One object shape, fields written out (a spread here took a quarter of the search's time).
    units.push({ id: d.id, side: d.side, nation: d.nation, type: d.type, attack: d.attack, defense: d.defense, reorganized: d.reorganized, area: l > 0 ? l : null, box, spent: !!s.spent[i], released: isReleased(s, i) });
  }
  return {
    turn: s.turn,
    phase: s.phase,
    step: s.step.k,
    vpNow: victoryPointCount(s),
    vpNeeded: s.vpNeeded,
    advantage: s.advantage,
    advantageUsed: s.advantageUsed,
    result: s.result,
    sectors: SECTOR_IDS.map((id) => ({ id, control: s.control[id] })),
    units,
  } as unknown as BattlesView;
}
/** See caArrasBattlesAI.evaluate. */
export const SHARPNESS = 2;

// ---- pruning --------------------------------------------------------------------------------------------

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
function winChance(av: number, dv: number): number {
  let p = 0;
  for (const [k, pr] of DIFF_22) if (av + k > dv) p += pr;
  return p;
}

/** A computer player does not begin an assault whose best case wins less often than this. */
export const MIN_ATTACK_CHANCE = 0.4;

/** Best-case VA of `attackers` against VD of `area` (6.2 A-C, 6.3 A-D; river and support left out). */
function assaultChance(s: BattlesState, side: Side, attackers: number[], area: number, defenders: number[] = BOARD.unitsIn(s, area, other(side))): number {
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

/**
 * Concentration of force (6.2 B: +1 per extra attacker; 6.4.1: a failed assault loses the Unité de
 * Pointe and the Initiative). Computer players do not enter a sector with enemy units unless the mover,
 * the units already waiting there and every Fresh unit still able to start from the Active Sector could
 * together win at least MIN_ATTACK_CHANCE of the time; they do not declare that assault while another
 * unit can still move in to join it; they bring every unit that may join an in-place assault (5.2.1).
 */
function concentrate(s: BattlesState, side: Side, legal: readonly BattlesAction[]): readonly BattlesAction[] {
  const as = s.assault;
  if (!as) return legal;
  if (s.step.k === 'attack-select') {
    const joins = legal.filter((a) => a.type === 'join' && UNITS[u(a.unit)].type !== 'artillery');
    if (joins.length) return joins;
    return legal;
  }
  if (s.step.k !== 'assault') return legal;
  const enemyAt = (a: number) => BOARD.hasUnits(s, a, other(side));
  const joinable = new Set(legal.flatMap((a) => (a.type === 'move' && enemyAt(a.to) ? [a.to] : [])));
  return legal.filter((a) => {
    if (a.type === 'attack') return a.area === as.area || !joinable.has(a.area);
    if (a.type !== 'move') return true;
    const to = a.to;
    if (!enemyAt(to)) return true;
    const mover = u(a.unit);
    const group = new Set<number>([mover, ...as.waiting.filter((i) => s.loc[i] === to)]);
    for (const i of as.eligible) {
      if (s.loc[i] === as.area && !s.spent[i] && !as.done.includes(i) && !as.waiting.includes(i) && UNITS[i].type !== 'artillery') group.add(i);
    }
    return assaultChance(s, side, [...group], to) >= MIN_ATTACK_CHANCE;
  });
}

/**
 * Issue 14 point 8: no unit moved back to where it already was in the same impulse (it pads the log
 * and plays nothing): no step into a sector on the unit's path this impulse (the view shows it; every
 * mover starts in the Active Sector, 5.0, and the sector it has just left is known too). Such a move
 * is kept only when nothing else is offered.
 */
function noReturn(s: BattlesState, legal: readonly BattlesAction[]): readonly BattlesAction[] {
  const as = s.assault;
  if (!as || (s.step.k !== 'assault' && s.step.k !== 'overrun')) return legal;
  const kept = legal.filter((a) => {
    if (a.type !== 'move') return true;
    const m = u(a.unit);
    const to = a.to;
    if (as.paths?.[m]?.includes(to)) return false;
    if (s.loc[m] === as.area) return true;
    return to !== as.area && to !== as.enteredFrom[m];
  });
  return kept.length ? kept : legal;
}

/**
 * The actions worth considering. Besides concentration of force: the strongest Unité de Pointe (6.2 A),
 * the Unité Avancée that gives the highest VD (6.3), combat support whenever it can be given (8.0: air
 * counters are lost at the end of the turn; a third die), and no bombardment of a sector where the
 * bombardment has little chance (7.2: a failure passes the Initiative, 4.3 C).
 */
export function prune(s: BattlesState, role: Role, listed: readonly Action[], root = false): readonly Action[] {
  const side = role as Side;
  // The game's own legal actions, of the shapes of actions.ts.
  const legal = noReturn(s, listed as readonly BattlesAction[]);
  let out: readonly BattlesAction[] = concentrate(s, side, legal);
  if (!out.length) out = legal;
  const k = s.step.k;
  if (k === 'spearhead') {
    const best = Math.max(...out.map((a) => UNITS[unitOf(a)].attack ?? 0));
    out = out.filter((a) => (UNITS[unitOf(a)].attack ?? 0) === best).slice(0, 1);
  } else if (k === 'advanced' && s.combat) {
    const c = s.combat;
    const defenders = BOARD.unitsIn(s, c.area, side);
    const dvOf = (a: number) => (s.spent[a] ? UNITS[a].spentDefense : UNITS[a].defense) + defenders.filter((b) => b !== a && !s.spent[b] && UNITS[b].type !== 'artillery').length;
    const best = Math.max(...out.map((a) => dvOf(unitOf(a))));
    // Among equals, the one that loses least when it takes the first PP (a Fraîche unit flips).
    const top = out.filter((a) => dvOf(unitOf(a)) === best);
    out = [top.find((a) => !s.spent[unitOf(a)]) ?? top[0]];
  } else if (k === 'support') {
    const give = out.filter((a) => a.type === 'support');
    if (give.length) out = [give.find((a) => a.air) ?? give[0]];
  } else if (k === 'impulse') {
    const kept = out.filter((a) => {
      if (a.type !== 'bombard') return true;
      const art = u(a.artillery);
      const t = a.target;
      const defenders = BOARD.unitsIn(s, t, other(side));
      const dv = SEC[t].tem + Math.max(...defenders.map((x) => UNITS[x].defense));
      return winChance(UNITS[art].attack ?? 0, dv) >= 0.3;
    });
    if (kept.length) out = kept;
  }
  if (!out.length) out = legal;
  // At the root of a decision (not inside the search tree), the K most promising actions by a one-step
  // look-ahead: the search's iterations then go to the lines worth reading deeper.
  if (out.length > ROOT_TOP_K && TOP_K_STEPS.has(k) && root) {
    const rng = new Rng(s.impulse * 7919 + out.length * 31 + s.turn);
    // Shuffled first: actions of equal value keep an equal chance (the sort is stable).
    const shuffled = [...out];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const scored = shuffled.map((a) => ({ a, v: oneStep(s, side, a, rng) }));
    scored.sort((x, y) => y.v - x.v);
    out = scored.slice(0, ROOT_TOP_K).map((x) => x.a);
  }
  return out;
}

/** Actions kept at the root of a decision with many (see prune). */
export const ROOT_TOP_K = 4;
const TOP_K_STEPS = new Set(['impulse', 'assault', 'overrun', 'setup', 'reorganize', 'absorb', 'voluntary-retreat', 'bombard-second', 'refresh-pick']);

/** The evaluation after `a` (dice that follow sampled twice). */
function oneStep(s: BattlesState, side: Side, a: BattlesAction, rng: Rng): number {
  const g = caArrasBattles;
  const value = (x: BattlesState) => {
    for (let i = 0; i < 50 && toAct(x)[0] === 'chance'; i++) {
      const spec = g.chance(x);
      perform(x, 'chance', { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) }, undefined);
    }
    const r = g.result(x);
    return r ? (r.scores[side] ?? 0) : caArrasBattlesAI.evaluateState!(x, side);
  };
  try {
    const t = clone(s);
    perform(t, side, a, undefined);
    if (toAct(t)[0] !== 'chance') return value(t);
    return (value(clone(t)) + value(t)) / 2;
  } catch {
    return 0;
  }
}

function logitOf(p: number): number {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return Math.log(q / (1 - q));
}

/**
 * The value for `role` of an Allied chance `p`, as the players see it: SHARPNESS times the logit; in a
 * search's model state of an ANCHORED side (`rootLogit`, put there by `determinize` for the search),
 * SHARPNESS times the logit's difference from the decision's root, so that the root scores 0.5.
 */
function sharpened(p: number, role: Role, rootLogit?: number): number {
  if (p <= 0 || p >= 1) return role === 'allied' ? p : 1 - p;
  const x = logitOf(p);
  if (rootLogit !== undefined) return sigmoid(SHARPNESS * (role === 'allied' ? x - rootLogit : rootLogit - x));
  const q = sigmoid(SHARPNESS * x);
  return role === 'allied' ? q : 1 - q;
}

/**
 * The sides whose search values are read about the decision's root (issue 17). About 0 instead, the
 * evaluation saturates once the Allies hold their first VP: the German values of Turn 1 lay at
 * 0.000-0.03 (Allied chance 0.92-0.99 after the Allies' first impulses) for every root move, and 200
 * iterations visited the four root moves 50/50/50/50: the choice was a draw among them. The
 * transform is monotone: one-step choices (prune, the heuristic player) are unchanged.
 */
export const ANCHORED: ReadonlySet<Role> = new Set(['german']);
/** A model state with the Allied logit at the root of its decision (search models of ANCHORED sides). */
type ModelState = BattlesState & { rootLogit?: number; exposed?: boolean };

/**
 * The sides whose search models read `exposure` (an ANCHORED side's always do, about its root; the others
 * add it to the plain logit).
 */
export const EXPOSED: ReadonlySet<Role> = new Set(['german', 'allied']);

/** Logit per pending assault, by its chance (see pendingAssaults). */
export const PENDING_WEIGHT = 0.5;

/**
 * The assaults an impulse has committed to (5.2.1: units that entered a sector with enemy units must
 * assault it before the impulse ends), as the Allied logit: PENDING_WEIGHT × (2c - 1) for each such
 * sector, c the chance of its assault by the units there now (6.1-6.3: best case, 2d6 against 2d6), for
 * the side with the Initiative. The evaluation of a position sees an assault only once it is fought:
 * without this, the search's steps of a move (one unit entering alone, then the others going
 * elsewhere) all scored alike, and a lone unit's hopeless assault (VA 2 against VD 4) cost its Unité de
 * Pointe (6.4.1). Read by the search's models of ANCHORED sides.
 */
export function pendingAssaults(s: BattlesState): number {
  const as = s.assault;
  if (!as?.waiting.length) return 0;
  const side = s.momentum;
  let x = 0;
  const seen: number[] = [];
  for (const w of as.waiting) {
    const area = s.loc[w];
    if (area <= 0 || seen.includes(area) || !BOARD.hasUnits(s, area, other(side))) continue;
    seen.push(area);
    const attackers = as.waiting.filter((i) => s.loc[i] === area);
    x += PENDING_WEIGHT * (2 * assaultChance(s, side, attackers, area) - 1);
  }
  return side === 'allied' ? x : -x;
}

/** Logit per Victory Point within reach of an assault or a walk-in of the opponent's next impulse (see exposure). */
export const EXPOSURE_WEIGHT = 0.3;
/** 11.1 a Zone A or B taken ends the game: its exposure counts this many VP more. */
const ZONE_EXPOSURE = 3;

/**
 * The sectors each side could take from the other in one impulse (5.0: the units of one Active Sector), as
 * the Allied logit: EXPOSURE_WEIGHT × (Σ Allied − Σ German) of value × chance, during the Combat Phase.
 * A sector counts for the Allies when it is a German start sector (11.2: 1 VP; Zones A/B 11.1: more) not
 * under their control, for the German when it is one the Allies control (the VP it would take back). The
 * chance: 1 for a Vacant sector next to a Fresh released unit that may lead (5.2.2); else the best
 * assaultChance (6.1-6.3) of the Fresh released units of one neighbouring sector that can pay the entry
 * (5.2 C/D: 3 MF into Fatiguée units, 4 into Fresh ones; a unit in a Contesté sector leaves it only if
 * armor, 5.2 E/F), or of those already in the sector (an in-place assault, 5.2.1). German units enter
 * blue sectors only once Rommel has turned north (5.1.2, 13.6).
 *
 * The evaluation sees a sector's loss only once the opponent has moved: the search's German impulses
 * (12 decisions deep, each a step of a move) ended before any Allied reply, so every step of a walk
 * scored alike, and on Turn 1 the German walked unit after unit through its own rear (each left
 * Fatiguée, 5.1: weaker in defense, no 5.2 B cost around it) while the Allies waited, then took 7 VP
 * against the spent screen (dice seed gameSeed(201, 1)). Read by the search's models (EXPOSED; about the
 * root for ANCHORED sides), not by the heuristic's.
 */
export function exposure(s: BattlesState): number {
  if (s.phase !== 'combat') return 0;
  // The Fresh released units that may take part in an assault (not artillery, not leaders), by side and sector.
  const anyReady = [false, false];
  for (const l of READY) for (const a of l) a.length = 0;
  for (const l of PRESENT) for (const a of l) a.length = 0;
  for (let i = 0; i < N_UNITS; i++) {
    const l = s.loc[i];
    if (l <= 0) continue;
    const k = UNITS[i].side === 'allied' ? 0 : 1;
    PRESENT[k][l].push(i);
    if (s.spent[i] || !ASSAULT_UNIT[i] || !isReleased(s, i)) continue;
    READY[k][l].push(i);
    anyReady[k] = true;
  }
  let x = 0;
  for (const a of GRAPH.ids) {
    if (SEC[a].start !== 'german') continue;
    const side: Side = s.control[a] === 'allied' ? 'german' : 'allied';
    const k = side === 'allied' ? 0 : 1;
    if (!anyReady[k] || (side === 'german' && SEC[a].ident === 'blue' && !s.rommelNorth)) continue;
    const c = takeChance(s, side, READY[k], a);
    if (!c) continue;
    const value = side === 'allied' && (a === ZONE.A || a === ZONE.B) ? 1 + ZONE_EXPOSURE : 1;
    x += (side === 'allied' ? 1 : -1) * value * c;
  }
  return EXPOSURE_WEIGHT * x;
}

const ASSAULT_UNIT = UNITS.map((d) => d.type !== 'artillery' && d.type !== 'leader');
const READY: number[][][] = [0, 1].map(() => Array.from({ length: ZONE.F + 1 }, () => [] as number[]));
/** Every unit on the map, by side (0 Allied, 1 German) and sector (filled by exposure). */
const PRESENT: number[][][] = [0, 1].map(() => Array.from({ length: ZONE.F + 1 }, () => [] as number[]));

/** The chance that `side` takes sector `a` in one impulse (see exposure); `ready` its units by sector. */
function takeChance(s: BattlesState, side: Side, ready: number[][], a: number): number {
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

/**
 * The players' time budget by decision (issue 17: a whole computer impulse within 3 s). The decision
 * that opens an impulse (4.3: activate, bombard, refresh, pass) may take IMPULSE_SHARE of a player's
 * budget; each later decision of the impulse (each step of each move, 5.2; joins, support, losses,
 * retreats) STEP_SHARE. The decisions of one impulse form a group (TIME.group) with IMPULSE_BUDGETS
 * budgets in all: a player's `GroupClock` (src/ai-kit/time.ts) gives a decision at most a quarter of
 * what the group has left, so a step gets the iterations it needs while the impulse has time, and a
 * long impulse's later steps get less only when the clock runs short. (Before: a step got 0.12 ×
 * 0.9^k whatever the time the impulse had used, and search:200's later steps stopped short of 200
 * iterations even on a quiet machine; German 12/20 against the heuristic, lead, 24 Nov.)
 */
export const IMPULSE_SHARE = 0.8;
export const STEP_SHARE = 0.25;
/** The time of a whole impulse's decisions of one seat, in budgets of one decision (2.3 × 950 ms = 2.19 s; with 2.6, 1 of 63 hard impulses took 3.2 s at load 9-11). */
export const IMPULSE_BUDGETS = 2.3;
const FULL_BUDGET_STEPS = new Set(['impulse', 'setup', 'bid', 'advantage', 'reorganize']);
const IMPULSE_STEPS = new Set(['impulse', 'bombard-second', 'refresh-pick']);

/** The kind of decision for the time plan (see IMPULSE_SHARE); inside an impulse (an assault or a bombardment under way) an Advantage decision (9.1) is one of its steps. */
function decisionKind(v: BattlesView): 'impulse' | 'step' {
  return FULL_BUDGET_STEPS.has(v.step) && !v.assault && !v.combat ? 'impulse' : 'step';
}

/**
 * The impulse a decision belongs to (4.3), for either seat: the decisions of the Combat Phase from the
 * one that opens an impulse to its end (its moves, assaults, bombardments, refreshes, and the other
 * seat's support, losses and retreats). The key names the impulse (turn, impulse number, side with the
 * Initiative); the number restarts when the Initiative passes, so the opening decision also says so
 * (`opens`). The Advantage's offer to prolong the Combat Phase (9.2) stands alone.
 */
function impulseOf(v: BattlesView, role: Role): { key: string; opens: boolean } | null {
  if (v.phase !== 'combat' || !(v.assault || v.combat || IMPULSE_STEPS.has(v.step))) return null;
  return { key: `${v.turn}/${v.impulse}/${v.initiative}`, opens: v.step === 'impulse' && !v.assault && role === v.initiative };
}

/** The players' time plan (src/ai-kit/time.ts): the shares above, and an impulse's decisions sharing IMPULSE_BUDGETS. */
export const TIME: TimePlan<BattlesView> = {
  kind: decisionKind,
  shares: { impulse: IMPULSE_SHARE, step: STEP_SHARE },
  group: { budgets: IMPULSE_BUDGETS, of: impulseOf },
};

export const caArrasBattlesAI: ViewKnowledge<BattlesState, BattlesView> = {
  gameId: 'ca-arras-battles',
  prune,
  time: TIME,
  evaluate(v, role) {
    // After a side bid the seat may play the other side (14.1): the view's role is the side played.
    // Sharpened (SHARPNESS times the logit): the search's UCB1 (exploration 0.7 on values in [0, 1])
    // then tells good moves from bad ones; argmax players are not affected.
    return sharpened(alliedChance(v), role);
  },
  evaluateState(s: ModelState, role) {
    const p = alliedChance(evaluationView(s), gortModifier(s));
    if (p <= 0 || p >= 1) return sharpened(p, role);
    if (s.rootLogit === undefined) return s.exposed ? sharpened(sigmoid(logitOf(p) + exposure(s)), role) : sharpened(p, role);
    return sharpened(sigmoid(logitOf(p) + pendingAssaults(s) + exposure(s)), role, s.rootLogit);
  },
  determinize,
  metrics(v) {
    const f = features(v);
    return {
      turn: v.turn,
      vp: v.vpNow,
      redRing: f.redRing,
      gortDrm: f.gortDrm,
      lossDiff: f.lossDiff,
      alliedStrength: Math.round(f.alliedStrength * 10) / 10,
      germanStrength: Math.round(f.germanStrength * 10) / 10,
    };
  },
};
