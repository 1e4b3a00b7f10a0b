// Copies of The Cruellest Month's states for the players' models (resample.ts, prune.ts): field by field, as
// the state's shape is known, where the generic copy (copyData: the JSON round trip's result) walks every
// value of every object. A search copies the observation at every iteration and the one-ply look copies the
// model five times an action: the generic copy and its garbage were a third of an analysis's time
// (docs/ai/cruellest-month.md, "Speed of the analysis").
import { copyData } from '../../../ai-kit/model.ts';
import { copyUnit } from '../air-battle/battle.ts';
import type { AirBattle } from '../air-battle/contract.ts';
import type { State } from '../state.ts';

/** The state's fields other than the aerial units, the mission, the air battle, the roll and the reconnaissance flights. */
export type StateCore = Omit<State, 'air' | 'mission' | 'battle' | 'roll' | 'recon' | 'alliedAcesFree'>;

/** A copy of an object whose values are all plain values (no object inside). */
function flat<T extends object>(x: T): T {
  return { ...x };
}
/**
 * The control table's copy: a spread of its own (its 294 hex keys are sparse array indices, a dictionary: a
 * spread that also sees other shapes, as `flat`'s does, copies it ten times slower). A frozen table is shared, not
 * copied: an observation's (`shareControl`), which the models resampled from it share until a ground unit changes a
 * hex's control (3.0, rules/09-ground-movement.ts `enterHex` copies it then): most models never change it, and its
 * copy was the largest allocation of a search's iteration.
 */
function copyControl(c: State['control']): State['control'] {
  return Object.isFrozen(c) ? c : { ...c };
}
/** Makes `x`'s control table shared by its copies (copyControl): frozen, so that a change in place fails loudly. */
export function shareControl(x: Pick<State, 'control'>): void {
  if (!Object.isFrozen(x.control)) Object.freeze(x.control);
}
function flatRecord<T extends object>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = { ...r[k] };
  return out;
}

/**
 * A copy of `x`'s StateCore fields, and of any other field of `x` as it is (the caller copies those it
 * keeps). Each field's copy follows its type in State: a new State field that holds objects must be added
 * here (test/games/cruellest-month/copy.test.ts checks that a copy shares no object with its original).
 */
export function copyCore<T extends StateCore>(x: T): T {
  const t = { ...x };
  t.options = flat(x.options);
  t.events = flat(x.events);
  t.regroupUsed = flat(x.regroupUsed);
  t.designated = flat(x.designated);
  t.reconDone = flat(x.reconDone);
  t.known = { allied: x.known.allied.map(flat), german: x.known.german.map(flat) };
  t.pendingExamine = x.pendingExamine.map(flat);
  t.ground = flatRecord(x.ground);
  t.bases = flatRecord(x.bases);
  t.control = copyControl(x.control);
  t.cityHits = flat(x.cityHits);
  if (x.captured) t.captured = flat(x.captured);
  t.boxHits = flat(x.boxHits);
  t.asl = flat(x.asl);
  t.bosl = flat(x.bosl);
  t.vp = flat(x.vp);
  t.ops = flat(x.ops);
  t.attacks = x.attacks.map(flat);
  t.combat = x.combat && flat(x.combat);
  t.moved = [...x.moved];
  if (x.relocate) t.relocate = { units: [...x.relocate.units], base: x.relocate.base };
  t.toPlace = [...x.toPlace];
  t.reserveFightersIn = [...x.reserveFightersIn];
  return t;
}

/** A copy of an air battle (its units by copyUnit, the rest as plain data). */
function copyBattle(b: AirBattle): AirBattle {
  return {
    ...b,
    options: flat(b.options),
    units: b.units.map(copyUnit),
    order: [...b.order],
    impulse: b.impulse && copyData(b.impulse),
    rolls: copyData(b.rolls),
    defensive: b.defensive && { ...b.defensive, shooters: [...b.defensive.shooters] },
    balloon: b.balloon && copyData(b.balloon),
  };
}

/** A copy of a state (or a model state: its extra fields are values), sharing nothing with it. */
export function copyState<S extends State>(s: S): S {
  const t = copyCore(s);
  t.roll = s.roll && copyData(s.roll);
  t.recon = s.recon.map(flat);
  t.air = flatRecord(s.air);
  t.mission = s.mission && copyData(s.mission);
  t.battle = s.battle && copyBattle(s.battle);
  return t;
}
