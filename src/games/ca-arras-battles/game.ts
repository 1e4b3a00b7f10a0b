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
import { type BattlesState, type Options, OUT, unitIndex, unitOf } from './state.ts';
import { COSTS } from './rules/06-assault.ts';
import { words } from './text/fr.ts';
import { type Describing, describeAreaAction } from '../../families/area-impulse/describe.ts';
import { render } from './render.ts';
import { parseFlagOptions, twoSidedResult } from '../../families/area-impulse/contract.ts';
import { areaImpulseGame, optionsInfo } from '../../families/area-impulse/game.ts';
import { validateData } from './validate.ts';
import { view } from './view.ts';
export type { BattlesView } from './view.ts';
import { type Lang, auSector, inSector, name, sector, theSector } from './text/names.ts';

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

const T = (lang: Lang, en: string, fr: string) => (lang === 'fr' ? fr : en);

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

function describe(s: BattlesState, a: BattlesAction, lang: Lang): string {
  const u = 'unit' in a && a.unit !== undefined && ui(a.unit) >= 0 ? name(ui(a.unit)) : '';
  const sec = (x: number) => sector(x, lang);
  const dans = (x: number) => inSector(x);
  const le = (x: number) => theSector(x);
  const au = (x: number) => auSector(x);
  switch (a.type) {
    case 'bid':
      return T(lang, `bid ${a.vp} VP for the Allied command (14.1.1)`, `enchère de ${a.vp} PV pour le camp allié (14.1.1)`);
    case 'place':
      return T(lang, `place Group ${a.group} in ${sec(a.area)} (12.2)`, `placer le groupe ${a.group} ${dans(a.area)} (12.2)`);
    case 'use-advantage':
    case 'decline': {
      const use = s.step.k === 'advantage' ? s.step.use : '';
      const what: Record<string, [string, string, string]> = {
        initiative: ['force a new Initiative roll', "forcer une relance du JD d'Initiative", '9.4'],
        combat: ['force both players to roll again', 'forcer les deux joueurs à relancer', '9.1'],
        bombard: ['force a new bombardment roll', 'forcer une relance du bombardement', '9.1'],
        french: ['release the French Cavalry Corps', 'libérer le Corps de Cavalerie Français', '9.4'],
        panzer: ['release the Panzer battalions', 'libérer les bataillons de Panzers', '9.4'],
        fifth: ['release the 5th Panzer Division elements', 'libérer les éléments de la 5e Panzer Division', '9.4'],
        gort: ["overrule Gort's decision", 'passer outre la Décision de Gort', '9.4'],
        prolong: ['extend the turn: restart the Combat Phase', 'prolonger le tour : recommencer la Phase de Combat', '9.2'],
      };
      const [en, fr, rule] = what[use] ?? ['use it', "l'utiliser", '9.0'];
      return a.type === 'use-advantage'
        ? T(lang, `use the Avantage (Advantage) to ${en} (${rule})`, `utiliser l'Avantage pour ${fr} (${rule})`)
        : T(lang, `keep the Avantage (Advantage)`, `garder l'Avantage`);
    }
    case 'activate':
      return T(lang, `activate ${sec(a.area)} (5.0)`, `activer ${le(a.area)} (5.0)`);
    case 'enter':
      return T(lang, 'bring units onto the map (13.1-13.3)', 'faire entrer des unités sur la carte (13.1-13.3)');
    case 'bombard':
      return T(lang, `${name(ui(a.artillery))} bombards ${sec(a.target)} (7.0)`, `${name(ui(a.artillery))} bombarde ${le(a.target)} (7.0)`);
    case 'refresh':
      return T(
        lang,
        `use the Avantage to refresh 1D6 Spent units in ${sec(a.area)} (9.3)`,
        `utiliser l'Avantage pour rafraîchir 1D6 unités Fatiguées ${dans(a.area)} (9.3)`,
      );
    case 'refresh-unit':
      return T(lang, `${u} becomes Fresh (9.3)`, `${u} redevient Fraîche (9.3)`);
    case 'attack':
      return T(lang, `assault ${sec(a.area)} (6.0)`, `donner l'assaut ${au(a.area)} (6.0)`);
    case 'spearhead':
      return T(lang, `${u} is the Unité de Pointe (6.1)`, `${u} est l'Unité de Pointe (6.1)`);
    case 'advanced':
      return T(lang, `${u} is the Unité Avancée (6.1)`, `${u} est l'Unité Avancée (6.1)`);
    case 'support':
      return a.air
        ? T(lang, 'air support: a third die (8.3)', 'Soutien Aérien : un troisième dé (8.3)')
        : T(lang, `artillery support by ${u}: a third die (8.1)`, `Soutien d'artillerie par ${u} : un troisième dé (8.1)`);
    case 'no-support':
      return T(lang, 'no combat support', 'pas de Soutien de Combat');
    case 'reorganize':
      return a.remove === undefined
        ? T(lang, `reorganize ${u} as its R counter in ${sec(a.area)} (10.2)`, `réorganiser ${u} avec son pion R ${dans(a.area)} (10.2)`)
        : T(
            lang,
            `reorganize ${u} in ${sec(a.area)}, removing ${name(ui(a.remove))} from the game (10.1)`,
            `réorganiser ${u} ${dans(a.area)}, en retirant ${name(ui(a.remove))} du jeu (10.1)`,
          );
    default:
      return describeAreaAction(s, a, u, words(lang).describe, DESCRIBING);
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
