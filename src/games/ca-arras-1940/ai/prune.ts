// Computer-player knowledge for Counter-Attack (1940): the actions worth considering (Knowledge.prune):
// no stalling returns, attacks with concentration (9.4.1), no opening of Zone A/B to the Allies.
import { sideOfRole } from '../../../families/area-impulse/board.ts';
import type { ArrasAction } from '../actions.ts';
import type { Action, Role } from '../../../kernel/game.ts';
import { UNITS, ZONE } from '../data.ts';
import { legal as legal_, perform } from '../steps.ts';
import { type ArrasState, type Side, AREA_BY_ID, N_UNITS, UNIT_INDEX } from '../state.ts';

const u = (id: unknown): number => UNIT_INDEX[id as string] ?? -1;

/** P(AT - DT = k), k = -10..10 at index k + 10: attacker 2d6 against defender 2d6 (9.4.1). */
const DR_DIFF: number[] = (() => {
  const p = new Array<number>(21).fill(0);
  for (let a = 2; a <= 12; a++) for (let b = 2; b <= 12; b++) p[a - b + 10] += ((6 - Math.abs(a - 7)) * (6 - Math.abs(b - 7))) / 1296;
  return p;
})();
/** A computer player does not begin a Mandatory Attack whose best case wins less often than this. */
export const MIN_ATTACK_CHANCE = 0.3;

/** What the attack-chance estimate needs of a unit (a counter of data.ts or a unit of the view). */
interface CombatUnit {
  id: string;
  type: string;
  attack?: number | null;
  defense: number;
}

/**
 * The chance that an attack by `attackers` on `defenders` in an Area of TEM `tem` succeeds (AT > DT,
 * 9.4.4), from AV (9.4.2: best Armor/Infantry lead, +1 per other unit, +2 Rommel, +1 combined arms,
 * +1 German air support from Turn 4) and DV (9.4.3: best defender, +1 per other Fresh non-Leader,
 * TEM, +1 per Leader; the water/canal bonus is left out: an upper bound).
 */
export function successChance(
  side: Side,
  turn: number,
  attackers: readonly CombatUnit[],
  defenders: readonly CombatUnit[],
  defenderFresh: (i: number) => boolean,
  tem: number,
): number {
  let lead = -1;
  for (const x of attackers) if ((x.type === 'armor' || x.type === 'infantry') && (x.attack ?? 0) > lead) lead = x.attack ?? 0;
  if (lead < 0 || !defenders.length) return lead < 0 ? 0 : 1;
  let av = lead + attackers.length - 1;
  if (attackers.some((x) => x.id === 'Rommel')) av += 1;
  if (new Set(attackers.filter((x) => x.type !== 'leader').map((x) => x.type)).size >= 3) av += 1;
  if (side === 'german' && turn >= 4) av += 1;
  let best = -1;
  let troops = 0;
  let fresh = 0;
  for (let k = 0; k < defenders.length; k++) {
    const x = defenders[k];
    if (x.type === 'leader') continue;
    troops++;
    if (defenderFresh(k)) fresh++;
    if (best < 0 || x.defense > defenders[best].defense) best = k;
  }
  if (best < 0) for (let k = 0; k < defenders.length; k++) if (best < 0 || defenders[k].defense > defenders[best].defense) best = k;
  const dv = defenders[best].defense + Math.max(0, fresh - (defenderFresh(best) ? 1 : 0)) + tem + (defenders.length - troops);
  let p = 0;
  for (let k = -10; k <= 10; k++) if (av + k > dv) p += DR_DIFF[k + 10];
  return p;
}

/** successChance for unit indexes on a model state. */
function attackChance(s: ArrasState, side: Side, attackers: number[], area: number): number {
  const defenders: number[] = [];
  for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === area && UNITS[i].side !== side) defenders.push(i);
  return successChance(
    side,
    s.turn,
    attackers.map((i) => UNITS[i]),
    defenders.map((i) => UNITS[i]),
    (k) => !s.spent[defenders[k]],
    AREA_BY_ID[area].tem,
  );
}

/**
 * Concentration of force (9.4.2B: +1 per extra attacker). Without it the computer players sent
 * single units into full stacks (AV 2 against DV 10): the move into an enemy-occupied Area scores
 * the Contested Area, not the Mandatory Attack that must follow. So they do not enter an
 * enemy-occupied Area unless the mover, the units already there and every Fresh unit still able to
 * act in the Active Area could together win at least MIN_ATTACK_CHANCE of the time; and they do
 * not declare that attack while another unit can still move in to join it.
 */
function concentrate(s: ArrasState, role: Role, legal: readonly ArrasAction[]): readonly ArrasAction[] {
  const as = s.assault;
  if (!as || s.step.k !== 'assault') return legal;
  const side = sideOfRole(role);
  const enemyAt = (a: number) => {
    for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === a && UNITS[i].side !== side) return true;
    return false;
  };
  const joiners = new Set(legal.flatMap((a) => (a.type === 'move' && enemyAt(a.to) ? [`${a.to}`] : [])));
  return legal.filter((a) => {
    if (a.type === 'attack') return a.area === as.area || !joiners.has(`${a.area}`);
    if (a.type !== 'move') return true;
    const to = a.to;
    if (!enemyAt(to) || as.attacked.includes(to)) return true;
    const mover = u(a.unit);
    const group = new Set<number>([mover, ...(as.enteredBy[to] ?? []).filter((i) => s.loc[i] === to && !s.spent[i])]);
    for (let i = 0; i < N_UNITS; i++) {
      if (s.loc[i] === as.area && UNITS[i].side === side && !s.spent[i] && !as.done.includes(i) && as.eligible.includes(i)) group.add(i);
    }
    return attackChance(s, side, [...group], to) >= MIN_ATTACK_CHANCE;
  });
}

/** 14.2.3: the Areas from which Allied units may enter Zone A and Zone B (Area 2 is the only one next to A). */
const ALLIED_EXITS: Record<number, number[]> = { [ZONE.A]: [2], [ZONE.B]: [2, 4, 6, 7, 8] };

/**
 * The German garrisons of Zones A and B (16.1.1: the Allied Automatic Victory needs Zone A or B Free of
 * German units). A German computer player does not move the last German unit out of either Zone, nor
 * its best defender while an Allied unit stands in an Area from which it may enter the Zone (14.2.3):
 * the Allies must then attack a real garrison instead of winning the game at the End Phase by walking
 * in, or by beating a lone artillery battalion. Without the first rule the German players lost a third
 * of their games (search:200 against the heuristic Allies) to 16.1.1 with the Zones left empty; the
 * second came from games lost after the 7 PzJg left a recce unit alone in Zone B.
 */
function leavesZoneOpen(s: ArrasState, mover: number): boolean {
  const from = s.loc[mover];
  if (from !== ZONE.A && from !== ZONE.B) return false;
  let others = 0;
  let stronger = false;
  for (let i = 0; i < N_UNITS; i++) {
    if (i === mover || s.loc[i] !== from || UNITS[i].side !== 'german') continue;
    others++;
    if (UNITS[i].defense >= UNITS[mover].defense) stronger = true;
  }
  if (others === 0) return true;
  if (stronger) return false;
  for (const n of ALLIED_EXITS[from])
    for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === n && UNITS[i].side === 'allied' && UNITS[i].type !== 'artillery') return true;
  return false;
}

/**
 * Issue 14 point 8: no unit moved back to where it already was in the same impulse (it pads the log
 * and plays nothing): no step into an area on the unit's path this impulse (the view shows it), nor,
 * for a unit that left it, into the Active Area (every mover starts there, 8.1). Such a move is kept
 * only when nothing else is offered.
 */
function noReturn(s: ArrasState, legal: readonly ArrasAction[]): readonly ArrasAction[] {
  const as = s.assault;
  if (!as) return legal;
  const kept = legal.filter((a) => {
    if (a.type !== 'move') return true;
    const m = u(a.unit);
    const to = a.to;
    if (as.paths?.[m]?.includes(to)) return false;
    return s.loc[m] === as.area || to !== as.area;
  });
  return kept.length ? kept : legal;
}

/**
 * Drop stalling moves. Empty Assault Impulses: The rules let an Attacker activate an Area and end the Impulse with no
 * unit acting (8.1: such units stay Fresh); when the other side has no Fresh unit, Momentum returns
 * at once (6.2.2C) and nothing ever ends the Combat Phase. A computer player never does that: it does
 * not end an Assault Impulse before some unit has moved or attacked, and it does not activate an Area
 * whose units can do nothing (the engine would end that Impulse at once) - it passes instead.
 */
export function prune(s: ArrasState, role: Role, listed: readonly Action[]): readonly Action[] {
  // The game's own legal actions, of the shapes of actions.ts.
  const legal = noReturn(s, listed as readonly ArrasAction[]);
  let out: readonly ArrasAction[] = concentrate(s, role, legal);
  if (out.length === 0) out = legal;
  if (role === 'german' && s.step.k === 'assault') {
    const kept = out.filter((a) => !(a.type === 'move' && leavesZoneOpen(s, u(a.unit))));
    if (kept.length) out = kept;
  }
  if (
    s.step.k === 'assault' &&
    s.assault &&
    s.assault.done.length === 0 &&
    s.assault.mover < 0 &&
    s.assault.attacked.length === 0 &&
    s.assault.waiting.length === 0
  ) {
    out = out.filter((a) => a.type !== 'end');
  } else if (s.step.k === 'attack-select') {
    // Declaring an optional attack and cancelling it could be repeated for ever (the Area is not marked
    // attacked, 9.2); the game lists no cancel (a declared attack is carried out), so all stay.
    out = legal;
  } else if (s.step.k === 'impulse') {
    out = legal.filter((a) => {
      if (a.type !== 'assault') return true;
      // Declaring an Assault (rules.ts declareAssault) sets only the assault, the step and the
      // 15.3.2 flag: try it in place and put them back (no copy of the state; this runs inside the
      // search tree).
      const { assault, step, area19Activated } = s;
      try {
        perform(s, role, a, undefined);
        return s.step.k === 'assault' && legal_(s, role).some((x) => x.type !== 'end');
      } catch {
        return true;
      } finally {
        s.assault = assault;
        s.step = step;
        s.area19Activated = area19Activated;
      }
    });
  }
  return out.length ? out : legal;
}
