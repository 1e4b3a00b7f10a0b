// Text for the terminal, generic over the game contract.
import { type Action, type ChanceSpec, type GameDefinition, type GameResult, type LogEntry, type Role, CHANCE } from '../kernel/game.ts';

/** The game's picture of the situation for `role`, or its JSON view when the game has no render. */
export function renderState(game: GameDefinition, state: unknown, role: Role): string {
  if (game.render) return game.render(state, role).replace(/\s+$/, '');
  return JSON.stringify(game.view(state, role), null, 2);
}

/** One line for an action, described against the state before it. */
export function describe(game: GameDefinition, stateBefore: unknown, role: Role, action: Action): string {
  if (role === CHANCE && Array.isArray(action.dice)) {
    let spec: ChanceSpec | null = null;
    try {
      spec = game.chance(stateBefore);
    } catch {
      // the description is only for display
    }
    return diceText(spec, action.dice as number[]);
  }
  try {
    return game.describeAction(stateBefore, role, action);
  } catch {
    return JSON.stringify(action);
  }
}

/** `dice 3 5 (Allied DR and German DR, rule 9.3)` */
export function diceText(spec: ChanceSpec | null, dice: readonly number[]): string {
  const label = spec ? ` (${spec.label}${spec.rule ? `, rule ${spec.rule}` : ''})` : '';
  return `dice ${dice.join(' ')}${label}`;
}

export function logLine(e: LogEntry): string {
  return e.rule ? `  [${e.rule}] ${e.text}` : `  ${e.text}`;
}

/** A log entry is shown to `role` when it is public or addressed to that role. */
export function visibleTo(e: LogEntry, role: Role): boolean {
  return !e.to || e.to.includes(role);
}

export function resultLine(result: GameResult | null): string {
  if (!result) return 'Game over.';
  const who = result.winner === null ? 'draw' : `${result.winner} wins`;
  return `Game over: ${who} (${result.kind})${result.detail ? ` - ${result.detail}` : ''}`;
}

export function pct(n: number, total: number): string {
  return total ? `${((100 * n) / total).toFixed(1)}%` : '-';
}
