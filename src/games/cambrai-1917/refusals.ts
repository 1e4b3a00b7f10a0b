// Why an action is refused, in English and French, with the section of the aid: unknown units and
// areas first (counters, map), then what the step expects. The steps (rules/) name these as their
// refusals; the Assault step has its own for `end` and `move` (refuseAssault).
import { type Action, type IllegalInfo, type Role, actionKey } from '../../kernel/game.ts';
import { type StepRefusals, explainAtStep } from '../../families/area-impulse/steps.ts';
import type { CambraiAction } from './actions.ts';
import { UNITS } from './data.ts';
import { checkStep } from './movement.ts';
import { type Step, step } from '../../kernel/steps.ts';
import { AREA_BY_ID, type CambraiState, movementPoints, unitName, unitOf } from './state.ts';
import { fr, refused, words } from './text/fr.ts';

/** An area id of the map (as the record's keys: 5 and "5" alike). */
const knownArea = (id: unknown) => Object.hasOwn(AREA_BY_ID, String(id));

/** How the game words the refusals its steps share: counters, the map, each step by its name under its rule (`St`). */
const REFUSALS: StepRefusals<string> = {
  knows: {
    unit: (id) => unitOf(id) >= 0,
    area: knownArea,
    areaHelp: (lang) => words(lang).refuse.areaHelp,
    unitRule: 'counters',
    areaRule: 'map',
    unknownAreaFr: fr.refuse.unknownArea,
  },
  notOpen: (basic, k, rule) => refused(rule, (w) => w.refuse.notOpen(basic, k)),
  notLegal: (a, k, rule) => refused(rule, (w) => w.refuse.notLegal(actionKey(a), k)),
};

/** The refusal of an action the step at hand does not take in this form: what is open, and the step's rule. */
const refuseNow = (s: CambraiState, a: Action, listed: readonly CambraiAction[], rule: string) => explainAtStep(REFUSALS, s.step.k, rule, a, listed);

/** Assault: `end` while a mandatory combat is unresolved; a `move` refused by who may move (Impulses) or by the MP table (Move Units). */
export function refuseAssault(s: CambraiState, a: CambraiAction, listed: readonly CambraiAction[]): IllegalInfo {
  return explainAtStep(REFUSALS, s.step.k, 'Impulses', a, listed, () => assaultReason(s, a));
}

function assaultReason(s: CambraiState, a: CambraiAction): IllegalInfo | null {
  if (a.type === 'end') return refused('Combat', (w) => w.refuse.mandatoryCombat);
  if (a.type === 'move' && s.assault) {
    const u = unitOf(a.unit);
    const as = s.assault;
    if (UNITS[u].side !== s.active) return refused('Impulses', (w) => w.refuse.notYours(unitName(u)));
    if (!as.eligible.includes(u)) return refused('Impulses', (w) => w.refuse.notFresh(unitName(u)));
    if (as.combatStarted) return refused('Combat', (w) => w.refuse.combatBegun);
    if (as.done.includes(u) || as.waiting.includes(u)) return refused('Move Units', (w) => w.refuse.finishedMoving(unitName(u)));
    const mp = u in as.mp ? as.mp[u] : movementPoints(s, u) - as.inPlacePenalty;
    const c = checkStep(s, u, s.loc[u], a.to, mp, !(u in as.mp) && as.inPlacePenalty === 0, as.rolling.includes(a.to), as.bridgeUse);
    if (!c.ok) return c.info();
  }
  return null;
}

type CambraiStep = Step<CambraiState, CambraiAction>;

/** What the step lists for `role` now (the acting role: the kernel refuses the others first). */
export function listed(st: Pick<CambraiStep, 'legal'>, s: CambraiState, role: Role): CambraiAction[] {
  const out: CambraiAction[] = [];
  st.legal?.(s, role, out);
  return out;
}

/**
 * A step of the game; an action it does not take (or takes, without a refusal of its own) is refused
 * by what the step lists now: an unknown unit or area, a type not open, or an action not listed.
 */
export function cambraiStep(spec: Omit<CambraiStep, 'refuseOther'>): CambraiStep {
  return step<CambraiState, CambraiAction>({ ...spec, refuseOther: (s, a, role) => refuseNow(s, a, listed(spec, s, role), spec.rule) });
}
