// Sequence (unnumbered, cited by name): "The players repeat the Allied Army Turn (first) and the German Army Turn each turn. In
// the German Army Turn, the German Army player sequentially performs phases: 1. movement 2. combat
// 3. recovery, but in the Allied Army Turn, the Allied Army player may perform these phases in free
// order." Each phase is performed once per player turn. With 8.2 (combat before movement: one column
// right for the Allied attacks) and 8.5 (recovery before combat: units retreated by Ar stay disrupted
// until the next Allied recovery phase - which follows from recovery happening only in that phase).
import type { Action, IllegalInfo, LogSink } from '../../../kernel/game.ts';
import { step } from '../../../kernel/steps.ts';
import { PHASES, type PhaseName, type PostcardAction, type State, unitOrder } from '../state.ts';
import { advanceTurnMarker, isOver } from './02-victory.ts';
import { recover } from './06-zones-of-control.ts';
import type { Say } from '../text/en.ts';
import { refusal, told, words } from '../text/fr.ts';

export { PHASES };

/** Sequence: the Allied player chooses his next phase (in the German turn the order is fixed). */
export const chooseStep = step<State, PostcardAction>({
  rule: 'Sequence',
  actor: () => ['allied'],
  legal: (s, _role, out) => {
    for (const phase of phasesLeft(s)) out.push({ type: 'phase', phase });
  },
  perform: { phase: (s, a, log) => beginPhase(s, a.phase, log) },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.choose, rule: 'Sequence' }),
  // Each phase once per player turn.
  refuse: { phase: (_s, a) => refusal('Sequence', (w) => w.refuse.phasePlayed(a.phase)) },
  refuseOther: (s, a) =>
    a.type === 'phase' ? refusal('Sequence', (w) => w.unknownPhase(a.phase)) : notNow(a, (w) => w.refuse.choosePhase(phasesLeft(s)), 'Sequence'),
});

/** The refusal of an action the step at hand does not take: what the step expects, and its rule. */
export function notNow(a: Action, expected: (w: Say) => string, rule: string): IllegalInfo {
  return refusal(rule, (w) => w.refuse.notNow(a.type, expected(w)));
}

/** End the movement or combat phase at hand (the action `end`). */
export function endOfPhase(s: State, _a: unknown, log?: LogSink): void {
  log?.(told('Sequence', (w) => w.log.endPhase(s.side, s.phase)));
  endPhase(s, log);
}

/** The phases the Allied player may still choose this turn. */
export function phasesLeft(s: State): PhaseName[] {
  return PHASES.filter((p) => !s.done.includes(p));
}

/** Begin a phase of the phasing side. Recovery is carried out at once (6.0). */
export function beginPhase(s: State, phase: PhaseName, log?: LogSink): void {
  if (phase === 'recovery') {
    log?.(told('Sequence', (w) => w.log.phase(s.side, 'recovery')));
    recover(s, s.side, log);
    s.done.push('recovery');
    return afterPhase(s, log);
  }
  if (phase === 'movement') {
    for (const id of unitOrder) s.units[id].moved = false;
    s.phase = 'movement';
    log?.(told('Sequence', (w) => w.log.phase(s.side, 'movement')));
    return;
  }
  for (const id of unitOrder) s.units[id].attacked = false;
  s.phase = 'combat';
  // 8.2: in the Allied turn, combat before movement shifts the Allied attacks one column right.
  s.shift = s.side === 'allied' && !s.done.includes('movement') ? 1 : 0;
  log?.(told(s.shift ? '8.2' : 'Sequence', (w) => w.log.combatPhase(s.side, s.shift !== 0)));
}

/** End the current movement or combat phase. */
export function endPhase(s: State, log?: LogSink): void {
  if (s.phase === 'movement' || s.phase === 'combat') s.done.push(s.phase);
  s.shift = 0;
  afterPhase(s, log);
}

function afterPhase(s: State, log?: LogSink): void {
  if (s.side === 'allied') {
    if (s.done.length < 3) {
      s.phase = 'choose';
      return;
    }
    // The German turn: movement, combat, recovery in that order.
    s.side = 'german';
    s.done = [];
    log?.(told('Sequence', (w) => w.log.germanTurn(s.turn)));
    return beginPhase(s, 'movement', log);
  }
  if (!s.done.includes('combat')) return beginPhase(s, 'combat', log);
  if (!s.done.includes('recovery')) return beginPhase(s, 'recovery', log);
  // End of the game turn: the turn marker moves on (Victory: the game ends after turn 8).
  s.side = 'allied';
  s.done = [];
  s.phase = 'choose';
  advanceTurnMarker(s, 1, 'Sequence', (w) => w.log.endOfTurn, log);
  if (!isOver(s)) log?.(told('Sequence', (w) => w.log.alliedTurn(s.turn)));
}
