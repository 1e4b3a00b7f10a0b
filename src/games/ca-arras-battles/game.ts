// Counter-Attack: Arras (Battles Magazine edition) as a GameDefinition of the kernel.

import { OPTION_TEXTS, SCENARIO_TEXTS } from './prompt.ts';
import { preview } from './preview.ts';
import { groupsLeft } from '../../families/area-impulse/setup-groups.ts';
import { type OptionInfo, RuleError, type SetupConfig } from '../../kernel/game.ts';
import { UNITS } from './data.ts';
import { checkStep } from './movement.ts';
import { type BattlesAction, actionSchema } from './actions.ts';
import { newGame } from './rules/12-setup.ts';
import { STEPS } from './steps.ts';
import { type AdvantageUse, type BattlesState, type Options, OUT, unitIndex, unitOf } from './state.ts';
import { COSTS } from './rules/06-assault.ts';
import { type Describing, describeAreaAction } from '../../families/area-impulse/describe.ts';
import { render } from './render.ts';
import { parseFlagOptions, twoSidedResult } from '../../families/area-impulse/contract.ts';
import { areaImpulseGame, optionsInfo } from '../../families/area-impulse/game.ts';
import { validateData } from './validate.ts';
import { view } from './view.ts';
export type { BattlesView } from './view.ts';
import { type Lang, name } from './text/names.ts';
import { words } from './text/fr.ts';

const OPTIONS: (OptionInfo & { key: keyof Options; group?: string })[] = [
  { id: 'historical-setup', key: 'historicalSetup', label: 'Placement initial historique (historical setup)', rule: '14.2', kind: 'flag', default: false },
  { id: 'bids', key: 'bids', label: 'Enchères: secret VP bids for the Allied command', rule: '14.1', kind: 'flag', default: false },
  {
    id: 'fewer-german-air',
    key: 'fewerGermanAir',
    label: 'For the Allies: one German air support counter less per turn',
    rule: '15.1',
    kind: 'flag',
    default: false,
    group: '15.1',
  },
  {
    id: 'early-reserve',
    key: 'earlyReserve',
    label: 'For the Allies: the British reserve arrives once the Allies reach 8 VP',
    rule: '15.1',
    kind: 'flag',
    default: false,
    group: '15.1',
  },
  {
    id: 'fewer-allied-air',
    key: 'fewerAlliedAir',
    label: 'For the Germans: one Allied air support counter less per turn',
    rule: '15.2',
    kind: 'flag',
    default: false,
    group: '15.2',
  },
  {
    id: 'german-artillery',
    key: 'germanArtillery',
    label: 'For the Germans: the 7/3/78 artillery joins German Group B',
    rule: '15.2',
    kind: 'flag',
    default: false,
    group: '15.2',
  },
  // 15.1 subtracts a German air support counter, 15.2 adds one: the two cannot both be in force.
  {
    id: 'more-german-air',
    key: 'moreGermanAir',
    label: 'For the Germans: one German air support counter more per turn',
    rule: '15.2',
    kind: 'flag',
    default: false,
    group: '15.2',
    excludes: ['fewer-german-air'],
  },
];

function checkScenario(config: SetupConfig): SetupConfig {
  const known = ['standard', 'historical'];
  if (config.scenario && !known.includes(config.scenario))
    throw new RuleError(`unknown scenario "${config.scenario}"; scenarios: ${known.join(', ')}`, '12.0', 'bad-setup');
  return config;
}

export function parseOptions(config: SetupConfig): Options {
  const out: Options = parseFlagOptions(config, OPTIONS, '14.0');
  if (config.scenario === 'historical') out.historicalSetup = true;
  // 15.1 / 15.2 "OU": one balance option per side at most.
  for (const g of ['15.1', '15.2']) {
    const on = OPTIONS.filter((o) => o.group === g && out[o.key]).map((o) => o.id);
    if (on.length > 1) throw new RuleError(`the balance options of ${g} are alternatives (OU): choose one of ${on.join(', ')}`, g, 'bad-setup');
  }
  return out;
}

const ui = (id: unknown) => unitIndex(id) ?? -1;

/** The rule of each use of the Avantage (9.1-9.4), its words in text/en.ts and fr.ts `describe.advantage`. */
const ADVANTAGE_RULE: Record<AdvantageUse, string> = {
  initiative: '9.4',
  combat: '9.1',
  bombard: '9.1',
  french: '9.4',
  panzer: '9.4',
  fifth: '9.4',
  gort: '9.4',
  prolong: '9.2',
};

/** The family describes the actions every area game takes; a move costs what 5.1's step check says. */
const DESCRIBING: Describing<BattlesState> = {
  unitOf,
  costs: COSTS, // 6.4.2
  moveCost(s, i, to) {
    const as = s.assault;
    const mf = as && as.mover === i ? as.mfLeft : UNITS[i].move;
    const c = checkStep(s, i, s.loc[i], to, mf, s.step.k === 'overrun' && !!as && !as.overrunUsed.includes(i));
    return c.ok ? c.cost : null;
  },
};

/** What an action does, in `lang` (the words in text/en.ts and fr.ts `describe`). */
function describe(s: BattlesState, a: BattlesAction, lang: Lang): string {
  const t = words(lang).describe;
  const u = 'unit' in a && a.unit !== undefined && ui(a.unit) >= 0 ? name(ui(a.unit)) : '';
  switch (a.type) {
    case 'bid':
      return t.bid(a.vp);
    case 'place':
      return t.place(a.group, a.area);
    case 'use-advantage':
    case 'decline': {
      if (a.type === 'decline') return t.keepAdvantage;
      return s.step.k === 'advantage' ? t.useAdvantage(t.advantage[s.step.use], ADVANTAGE_RULE[s.step.use]) : t.useAdvantage(t.advantage.other, '9.0');
    }
    case 'activate':
      return t.activate(a.area);
    case 'enter':
      return t.enter;
    case 'bombard':
      return t.bombard(name(ui(a.artillery)), a.target);
    case 'refresh':
      return t.refresh(a.area);
    case 'refresh-unit':
      return t.refreshUnit(u);
    case 'spearhead':
      return t.spearhead(u);
    case 'advanced':
      return t.advanced(u);
    case 'support':
      return a.air ? t.airSupport : t.artillerySupport(u);
    case 'no-support':
      return t.noSupport;
    case 'reorganize':
      return a.remove === undefined ? t.reorganizeR(u, a.area) : t.reorganize(u, a.area, name(ui(a.remove)));
    default:
      return describeAreaAction(s, a, u, t, DESCRIBING);
  }
}

export const caArrasBattles = areaImpulseGame<BattlesState, BattlesAction>({
  id: 'ca-arras-battles',
  title: 'Counter-Attack: Arras (Battles Magazine edition)',
  roles: ['allied', 'german'],
  scenarios: [
    {
      id: 'standard',
      label: 'Standard (12.2 alternate setup)',
      description: 'Groups placed alternately, German first; the French, the Panzers and the British reserve arrive later (13.1-13.3).',
      texts: SCENARIO_TEXTS.standard,
    },
    { id: 'historical', label: 'Placement historique (14.2)', description: 'Every group in its historical sector.', texts: SCENARIO_TEXTS.historical },
  ],
  options: optionsInfo(OPTIONS, OPTION_TEXTS),
  setup: (config) => newGame(parseOptions(checkScenario(config))),
  steps: STEPS,
  actionSchema,
  result: (s) => {
    const r = twoSidedResult(s.result);
    return r && { ...r, texts: { fr: s.result!.detailFr } };
  },
  view,
  describe,
  render,
  setupGroups: (s) => groupsLeft(UNITS, s),
  validateData,
  bids: (s) => s,
  preview,
});

export { OUT };
