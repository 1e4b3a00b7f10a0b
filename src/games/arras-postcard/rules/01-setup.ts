// Setup: "The players place units on the hexes which a unit name is printed. ... The player holds
// 88 marker outside the map." The Allied turn comes first (Sequence); the turn marker starts on 1.
import { RuleError, type SetupConfig } from '../../../kernel/game.ts';
import { type State, unitOrder, unitData } from '../state.ts';
import { say } from '../text/en.ts';
import { sayFr } from '../text/fr.ts';

export function setup(config: SetupConfig): State {
  if (config.scenario && config.scenario !== 'standard') {
    throw new RuleError(say.setup.unknownScenario(config.scenario), null, 'bad-setup', { fr: sayFr.setup.unknownScenario(config.scenario) });
  }
  let shiftThenCap = false;
  for (const [key, value] of Object.entries(config.options ?? {})) {
    if (key !== 'shift-then-cap') throw new RuleError(say.setup.unknownOption(key), null, 'bad-setup', { fr: sayFr.setup.unknownOption(key) });
    if (typeof value !== 'boolean') throw new RuleError(say.setup.flag, '8.1', 'bad-setup', { fr: sayFr.setup.flag });
    shiftThenCap = value;
  }
  const units: State['units'] = {};
  for (const id of unitOrder) units[id] = { hex: unitData[id].setup, disrupted: false, moved: false, attacked: false, out: null };
  return {
    turn: 1,
    side: 'allied',
    phase: 'choose',
    done: [],
    shift: 0,
    units,
    combat: null,
    flakUsed: false,
    winner: null,
    winKind: null,
    panicTurns: 0,
    ...(shiftThenCap ? { shiftThenCap: true as const } : {}),
  };
}
