// 5.0 Movement: the cost and legality of one step of one unit (5.1.2 operational sectors, 5.1.3
// stacking, 5.2 costs A-F, 5.2.2 Unités de Pointe, 13.1-13.3 entry onto the map, 13.6, 14.2.3).

import { MoveLister, type StepRules, stepClasses } from '../../families/area-impulse/movement.ts';
import {
  OPEN as OPEN_,
  type StepCheckRules,
  StepChecker,
  StepFacts,
  type StepOk,
  StepRefusal,
  type StepWhy,
  type StepWords,
  stepWhyText,
} from '../../families/area-impulse/step-check.ts';
import { CORNERS, ENTRY, SECTORS, type SectorData, UNITS, ZONE } from './data.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';
import { type BattlesState, type Side, BOARD, GRAPH, N_UNITS, SIDE_OF, TYPE_OF, WAITING, canAct, other, stackLimit } from './state.ts';

/** A legal step: its cost; the unit stops: it entered an enemy-occupied sector (5.2.1) or spent all its MF (5.2 E); its crossing (RIVER). */
export type { StepOk };
export type StepRefused = StepRefusal<Why>;
export type StepCheck = StepOk | StepRefused;

/** This edition's reasons to refuse a step (the family's step check adds its own, `StepWhy`). */
type Why = 'no-sector' | 'entry' | 'not-adjacent' | 'blue' | 'sealed-21' | 'sealed-19' | 'artillery-enemy' | 'pointe' | 'artillery-libre' | 'enemy-to-enemy';

/** A refusal's text in `w`'s language (text/en.ts and fr.ts `refuse.step`). */
function refusalText(r: StepRefusal<Why>, w: Words): string {
  const { u, from, to } = r;
  const t = w.refuse.step;
  switch (r.why) {
    case 'no-sector':
      return t.noSector(to);
    case 'entry':
      return t.entry(UNITS[u].name, [...stepsFrom(u, from)]);
    case 'not-adjacent':
      return t.notAdjacent(to, from, r.rule === '2.1.1.b');
    case 'blue':
      return t.blue(to);
    case 'sealed-21':
      return t.sealed21;
    case 'sealed-19':
      return t.sealed19;
    case 'artillery-enemy':
      return t.artilleryEnemy;
    case 'pointe':
      return t.pointe(UNITS[u].name);
    case 'artillery-libre':
      return t.artilleryLibre;
    case 'enemy-to-enemy':
      return t.enemyToEnemy;
    default:
      return stepWhyText(r.why, r, t, stackLimit(to));
  }
}

/** Where unit `u` may step from `from` (the entry sectors when it waits off the map). */
export function stepsFrom(u: number, from: number): readonly number[] {
  if (from === WAITING) return ENTRY_OF[u];
  return GRAPH.neighbours[from];
}
const ENTRY_OF: readonly (readonly number[])[] = UNITS.map((d) => ENTRY[`${d.side} ${d.group}`] ?? []);
/**
 * Units alike for `checkStep`: it reads of a unit only its side, type, group (entry sectors, 13.1-13.3,
 * 14.2.3) and Movement Factor, so two units of one class starting in one sector with the same MF get the
 * same answer for every step. Listing the moves of a stack checks each class once.
 */
const STEP_CLASS = stepClasses(UNITS, (d) => `${d.side}|${d.type}|${d.group}|${d.move}`);
/** Sectors by id in an array (the hot path's lookups). */
const SECTOR_AT: (SectorData | undefined)[] = [];
for (const a of SECTORS) SECTOR_AT[a.id] = a;

/** 2.1.1.b sectors that touch only at a corner are not adjacent. */
const sharesCorner = (from: number, to: number) => CORNERS.some(([a, b]) => (a === from && b === to) || (a === to && b === from));

/** 5.1.2 / 13.2 / 13.6 / 14.2.3 why unit `u` may not be in `to` at all now, or null. */
function forbiddenWhy(s: BattlesState, u: number, from: number, to: number): Why | null {
  const d = UNITS[u];
  if (d.side === 'german' && SECTOR_AT[to]!.ident === 'blue' && !s.rommelNorth) {
    // 13.2 Panzer Regiment 25 enters by Zone D (an exception to 2.1.4).
    if (!(to === ZONE.D && from === WAITING && d.group === 'L')) return 'blue';
  }
  if (s.options.historicalSetup) {
    if (to === 21 && !s.released.french && d.group !== 'A') return 'sealed-21';
    if (to === 19 && !s.released.panzer && d.group !== 'L') return 'sealed-19';
  }
  return null;
}

/** 5.1.2 / 13.2 / 13.6 / 14.2.3 may a unit of `side` be in `to` at all now? */
export function entryForbidden(s: BattlesState, u: number, from: number, to: number): StepRefused | null {
  const why = forbiddenWhy(s, u, from, to);
  return why && new StepRefusal(WORDS, why, u, from, to, 0, 0);
}

/** 5.2 A/B the cost for `side` of entering a sector without enemy units. */
function emptyEntryCost(s: BattlesState, side: Side, to: number): number {
  // B: next to an uncontested sector with a Fresh enemy unit = 2 MF (1 MF if that sector is Contesté).
  return BOARD.anyFreshAlone(s, GRAPH.neighbours[to], other(side)) ? 2 : 1;
}

/** A step's facts in this edition: the cost of leaving a sector with enemy units (5.2 F). */
class BattlesStep extends StepFacts {
  leave = 0;
}
/** `StepFacts.crossing`: across a river; the family's ordinary crossing as a module constant (an imported binding is re-read at each use). */
export const RIVER = 2;
const OPEN = OPEN_;

/** 5.1-5.2: this edition's checks in the family's step check (see step-check.ts for their order); the step's own input: a Débordement's entry (6.5). */
const STEP_CHECK: StepCheckRules<BattlesState, Why, BattlesStep, boolean> = {
  board: BOARD,
  side: SIDE_OF,
  crossing(s, t, u, from, to) {
    if (!SECTOR_AT[to]) return 'no-sector';
    // Adjacent sectors share a boundary (2.1.1); units off the map enter by their entry sectors (13.1-13.3).
    const boundary = from > 0 ? GRAPH.boundary(from, to) : undefined;
    if (from > 0 ? boundary === undefined : !(from === WAITING && ENTRY_OF[u].includes(to))) return from === WAITING ? 'entry' : 'not-adjacent';
    t.crossing = boundary === 'river' ? RIVER : OPEN;
    return forbiddenWhy(s, u, from, to);
  },
  zones: null,
  stacks: UNITS.map((d) => d.type !== 'leader'), // 5.1.3
  stackLimit: Array.from({ length: ZONE.F + 1 }, (_, a) => stackLimit(a)),
  contestedExit: false,
  enter(s, t, u, from, to, side, enemyHere, friendHere, enemyFrom) {
    const type = TYPE_OF[u];
    // 5.2.2 artillery never enters a sector with enemy units; only Unités de Pointe enter an uncontested enemy sector.
    if (type === 'artillery' && enemyHere) return 'artillery-enemy';
    if (s.control[to] === other(side) && !friendHere && (type === 'artillery' || type === 'leader')) return 'pointe';
    if (type === 'artillery' && !(s.control[to] === side && !enemyHere)) return 'artillery-libre';
    // 5.2 E/F leaving a sector with enemy units: all MF next to a Fresh one, else 3.
    t.leave = 0;
    t.allMf = false;
    if (enemyFrom) {
      if (enemyHere && type !== 'armor') return 'enemy-to-enemy';
      if (BOARD.hasFresh(s, from, other(side))) t.allMf = true;
      else t.leave = 3;
    }
    return null;
  },
  emptyCost: emptyEntryCost,
  enemyFreshOnly: false, // B reads the counts of both sides
  // 5.2 A-D entering, at least the cost of leaving; 6.5 a Débordement enters and assaults an adjacent enemy sector whatever its MF.
  price: (t, cost, enemyHere, overrunEntry) => (overrunEntry && enemyHere ? 0 : Math.max(t.leave, cost)),
  allMfType: () => false,
  anyFirstStep: false,
  stopWhenSpent: true, // 5.2 E
};

/** A refusal's rule and texts (`refusalText`). */
const WORDS: StepWords<Why> = { rule: (r) => ruleOf(r.why, r.u, r.from, r.to), text: (r, lang) => refusalText(r, words(lang)) };

const STEPS = new StepChecker(STEP_CHECK, new BattlesStep(), WORDS);

/**
 * One step of unit `u` from `from` to `to` with `mfLeft` MF left. `overrunEntry` = 6.5: a unit making a
 * Débordement may enter an adjacent enemy-occupied sector whatever its MF, and acts as if Fresh.
 */
export const checkStep = (s: BattlesState, u: number, from: number, to: number, mfLeft: number, overrunEntry = false): StepCheck =>
  STEPS.check(s, u, from, to, mfLeft, false, overrunEntry);

/** `checkStep(...).ok`, allocating nothing (the listings ask it of many steps). */
export const stepLegal = (s: BattlesState, u: number, from: number, to: number, mfLeft: number): boolean =>
  STEPS.refused(s, u, from, to, mfLeft, false, true, false) === null;

/** The rule of a refusal. */
function ruleOf(why: Why | StepWhy, u: number, from: number, to: number): string {
  switch (why) {
    case 'no-sector':
      return '2.1.1';
    case 'entry': {
      const g = UNITS[u].group;
      return g === 'A' ? '13.1' : g === 'L' ? '13.2' : '13.3';
    }
    case 'not-adjacent':
      return sharesCorner(from, to) ? '2.1.1.b' : '5.1';
    case 'blue':
      return '5.1.2';
    case 'sealed-21':
      return '14.2.3a';
    case 'sealed-19':
      return '14.2.3b';
    case 'stacking':
      return '5.1.3';
    case 'artillery-enemy':
    case 'pointe':
      return '5.2.2';
    case 'artillery-libre':
      return '5.1.4.c';
    default:
      return '5.2'; // 'enemy-to-enemy', 'cost'
  }
}

/** Units of `side` that may be activated in `area` (5.0: Fresh, released). */
export function activatable(s: BattlesState, area: number, side: Side): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === area && SIDE_OF[u] === side && canAct(s, u)) out.push(u);
  return out;
}

/** 5.0-5.2 for the family's move listing (a unit's first step changes nothing here but a Débordement's, not listed with it). */
const STEP_RULES: StepRules<BattlesState> = {
  stepClass: (_s, u) => STEP_CLASS.of[u],
  classes: STEP_CLASS.count,
  steps: (_s, u, from) => stepsFrom(u, from),
  stepOk: (s, u, from, to, mf) => stepLegal(s, u, from, to, mf),
};

/** The legal steps of the units, listed once per class, sector and MF (see the family's `MoveLister`). */
export const MOVES = new MoveLister(STEP_RULES, N_UNITS + 1, Math.max(...GRAPH.neighbours.map((n) => n.length), ...ENTRY_OF.map((e) => e.length)));
