// Area-impulse family: absorbing Attrition Points / Points de Pertes.
//
// The defender takes losses unit by unit: a Fresh unit flips Spent or is eliminated; a Spent unit
// is eliminated or retreats. Each game gives the costs (1940: 3/1/2/1, 11.1; Battles edition:
// 5/2/2/2, 6.4.2.a). The first loss falls on the lead unit (or Primary Target). Exact losses are
// applied whenever possible; when no allocation is exact, the defender must reach the smallest
// total above the AP (Battles 6.4.2.a clarification) or, if none, the most it can (1940 9.4.4: excess
// AP are ignored), which means eliminating everything; or, where the excess is lost (Cambrai 1917's
// Barrage CP, ruling B1), the largest total it can take exactly. Feasibility is a subset-sum over the
// totals each unit can still absorb. A loss a table does not allow costs `NEVER`.

export interface AttritionCosts {
  freshEliminated: number;
  flip: number;
  spentEliminated: number;
  spentRetreats: number;
  /** Battles 6.4.2.a: eliminations are made before retreats. */
  eliminationsBeforeRetreats?: boolean;
  /** Cambrai ruling B1: points beyond the largest total the units can take exactly are lost. */
  excessLost?: boolean;
}

/** The cost of a loss a table does not allow (Cambrai's Barrage CP: no retreat, no Fresh unit eliminated at once). */
export const NEVER = Number.POSITIVE_INFINITY;

export type AbsorbHow = 'flip' | 'eliminate' | 'retreat';

export interface LossUnit {
  unit: number;
  spent: boolean;
  /** The unit's own costs where they are not the stack's (Cambrai's Barrage CP: tanks). */
  costs?: AttritionCosts | undefined;
}

/** The totals one unit can still absorb (`noElim`: eliminations are no longer allowed). */
function totals(c: AttritionCosts, spent: boolean, noElim = false): number[] {
  if (noElim) return spent ? [0, c.spentRetreats] : [0, c.flip, c.flip + c.spentRetreats];
  return spent ? [0, c.spentRetreats, c.spentEliminated] : [0, c.flip, c.flip + c.spentRetreats, c.flip + c.spentEliminated, c.freshEliminated];
}

/** Bit set of the sums the units can make (bit t set = total t reachable), up to `limit`. */
function reachable(c: AttritionCosts, units: readonly LossUnit[], limit: number, noElim = false): Uint8Array {
  let can = new Uint8Array(limit + 1);
  can[0] = 1;
  for (const u of units) {
    const next = new Uint8Array(limit + 1);
    const opts = totals(u.costs ?? c, u.spent, noElim);
    for (let t = 0; t <= limit; t++) {
      if (!can[t]) continue;
      for (const o of opts) if (t + o <= limit) next[t + o] = 1;
    }
    can = next;
  }
  return can;
}

/**
 * The loss total the defender must reach for `ap` AP with these units. With `first` (the unit that
 * must take the first loss, or a list of candidates), only totals in which it takes a loss count
 * (Battles 6.4.2.a: 3 PP on a Fatiguée lead unit next to a Fresh one must become 4, not 5).
 */
export function lossTarget(c: AttritionCosts, units: readonly LossUnit[], ap: number, first: number | readonly number[] = -1): number {
  const firsts = typeof first === 'number' ? [first] : first;
  if (c.excessLost) {
    const can = reachable(c, units, ap);
    for (let t = ap; t > 0; t--) if (can[t] && firstTakes(c, units, t, firsts)) return t;
    return 0;
  }
  const max = units.reduce((n, u) => n + Math.max(...totals(u.costs ?? c, u.spent)), 0);
  if (ap >= max) return max;
  const can = reachable(c, units, max);
  for (let t = ap; t <= max; t++) if (can[t] && firstTakes(c, units, t, firsts)) return t;
  return max;
}

/** Can one of `firsts` take the first loss of a total `t` (any unit: -1)? */
function firstTakes(c: AttritionCosts, units: readonly LossUnit[], t: number, firsts: readonly number[]): boolean {
  return firsts.every((f) => f < 0) || firsts.some((f) => f >= 0 && lossOptions(c, units, t, f).length > 0);
}

export interface LossOption {
  unit: number;
  how: AbsorbHow;
  cost: number;
}

/**
 * The allocations open now: `left` AP still to take to reach the target, `first` the unit that must
 * take the first loss (or -1 once it has), `retreated` whether a retreat has been taken already.
 */
export function lossOptions(c: AttritionCosts, units: readonly LossUnit[], left: number, first: number, retreated = false): LossOption[] {
  const out: LossOption[] = [];
  for (const u of units) {
    if (first >= 0 && u.unit !== first) continue;
    const others = units.filter((x) => x.unit !== u.unit);
    const k = u.costs ?? c;
    const steps: [AbsorbHow, number, LossUnit | null][] = u.spent
      ? [
          ['eliminate', k.spentEliminated, null],
          ['retreat', k.spentRetreats, null],
        ]
      : [
          ['flip', k.flip, { unit: u.unit, spent: true, costs: u.costs }],
          ['eliminate', k.freshEliminated, null],
        ];
    for (const [how, cost, after] of steps) {
      if (how === 'eliminate' && retreated && c.eliminationsBeforeRetreats) continue;
      const rest = left - cost;
      if (rest < 0) continue;
      const remaining = after ? [...others, after] : others;
      // Battles 6.4.2.a: once a unit has retreated, the rest must be absorbed without eliminations.
      const noElim = !!c.eliminationsBeforeRetreats && (retreated || how === 'retreat');
      if (reachable(c, remaining, rest, noElim)[rest]) out.push({ unit: u.unit, how, cost });
    }
  }
  return out;
}

/** The units taking losses as the loss functions see them (`spent[u]`: the unit is Spent). */
export const lossUnits = (spent: ArrayLike<number>, units: readonly number[], costOf?: (u: number) => AttritionCosts): LossUnit[] =>
  units.map((u) => ({ unit: u, spent: !!spent[u], costs: costOf?.(u) }));

/** The most a stack can absorb: every unit eliminated (1940 11.1, Battles 6.4.2.a). */
export const lossCapacity = (c: AttritionCosts, units: readonly LossUnit[]): number =>
  units.reduce((n, u) => n + (u.spent ? (u.costs ?? c).spentEliminated : (u.costs ?? c).freshEliminated), 0);

/** What one loss costs (1940 11.1, Battles 6.4.2.a). */
export function lossCost(c: AttritionCosts, how: AbsorbHow, spent: boolean): number {
  if (how === 'flip') return c.flip;
  if (how === 'retreat') return c.spentRetreats;
  return spent ? c.spentEliminated : c.freshEliminated;
}

export type LossChoice = LossOption & { to?: number };

/**
 * The losses open now as actions: `lossOptions` for each unit that may take the first loss, a
 * retreat listed once per destination, or once without one when the unit has nowhere to go (it is
 * then eliminated: 1940 11.2.4, Battles 6.6.1).
 */
export function lossChoices(
  c: AttritionCosts,
  units: readonly LossUnit[],
  left: number,
  firsts: readonly number[],
  retreated: boolean,
  destinations: (unit: number) => readonly number[],
): LossChoice[] {
  const out: LossChoice[] = [];
  for (const first of firsts) {
    for (const o of lossOptions(c, units, left, first, retreated)) {
      if (o.how !== 'retreat') {
        out.push(o);
        continue;
      }
      const dest = destinations(o.unit);
      if (!dest.length) out.push(o);
      for (const to of dest) out.push({ ...o, to });
    }
  }
  return out;
}
