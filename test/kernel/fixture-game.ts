// A tiny game that exercises every part of the contract, for the kernel's own tests:
// both players secretly bid 0-3 (simultaneous, hidden until both have bid), then take turns: each
// turn the player to act may `roll` (chance rolls one die, added to their score) or `stop`.
// First to 10 wins; when both stop, the higher score wins.
import { type Action, type GameDefinition, type Role, CHANCE, RuleError } from '../../src/kernel/game.ts';
import type { Knowledge } from '../../src/ai-kit/knowledge.ts';
import { registerKnowledge } from '../../src/ai-kit/registry.ts';

export interface DiceRaceState {
  phase: 'bid' | 'play' | 'over';
  bids: Record<string, number | null>;
  score: Record<string, number>;
  turn: 'a' | 'b';
  stopped: Record<string, boolean>;
  rolling: boolean;
  notes: number;
}

const other = (r: 'a' | 'b') => (r === 'a' ? 'b' : 'a');

export const diceRace: GameDefinition<DiceRaceState> = {
  id: 'dice-race',
  title: 'Dice race (kernel fixture)',
  roles: ['a', 'b'],
  scenarios: [{ id: 'standard', label: 'Standard', description: '' }],
  options: [{ id: 'target', label: 'Score to reach', kind: 'number', default: 10, min: 5, max: 30 }],
  setup(config) {
    if (config.scenario && config.scenario !== 'standard') throw new RuleError(`unknown scenario ${config.scenario}`, null, 'bad-setup');
    return { phase: 'bid', bids: { a: null, b: null }, score: { a: 0, b: 0 }, turn: 'a', stopped: { a: false, b: false }, rolling: false, notes: 0 };
  },
  toAct(s) {
    if (s.phase === 'over') return [];
    if (s.phase === 'bid') return (['a', 'b'] as const).filter((r) => s.bids[r] === null);
    if (s.rolling) return [CHANCE];
    return [s.turn];
  },
  chance: () => ({ dice: 1, sides: 6, label: 'roll', rule: 'R2' }),
  legalActions(s, role) {
    if (!this.toAct(s).includes(role) || role === CHANCE) return [];
    if (s.phase === 'bid') return [0, 1, 2, 3].map((n) => ({ type: 'bid', amount: n }));
    return [{ type: 'roll' }, { type: 'stop' }, { type: 'note' }];
  },
  perform(s, role, action, log) {
    if (action.type === 'bid') {
      s.bids[role] = action.amount as number;
      log?.({ rule: 'R1', text: `${role} bids ${action.amount}`, to: [role] });
      if (s.bids.a !== null && s.bids.b !== null) {
        s.phase = 'play';
        s.turn = s.bids.b! > s.bids.a! ? 'b' : 'a';
        log?.({ rule: 'R1', text: `bids revealed: a ${s.bids.a}, b ${s.bids.b}` });
      }
    } else if (action.type === 'roll') {
      s.rolling = true;
    } else if (action.type === 'note') {
      s.notes++; // changes the state but not who acts: undoable
    } else if (action.type === 'stop') {
      s.stopped[role] = true;
      if (!s.stopped[other(role as 'a' | 'b')]) s.turn = other(role as 'a' | 'b');
      else s.phase = 'over';
    } else if (action.type === 'dice') {
      s.rolling = false;
      s.score[s.turn] += (action.dice as number[])[0];
      log?.({ rule: 'R2', text: `${s.turn} rolls ${(action.dice as number[])[0]}` });
      if (s.score[s.turn] >= 10) s.phase = 'over';
      else if (!s.stopped[other(s.turn)]) s.turn = other(s.turn);
    }
  },
  view(s, role) {
    const bids =
      s.phase === 'bid'
        ? { a: role === 'a' ? s.bids.a : s.bids.a === null ? null : 'hidden', b: role === 'b' ? s.bids.b : s.bids.b === null ? null : 'hidden' }
        : s.bids;
    return { ...s, bids };
  },
  result(s) {
    if (s.phase !== 'over') return null;
    const winner: Role | null = s.score.a === s.score.b ? null : s.score.a > s.score.b ? 'a' : 'b';
    return {
      winner,
      kind: 'score',
      detail: `${s.score.a}-${s.score.b}`,
      scores: { a: winner === 'a' ? 1 : winner ? 0 : 0.5, b: winner === 'b' ? 1 : winner ? 0 : 0.5 },
    };
  },
  describeAction: (_s, _r, a: Action) => JSON.stringify(a),
  reveals: (s, _role, action) => action.type === 'bid' && (s.bids.a !== null) !== (s.bids.b !== null),
};

/**
 * The dice race's knowledge for computer players (src/ai-kit/knowledge.ts): a seat observes its view (the
 * other's sealed bid 'hidden', R1); a model draws that bid; no evaluation but the result.
 */
export const diceRaceKnowledge: Knowledge<DiceRaceState, DiceRaceState> = {
  gameId: diceRace.id,
  observe: (s, role) => structuredClone(diceRace.view(s, role) as DiceRaceState),
  resample(o, _role, rng) {
    const s = structuredClone(o);
    for (const r of ['a', 'b'] as const) if ((s.bids[r] as unknown) === 'hidden') s.bids[r] = rng.int(4);
    return s;
  },
  evaluate: (s, role) => diceRace.result(s)?.scores[role] ?? 0.5,
};
registerKnowledge(diceRaceKnowledge);
