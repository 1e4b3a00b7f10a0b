// Victory (unnumbered, cited by name): "If a German Army unit breaks through from the west map edge by Turn 8, the German Army
// win. If the Allied Army prevent it, the Allied Army win."
// The turn marker moves at the end of each turn and with Rommel's panic (8.6).
import type { GameResult, LogSink } from '../../../kernel/game.ts';
import { step } from '../../../kernel/steps.ts';
import { TURN_TRACK } from '../data.ts';
import type { PostcardAction, State } from '../state.ts';
import { type Say, say } from '../text/en.ts';
import { refusal, sayFr, told, words } from '../text/fr.ts';

export const LAST_TURN = TURN_TRACK.lastTurn;

/** A function (not an inline test) so TypeScript does not narrow s.phase across calls that end the game. */
export function isOver(s: State): boolean {
  return s.phase === 'over';
}

/** Victory: a German unit has left the map across the west edge. */
export function germanBreakthrough(s: State, unitName: string, log?: LogSink): void {
  s.phase = 'over';
  s.combat = null;
  s.winner = 'german';
  s.winKind = 'breakthrough';
  log?.(told('Victory', (w) => w.log.breakthrough(unitName, s.turn)));
}

/**
 * Move the turn marker forward `n` turns (end of turn, or 8.6). Once it passes turn 8 the German
 * can no longer break through "by Turn 8": the game ends at once with an Allied victory.
 */
export function advanceTurnMarker(s: State, n: number, rule: string, why: (w: Say) => string, log?: LogSink): void {
  s.turn += n;
  if (rule === '8.6') s.panicTurns += n;
  log?.(told(rule, (w) => w.log.turnMarker(why(w), n, s.turn, LAST_TURN)));
  if (s.turn > LAST_TURN && s.phase !== 'over') {
    s.phase = 'over';
    s.combat = null;
    s.winner = 'allied';
    s.winKind = 'held';
    log?.(told('Victory', (w) => w.log.held(LAST_TURN)));
  }
}

/** The game is over: nobody acts. */
export const overStep = step<State, PostcardAction>({
  rule: 'Victory',
  actor: () => [],
  perform: {},
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.other }),
  refuseOther: () => refusal('Victory', (w) => w.refuse.over),
});

export function result(s: State): GameResult | null {
  if (s.phase !== 'over' || !s.winner) return null;
  const detail = (w: Say) => (s.winKind === 'breakthrough' ? w.result.breakthrough(s.turn) : w.result.held(s.turn, s.panicTurns));
  return {
    winner: s.winner,
    kind: s.winKind!,
    detail: detail(say),
    texts: { fr: detail(sayFr) },
    scores: { allied: s.winner === 'allied' ? 1 : 0, german: s.winner === 'german' ? 1 : 0 },
  };
}
