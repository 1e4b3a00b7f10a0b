// A one-decision game for the search players' tests: `a` picks one of six, and the game's knowledge (each
// test registers its own) values each pick. Not a test.

import type { Knowledge } from '../../src/ai-kit/knowledge.ts';
import { registerKnowledge } from '../../src/ai-kit/registry.ts';
import type { Action, GameDefinition, Role } from '../../src/kernel/game.ts';

export interface PickState {
  picked: number | null;
}

/** The pick game under the id `id` (one per test file: the knowledge registry is keyed by game id). */
export function pickGameNamed(id: string): GameDefinition<PickState> {
  return {
    id,
    title: `${id} (test)`,
    roles: ['a', 'b'],
    scenarios: [{ id: 'standard', label: 'Standard', description: '' }],
    options: [],
    setup: () => ({ picked: null }),
    toAct: (s) => (s.picked === null ? ['a'] : []),
    chance: () => ({ dice: 1, sides: 6, label: 'none', rule: '-' }),
    legalActions: (s, role) => (s.picked === null && role === 'a' ? [0, 1, 2, 3, 4, 5].map((n) => ({ type: 'pick', n })) : []),
    perform(s, _role, action) {
      s.picked = action.n as number;
    },
    view: (s) => s,
    result: () => null,
    describeAction: (_s, _r, a: Action) => JSON.stringify(a),
  };
}

/**
 * Registers knowledge for the pick game `game`: the seat sees the whole state, and pick n is worth `step` × (n + 1)
 * to `a` (the rest to `b`); `extra` adds a prune, levels...
 */
export function registerPickKnowledge(game: GameDefinition<PickState>, step: number, extra: Partial<Knowledge<PickState, PickState>> = {}): void {
  registerKnowledge({
    gameId: game.id,
    observe: (s: PickState) => structuredClone(s),
    resample: (o: PickState) => structuredClone(o),
    evaluate: (s: PickState, role: Role) => (role === 'a' ? step * ((s.picked ?? 0) + 1) : 1 - step * ((s.picked ?? 0) + 1)),
    ...extra,
  });
}
