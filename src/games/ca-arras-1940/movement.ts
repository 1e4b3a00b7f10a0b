// 8.0 Movement and 14.0 Zones: the cost and legality of one step of one unit.

import { AREA_BY_ID, UNITS, ZONE } from './data.ts';
import { MoveLister, type StepRules, stepClasses } from '../../families/area-impulse/movement.ts';
import {
  ALL_MF as ALL_MF_,
  MapSteps,
  OPEN as OPEN_,
  type StepCheckRules,
  StepChecker,
  StepFacts,
  type StepOk,
  StepRefusal,
  type StepWhy,
  type StepWords,
  nextToFreshCost,
  stepWhyText,
} from '../../families/area-impulse/step-check.ts';
import { type ArrasState, type Side, BOARD, GRAPH, N_AREA_SLOTS, N_UNITS, isReleased, isZone, other } from './state.ts';
import { STACKING_LIMIT } from './data.ts';
import { type Words, en } from './text/en.ts';
import { fr } from './text/fr.ts';

/** A legal step: its cost; the unit must stop after it (entered an enemy-occupied area, a Zone, or spent ALL MF). */
export type { StepOk };
export type StepRefused = StepRefusal<Why>;
export type StepCheck = StepOk | StepRefused;

/** This game's reasons to refuse a step (the family's step check adds its own, `StepWhy`). */
type Why =
  | 'prohibited'
  | 'not-adjacent'
  | 'corner'
  | 'german-zone'
  | 'blue'
  | 'zone-c'
  | 'between-a-b'
  | 'exit-to-a-b'
  | 'area-21'
  | 'area-19'
  | 'zone-a-to-1'
  | 'turn-1'
  | 'unaccompanied'
  | 'antitank';

function refusalText(r: StepRefusal<Why>, w: Words): string {
  const { from, to } = r;
  const t = w.refuse;
  switch (r.why) {
    case 'prohibited':
      return t.prohibited(from, to);
    case 'not-adjacent':
    case 'corner':
      return t.notAdjacent(from, to);
    case 'german-zone':
      return t.germanZone(to);
    case 'blue':
      return t.blue(to);
    case 'zone-c':
      return t.zoneC;
    case 'between-a-b':
      return t.betweenAB;
    case 'exit-to-a-b':
      return t.exitToAB;
    case 'area-21':
      return t.area21;
    case 'area-19':
      return t.area19;
    case 'zone-a-to-1':
      return t.zoneAto1;
    case 'turn-1':
      return t.turn1;
    case 'unaccompanied':
      return t.unaccompanied(UNITS[r.u].type === 'leader');
    case 'antitank':
      return t.antitank;
    default:
      return stepWhyText(r.why, r, t, STACKING_LIMIT);
  }
}

/** Per unit, its printed MF and whether the German bonus adds to it (6.1.2: a German unit of 5 MF). */
const MF: readonly number[] = UNITS.map((d) => d.move);
const BONUS_MF: readonly boolean[] = UNITS.map((d) => d.side === 'german' && d.move === 5);

/** 6.1.2 The unit's Movement Factor this Turn. */
export function movementFactor(s: ArrasState, u: number): number {
  return MF[u] + (s.germanBonus && BONUS_MF[u] ? 1 : 0);
}

/** The rule of each refusal. */
const RULE: Record<Why | StepWhy, string> = {
  prohibited: '14.2.4',
  'not-adjacent': '3.1',
  corner: '8.3.6',
  'german-zone': '14.2.1',
  blue: '8.3.2',
  'zone-c': '14.2.2',
  'between-a-b': '14.2.3',
  'exit-to-a-b': '14.2.3',
  'area-21': '15.2',
  'area-19': '15.3',
  'zone-a-to-1': '14.2.3',
  'turn-1': '18.1.1',
  'zone-first': '14.1',
  stacking: '8.3.1',
  contested: '8.3.3',
  unaccompanied: '8.3.4',
  antitank: '8.3.5',
  'all-mf-type': '8.2',
  'all-mf-moved': '8.2',
  cost: '8.2',
};

/** The family's crossing kinds as module constants (the step check reads them; an imported binding is re-read at each use). */
const [OPEN, ALL_MF] = [OPEN_, ALL_MF_];

/** 14.2.3 the Areas from which Allied units may enter Zones A and B. */
const EXITS_TO_A_B: readonly boolean[] = Array.from({ length: ZONE.F + 1 }, (_, a) => [2, 4, 6, 7, 8].includes(a));

/** 8.3.2 / 14.2 / 15.2 / 15.3 Why a unit of `side` may not be in `to` now (sectors, zones, unreleased areas), or null. */
function forbiddenWhy(s: ArrasState, side: Side, from: number, to: number): Why | null {
  if (side === 'german') {
    if (to === ZONE.D || to === ZONE.E || to === ZONE.F) return 'german-zone';
    if (!s.rommelNorth && AREA_BY_ID[to].sector === 'allied' && !AREA_BY_ID[to].zone) return 'blue';
  } else {
    if (to === ZONE.C) return 'zone-c';
    if (to === ZONE.A || to === ZONE.B) {
      if (from === ZONE.A || from === ZONE.B) return 'between-a-b';
      if (!EXITS_TO_A_B[from] || s.control[from] !== 'allied') return 'exit-to-a-b';
    }
  }
  if (to === 21 && !s.released['french-cavalry']) return 'area-21';
  if (to === 19 && !s.released['panzer-25']) return 'area-19';
  if (side === 'allied' && from === ZONE.A && to === 1) return 'zone-a-to-1';
  return null;
}

/** The refusals, numbered for `MAP_STEP`. */
const WHYS = Object.keys(RULE) as Why[];
const SLOTS = N_AREA_SLOTS;
/** `MAP_STEP` codes: a step the map allows over land or water, the same when `forbiddenWhy` must also read the state, then refusal n at REFUSED + n. */
const LAND = 0;
const WATER = 1;
const STATE = 2;
const REFUSED = 4;

/** What `forbiddenWhy` reads of a state where `mapWhy` asks it (none of it changes the answer there). */
const NO_STATE = { rommelNorth: true, released: { 'french-cavalry': 1, 'panzer-25': 1 }, control: [] } as unknown as ArrasState;
/** 3.1, 8.3.6, 14.2.4 and what of 8.3.2 / 14.2 / 15.2 / 15.3 the map alone decides, per side, from and to. */
const MAP_STEP = new MapSteps(SLOTS, (side, from, to) => {
  const kind = GRAPH.boundary(from, to);
  if (kind === 'prohibited') return REFUSED + WHYS.indexOf('prohibited');
  if (!kind) return REFUSED + WHYS.indexOf(isCorner(from, to) ? 'corner' : 'not-adjacent');
  const why = mapWhy(side, from, to);
  if (why !== 'state' && why !== null) return REFUSED + WHYS.indexOf(why);
  return (why === 'state' ? STATE : LAND) + (kind === 'water' ? WATER : 0);
});

/** 8.3.6 the corners where four Areas meet do not make the opposite Areas adjacent. */
function isCorner(from: number, to: number): boolean {
  return (from === 9 && to === 11) || (from === 11 && to === 9) || (from === 10 && to === 12) || (from === 12 && to === 10);
}

/** `forbiddenWhy` where the map alone decides it, or 'state' where its answer also depends on the state. */
function mapWhy(side: Side, from: number, to: number): Why | null | 'state' {
  if (to === 19 || to === 21) return 'state';
  if (side === 'german') {
    if (to === ZONE.D || to === ZONE.E || to === ZONE.F) return 'german-zone';
    if (AREA_BY_ID[to]?.sector === 'allied' && !AREA_BY_ID[to].zone) return 'state';
  } else {
    if (to === ZONE.C) return 'zone-c';
    if (to === ZONE.A || to === ZONE.B) return 'state';
  }
  return forbiddenWhy(NO_STATE, side, from, to);
}

/** 14.1 Zones: entered on a first step only; enemy units in a Zone are ignored for movement. */
const ZONES = Array.from({ length: N_AREA_SLOTS }, (_, a) => isZone(a));

/** 8.0-8.3 and 14.1: this game's checks in the family's step check (see step-check.ts for their order). */
const STEP_CHECK: StepCheckRules<ArrasState, Why, StepFacts> = {
  board: BOARD,
  side: UNITS.map((d) => d.side),
  // 3.1, 8.3.6, 14.2.4 the boundary; 8.3.2 / 14.2 / 15.2 / 15.3 the areas forbidden now; 18.1.1; 8.2 water.
  crossing(s, t, _u, from, to, side) {
    const map = MAP_STEP.at(side, from, to);
    if (map >= REFUSED) return WHYS[map - REFUSED];
    if (map >= STATE) {
      const forbidden = forbiddenWhy(s, side, from, to);
      if (forbidden) return forbidden;
    }
    if (s.options.historicalAttackPath && side === 'allied' && s.turn === 1 && (to === 1 || to === 3)) return 'turn-1';
    t.crossing = map & WATER ? ALL_MF : OPEN;
    return null;
  },
  zones: ZONES, // 14.1
  stacks: UNITS.map((d) => d.type !== 'leader'), // 8.3.1
  stackLimit: new Array(N_AREA_SLOTS).fill(STACKING_LIMIT),
  contestedExit: true, // 8.3.3
  enter(s, _t, u, _from, to, side, enemyHere, friendHere) {
    // 8.3.4 artillery and leaders enter an enemy-controlled Area only with friendly units; 8.3.5 anti-tank units not an enemy-occupied one.
    if (s.control[to] !== other(side) || friendHere) return null;
    const type = UNITS[u].type;
    if (type === 'artillery' || type === 'leader') return 'unaccompanied';
    return type === 'antitank' && enemyHere ? 'antitank' : null;
  },
  // 8.2 entering without enemy units: 2 MF next to a Fresh enemy unit, else 1 (14.1; 15.3: Area 19 ignored by the Allies before its release).
  emptyCost: (s, side, area) => nextToFreshCost(BOARD, GRAPH.neighbours, ZONES, s, side, area, side === 'allied' && !s.released['panzer-25'] ? 19 : -1),
  enemyFreshOnly: true, // it reads nothing else of the board
  costVariant: (s) => (s.released['panzer-25'] ? 0 : 1), // 15.3 exception
  allMfType: (_s, u) => ALL_MF_TYPE[u], // 8.2 ALL MF across water without a bridge: Infantry and Leaders only
  anyFirstStep: false,
  stopWhenSpent: false,
};
const ALL_MF_TYPE: readonly boolean[] = UNITS.map((d) => d.type === 'infantry' || d.type === 'leader');

/** A refusal's rule and texts (`refusalText`). */
const WORDS: StepWords<Why> = { rule: (r) => RULE[r.why], text: (r, lang) => refusalText(r, lang === 'fr' ? fr : en) };

const STEPS = new StepChecker(STEP_CHECK, new StepFacts(), WORDS);

/** 8.3.2 / 14.2 / 15.2 / 15.3 May a unit of `side` ever be in `to` now (sectors, zones, unreleased areas)? */
export function entryForbidden(s: ArrasState, side: Side, from: number, to: number): StepRefused | null {
  const why = forbiddenWhy(s, side, from, to);
  return why && new StepRefusal(WORDS, why, -1, from, to, 0, 0);
}

/**
 * One step of unit `u` from `from` to the adjacent `to`, with `mfLeft` MF left of `mf`.
 * `first` = the unit has not moved yet this Impulse.
 */
export const checkStep = (s: ArrasState, u: number, from: number, to: number, mfLeft: number, first: boolean): StepCheck =>
  STEPS.check(s, u, from, to, mfLeft, first);

/** `checkStep(...).ok`, allocating nothing (the listings ask it of many steps). */
export const stepLegal = (s: ArrasState, u: number, from: number, to: number, mfLeft: number, first: boolean): boolean =>
  STEPS.refused(s, u, from, to, mfLeft, first, true) === null;

/** Units of `side` that may be activated in `area` (8.1: Fresh, released). */
export function activatable(s: ArrasState, area: number, side: Side): number[] {
  const out: number[] = [];
  for (const u of BOARD.ofSide(side)) if (s.loc[u] === area && !s.spent[u] && isReleased(s, u)) out.push(u);
  return out;
}

/** 8.2-8.3 `checkStep` reads of a unit its side and type (its MF and first step are given): the units alike for it. */
const STEP_CLASS = stepClasses(UNITS, (d) => `${d.side}|${d.type}`);

/** 8.0 for the family's move listing: the step check, and 8.2.1 no move into an Area attacked this Impulse. */
const STEP_RULES: StepRules<ArrasState> = {
  stepClass: (_s, u) => STEP_CLASS.of[u],
  classes: STEP_CLASS.count,
  steps: (_s, _u, from) => GRAPH.neighbours[from],
  stepOk: (s, u, from, to, mf, first) => !s.assault?.attacked.includes(to) && stepLegal(s, u, from, to, mf, first),
};

/** The legal steps of the units, listed once per class, area, MF and first step (see the family's `MoveLister`). */
export const MOVES = new MoveLister(STEP_RULES, N_UNITS + 1, Math.max(...GRAPH.neighbours.map((n) => n.length)));
