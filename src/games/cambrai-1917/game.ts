// Cambrai 1917 (the player aid's area-impulse game) as a GameDefinition of the kernel.

import type { OptionInfo } from '../../kernel/game.ts';
import { areaImpulseGame, optionsInfo, scenariosInfo } from '../../families/area-impulse/game.ts';
import { fr, setupRefused, words } from './text/fr.ts';
import { en } from './text/en.ts';
import { preview } from './preview.ts';
import { VP_TO_WIN } from './data.ts';
import { advance, newGame } from './rules/00-sequence.ts';
import { attackOptions } from './rules/08-combat.ts';
import { STEPS } from './steps.ts';
import { checkStep } from './movement.ts';
import { type CambraiAction, actionSchema } from './actions.ts';
import { type CambraiState, type Variant, attackOf, defenseOf, movementPoints, roleOf, unitName, unitOf } from './state.ts';
import { type Describing, describeAreaAction } from '../../families/area-impulse/describe.ts';
import { render } from './render.ts';
import { validateData } from './validate.ts';
import { view } from './view.ts';
export type { CambraiView } from './view.ts';

/** The family describes the actions every area game takes; a move costs what the step check says (none outside an assault); an attack is mandatory as the Combat options say. */
const DESCRIBING: Describing<CambraiState> = {
  unitOf,
  moveCost(s, i, to) {
    const as = s.assault;
    if (!as || s.step.k === 'regroup') return null;
    const mp = i in as.mp ? as.mp[i] : movementPoints(s, i) - as.inPlacePenalty;
    const c = checkStep(s, i, s.loc[i], to, mp, !(i in as.mp) && as.inPlacePenalty === 0, as.rolling.includes(to), as.bridgeUse);
    return c.ok ? c.cost : null;
  },
  mandatory: (s, area) => !!s.assault && attackOptions(s).find((x) => x.area === area)?.mandatory === true,
};

function describe(s: CambraiState, a: CambraiAction, lang: 'en' | 'fr'): string {
  const t = words(lang).describe;
  const u = 'unit' in a && a.unit !== undefined ? unitName(unitOf(a.unit)) : '';
  switch (a.type) {
    case 'advantage':
      return a.use ? t.spend(s.step.k === 'advantage' ? s.step.use : undefined) : t.keep;
    case 'assault':
      return t.assault(a.area);
    case 'regroup':
      return t.regroup(a.area);
    case 'hurricane':
      return s.step.k === 'opening' ? t.opening(a.target) : t.hurricane(a.target);
    case 'marker':
      return t.marker(a.kind, a.area);
    case 'demolish':
      return t.demolish(s.bridges[a.bridge].name);
    case 'point':
      return t.point(u, attackOf(s, unitOf(a.unit)));
    case 'forward':
      return t.forward(u, defenseOf(s, unitOf(a.unit)));
    case 'buy':
      return t.buy(a.n);
    case 'refit':
      return t.refit(u);
    case 'refresh':
      return t.refresh(u);
    case 'dismount':
      return t.dismount(u);
    case 'trade':
      return t.trade(u, unitName(unitOf(a.refresh)));
    default:
      return describeAreaAction(s, a, u, t, DESCRIBING);
  }
}

/**
 * The balance handicap (issue 15, doc section Balance): the Control markers the British need in the
 * campaign. Not a rule of the aid, whose 20 (`VP_TO_WIN`, rulebook End Phase) is the default; players
 * who find the campaign lopsided agree a lower number before the game.
 */
const HANDICAP = { id: 'british-vp', kind: 'number' as const, default: VP_TO_WIN, min: 8, max: VP_TO_WIN };

/**
 * The other reading of four rulings (docs, Rulings: D1, D2, V1, V2), each where both readings are
 * playable; off by default (the aid as ruled). Their labels: text/en.ts and fr.ts `options`.
 */
const VARIANT_OPTIONS: readonly (Omit<OptionInfo, 'label'> & { key: keyof Variant })[] = [
  { id: 'two-passes', key: 'twoPasses', rule: 'Daylight Phase', kind: 'flag', default: false },
  { id: 'impulse-track-12', key: 'track12', rule: 'Daylight Phase', kind: 'flag', default: false },
  { id: 'advantage-sunset', key: 'advantageAtSunset', rule: 'Advantage Marker', kind: 'flag', default: false },
  { id: 'sudden-death-mounted', key: 'mountedCavalry', rule: 'End Phase', kind: 'flag', default: false },
];

export const cambrai1917 = areaImpulseGame<CambraiState, CambraiAction>({
  id: 'cambrai-1917',
  title: 'Cambrai 1917 (Breakthrough: Cambrai player aid)',
  // Data version 2 (issue 28): the small areas of the Hindenburg system (58-66) and the Garrisons changed; saves of version 1 are refused.
  dataVersion: 2,
  roles: ['british', 'german'],
  scenarios: scenariosInfo(['campaign', 'first-day'], { en: en.scenarios, fr: fr.scenarios }),
  options: optionsInfo([HANDICAP, ...VARIANT_OPTIONS], { en: en.options, fr: fr.options }),
  setup(config) {
    const sc = config.scenario ?? 'campaign';
    if (sc !== 'campaign' && sc !== 'first-day') throw setupRefused(null, (w) => w.setup.unknownScenario(sc));
    const ids = [HANDICAP.id, ...VARIANT_OPTIONS.map((o) => o.id)];
    for (const id of Object.keys(config.options ?? {})) if (!ids.includes(id)) throw setupRefused(null, (w) => w.setup.unknownOption(id, ids));
    const variant: Partial<Variant> = {};
    for (const o of VARIANT_OPTIONS) {
      const on = config.options?.[o.id] ?? false;
      if (typeof on !== 'boolean') throw setupRefused(o.rule ?? null, (w) => w.setup.optionFlag(o.id));
      variant[o.key] = on;
    }
    const vp = config.options?.[HANDICAP.id];
    if (vp === undefined || vp === HANDICAP.default) return newGame(sc, undefined, variant);
    if (sc !== 'campaign') throw setupRefused(null, (w) => w.setup.handicapCampaign(HANDICAP.id));
    if (typeof vp !== 'number' || !Number.isInteger(vp) || vp < HANDICAP.min || vp > HANDICAP.max)
      throw setupRefused(null, (w) => w.setup.handicapRange(HANDICAP.id, HANDICAP.min, HANDICAP.max));
    return newGame(sc, vp, variant);
  },
  steps: STEPS,
  actionSchema,
  view,
  result(s) {
    if (!s.result) return null;
    const w = roleOf(s.result.winner);
    return {
      winner: w,
      kind: s.result.kind,
      detail: s.result.detail,
      texts: { fr: s.result.detailFr },
      scores: { british: w === 'british' ? 1 : 0, german: w === 'german' ? 1 : 0 },
    };
  },
  describe(s, a, lang) {
    // A listed action, or one the boundary checked against the schema: described by its typed shape.
    const typed = actionSchema().safeParse(a);
    return typed.success ? describe(s, typed.data, lang) : JSON.stringify(a);
  },
  preview,
  render,
  validateData,
});

export { advance };
