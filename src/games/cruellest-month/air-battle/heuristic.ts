// A greedy air-battle policy for computer players, reading only one side's view and its legal
// actions (never the other side's secrets): bombers fly to the nearest T hex, attack and head home;
// escorts and interceptors close on the enemy, preferring to end behind it at its altitude, and fire
// at the weakest target in reach; defensive fire is always taken; interceptors roll to enter at
// once and pick the entry hex nearest the raid. Used by the strategic AI as a rollout/heuristic
// player (`chooseAirBattleAction`).

import type { Action, Role } from '../../../kernel/game.ts';
import type { AirBattleGlance, UnitSeen } from './battle.ts';
import type { Altitude, Facing } from './contract.ts';
import { BOARD_GRID, RAID_ENTRY_AREA, TARGET_HEX, TARGET_ZONE } from './data.ts';
import { ahead, aspect, inForwardArc, turn } from './geometry.ts';

const ALT: Altitude[] = ['low', 'medium', 'high'];
const T = TARGET_ZONE.hexes;

interface Pos {
  hex: string | null;
  facing: Facing;
  altitude: Altitude | null;
}

/** `alt` moved `d` levels, within low-high (module level, as every helper here: tsx wraps a named closure at each call). */
function shift(alt: Altitude | null, d: number): Altitude | null {
  return alt ? ALT[Math.max(0, Math.min(2, ALT.indexOf(alt) + d))] : null;
}

/** Where a movement action takes the moving unit (null hex: off the board). */
function after(u: UnitSeen, a: Action): Pos | null {
  if (!u.hex) return null;
  const alt = u.altitude;
  const f = u.facing;
  switch (a.type) {
    case 'ab-forward':
      return { hex: ahead(u.hex, f), facing: f, altitude: alt };
    case 'ab-climb':
      return { hex: ahead(u.hex, f), facing: f, altitude: shift(alt, 1) };
    case 'ab-zoom':
      return { hex: ahead(u.hex, f), facing: f, altitude: 'high' };
    case 'ab-dive':
      return { hex: ahead(u.hex, f), facing: f, altitude: shift(alt, -1) };
    case 'ab-immelmann':
      return { hex: ahead(u.hex, f), facing: turn(f, 3), altitude: alt };
    case 'ab-roll':
      return { hex: ahead(u.hex, f + (a.dir === 'left' ? -1 : 1)), facing: f, altitude: alt };
    case 'ab-turn':
      return { hex: u.hex, facing: turn(f, a.dir === 'left' ? -1 : 1), altitude: alt };
    case 'ab-exit':
      return { hex: null, facing: f, altitude: alt };
  }
  return null;
}

/** The board's edge hexes (fewer than six neighbours). */
const EDGE = BOARD_GRID.ids.filter((h) => BOARD_GRID.neighbours(h).length < 6);
const dist = (a: string, b: string) => BOARD_GRID.distance(a, b);
const nearest = (from: string, hexes: string[]) => hexes.reduce((best, h) => (dist(from, h) < dist(from, best) ? h : best), hexes[0]);

/** How good it is for `u` to be at `p`, chasing `goal` (a hex), with `prey` to get behind. */
function score(p: Pos, goal: string | null, prey: UnitSeen | null, wantAltitude: Altitude | null): number {
  if (!p.hex) return goal === null ? 100 : -100;
  let s = 0;
  if (goal) {
    s -= 10 * dist(p.hex, goal);
    const next = ahead(p.hex, p.facing);
    if (next && dist(next, goal) < dist(p.hex, goal)) s += 4; // pointing the right way
  }
  if (prey?.hex) {
    const d = dist(p.hex, prey.hex);
    if (d > 0 && d <= 4 && inForwardArc(p.hex, p.facing, prey.hex)) s += 12 - 2 * d;
    if (d > 0 && aspect(prey.hex, prey.facing, p.hex) === 'rear') s += 6;
    if (prey.altitude && p.altitude === prey.altitude) s += 5;
  }
  if (wantAltitude && p.altitude === wantAltitude) s += 3;
  return s;
}

/** The first legal action of `type` (and with `field` = `value` when given). */
function find(legal: readonly Action[], type: string, field?: string, value?: unknown): Action | undefined {
  for (const a of legal) if (a.type === type && (field === undefined || a[field] === value)) return a;
  return undefined;
}

/** The Defence Factor of a fire's target (the balloon's 2). */
function targetDf(view: AirBattleGlance, a: Action): number {
  return a.target === 'balloon' ? 2 : (view.units.find((x) => x.id === a.target)?.face.df ?? 9);
}

/** A sensible action for `role` from its view and legal actions (the first legal action if nothing better). */
export function chooseAirBattleAction(view: AirBattleGlance, role: Role, legal: readonly Action[]): Action {
  if (legal.length === 0) throw new Error('no legal air battle action');
  const enemies = view.units.filter((u) => u.side !== role && u.where === 'board' && u.hex);

  // Setup.
  const seq = legal.filter((a) => a.type === 'ab-sequence');
  if (seq.length) {
    const u = view.units.find((x) => x.id === seq[0].unit)!;
    const want: Altitude = u.loaded ? 'medium' : u.task === 'escort' || u.task === 'intercept' ? 'high' : 'medium';
    return seq.find((a) => a.altitude === want) ?? seq[0];
  }
  const place = legal.filter((a) => a.type === 'ab-place');
  if (place.length) {
    // The hex and facing that point straightest at the target.
    let best = place[0];
    let bestS = -Infinity;
    for (const a of place) {
      const next = ahead(String(a.hex), Number(a.facing));
      const s = next ? -dist(next, TARGET_HEX.hex) * 2 - dist(String(a.hex), TARGET_HEX.hex) : -1000;
      if (s > bestS) {
        bestS = s;
        best = a;
      }
    }
    return best;
  }
  const aa = legal.filter((a) => a.type === 'ab-place-aa');
  if (aa.length) {
    // Guard the approach from the Raid Entry Area: hexes between it and the balloon.
    const raid = RAID_ENTRY_AREA.hexes[Math.floor(RAID_ENTRY_AREA.hexes.length / 2)];
    return aa.reduce(
      (b, a) => (dist(String(a.hex), raid) + dist(String(a.hex), TARGET_HEX.hex) < dist(String(b.hex), raid) + dist(String(b.hex), TARGET_HEX.hex) ? a : b),
      aa[0],
    );
  }
  if (legal.some((a) => a.type === 'ab-balloon')) {
    const threat = enemies.some((e) => e.hex && dist(e.hex, TARGET_HEX.hex) <= 4);
    return (threat && find(legal, 'ab-balloon', 'move', 'down')) || find(legal, 'ab-balloon', 'move', 'stay')!;
  }
  const defend = find(legal, 'ab-defend');
  if (defend) return defend;
  const hold = find(legal, 'ab-hold');
  if (hold) return hold;

  const u = view.moving ? view.units.find((x) => x.id === view.moving!.unit) : undefined;
  if (!u) return legal[0];
  const mission = u.side === view.missionSide;

  // Off the board: roll to enter; then the entry hex nearest the raid, facing it.
  const enterRoll = find(legal, 'ab-enter-roll');
  if (enterRoll) return enterRoll;
  const enter = legal.filter((a) => a.type === 'ab-enter');
  if (enter.length) {
    const goal = enemies.length ? enemies[0].hex! : TARGET_HEX.hex;
    return enter.reduce((b, a) => {
      const sa = -dist(String(a.hex), goal) * 2 - (ahead(String(a.hex), Number(a.facing)) ? dist(ahead(String(a.hex), Number(a.facing))!, goal) : 99);
      const sb = -dist(String(b.hex), goal) * 2 - (ahead(String(b.hex), Number(b.facing)) ? dist(ahead(String(b.hex), Number(b.facing))!, goal) : 99);
      return sa > sb ? a : b;
    }, enter[0]);
  }
  if (u.where === 'waiting') return find(legal, 'ab-place') ?? find(legal, 'ab-end') ?? legal[0];

  // Attacks first.
  for (const t of ['ab-bomb', 'ab-spot', 'ab-strafe', 'ab-attack-aa']) {
    const a = find(legal, t);
    if (a) return a;
  }
  const fires = legal.filter((a) => a.type === 'ab-fire');
  if (fires.length) {
    // Forward guns lose the RB's defensive fire; use the observer when it can.
    return fires.reduce((b, a) => {
      const da = targetDf(view, a);
      const db = targetDf(view, b);
      return da < db || (da === db && a.guns === 'observer') ? a : b;
    }, fires[0]);
  }

  // Where to go.
  let goal: string | null = null;
  let prey: UnitSeen | null = null;
  let wantAlt: Altitude | null = null;
  if (mission && (u.task === 'bombing' || u.task === 'spotting' || u.task === 'strafing') && !u.delivered && !u.aborted && u.hex) {
    goal = nearest(u.hex, T);
    if (u.task === 'strafing') wantAlt = 'low';
    if (u.task === 'spotting' && u.altitude === 'high') wantAlt = 'medium';
  } else if (mission && u.task === 'balloon' && view.balloon && !view.balloon.destroyed && view.balloon.altitude !== 'ground') {
    goal = view.balloon.hex;
    wantAlt = view.balloon.altitude;
  } else if (mission && u.task !== 'escort') {
    goal = null; // done: head for the nearest edge
  } else if (enemies.length && u.hex) {
    const bombers = enemies.filter((e) => e.loaded || e.type === 'RB' || e.type === 'NB');
    const pool = !mission && bombers.length ? bombers : enemies;
    prey = pool.reduce((b, e) => (dist(u.hex!, e.hex!) < dist(u.hex!, b.hex!) ? e : b), pool[0]);
    goal = prey.hex;
    wantAlt = prey.altitude;
  } else {
    goal = TARGET_HEX.hex;
  }
  const moves = legal.filter((a) => after(u, a) !== null);
  if (goal === null) {
    const exit = find(legal, 'ab-exit');
    if (exit) return exit;
    // Towards the nearest board edge.
    const edge = u.hex ? EDGE.reduce((b, h) => (dist(u.hex!, h) < dist(u.hex!, b) ? h : b)) : null;
    goal = edge;
  }
  const end = find(legal, 'ab-end');
  if (end && view.moving!.mp === 0) {
    // Only the optional MPs from diving (or wind) remain: use them only if they help.
    const here = score({ hex: u.hex, facing: u.facing, altitude: u.altitude }, goal, prey, wantAlt);
    const better = moves.filter((a) => a.type !== 'ab-exit' && score(after(u, a)!, goal, prey, wantAlt) > here + 2);
    return better[0] ?? end;
  }
  // The best-scoring move (the first of the best).
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of moves) {
    const sa = score(after(u, a)!, goal, prey, wantAlt);
    if (best === undefined || sa > bestScore) {
      best = a;
      bestScore = sa;
    }
  }
  if (best) return best;
  return end ?? legal[0];
}
