// Area-impulse family: see before you commit (issue 29). The state an action leads to when it brings
// the dice of a combat or a bombardment at once - played on a copy by the rules' own perform, so that a
// preview shows the values the rules computed, nothing computed twice - and, before the leads are
// chosen, the values with each side's strongest lead.

import type { Action, Preview, Role } from '../../kernel/game.ts';

type RollStep = { k: 'roll'; purpose: string };
const isRoll = <St extends { k: string }>(st: St): st is Extract<St, RollStep> => st.k === 'roll';

/** The state once `a` is played and what its dice are for, when `a` (of a type in `commits`) brings dice at once; null otherwise. */
export function rollAfter<S extends { step: { k: string } }>(
  s: S,
  role: Role,
  a: Action,
  commits: ReadonlySet<string>,
  perform: (s: S, role: Role, a: Action, log: undefined) => void,
): { next: S; purpose: Extract<S['step'], RollStep>['purpose'] } | null {
  if (!commits.has(a.type)) return null;
  const next = structuredClone(s);
  perform(next, role, a, undefined); // a preview is asked for a listed action
  const st: S['step'] = next.step;
  return isRoll(st) ? { next, purpose: st.purpose } : null;
}

/**
 * Before the leads are chosen (1940 9.4.2-9.4.3, Battles 6.1-6.3): the values with the attacker's
 * strongest lead among `leads` and, against it, the defender's strongest among `defenders`.
 */
export function strongestLeads<V extends { av: number; dv: number }>(
  leads: readonly number[],
  defenders: readonly number[],
  values: (lead: number, defender: number) => V,
): V | null {
  if (leads.length === 0 || defenders.length === 0) return null;
  const best = (xs: readonly number[], f: (u: number) => number) => xs.reduce((b, u) => (f(u) > f(b) ? u : b), xs[0]);
  const lead = best(leads, (u) => values(u, defenders[0]).av);
  return values(
    lead,
    best(defenders, (u) => values(lead, u).dv),
  );
}

/**
 * A game's preview: the exact values when `a` (of a type in `commits`) brings dice at once (`rolled`,
 * on the state the rules left and for what the dice are), else the game's estimate, if any.
 */
export function areaPreview<S extends { step: { k: string } }>(
  commits: ReadonlySet<string>,
  perform: (s: S, role: Role, a: Action, log: undefined) => void,
  rolled: (next: S, purpose: Extract<S['step'], RollStep>['purpose'], lang: string) => Preview | null,
  estimate?: (s: S, role: Role, a: Action, lang: string) => Preview | null,
) {
  return (s: S, role: Role, a: Action, lang = 'en'): Preview | null => {
    const roll = rollAfter(s, role, a, commits, perform);
    return (roll && rolled(roll.next, roll.purpose, lang)) ?? estimate?.(s, role, a, lang) ?? null;
  };
}
