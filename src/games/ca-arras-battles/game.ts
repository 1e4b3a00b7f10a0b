// Counter-Attack: Arras (Battles Magazine edition) as a GameDefinition of the kernel.

import { preview } from './preview.ts';
import { groupsLeft } from '../../families/area-impulse/setup-groups.ts';
import type { OptionInfo, SetupConfig } from '../../kernel/game.ts';
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
import { areaImpulseGame, optionsInfo, scenariosInfo } from '../../families/area-impulse/game.ts';
import { validateData } from './validate.ts';
import { view } from './view.ts';
export type { BattlesView } from './view.ts';
import { type Lang, name } from './text/names.ts';
import { fr, setupRefused, words } from './text/fr.ts';
import { en } from './text/en.ts';

const OPTIONS: (Omit<OptionInfo, 'label'> & { key: keyof Options; group?: string })[] = [
  { id: 'historical-setup', key: 'historicalSetup', rule: '14.2', kind: 'flag', default: false },
  { id: 'bids', key: 'bids', rule: '14.1', kind: 'flag', default: false },
  {
    id: 'fewer-german-air',
    key: 'fewerGermanAir',
    rule: '15.1',
    kind: 'flag',
    default: false,
    group: '15.1',
  },
  {
    id: 'early-reserve',
    key: 'earlyReserve',
    rule: '15.1',
    kind: 'flag',
    default: false,
    group: '15.1',
  },
  {
    id: 'fewer-allied-air',
    key: 'fewerAlliedAir',
    rule: '15.2',
    kind: 'flag',
    default: false,
    group: '15.2',
  },
  {
    id: 'german-artillery',
    key: 'germanArtillery',
    rule: '15.2',
    kind: 'flag',
    default: false,
    group: '15.2',
  },
  // 15.1 subtracts a German air support counter, 15.2 adds one: the two cannot both be in force.
  {
    id: 'more-german-air',
    key: 'moreGermanAir',
    rule: '15.2',
    kind: 'flag',
    default: false,
    group: '15.2',
    excludes: ['fewer-german-air'],
  },
];

function checkScenario(config: SetupConfig): SetupConfig {
  const known = ['standard', 'historical'];
  const sc = config.scenario;
  if (sc && !known.includes(sc)) throw setupRefused('12.0', (w) => w.refuse.unknownScenario(sc, known));
  return config;
}

export function parseOptions(config: SetupConfig): Options {
  const out: Options = parseFlagOptions(config, OPTIONS, '14.0');
  if (config.scenario === 'historical') out.historicalSetup = true;
  // 15.1 / 15.2 "OU": one balance option per side at most.
  for (const g of ['15.1', '15.2']) {
    const on = OPTIONS.filter((o) => o.group === g && out[o.key]).map((o) => o.id);
    if (on.length > 1) throw setupRefused(g, (w) => w.refuse.balanceAlternatives(g, on));
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
  scenarios: scenariosInfo(['standard', 'historical'], { en: en.scenarios, fr: fr.scenarios }),
  options: optionsInfo(OPTIONS, { en: en.options, fr: fr.options }),
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
