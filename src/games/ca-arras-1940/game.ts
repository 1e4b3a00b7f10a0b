// Counter-Attack: The Battle of Arras, 1940 as a GameDefinition of the kernel.

import { type ArrasAction, actionSchema } from './actions.ts';
import { type OptionInfo, RuleError, type SetupConfig } from '../../kernel/game.ts';
import { UNITS } from './data.ts';
import { parseFlagOptions, twoSidedResult } from '../../families/area-impulse/contract.ts';
import { areaImpulseGame, optionsInfo, scenariosInfo } from '../../families/area-impulse/game.ts';
import { checkStep, movementFactor } from './movement.ts';
import { newGame } from './rules/05-setup.ts';
import { STEPS } from './steps.ts';
import { type ArrasState, type Options, unitName, unitOf } from './state.ts';
import { COSTS } from './rules/11-attrition-and-retreat.ts';
import { type Describing, describeAreaAction } from '../../families/area-impulse/describe.ts';
import { render } from './render.ts';
import { preview } from './preview.ts';
import { groupsLeft } from '../../families/area-impulse/setup-groups.ts';
import { validateData } from './validate.ts';
import { en } from './text/en.ts';
import { fr, words } from './text/fr.ts';
import { view } from './view.ts';
export type { ArrasView } from './view.ts';

const OPTIONS: (Omit<OptionInfo, 'label'> & { key: keyof Options })[] = [
  { id: 'historical-setup', key: 'historicalSetup', rule: '18.1', kind: 'flag', default: false },
  {
    id: 'historical-attack-path',
    key: 'historicalAttackPath',
    rule: '18.1.1',
    kind: 'flag',
    default: false,
  },
  { id: 'gort', key: 'gort', rule: '18.2', kind: 'flag', default: false },
  { id: 'rommel-north', key: 'rommelNorth', rule: '18.3', kind: 'flag', default: false },
  { id: 'fifth-panzer', key: 'fifthPanzer', rule: '18.4', kind: 'flag', default: false },
  { id: 'coordination', key: 'coordination', rule: '18.5', kind: 'flag', default: false },
  { id: 'german-air', key: 'germanAir', rule: '18.6.1', kind: 'flag', default: false },
  { id: 'allied-air', key: 'alliedAir', rule: '18.6.2', kind: 'flag', default: false },
  { id: 'bids', key: 'bids', rule: '17.1', kind: 'flag', default: false },
];

export function parseOptions(config: SetupConfig): Options {
  const out = parseFlagOptions(config, OPTIONS, '18.0');
  if (config.scenario === 'historical') out.historicalSetup = true;
  return out;
}

/** The family describes the actions every area game takes; a move costs what 8.1's step check says. */
const DESCRIBING: Describing<ArrasState> = {
  unitOf,
  costs: COSTS, // 11.1
  moveCost(s, i, to) {
    const as = s.assault;
    const mf = as && as.mover === i ? as.mfLeft : movementFactor(s, i);
    const c = checkStep(s, i, s.loc[i], to, mf, !as || !(i in as.enteredFrom));
    return c.ok ? c.cost : null;
  },
};

function describe(s: ArrasState, a: ArrasAction, lang: string): string {
  const t = words(lang).describe;
  const u = 'unit' in a && a.unit !== undefined ? unitName(unitOf(a.unit)) : '';
  switch (a.type) {
    case 'roll-momentum':
      return t.rollMomentum;
    case 'reset':
      return t.reset;
    case 'assault':
      return t.assault(a.area);
    case 'bombard':
      return t.bombard(unitName(unitOf(a.artillery)), a.target);
    case 'air':
      return t.air(a.target);
    case 'lead':
      return s.step.k === 'lead-attacker' ? t.leadAttacker(u) : t.leadDefender(u);
    case 'accept':
      return s.step.k === 'gort-mind' ? t.acceptGort : t.accept;
    case 'reroll':
      return a.using === 'marker' ? t.rerollMarker : t.rerollAdvantage;
    case 'support':
      return t.support(u);
    case 'no-support':
      return t.noSupport;
    case 'overrun-move':
      return t.overrun(u, a.to);
    case 'place-leader':
      return t.placeLeader(u, a.area);
    case 'reorganize':
      return t.reorganize(u, a.area, unitName(unitOf(a.remove)));
    case 'rally':
      return t.rally(u, a.area);
    case 'change-gort':
      return t.changeGort;
    default:
      return describeAreaAction(s, a, u, t, DESCRIBING);
  }
}

export const caArras1940 = areaImpulseGame<ArrasState, ArrasAction>({
  id: 'ca-arras-1940',
  title: 'Counter-Attack: The Battle of Arras, 1940',
  roles: ['allied', 'german'],
  scenarios: scenariosInfo(['standard', 'historical'], { en: en.scenarios, fr: fr.scenarios }),
  options: optionsInfo(OPTIONS, { en: en.options, fr: fr.options }),
  setup(config) {
    if (config.scenario && config.scenario !== 'standard' && config.scenario !== 'historical') {
      throw new RuleError(en.refuse.unknownScenario(config.scenario), '5.0', 'bad-setup', { fr: fr.refuse.unknownScenario(config.scenario) });
    }
    return newGame(parseOptions(config));
  },
  steps: STEPS,
  actionSchema,
  view,
  result: (s) => twoSidedResult(s.result),
  describe,
  render,
  setupGroups: (s) => groupsLeft(UNITS, s),
  validateData,
  bids: (s) => s,
  preview,
});
