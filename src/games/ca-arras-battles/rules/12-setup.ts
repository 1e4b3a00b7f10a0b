// Counter-Attack Battles edition, chapter 12 Préparation du jeu: 12.1 markers, 12.2 units (12.2.1 Allied,
// 12.2.2 German setup); 5.1.3 stacking, 13.1, 13.3, 14.2, 15.2 options.

import { ARRAS_STACKING, FIXED_GROUP, HISTORICAL, LATE_GROUPS, SECTOR_BY_ID as SEC, SETUP_SECTORS, UNITS, VICTORY_VP, ZONE } from '../data.ts';
import { type BattlesState, type Options, type Side, BOARD, N_UNITS, OUT, SIDE_OF, WAITING, sideOf, stackLimit, stepOf } from '../state.ts';
import type { Log } from '../text/names.ts';
import { groupPlaced, openGame, setupOrStart } from '../../../families/area-impulse/setup-groups.ts';
import { told } from '../text/fr.ts';
import { ONLY, battlesStep } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';
import { startTurn } from './04-sequence-of-play.ts';

export function newGame(options: Options): BattlesState {
  const control: Side[] = new Array(ZONE.F + 1).fill('german');
  for (const id of Object.keys(SEC)) control[+id] = SEC[+id].start; // 2.1.4
  const s: BattlesState = {
    turn: 1,
    step: { k: 'setup', side: 'german' },
    phase: 'setup',
    control,
    loc: new Array(N_UNITS).fill(OUT),
    spent: new Array(N_UNITS).fill(0),
    options,
    toPlace: { allied: [], german: [] },
    released: { french: 0, panzer: 0, reserve: 0, fifth: 0 },
    rommelNorth: false,
    northward: [],
    momentum: 'allied',
    turnInitiative: 'allied',
    impulse: 1,
    lastImpulsePass: false,
    advantage: 'allied', // 9.0, 12.1
    advantageUsed: { allied: false, german: false },
    air: { allied: 0, german: 0 },
    vp: 0,
    vpNeeded: VICTORY_VP,
    bids: { allied: null, german: null },
    swapped: false,
    rollsDone: [],
    pendingInitiative: null,
    pendingRefresh: null,
    bombardFailed: false,
    bombarded: [],
    bombardTargets: [],
    assault: null,
    combat: null,
    result: null,
  };
  UNITS.forEach((d, u) => {
    if (d.rOf || (d.balance && !options.germanArtillery)) return; // 12.1 R counters set aside; 15.2
    if (options.historicalSetup)
      BOARD.setLoc(s, u, HISTORICAL[d.side][d.group!]); // 14.2
    else if (LATE_GROUPS[d.side].includes(d.group!)) BOARD.setLoc(s, u, WAITING); // 13.1-13.3
  });
  // 12.1 R counters and 13.1-13.3 the late groups are not placed in turns; 14.1 the bids.
  openGame(
    s,
    UNITS,
    (d) => !d.rOf && !LATE_GROUPS[d.side].includes(d.group!),
    () => afterSides(s, undefined),
  );
  return s;
}

/** 14.2 the historical setup starts Turn 1; else 12.2 the German player places the first group. */
export function afterSides(s: BattlesState, log: Log) {
  setupOrStart(s, 'german', () => {
    log?.(told('14.2', (w) => w.log.historicalSetup));
    startTurn(s, log);
  });
}

/** Per side, the sectors of its fixed groups (12.2.1); per "side group", its units other than leaders. */
const RESERVED_SECTORS: Record<Side, number[]> = {
  allied: Object.entries(FIXED_GROUP)
    .filter(([k]) => k.startsWith('allied'))
    .map(([, a]) => a),
  german: Object.entries(FIXED_GROUP)
    .filter(([k]) => k.startsWith('german'))
    .map(([, a]) => a),
};

const GROUP_NON_LEADERS = new Map<string, number[]>();
for (let u = 0; u < N_UNITS; u++) {
  if (UNITS[u].type === 'leader') continue;
  const key = `${UNITS[u].side} ${UNITS[u].group}`;
  GROUP_NON_LEADERS.set(key, [...(GROUP_NON_LEADERS.get(key) ?? []), u]);
}

/** 12.2.1 / 12.2.2 the sectors where `group` may be placed now. */
export function setupSectors(s: BattlesState, side: Side, group: string, open = openSetupSectors(s, side)): number[] {
  const key = `${side} ${group}`;
  const fixed = FIXED_GROUP[key];
  if (fixed) return [fixed];
  let size = 0;
  for (const u of GROUP_NON_LEADERS.get(key) ?? []) if (s.loc[u] === OUT) size++;
  // 5.1.3 at most 10 units (5 in sector 25).
  return size <= ARRAS_STACKING ? open : open.filter((a) => size <= stackLimit(a));
}

/** 12.2.1 the setup sectors of `side` still open to a group: one group per sector, none in a fixed group's sector. */
export function openSetupSectors(s: BattlesState, side: Side): number[] {
  const reserved = RESERVED_SECTORS[side];
  return SETUP_SECTORS[side].filter((a) => !reserved.includes(a) && !BOARD.hasUnits(s, a, side));
}

export function place(s: BattlesState, side: Side, group: string, area: number, log: Log) {
  for (let u = 0; u < N_UNITS; u++) {
    // 12.1 R counters stay aside; 15.2 the 7/3/78 artillery comes with Group B only with its option.
    if (SIDE_OF[u] === side && UNITS[u].group === group && s.loc[u] === OUT && !UNITS[u].rOf && (!UNITS[u].balance || s.options.germanArtillery))
      BOARD.setLoc(s, u, area);
  }
  groupPlaced(s, side, group, log, () => told('12.2', (w) => w.log.placed(side, group, area)), startTurn);
}

/** 12.2 the alternate setup: the side to place puts one of its groups in a Sector open to it. */
export const setupStep = battlesStep('setup', {
  rule: '12.2',
  actor: (s) => ONLY[stepOf(s, 'setup').side],
  legal: (s, side, out) => {
    const open = openSetupSectors(s, side);
    for (const g of s.toPlace[side]) for (const a of setupSectors(s, side, g, open)) out.push({ type: 'place', group: g, area: a });
  },
  perform: { place: (s, a, log, role) => place(s, sideOf(role), a.group, a.area, log) },
  prompt: PROMPTS.setup,
});
