// Counter-Attack 1940, chapter 5 Prepare for Play: 5.1 game length, 5.2 markers, 5.3 unit setup by
// groups (5.3.1), 5.4; with 18.1 the historical setup, 18.4 optional units, 18.6.1-18.6.2 air markers.

import { sideOfRole } from '../../../families/area-impulse/board.ts';
import { stepAt } from '../../../families/area-impulse/steps.ts';
import { groupPlaced, openGame, setupOrStart } from '../../../families/area-impulse/setup-groups.ts';
import { told } from '../text/fr.ts';
import { ARRAS, ARRAS_GROUP, OPERATIONAL_VP, SETUP_AREAS, STACKING_LIMIT, UNITS, ZONE } from '../data.ts';
import { type ArrasState, type Options, type Side, N_UNITS, OUT_OF_PLAY, isZone, setLoc, stackCount } from '../state.ts';
import type { Log } from './common.ts';
import type { ArrasAction } from '../actions.ts';
import { startTurn } from './06-sequence-of-play.ts';
import { ONLY, arrasStep } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';

export function newGame(options: Options): ArrasState {
  const control: Side[] = new Array(ZONE.F + 1).fill('german');
  for (let a = 20; a <= 30; a++) control[a] = 'allied'; // 5.2
  control[ZONE.D] = control[ZONE.E] = control[ZONE.F] = 'allied';
  const s: ArrasState = {
    options,
    turn: 1,
    phase: 'setup',
    step: { k: 'setup', side: 'allied' },
    loc: UNITS.map(() => OUT_OF_PLAY),
    spent: UNITS.map(() => 0),
    overrunUntil: {},
    control,
    toPlace: { allied: [], german: [] },
    released: { 'french-cavalry': 0, 'panzer-25': 0, 'british-reserve': 0, 'fifth-panzer': 0 },
    momentum: 'allied',
    impulse: 1,
    lastImpulsePass: false,
    advantage: 'allied', // 13.0 the Allied player begins with the Advantage
    advantageUsedBy: null,
    resetUsed: { allied: false, german: false },
    rerollMarker: { allied: true, german: true }, // 5.2, 13.4
    air: { allied: options.alliedAir, german: false }, // 18.6.2 / 18.6.1
    germanBonus: false,
    vp: 0,
    vpNeeded: OPERATIONAL_VP,
    bids: { allied: null, german: null },
    swapped: false,
    alliesTurnedEast: false,
    alliesAssaulted13: false,
    reached: { 1: 0, 3: 0 },
    rommelNorth: false,
    area19Activated: false,
    assault: null,
    combat: null,
    leaderQueue: [],
    leadersToPlace: [],
    rallied: false,
    result: null,
  };
  UNITS.forEach((u, i) => {
    if (u.optional === '18.4' && !options.fifthPanzer) return;
    if (options.historicalSetup)
      setLoc(s, i, u.historical); // 18.1
    else if (u.mandatory !== undefined) setLoc(s, i, u.mandatory); // 5.3 mandatory locations first
  });
  openGame(
    s,
    UNITS,
    () => true,
    () => afterSideDetermination(s, undefined),
  ); // 5.3, 17.1
  return s;
}

/** 18.1 the historical setup starts Turn 1; else 5.3 the Allies place the first group. */
export function afterSideDetermination(s: ArrasState, log: Log) {
  setupOrStart(s, 'allied', () => {
    log?.(told('18.1', (w) => w.log.historicalSetup));
    startTurn(s, log);
  });
}

/** 5.3 Where a group may be placed. */
/** Units of each group ("side group") that count against stacking (leaders do not). */
const GROUP_SIZE = new Map<string, number>();
for (const u of UNITS) if (u.type !== 'leader') GROUP_SIZE.set(`${u.side} ${u.group}`, (GROUP_SIZE.get(`${u.side} ${u.group}`) ?? 0) + 1);

/** Per area, the listing under way found a group there already: reused scratch, not a cache (each listing numbers
 * itself and reads only the marks it wrote; docs/architecture.md, "Module state"). */
const TAKEN = { listing: 0, area: new Float64Array(Math.max(ARRAS, ...SETUP_AREAS.allied, ...SETUP_AREAS.german) + 1) };
/** The place actions, one frozen object per group and area, built on first use (the listing is made at every placement). */
const PLACE: Record<string, ArrasAction[]> = {};

/** 5.3 the placements open to `side`: each group it has still to place, in each Area open to it. */
function setupActions(s: ArrasState, side: Side, out: ArrasAction[]) {
  // Only one group per Area (mandatory setups are not groups): the Areas holding a group already.
  const listing = ++TAKEN.listing;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] > 0 && UNITS[u].group && UNITS[u].side === side) TAKEN.area[s.loc[u]] = listing;
  for (const group of s.toPlace[side]) {
    const key = `${side} ${group}`;
    const size = GROUP_SIZE.get(key) ?? 0;
    const alone = side === 'allied' && group === 'A';
    const place = (PLACE[key] ??= []);
    for (const a of SETUP_AREAS[side]) if (open(s, side, a, size, alone, listing)) out.push((place[a] ??= placeAction(group, a)));
    if (side === 'allied' && group === ARRAS_GROUP && open(s, side, ARRAS, size, alone, listing)) out.push((place[ARRAS] ??= placeAction(group, ARRAS)));
  }
}

/** 5.3 may a group of `size` units be placed in `area` (no group there yet; 7.1 stacking; 5.3.1 Allied Group A, `alone`, exceeds it alone)? */
function open(s: ArrasState, side: Side, area: number, size: number, alone: boolean, listing: number): boolean {
  if (TAKEN.area[area] === listing) return false;
  if (isZone(area)) return true;
  return alone ? stackCount(s, area, side) === 0 : stackCount(s, area, side) + size <= STACKING_LIMIT;
}

const placeAction = (group: string, area: number): ArrasAction => Object.freeze({ type: 'place', group, area });

export function placeGroup(s: ArrasState, side: Side, group: string, area: number, log: Log) {
  UNITS.forEach((u, i) => {
    if (u.side === side && u.group === group) setLoc(s, i, area);
  });
  groupPlaced(s, side, group, log, () => told('5.3', (w) => w.log.groupSetUp(side, group, area)), startTurn);
}

/** 5.3 the alternate setup: the side to set up places one of its groups in an Area open to it. */
export const setupStep = arrasStep('setup', {
  rule: '5.3',
  actor: (s) => ONLY[stepAt(s, 'setup').side],
  legal: (s, side, out) => setupActions(s, side, out),
  perform: { place: (s, a, log, role) => placeGroup(s, sideOfRole(role), a.group, a.area, log) },
  prompt: PROMPTS.setup,
});
