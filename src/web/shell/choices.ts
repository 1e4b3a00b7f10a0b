// How the shell turns a list of legal actions into clicks on the map and a few controls, without
// knowing any rule (issue 14): an action is bound to the things on the map it references (areas,
// hexes, units); what it references off the map (a setup group, a number) becomes a button, a menu
// or a number field. A click narrows the actions to those using every thing clicked; a click that
// leaves exactly one action plays it.
import type { LegalItem } from '../../protocol/types.ts';

export interface Choice {
  item: LegalItem;
  /** The references of the action that are on the map. */
  map: string[];
}

export function classify(legal: readonly LegalItem[], refsOf: (a: LegalItem['action']) => string[], onMap: (ref: string) => boolean): Choice[] {
  return legal.map((item) => ({ item, map: refsOf(item.action).filter(onMap) }));
}

/** The choices that use every selected thing. */
export function narrow(choices: readonly Choice[], selected: readonly string[]): Choice[] {
  return choices.filter((c) => c.map.length > 0 && selected.every((r) => c.map.includes(r)));
}

/** The things a click may choose now: those the remaining choices use (and the selection, to undo it). */
export function reachable(choices: readonly Choice[], selected: readonly string[]): Set<string> {
  const out = new Set(selected);
  for (const c of narrow(choices, selected)) for (const r of c.map) out.add(r);
  return out;
}

export type PickOutcome =
  | { kind: 'play'; choice: Choice }
  | { kind: 'select'; selected: string[] }
  /** Nothing to do with that thing now. */
  | { kind: 'none' };

/** What a click on `ref` does, given the selection. */
export function pick(choices: readonly Choice[], selected: readonly string[], ref: string): PickOutcome {
  if (selected.includes(ref)) return { kind: 'select', selected: selected.filter((r) => r !== ref) };
  const next = [...selected, ref];
  const left = narrow(choices, next);
  if (left.length === 1) return { kind: 'play', choice: left[0] };
  if (left.length > 1) return { kind: 'select', selected: next };
  // Not with the selection: start again from this thing alone.
  if (selected.length > 0) {
    const alone = narrow(choices, [ref]);
    if (alone.length === 1) return { kind: 'play', choice: alone[0] };
    if (alone.length > 1) return { kind: 'select', selected: [ref] };
  }
  return { kind: 'none' };
}

/** Actions of one type that differ only in one whole-number field (bids, counts): a number field. */
export interface NumberGroup {
  type: string;
  field: string;
  min: number;
  max: number;
  byValue: Map<number, Choice>;
}

/** Splits the off-map choices into number groups (three values or more) and the rest. */
export function numberGroups(choices: readonly Choice[]): { groups: NumberGroup[]; rest: Choice[] } {
  const byType = new Map<string, Choice[]>();
  for (const c of choices) byType.set(c.item.action.type, [...(byType.get(c.item.action.type) ?? []), c]);
  const groups: NumberGroup[] = [];
  const rest: Choice[] = [];
  for (const [type, cs] of byType) {
    const field = cs.length >= 3 ? numericField(cs) : null;
    if (!field) {
      rest.push(...cs);
      continue;
    }
    const byValue = new Map(cs.map((c) => [c.item.action[field] as number, c]));
    const values = [...byValue.keys()];
    groups.push({ type, field, min: Math.min(...values), max: Math.max(...values), byValue });
  }
  return { groups, rest };
}

function numericField(cs: Choice[]): string | null {
  const keys = Object.keys(cs[0].item.action).filter((k) => k !== 'type');
  const varying = keys.filter((k) => cs.some((c) => c.item.action[k] !== cs[0].item.action[k]));
  if (varying.length !== 1) return null;
  const k = varying[0];
  const same = (c: Choice) => Object.keys(c.item.action).length === keys.length + 1;
  return cs.every((c) => Number.isInteger(c.item.action[k]) && same(c)) ? k : null;
}

/**
 * The things that changed between two views of the game (a unit that moved, an area that changed
 * hands): the ids of changed objects in arrays of objects with an `id`, and the new places they
 * point to. Used to mark the opponent's last moves on the map.
 */
export function changedRefs(before: unknown, after: unknown): Set<string> {
  const out = new Set<string>();
  const PLACE = ['area', 'hex', 'to', 'at', 'loc', 'location', 'zone', 'sector'];
  const walk = (a: unknown, b: unknown) => {
    if (Array.isArray(b)) {
      if (!Array.isArray(a)) return;
      const withId = b.every((x) => x && typeof x === 'object' && 'id' in x);
      if (withId) {
        const old = new Map(a.filter((x) => x && typeof x === 'object').map((x: any) => [String(x.id), x]));
        for (const x of b as any[]) {
          const prev = old.get(String(x.id));
          if (prev === undefined || JSON.stringify(prev) === JSON.stringify(x)) continue;
          out.add(String(x.id));
          for (const k of PLACE) if (k in x && x[k] !== null && x[k] !== prev[k]) out.add(String(x[k]));
        }
      }
      return;
    }
    if (b && typeof b === 'object' && a && typeof a === 'object') {
      for (const k of Object.keys(b)) walk((a as any)[k], (b as any)[k]);
    }
  };
  walk(before, after);
  return out;
}
