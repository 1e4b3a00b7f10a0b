// Night Phase: the turn marker returns to impulse 0 (02-daylight.ts); the British player, then the
// German: a roll to refresh each Hurricane Barrage marker (>= 4 on 20 November, >= 5 after; the
// German >= 5), ammunition (2d6+3, 2d6 or 1d6 by the day; the German 1d6 or 2d6), artillery markers
// bought with ammunition; the British roll for each exhausted tank (<= its exhausted defense
// refreshes it, else it steps down; no supply line to I-L steps it down), refresh one infantry unit in
// zone J or K on 25 November, dismount cavalry, and trade a removed cavalry unit for an infantry
// refresh; the German refreshes 1 (20-24 November) or 2 exhausted infantry units in supply.
import type { CambraiAction } from '../actions.ts';
import { ARTILLERY, FIRST_DAY, UNITS as UNITS_, ammoDice } from '../data.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import {
  type CambraiState,
  type Side,
  type Step,
  type Task,
  N_UNITS as N_UNITS_,
  REMOVED,
  actsAsInfantry as actsAsInfantry_,
  exhaustedDefenseOf,
  inSupply as inSupply_,
  isCavalry as isCavalry_,
  isTank as isTank_,
  actsFor,
  setLoc,
  setSpent,
  unitOf,
  updateControl,
  stepAt,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { advance, doneChoosing, keep, kept, push, roll } from './00-sequence.ts';
import { offerAdvantage } from './11-advantage.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [UNITS, N_UNITS, isCavalry, isTank, actsAsInfantry, inSupply] = [UNITS_, N_UNITS_, isCavalry_, isTank_, actsAsInfantry_, inSupply_] as const;

export function nightFor(s: CambraiState, side: Side, log: Log) {
  log?.(told('Night Phase', (w) => w.log.nightFor(side)));
  const tasks: Task[] = [];
  // A roll for each Hurricane Barrage marker (all are used or lost by now: endDaylight).
  for (let i = 0; i < s.hurricane[side].length; i++) tasks.push({ t: 'hb-refresh', side, marker: i });
  tasks.push({ t: 'ammo', side }, { t: 'buy', side });
  if (side === 'allied') {
    tasks.push({ t: 'tank-advantage' });
    for (const u of exhaustedTanks(s)) tasks.push({ t: 'refit', unit: u });
    if (s.day === 25) tasks.push({ t: 'refresh', side, left: 1, where: 'JK' });
    tasks.push({ t: 'cavalry' });
  } else {
    tasks.push({ t: 'refresh', side, left: s.day <= 24 ? 1 : 2, where: 'supply' });
  }
  push(s, ...tasks);
}

function hbRefresh(s: CambraiState, side: Side, marker: number, dr: number, log: Log) {
  const need = side === 'german' ? 5 : s.day === FIRST_DAY ? 4 : 5;
  if (dr >= need) s.hurricane[side][marker] = true;
  log?.(told('Night Phase', (w) => w.log.hbRefresh(side, marker, dr, need)));
}

function ammo(s: CambraiState, side: Side, dice: number[], log: Log) {
  const { plus } = ammoDice(side, s.day);
  const n = dice.reduce((a, b) => a + b, 0) + plus;
  s.ammo[side] += n;
  log?.(told('Night Phase', (w) => w.log.ammo(side, dice, plus, n, s.ammo[side])));
  offerAdvantage(s, side, 'ammo');
}

/** Artillery markers that may be bought now: ammunition / price, within the counter mix. */
export function maxBuy(s: CambraiState, side: Side): number {
  return Math.max(0, Math.min(Math.floor(s.ammo[side] / ARTILLERY.price), ARTILLERY.max[side] - s.markers[side]));
}

function buy(s: CambraiState, side: Side, n: number, log: Log) {
  s.ammo[side] -= n * ARTILLERY.price;
  s.markers[side] += n;
  log?.(told('Night Phase', (w) => w.log.buys(side, n, n * ARTILLERY.price, s.ammo[side])));
  s.step = { k: 'idle' };
  advance(s, log);
}

export function exhaustedTanks(s: CambraiState): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (isTank(u) && s.loc[u] > 0 && s.spent[u]) out.push(u);
  return out;
}

/** Night Phase: roll for an exhausted tank (one that cannot trace supply steps down at once). */
export function refitTask(s: CambraiState, task: Extract<Task, { t: 'refit' }>, log: Log) {
  const u = task.unit;
  if (!(s.loc[u] > 0 && s.spent[u])) return; // refitted by the Advantage
  if (!inSupply(s, 'allied', s.loc[u])) {
    log?.(told('Night Phase', (w) => w.log.noSupplyLine(u)));
    return stepDown(s, u, log);
  }
  roll(s, 'refit', 1, { unit: u });
}

function refit(s: CambraiState, u: number, dr: number, log: Log) {
  const need = exhaustedDefenseOf(s, u);
  if (dr <= need) {
    setSpent(s, u, 0);
    log?.(told('Night Phase', (w) => w.log.refitted(u, s.tank[u], dr, need)));
    return;
  }
  log?.(told('Night Phase', (w) => w.log.refitFails(u, s.tank[u], dr, need)));
  stepDown(s, u, log);
}

function stepDown(s: CambraiState, u: number, log: Log) {
  if (s.tank[u] <= 2) {
    setLoc(s, u, REMOVED);
    setSpent(s, u, 0);
    log?.(told('Night Phase', (w) => w.log.tankEliminated(u)));
    return;
  }
  s.tank[u] -= 2;
  setSpent(s, u, 0);
  log?.(told('Night Phase', (w) => w.log.tankReplaced(u, s.tank[u])));
}

/** Exhausted infantry that may be refreshed at Night. */
export function refreshOptions(s: CambraiState, side: Side, where: 'supply' | 'JK'): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (UNITS[u].side !== side || !s.spent[u] || s.loc[u] <= 0 || !actsAsInfantry(s, u)) continue;
    if (where === 'JK' ? s.loc[u] === 48 || s.loc[u] === 49 : inSupply(s, side, s.loc[u])) out.push(u);
  }
  return out;
}

function refresh(s: CambraiState, u: number, log: Log) {
  setSpent(s, u, 0);
  log?.(told('Night Phase', (w) => w.log.refreshed(u)));
  s.step = { k: 'idle' };
  advance(s, log);
}

/** Night Phase cavalry: dismount as desired; trade a removed cavalry unit for an infantry refresh (both in supply). */
export function cavalryActions(s: CambraiState): CambraiAction[] {
  const out: CambraiAction[] = [];
  const cavalry: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (isCavalry(u) && s.loc[u] > 0) cavalry.push(u);
  for (const u of cavalry) if (!s.dismounted[u]) out.push((DISMOUNT_ACTIONS[u] ??= Object.freeze({ type: 'dismount', unit: UNITS[u].id })));
  const infantry = refreshOptions(s, 'allied', 'supply');
  for (const u of cavalry) {
    if (!inSupply(s, 'allied', s.loc[u])) continue;
    for (const v of infantry)
      if (v !== u) out.push((TRADE_ACTIONS[u * N_UNITS + v] ??= Object.freeze({ type: 'trade', unit: UNITS[u].id, refresh: UNITS[v].id })));
  }
  out.push(DONE);
  return out;
}

/** The Night cavalry's actions, one frozen object each, made on first use (the listing is built often; nothing writes into a listed action). */
const DISMOUNT_ACTIONS: (CambraiAction | undefined)[] = [];
const TRADE_ACTIONS: (CambraiAction | undefined)[] = [];
const DONE: CambraiAction = Object.freeze({ type: 'done' });

// ---- the Night's tasks and rolls, in the aid's order ---------------------------------------------

type RollStep = Extract<Step, { k: 'roll' }>;

export function hbRefreshTask(s: CambraiState, task: Extract<Task, { t: 'hb-refresh' }>) {
  roll(s, 'hb-refresh', 1, { side: task.side, marker: task.marker });
}

export function hbRefreshRoll(s: CambraiState, dice: number[], st: RollStep, log: Log) {
  hbRefresh(s, st.side!, st.marker!, dice[0], log);
  advance(s, log);
}

export function ammoTask(s: CambraiState, task: Extract<Task, { t: 'ammo' }>) {
  roll(s, 'ammo', ammoDice(task.side, s.day).dice, { side: task.side });
}

export function ammoRoll(s: CambraiState, dice: number[], st: RollStep, log: Log) {
  ammo(s, st.side!, dice, log);
  advance(s, log);
}

export function buyTask(s: CambraiState, task: Extract<Task, { t: 'buy' }>) {
  if (maxBuy(s, task.side) <= 0) return;
  s.step = { k: 'buy', side: task.side };
}

export function refitRoll(s: CambraiState, dice: number[], st: RollStep, log: Log) {
  refit(s, st.unit!, dice[0], log);
  advance(s, log);
}

export function refreshTask(s: CambraiState, task: Extract<Task, { t: 'refresh' }>) {
  if (!refreshOptions(s, task.side, task.where).length || task.left <= 0) return;
  s.step = { k: 'refresh', side: task.side, where: task.where };
  s.queue.unshift({ ...task, left: task.left - 1 });
}

export function cavalryTask(s: CambraiState) {
  const list = cavalryActions(s);
  if (list.length <= 1) return;
  s.step = { k: 'cavalry' };
  keep(s, list); // the listing of the decision asked for
}

// ---- the Night's decisions ------------------------------------------------------------------------

const buying = (s: CambraiState) => stepAt(s, 'buy');
const refreshing = (s: CambraiState) => stepAt(s, 'refresh');

/** Night Phase: purchase artillery markers with ammunition points. */
export const buyStep = cambraiStep({
  rule: 'Night Phase',
  actor: (s) => actsFor(buying(s).side),
  legal: (s, _role, out) => {
    for (let n = 0; n <= maxBuy(s, buying(s).side); n++) out.push({ type: 'buy', n });
  },
  perform: { buy: (s, a, log) => buy(s, buying(s).side, a.n, log) },
  prompt: promptOf('buy', 'Night Phase'),
});

/** Night Phase: refresh exhausted infantry (the German in supply; the British in zone J or K on 25 November). */
export const refreshStep = cambraiStep({
  rule: 'Night Phase',
  actor: (s) => actsFor(refreshing(s).side),
  legal: (s, _role, out) => {
    const st = refreshing(s);
    for (const u of refreshOptions(s, st.side, st.where)) out.push({ type: 'refresh', unit: UNITS[u].id });
    out.push({ type: 'done' });
  },
  perform: { refresh: (s, a, log) => refresh(s, unitOf(a.unit), log), done: (s, _a, log) => doneChoosing(s, log) },
  prompt: promptOf('refresh', 'Night Phase'),
});

/** Night Phase: the British dismount cavalry and trade removed cavalry for infantry refreshes. */
export const cavalryStep = cambraiStep({
  rule: 'Night Phase',
  actor: () => actsFor('allied'),
  legal: (s) => kept(s) ?? cavalryActions(s),
  perform: {
    dismount: (s, a, log) => {
      const u = unitOf(a.unit);
      s.dismounted[u] = 1;
      log?.(told('Night Phase', (w) => w.log.dismounts(u)));
    },
    trade: (s, a, log) => {
      const u = unitOf(a.unit);
      const v = unitOf(a.refresh);
      const from = s.loc[u];
      setLoc(s, u, REMOVED);
      updateControl(s, from);
      setSpent(s, v, 0);
      log?.(told('Night Phase', (w) => w.log.traded(u, v)));
      const list = cavalryActions(s);
      if (list.length > 1) return keep(s, list); // the listing of the next decision
      s.step = { k: 'idle' };
      advance(s, log);
    },
    done: (s, _a, log) => doneChoosing(s, log),
  },
  prompt: promptOf('cavalry', 'Night Phase'),
});
