// Test helpers: build exact positions and play actions with the kernel's validation.
import { type Action, type LogEntry, applyAction } from '../../../src/kernel/game.ts';
import { cambrai1917 as game } from '../../../src/games/cambrai-1917/game.ts';
import { type CambraiState, OFF_MAP, UNIT_INDEX, type Side, invalidateOccupancy, updateControl } from '../../../src/games/cambrai-1917/state.ts';
import { AREAS, AREA_BY_ID, BOUNDARIES, type Identifier } from '../../../src/games/cambrai-1917/data.ts';
import { expectRefused } from '../../families/area-impulse-helpers.ts';

export { game };
export const idx = (id: string) => {
  const i = UNIT_INDEX[id];
  if (i === undefined) throw new Error(`no unit ${id}`);
  return i;
};

/** A new campaign game (British impulse 1 of 20 November: the opening barrage is under way). */
export const campaign = () => game.setup({ scenario: 'campaign' });

/** An empty map at the start of an impulse of `side` on `day` (every unit off the map). */
export function emptyBoard(day = 22, side: Side = 'allied', impulse = 3): CambraiState {
  const s = campaign();
  s.loc = s.loc.map(() => OFF_MAP);
  s.spent = s.spent.map(() => 0);
  for (const a of AREAS) s.control[a.id] = a.sector;
  s.day = day;
  s.phase = 'daylight';
  s.active = side;
  s.impulse = impulse;
  s.sunset = null;
  s.queue = [];
  s.barrage = null;
  s.assault = null;
  s.combat = null;
  s.markers = { allied: 0, german: 0 };
  s.hurricane = { allied: [false, false], german: [false] };
  s.weather = 'clear';
  s.step = { k: 'impulse' };
  invalidateOccupancy(s);
  return s;
}

/** Put units in an area (control follows, as the rules would have it). */
export function put(s: CambraiState, area: number, ids: string[], spent = false): void {
  for (const id of ids) {
    s.loc[idx(id)] = area;
    s.spent[idx(id)] = spent ? 1 : 0;
  }
  invalidateOccupancy(s);
  updateControl(s, area);
}

const roleOf = (r: string) => (r === 'allied' ? 'british' : r);

export function play(s: CambraiState, role: string, action: Action): LogEntry[] {
  const log: LogEntry[] = [];
  invalidateOccupancy(s);
  applyAction(game, s, roleOf(role), action, (e) => log.push(e));
  return log;
}

export function dice(s: CambraiState, ...d: number[]): LogEntry[] {
  return play(s, 'chance', { type: 'dice', dice: d });
}

export function legalOf(s: CambraiState, role: string): Action[] {
  invalidateOccupancy(s);
  return game.legalActions(s, roleOf(role));
}

export function isLegal(s: CambraiState, role: string, action: Action): boolean {
  const key = JSON.stringify(action, Object.keys(action).sort());
  return legalOf(s, role).some((a) => JSON.stringify(a, Object.keys(a).sort()) === key);
}

export function refused(s: CambraiState, role: string, action: unknown, rule: string | null, message?: RegExp) {
  invalidateOccupancy(s);
  return expectRefused(game, s, roleOf(role), action, rule, message);
}

export const texts = (log: LogEntry[]) => log.map((e) => e.text).join('\n');

// Positions picked from the map data instead of pinned area numbers (ruling M1 changed which areas touch).
const OPEN_NEIGHBOURS = new Map<number, number[]>();
for (const b of BOUNDARIES)
  if (b.kind === 'open')
    for (const [x, y] of [
      [b.a, b.b],
      [b.b, b.a],
    ])
      OPEN_NEIGHBOURS.set(x, [...(OPEN_NEIGHBOURS.get(x) ?? []), y]);
/** The areas (not zones) across an open boundary from `a`, in the data's order. */
export const openNeighbours = (a: number): number[] => (OPEN_NEIGHBOURS.get(a) ?? []).filter((x) => !AREA_BY_ID[x].zone);
const front = (a: number, side: 'allied' | 'german') => !AREA_BY_ID[a].zone && AREA_BY_ID[a].sector === side;

/** The first open boundary of the data between a British-sector area and a German-sector area (no zones), the German one with `identifier` if given: [British area, German area]. */
export function frontPair(identifier?: Identifier): [number, number] {
  for (const b of BOUNDARIES) {
    if (b.kind !== 'open') continue;
    for (const [x, y] of [
      [b.a, b.b],
      [b.b, b.a],
    ])
      if (front(x, 'allied') && front(y, 'german') && (!identifier || AREA_BY_ID[y].identifier === identifier)) return [x, y];
  }
  throw new Error(`no British area borders a German ${identifier ?? ''} area`);
}

/** The shortest chain over open boundaries from `a` to a British-sector area (not a zone), both ends included. */
export function pathToBritish(a: number): number[] {
  const prev = new Map<number, number>([[a, a]]);
  const queue = [a];
  for (let i = 0; i < queue.length; i++) {
    const x = queue[i];
    if (x !== a && front(x, 'allied')) {
      const path = [x];
      while (path[0] !== a) path.unshift(prev.get(path[0])!);
      return path;
    }
    for (const y of OPEN_NEIGHBOURS.get(x) ?? []) if (!prev.has(y) && !AREA_BY_ID[y].zone) prev.set(y, x), queue.push(y);
  }
  throw new Error(`no open path from ${a} to the British sector`);
}

/**
 * Play on until `stop(s)`: every roll gets the dice `die(purpose)` (each die the same value), every
 * decision the Advantage kept or else the first legal action; returns the rolls made (purpose, side).
 */
export function playUntil(
  s: CambraiState,
  stop: (s: CambraiState) => boolean,
  die: (purpose: string) => number,
  limit = 500,
): { purpose: string; side?: Side }[] {
  const rolls: { purpose: string; side?: Side }[] = [];
  for (let i = 0; i < limit && !stop(s); i++) {
    const st = s.step;
    if (st.k === 'roll') {
      rolls.push({ purpose: st.purpose, side: st.side });
      dice(s, ...new Array<number>(st.dice).fill(die(st.purpose)));
      continue;
    }
    const role = game.toAct(s)[0];
    if (!role) throw new Error(`playUntil: nobody to act at step ${st.k}`);
    const legal = legalOf(s, role);
    play(s, role, legal.find((a) => a.type === 'advantage' && a.use === false) ?? legal[0]);
  }
  if (!stop(s)) throw new Error(`playUntil: not reached (step ${s.step.k})`);
  return rolls;
}

/** Combat: the attacker's 2d6, the defender's forward unit when he has a choice (`forward`, else the first listed), the defender's 2d6. */
export function fight(s: CambraiState, attack: [number, number], defense: [number, number], forward?: string): LogEntry[] {
  const log = dice(s, ...attack);
  if (s.step.k === 'forward') {
    const role = game.toAct(s)[0];
    log.push(...play(s, role, forward ? { type: 'forward', unit: forward } : legalOf(s, role)[0]));
  }
  log.push(...dice(s, ...defense));
  return log;
}

/** A British Assault from `from`: `units` move into `to` and attack it (the point unit is then due, or the dice when one unit attacks). */
export function attackWith(s: CambraiState, from: number, to: number, units: string[]): void {
  play(s, 'british', { type: 'assault', area: from });
  for (const u of units) play(s, 'british', { type: 'move', unit: u, to });
  play(s, 'british', { type: 'attack', area: to });
}
