// The Cruellest Month: Air War over Arras, April 1917 - the GameDefinition.
// Rules: rules/NN-chapter.ts (one file per rulebook chapter; who acts and the dispatch in steps.ts), state.ts (state, setup, map questions), the Air Battle
// Board in air-battle/ (8.7 onward, through air-battle/contract.ts). Data: data.ts. Rulings: docs/games/cruellest-month.md.
// Imported values are read once into local bindings (`const { ... } = M`): tsx compiles each module to CommonJS, where
// every use of an imported name is a getter call (about 7% of a random game's time).
import * as K from '../../kernel/game.ts';
import type { Action, GameDefinition, GameResult, Role } from '../../kernel/game.ts';
const { CHANCE } = K;
import * as AB from './air-battle/battle.ts';
import { renderAirBattleText } from './air-battle/board-view.ts';
import * as D from './data.ts';
const { airUnitName, AIR_BY_ID, AIRBASES, GROUND_BY_ID, PLACES, VICTORY } = D;
import { STEPS, run } from './steps.ts';
import * as V from './rules/13-victory.ts';
const { finalScore } = V;
import * as G from './rules/09-ground-operations.ts';
const { defendersLabel } = G;
import { type ActionKit, actionsEn } from './text/actions.en.ts';
import { actionsFr } from './text/actions.fr.ts';
import { ALT_FR } from './text/fr.ts';
import { gameEn } from './text/game.en.ts';
import { gameFr } from './text/game.fr.ts';
import { aslText, baseName, sectorName } from './text/log.en.ts';
import { baseName as baseNameFr, sectorName as sectorNameFr } from './text/log.fr.ts';
import * as S from './state.ts';
import { preview } from './preview.ts';
import type { State } from './state.ts';
const { other, setup: newState } = S;
import { validateData } from './validate.ts';
import { actionSchema } from './actions.ts';
import { view } from './view.ts';

export const ROLES = ['allied', 'german'] as const;

function setup(config: { scenario?: string; options?: Record<string, boolean | number> }): State {
  const o = config.options ?? {};
  const s = newState({
    turns: typeof o.turns === 'number' ? o.turns : 12,
    wind: !!o.wind,
    sun: !!o.sun,
    noviceGerman: !!o.noviceGerman,
    bombingAtLaunch: !!o.bombingAtLaunch,
    airbaseBelowZero: !!o.airbaseBelowZero,
    stepLossLasting: !!o.stepLossLasting,
  });
  run(s, undefined);
  return s;
}

/**
 * Actions taken on a player's own display, out of the opponent's sight (GameDefinition.secret): a unit
 * added to a mission (8.1.6 note), a regroup designation (7.2), a reconnaissance flight chosen (7.4),
 * a striker's altitude (8.9), a landing (8.12) and a Strategic Reserve aircraft placed (12.2.1; how
 * many is public, 12.2.2). The step count the opponent sees does not count them (6.1).
 */
const SECRET_ACTIONS = new Set(['add', 'designate', 'recon', 'altitude', 'land', 'place']);

function result(s: State): GameResult | null {
  if (!s.over || s.finalMargin === null) return null;
  const m = s.finalMargin;
  const winner = m <= VICTORY.germanMax ? 'german' : m > VICTORY.drawMax ? 'allied' : null;
  return {
    winner,
    kind: winner ? 'victory points' : 'draw',
    detail: gameEn.result(m),
    texts: { fr: gameFr.result(m) },
    scores: { allied: winner === 'allied' ? 1 : winner === null ? 0.5 : 0, german: winner === 'german' ? 1 : winner === null ? 0.5 : 0 },
  };
}

const AREA_NAME: Record<string, string> = { douai: 'Douai', cambrai: 'Cambrai', arras: 'Arras' };
/** An airbase by name, in English or French. */
const baseIn = (id: string, fr: boolean) => (fr ? baseNameFr : baseName)(id);
/** A unit as its counter shows it: squadron or Jasta and aircraft ("2 Sqn (B.E.2c/d)"), a division by its name. */
const unitText = (id: unknown) => (typeof id === 'string' ? (AIR_BY_ID[id] ? airUnitName(id) : (GROUND_BY_ID[id]?.name ?? id)) : '?');

/** What a description names in English or French (text/actions.en.ts and .fr.ts), and its rule where the state sets
 * it: 14.1 or 14.2 by the side set up, 7.4.3 or 6.1 for an examination. */
function actionKit(s: State, a: Action, fr: boolean): ActionKit {
  const rule =
    a.type === 'deploy'
      ? GROUND_BY_ID[String(a.unit)]?.side === 'german'
        ? '14.2'
        : '14.1'
      : a.type === 'deploy-base'
        ? a.base && String(a.base).startsWith('ff')
          ? '14.2'
          : '14.1'
        : (s.pendingExamine[0]?.rule ?? '7.4.3');
  return {
    u: unitText,
    base: (x) => baseIn(String(x), fr),
    target: (x) => targetLabel(String(x.target), String(x.hex))[fr ? 1 : 0],
    defenders: (hex) => defendersLabel(s, hex)[fr ? 1 : 0],
    altitude: (x) => (fr ? (ALT_FR[String(x) as keyof typeof ALT_FR] ?? String(x)) : String(x)),
    area: (x) => AREA_NAME[String(x)] ?? String(x),
    rule,
  };
}
/** Every action of the strategic game described in `lang`, naming its rule (or its type, for an unknown one). */
function describeStrategic(s: State, a: Action, lang: string): string {
  const fr = lang === 'fr';
  const words: Record<string, ((a: Action, k: ActionKit) => string) | undefined> = fr ? actionsFr : actionsEn;
  const describe = words[a.type];
  return describe ? describe(a, actionKit(s, a, fr)) : a.type;
}

function describeAction(s: State, role: Role, a: Action, lang = 'en'): string {
  if (s.battle && a.type.startsWith('ab-')) return AB.describeAirBattleAction(s.battle, role, a, lang);
  if (role === CHANCE) return (lang === 'fr' ? gameFr : gameEn).dice(a.dice as number[]);
  return describeStrategic(s, a, lang);
}
/** A mission's target in English and French. */
function targetLabel(target: string, hex: string): [string, string] {
  if (target.startsWith('base:')) return [baseName(target.slice(5)), baseName(target.slice(5))];
  if (target.startsWith('unit:')) {
    const n = GROUND_BY_ID[target.slice(5)]?.name ?? target;
    return [n, n];
  }
  if (target === 'city') {
    const n = PLACES[hex]?.name ?? hex;
    return [n, n];
  }
  const area = AREA_NAME[hex] ?? hex;
  return [gameEn.airbasesOf(area), gameFr.airbasesOf(area)];
}

function render(s: State, role: Role, lang = 'en'): string {
  const fr = lang === 'fr';
  const w = fr ? gameFr : gameEn;
  const t = w.picture;
  const v = view(s, role);
  const lines: string[] = [];
  lines.push(t.head(s.turn, s.lastTurn, w.phase[s.phase] ?? s.phase, s.poorWeather, s.initiative));
  lines.push(t.score(s.vp.allied, s.vp.german, s.cityHits.arras, s.cityHits.lens, s.boxHits.douai, s.boxHits.cambrai));
  const bosl = Object.entries(s.bosl)
    .map(([k, x]) => `${(fr ? sectorNameFr : sectorName)(k)} ${w.balloon[x]}`)
    .join(', ');
  lines.push(t.support(aslText(s, fr ? sectorNameFr : sectorName), bosl, s.tsp));
  lines.push(t.ground);
  for (const id in s.ground) {
    const g = s.ground[id];
    const a = GROUND_BY_ID[id].side === 'allied' ? 'A' : 'G';
    if (g.where === 'map') lines.push(`  ${a} ${GROUND_BY_ID[id].name} ${g.hex}${t.groundMarks(g.reduced, g.interdicted)}`);
  }
  lines.push(t.airbases);
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    lines.push(t.airbase(b.name, st.hex ?? st.area ?? '-', w.status[st.status] ?? st.status));
    for (const [id, u] of Object.entries(v.air)) if (u.base === b.id) lines.push(`    ${unitText(id)}${t.airMarks(!!u.flown, !!u.disrupted, !!u.reduced)}`);
  }
  const rfc = Object.values(v.air).filter((u) => u.base === 'rfc');
  if (rfc.length) lines.push(t.rfc(rfc.map((u) => u.name).join(', ')));
  const m = s.mission;
  if (m) {
    // What this side may know of the mission (the view's): its own in full, the other's target once launched.
    const own = m.side === role;
    const units = own ? m.units.map((u) => unitText(u)).join(', ') : '';
    if (own || m.launched) lines.push(t.mission(m.side, m.task, targetLabel(m.target, m.hex)[fr ? 1 : 0], m.hex, units));
    else lines.push(t.missionPrepared(m.side));
  }
  if (s.battle) lines.push(renderAirBattleText(AB.airBattleView(s.battle, role), fr ? 'fr' : 'en', (u) => unitText(u.id)));
  if (s.over) {
    const f = finalScore(s);
    lines.push(t.over(f.allied, f.german, s.finalMargin));
  }
  return lines.join('\n');
}

/** The scenario and the options, their words in text/game.en.ts and .fr.ts. */
const scenario = (w: typeof gameEn) => ({ label: w.scenario.label, description: w.scenario.description });
/** An option's label in English, with its French (`texts.fr`). */
const option = (id: keyof typeof gameEn.options) => ({ id, label: gameEn.options[id], texts: { fr: gameFr.options[id] } });

export const cruellestMonth: GameDefinition<State> = {
  id: 'cruellest-month',
  title: 'The Cruellest Month: Air War over Arras, April 1917',
  roles: ROLES,
  scenarios: [
    {
      id: 'standard',
      ...scenario(gameEn),
      texts: { fr: scenario(gameFr) },
    },
  ],
  options: [
    { ...option('turns'), rule: '14.0', kind: 'number', default: 12, min: 10, max: 12 },
    { ...option('wind'), rule: '15.1', kind: 'flag', default: false },
    { ...option('sun'), rule: '15.2', kind: 'flag', default: false },
    { ...option('noviceGerman'), rule: '14.2', kind: 'flag', default: false },
    { ...option('bombingAtLaunch'), rule: '13.1', kind: 'flag', default: false },
    { ...option('airbaseBelowZero'), rule: '8.10.6', kind: 'flag', default: false },
    { ...option('stepLossLasting'), rule: '8.7.9', kind: 'flag', default: false },
  ],
  setup,
  ...STEPS,
  get actionSchema() {
    return actionSchema();
  },
  view,
  result,
  describeAction,
  preview,
  languages: ['en', 'fr'],
  render,
  validateData,
  reveals: (_s, role) => role === CHANCE,
  secret: (s, _role, a) => SECRET_ACTIONS.has(a.type) && (a.type !== 'place' || s.step === 'place-air'),
};
void other;
