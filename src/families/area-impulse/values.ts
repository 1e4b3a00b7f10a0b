// Area-impulse family: an attack or defence value as the sum of declared terms.
//
// Counter-Attack 1940 9.4.2 Attack Value and 9.4.3 Defense Value (rules/09-combat.ts), the Battles
// edition's 6.2 Valeur d'Attaque and 6.3 Valeur Défensive (rules/06-assault.ts), Cambrai 1917's Attack
// Mod. and Def. Mod. charts (rules/08-combat.ts): the lead unit's value, then modifiers, each stated by
// a rule and shown to players as one part of the log entry ("+1 Fresh 2/25 Panzer"). Each edition
// declares its terms in the order its log shows them, each naming its rule; `sum` adds those that apply.
// The totals add each side's dice to its value (1940 9.4.1, Battles 6.1.1, Cambrai 2d6 each).

/** A value being summed: its total and its parts, in the order the terms gave them. */
export class Sum<P> {
  n = 0;
  readonly parts: P[] = [];
  add(n: number, part: P): void {
    this.n += n;
    this.parts.push(part);
  }
}

/** One term of a value: the rule that states it, and what it adds to `v` (nothing where it does not apply). */
export interface Term<S, C, P> {
  rule: string;
  of(s: S, c: C, v: Sum<P>): void;
}

/** The value the terms give for combat `c`. */
export function sum<S, C, P>(terms: readonly Term<S, C, P>[], s: S, c: C): Sum<P> {
  const v = new Sum<P>();
  for (const t of terms) t.of(s, c, v);
  return v;
}

/** Both sides' values of an assault (1940 9.4.2-9.4.3, Battles 6.2-6.3), with their parts. */
export function assaultValues<S, C, P>(attack: readonly Term<S, C, P>[], defence: readonly Term<S, C, P>[], s: S, c: C) {
  const a = sum(attack, s, c);
  const d = sum(defence, s, c);
  return { av: a.n, dv: d.n, avParts: a.parts, dvParts: d.parts };
}

/** The attack and defence totals: each value plus its side's dice, the attacker's `n` first. */
export function totals(av: number, dv: number, dice: readonly number[], n: number): { at: number; dt: number } {
  let at = av;
  let dt = dv;
  for (let i = 0; i < dice.length; i++) {
    if (i < n) at += dice[i];
    else dt += dice[i];
  }
  return { at, dt };
}
