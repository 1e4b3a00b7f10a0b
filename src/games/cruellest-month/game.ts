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
import { TASK_FR } from './text/fr.ts';
import * as S from './state.ts';
import { preview } from './preview.ts';
import type { Side, State } from './state.ts';
const { SIDE_NAME, baseName, other, setup: newState } = S;
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
    detail: `Allied minus German victory points: ${m} (13.3: 19 or fewer German, 20-40 draw, 41+ Allied)`,
    texts: { fr: `points de victoire alliés moins allemands : ${m} (13.3 : 19 ou moins victoire allemande, 20-40 match nul, 41 et plus victoire alliée)` },
    scores: { allied: winner === 'allied' ? 1 : winner === null ? 0.5 : 0, german: winner === 'german' ? 1 : winner === null ? 0.5 : 0 },
  };
}

/** French words of the action texts. */
const ALT_FR: Record<string, string> = { low: 'basse', medium: 'moyenne', high: 'haute' };
const AREA_NAME: Record<string, string> = { douai: 'Douai', cambrai: 'Cambrai', arras: 'Arras' };
/** An airbase by name, in English or French. */
const baseIn = (id: string, fr: boolean) => (fr && id === 'rfc' ? "la zone d'attente du RFC" : baseName(id));
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
    altitude: (x) => (fr ? (ALT_FR[String(x)] ?? String(x)) : String(x)),
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
  if (role === CHANCE) return `${lang === 'fr' ? 'dés' : 'dice'} ${(a.dice as number[]).join(' ')}`;
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
  return [`the ${area} airbases`, `les aérodromes de ${area}`];
}

/** The words of the terminal picture: [English, French]. */
const PHASE_TEXT: Record<string, [string, string]> = {
  setup: ['set-up', 'mise en place'],
  events: ['Random Events', 'événements aléatoires'],
  initiative: ['Initiative Phase', "phase d'initiative"],
  air: ['Air Operations', 'opérations aériennes'],
  ground: ['Ground Operations', 'opérations terrestres'],
  supply: ['Supply', 'ravitaillement'],
  regroup: ['Regroup', 'regroupement'],
  reinforcement: ['Reinforcements', 'renforts'],
  victory: ['Victory Points', 'points de victoire'],
  over: ['game over', 'partie terminée'],
};
const STATUS_TEXT: Record<string, [string, string]> = {
  normal: ['normal', 'normal'],
  disrupted: ['Disrupted', 'désorganisé'],
  construction: ['under construction', 'en construction'],
  destroyed: ['destroyed', 'détruit'],
  dismantled: ['dismantled', 'démonté'],
};
const BALLOON_TEXT: [string, string][] = [
  ['Normal', 'normal'],
  ['Weakened', 'affaibli'],
  ['Reduced', 'réduit'],
];

function render(s: State, role: Role, lang = 'en'): string {
  const fr = lang === 'fr' ? 1 : 0;
  const t = (pair: [string, string] | undefined, raw: string) => (pair ? pair[fr] : raw);
  const v = view(s, role);
  const marks = (u: { flown?: boolean; disrupted?: boolean; reduced?: boolean }) =>
    `${u.flown ? (fr ? ' a volé' : ' flown') : ''}${u.disrupted ? (fr ? ' désorganisé' : ' disrupted') : ''}${u.reduced ? (fr ? ' réduit' : ' reduced') : ''}`;
  const sideName = (x: Side) => (fr ? (x === 'allied' ? 'allié' : 'allemand') : SIDE_NAME[x]);
  const sideFem = (x: Side) => (fr ? (x === 'allied' ? 'alliée' : 'allemande') : SIDE_NAME[x]);
  const lines: string[] = [];
  const weather = s.poorWeather ? (fr ? ', mauvais temps' : ', Poor Weather') : '';
  lines.push(
    fr
      ? `The Cruellest Month - tour ${s.turn}/${s.lastTurn}, ${t(PHASE_TEXT[s.phase], s.phase)}${weather} ; initiative ${sideName(s.initiative)}`
      : `The Cruellest Month - turn ${s.turn}/${s.lastTurn}, ${t(PHASE_TEXT[s.phase], s.phase)}${weather}; initiative ${sideName(s.initiative)}`,
  );
  lines.push(
    fr
      ? `PV alliés ${s.vp.allied}, allemands ${s.vp.german} ; coups au but Arras ${s.cityHits.arras}, Lens ${s.cityHits.lens}, Douai ${s.boxHits.douai}, ` +
          `Cambrai ${s.boxHits.cambrai}`
      : `VP Allied ${s.vp.allied}, German ${s.vp.german}; hits Arras ${s.cityHits.arras}, Lens ${s.cityHits.lens}, Douai ${s.boxHits.douai}, ` +
          `Cambrai ${s.boxHits.cambrai}`,
  );
  const asl = S.aslText(s, !!fr);
  const bosl = Object.entries(s.bosl)
    .map(([k, x]) => `${S.sectorName(k, !!fr)} ${BALLOON_TEXT[x][fr]}`)
    .join(', ');
  lines.push(fr ? `Artillerie : ${asl} ; ballons ${bosl} ; chars ${s.tsp}` : `Artillery: ${asl}; balloons ${bosl}; tanks ${s.tsp}`);
  lines.push(fr ? 'Troupes au sol :' : 'Ground:');
  for (const id in s.ground) {
    const g = s.ground[id];
    const a = GROUND_BY_ID[id].side === 'allied' ? 'A' : 'G';
    const marks = `${g.reduced ? (fr ? ' réduite' : ' reduced') : ''}${g.interdicted ? (fr ? ' interdite' : ' interdicted') : ''}`;
    if (g.where === 'map') lines.push(`  ${a} ${GROUND_BY_ID[id].name} ${g.hex}${marks}`);
  }
  lines.push(fr ? 'Aérodromes :' : 'Airbases:');
  for (const b of AIRBASES) {
    const st = s.bases[b.id];
    lines.push(`  ${b.name}${fr ? ' :' : ':'} ${st.hex ?? st.area ?? '-'} ${t(STATUS_TEXT[st.status], st.status)}`);
    for (const [id, u] of Object.entries(v.air)) if (u.base === b.id) lines.push(`    ${unitText(id)}${marks(u)}`);
  }
  const rfc = Object.values(v.air).filter((u) => u.base === 'rfc');
  if (rfc.length) lines.push(`  ${fr ? "Zone d'attente du RFC :" : 'RFC Holding Area:'} ${rfc.map((u) => u.name).join(', ')}`);
  const m = s.mission;
  if (m) {
    // What this side may know of the mission (the view's): its own in full, the other's target once launched.
    const own = m.side === role;
    const units = own ? m.units.map((u) => unitText(u)).join(', ') : '';
    if (own || m.launched) {
      const [en, frT] = targetLabel(m.target, m.hex);
      lines.push(
        fr
          ? `Mission ${sideFem(m.side)} : ${TASK_FR[m.task] ?? m.task} contre ${frT} (${m.hex})${units ? ` ; unités : ${units}` : ''}`
          : `Mission (${sideName(m.side)}): ${m.task} against ${en} (${m.hex})${units ? `; units: ${units}` : ''}`,
      );
    } else lines.push(fr ? `Mission ${sideFem(m.side)} en préparation` : `Mission (${sideName(m.side)}) being prepared`);
  }
  if (s.battle) lines.push(renderAirBattleText(AB.airBattleView(s.battle, role), fr ? 'fr' : 'en'));
  if (s.over) {
    const f = finalScore(s);
    lines.push(
      fr
        ? `Partie terminée : alliés ${f.allied} - allemands ${f.german} = ${s.finalMargin}`
        : `Game over: Allied ${f.allied} - German ${f.german} = ${s.finalMargin}`,
    );
  }
  return lines.join('\n');
}

export const cruellestMonth: GameDefinition<State> = {
  id: 'cruellest-month',
  title: 'The Cruellest Month: Air War over Arras, April 1917',
  roles: ROLES,
  scenarios: [
    {
      id: 'standard',
      label: 'April 1917',
      description: 'The Battle of Arras in the air: 12 two-day turns from 1 April 1917; Allied initiative on turn 1 (14.0).',
      texts: {
        fr: {
          label: 'Avril 1917',
          description: "La bataille d'Arras dans les airs : 12 tours de deux jours à partir du 1er avril 1917 ; initiative alliée au tour 1 (14.0).",
        },
      },
    },
  ],
  options: [
    {
      id: 'turns',
      label: 'Game length in turns (12 by 4.0 and 14.0; 10 by 13.0 and 13.2)',
      rule: '14.0',
      kind: 'number',
      default: 12,
      min: 10,
      max: 12,
      texts: { fr: 'Durée de la partie en tours (12 selon 4.0 et 14.0 ; 10 selon 13.0 et 13.2)' },
    },
    { id: 'wind', label: 'Optional rule 15.1 Wind', rule: '15.1', kind: 'flag', default: false, texts: { fr: 'Règle optionnelle 15.1 Vent' } },
    { id: 'sun', label: 'Optional rule 15.2 Sun', rule: '15.2', kind: 'flag', default: false, texts: { fr: 'Règle optionnelle 15.2 Soleil' } },
    {
      id: 'noviceGerman',
      label: 'Play balance for a novice German player (one reserve division on the map)',
      rule: '14.2',
      kind: 'flag',
      default: false,
      texts: { fr: 'Équilibrage pour un joueur allemand novice (une division de réserve sur la carte)' },
    },
    {
      id: 'bombingAtLaunch',
      label: '13.1 read as: an Allied bombing mission cancels the German +4 when launched, even if every bomber aborts',
      rule: '13.1',
      kind: 'flag',
      default: false,
      texts: { fr: '13.1 lu ainsi : une mission de bombardement alliée annule les +4 allemands dès son lancement, même si tous ses bombardiers abandonnent' },
    },
    {
      id: 'airbaseBelowZero',
      label: '8.10.6 read as: a bombing result below 0 eliminates an Airbase and the aircraft on its ground at once',
      rule: '8.10.6',
      kind: 'flag',
      default: false,
      texts: { fr: '8.10.6 lu ainsi : un résultat de bombardement inférieur à 0 élimine aussitôt un aérodrome et les avions au sol' },
    },
    {
      id: 'stepLossLasting',
      label: '8.7.9 read as: the Disruption that comes with a step loss lasts until a regroup, like any other',
      rule: '8.7.9',
      kind: 'flag',
      default: false,
      texts: { fr: "8.7.9 lu ainsi : la désorganisation due à une perte de pas dure jusqu'à un regroupement, comme toute autre" },
    },
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
