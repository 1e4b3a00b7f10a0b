// Issue 31, item 2: The Cruellest Month's log texts live in text/log.en.ts and text/log.fr.ts (French typed against the
// English keys), keyed by what they say; a chapter logs one with tell(log, rule, (w) => w.x(...)).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { airLogEn } from '../../../src/games/cruellest-month/text/air-battle-log.en.ts';
import { airLogFr } from '../../../src/games/cruellest-month/text/air-battle-log.fr.ts';
import { prompt, relocatePrompt, stepPrompt } from '../../../src/games/cruellest-month/prompt.ts';
import { actionsEn } from '../../../src/games/cruellest-month/text/actions.en.ts';
import { actionsFr } from '../../../src/games/cruellest-month/text/actions.fr.ts';
import { notToAct } from '../../../src/games/cruellest-month/refusals.ts';
import { refusalsEn } from '../../../src/games/cruellest-month/text/refusals.en.ts';
import { refusalsFr } from '../../../src/games/cruellest-month/text/refusals.fr.ts';
import { promptEn } from '../../../src/games/cruellest-month/text/prompt.en.ts';
import { promptFr } from '../../../src/games/cruellest-month/text/prompt.fr.ts';
import { WHY_FR } from '../../../src/games/cruellest-month/text/fr.ts';
import { airDiceEn, airRefusalsEn, airSetupEn } from '../../../src/games/cruellest-month/text/air-battle.en.ts';
import { airDiceFr, airRefusalsFr, airSetupFr } from '../../../src/games/cruellest-month/text/air-battle.fr.ts';
import { boardEn } from '../../../src/games/cruellest-month/text/board.en.ts';
import { boardFr } from '../../../src/games/cruellest-month/text/board.fr.ts';
import { gameEn } from '../../../src/games/cruellest-month/text/game.en.ts';
import { gameFr } from '../../../src/games/cruellest-month/text/game.fr.ts';
import { modifiersEn } from '../../../src/games/cruellest-month/text/modifiers.en.ts';
import { modifiersFr } from '../../../src/games/cruellest-month/text/modifiers.fr.ts';
import { previewEn } from '../../../src/games/cruellest-month/text/preview.en.ts';
import { previewFr } from '../../../src/games/cruellest-month/text/preview.fr.ts';
import { logEn } from '../../../src/games/cruellest-month/text/log.en.ts';
import { logFr } from '../../../src/games/cruellest-month/text/log.fr.ts';
import { drive, game, newGame, roll } from './helpers.ts';

/** Every chapter of rules/ (common.ts too): their log texts are in text/. */
const MOVED = readdirSync(new URL('../../../src/games/cruellest-month/rules/', import.meta.url)).map((f) => f.replace(/\.ts$/, ''));
/** The code of a file of src/games/cruellest-month/ (`rules/10-supply`), its comments and its internal errors (`new Error(...)`: no player meets them) removed. */
const code = (file: string) =>
  readFileSync(new URL(`../../../src/games/cruellest-month/${file}.ts`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\bnew Error\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '');

/** The files of air-battle/ that write the Air Battle Board's log. */
const AIR_BATTLE = ['battle', 'entry', 'fire', 'manoeuvres', 'resolve', 'rounds', 'setup'];
/** Every string literal of `src` in order (a closing quote opens no string). */
const literals = (src: string) => [...src.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0].slice(1, -1));

describe('log texts in text/ (issue 31, item 2)', () => {
  it('the list covers all 14 files of rules/', () => expect(MOVED).toHaveLength(14));

  it.each(MOVED)('rules/%s.ts writes no log text or dice label inline, in either language', (chapter) => {
    // Every string literal in order (a closing quote opens no string); a text has two words. A roll modifier's name
    // ('interceptor range') is a key of text/fr.ts WHY_FR, which names it in French.
    const strings = literals(code(`rules/${chapter}`));
    expect(strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t) && !(t in WHY_FR))).toEqual([]);
  });

  it.each(AIR_BATTLE)('air-battle/%s.ts logs every text by key from text/air-battle-log.en.ts and .fr.ts, none inline', (file) => {
    const src = readFileSync(new URL(`../../../src/games/cruellest-month/air-battle/${file}.ts`, import.meta.url), 'utf8');
    // Every say( call but its definition takes a rule and `(w) => w.key(...)`, never an English and a French string.
    const calls = [...src.matchAll(/\bsay\(\s*log,\s*([^,]+),\s*(\S+)/g)].filter((m) => !m[0].includes('log: LogSink'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((m) => m[2] !== '(w)').map((m) => m[0])).toEqual([]);
  });

  it.each(['prompt', 'refusals'])('%s.ts writes no text inline: its English and French are in text/', (file) => {
    const strings = literals(code(file));
    expect(strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t))).toEqual([]);
  });

  it("6.3.1 9.5.1: the log names the RFC Holding Area and the Corps in the reader's language; state.ts words no name", () => {
    expect(logEn.lands('a-10', 'rfc')).toMatch(/lands at RFC Holding Area$/);
    expect(logFr.lands('a-10', 'rfc')).toMatch(/se pose à la zone d'attente du RFC$/);
    expect(logEn.nbHits('Canadian', 1)).toContain('Canadian Corps Artillery Support -1');
    expect(logFr.nbHits('Canadian', 1)).toContain("soutien d'artillerie du corps canadien -1");
    expect(code('state').match(/'RFC Holding Area'|Corps`|corps`/g)).toBeNull();
  });

  it('14.1 8.7.8 6.6.5 4.0: each prompt reads its English and French from text/, with its rule', () => {
    const s = newGame();
    expect([prompt(s, 'allied'), prompt(s, 'allied', 'fr')]).toEqual([
      { text: promptEn.steps['deploy-allied'], rule: '14.1' },
      { text: promptFr.steps['deploy-allied'], rule: '14.1' },
    ]);
    expect(promptFr.steps['deploy-allied']).toMatch(/^Ajustez votre déploiement/);
    expect(stepPrompt('no-such-step')(s, 'allied', 'fr')).toEqual({ text: 'Choisissez votre action.', rule: '4.0' });
    expect(relocatePrompt(s, 'allied')).toEqual({ text: promptEn.relocate, rule: '6.6.5' });
    expect(Object.keys(promptFr.battle)).toEqual(Object.keys(promptEn.battle));
  });

  it('game.ts describes no strategic action inline: its English and French are in text/actions.en.ts and .fr.ts', () => {
    const src = readFileSync(new URL('../../../src/games/cruellest-month/game.ts', import.meta.url), 'utf8');
    const fn = src.slice(src.indexOf('function actionKit('), src.indexOf('function describeAction('));
    expect(fn.length).toBeGreaterThan(0);
    expect(literals(fn.replace(/\/\*[\s\S]*?\*\//g, '')).filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t))).toEqual([]);
    expect(Object.keys(actionsFr)).toEqual(Object.keys(actionsEn));
  });

  it('14.1 7.4: an action is described in English and French from text/actions.*.ts, with its rule', () => {
    const s = newGame();
    const a = { type: 'recon', unit: 'x', area: 'douai' };
    expect([game.describeAction!(s, 'allied', a, 'en'), game.describeAction!(s, 'allied', a, 'fr')]).toEqual([
      'reconnaissance by x over Douai (7.4)',
      'reconnaissance de x au-dessus de Douai (7.4)',
    ]);
  });

  it('4.0: a refusal reads its English and French from text/refusals.en.ts and .fr.ts', () => {
    expect(notToAct('allied', ['german'])).toEqual({
      message: 'allied may not act now: waiting for german',
      rule: '4.0',
      texts: { fr: 'le joueur allié ne peut pas agir maintenant : on attend le joueur allemand' },
    });
    expect(Object.keys(refusalsFr.why)).toEqual(Object.keys(refusalsEn.why));
  });

  it('8.7.4 8.8: the Air Battle Board log reads its English and French from text/ (a key, its words filled in)', () => {
    expect([airLogEn.ends(3), airLogFr.ends(3)]).toEqual(['The air battle ends after 3 round(s).', "Le combat aérien s'achève après 3 tour(s)."]);
    expect([airLogEn.aborts('m1 F.E.2b', 'noObserver', true), airLogFr.aborts('m1 F.E.2b', 'noObserver', true)]).toEqual([
      'm1 F.E.2b aborts its mission (no Observer): 1 VP to the opponent.',
      "m1 F.E.2b abandonne sa mission (pas d’observateur) : 1 PV à l'adversaire.",
    ]);
    expect(Object.keys(airLogFr).sort()).toEqual(Object.keys(airLogEn).sort());
  });

  it('4.0 5.0 12.1: the turn, the Random Event roll and its event are told in English and French', () => {
    const s = newGame();
    const turn = drive(s, (x) => x.step === 'event').filter((e) => e.rule === '4.0');
    expect(turn.map((e) => [e.text, e.texts?.fr])).toEqual([['Turn 1 of 12', 'Tour 1 sur 12']]);
    expect(game.chance(s)).toMatchObject({ rule: '5.0', label: 'Random Event', texts: { fr: 'événement aléatoire' } });
    expect(roll(s, 1).map((e) => [e.rule, e.text, e.texts?.fr])).toEqual([
      ['5.0', 'Random Event 1: IX/100 Sqdn (NB) arrives', 'Événement aléatoire 1 : Arrivée du IX/100 Sqdn (NB)'],
      ['12.1', 'IX/100 Sqdn (NB) joins the RFC Reserve', 'Le IX/100 Sqdn (NB) rejoint la réserve du RFC'],
    ]);
  });

  it.each(['preview', 'game', 'air-battle/board-view', 'steps'])('%s.ts writes no text a player meets inline: its English and French are in text/', (file) => {
    // The result's kind ('victory points', the kernel's) and the game's title (one in both languages) aside.
    const strings = literals(code(file)).filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t));
    expect(strings.filter((t) => t !== 'victory points' && !t.startsWith('The Cruellest Month:'))).toEqual([]);
  });

  it.each(AIR_BATTLE)('air-battle/%s.ts refuses by key from text/air-battle.en.ts and .fr.ts, and names its modifiers by key, none inline', (file) => {
    const src = code(`air-battle/${file}`);
    // Every refusal (`no(explain, rule, key, ...)`, `refusal(rule, key, ...)`) names its rule first, then a key (`no`
    // handing its own on aside); no text literal is left in the file (setup.ts's checks of the battle's input refuse by
    // key too, from text/air-battle.*.ts `airSetup`).
    const calls = [...src.matchAll(/\b(?:no\(\s*explain,|refusal\()\s*([^,)]+),\s*([^,)]+)/g)].filter((m) => m[0] !== 'refusal(rule, key');
    expect(
      calls
        .filter((m) => !/^('[\d.]+'|null|latecomer \? '8\.7\.5' : '8\.7\.3')$/.test(m[1].trim()) || !/^'\w+'$|^m\.u\.loaded \?/.test(m[2].trim()))
        .map((m) => m[0]),
    ).toEqual([]);
    const internal = /^chance answers with/;
    expect(literals(src).filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t) && !internal.test(t))).toEqual([]);
    // A modifier's label is a key of text/modifiers.en.ts.
    for (const m of src.matchAll(/\blabel: '([^']*)'/g)) expect(m[1] in modifiersEn).toBe(true);
  });

  it('14.0: a game length refused in English and French from text/refusals.*.ts, none inline in state.ts', () => {
    expect([refusalsEn.turns(11), refusalsFr.turns(11)]).toEqual([
      'the game lasts 12 turns (4.0, 14.0) or, by the 13.0 reading, 10; not 11',
      'la partie dure 12 tours (4.0, 14.0) ou, selon la lecture de 13.0, 10 ; pas 11',
    ]);
    expect(code('state')).not.toMatch(/la partie dure/);
  });

  it('the English and French texts of previews, the terminal picture, the Air Battle Board refusals, dice and modifiers have the same keys', () => {
    expect(Object.keys(previewFr)).toEqual(Object.keys(previewEn));
    expect(Object.keys(gameFr)).toEqual(Object.keys(gameEn));
    expect(Object.keys(gameFr.picture)).toEqual(Object.keys(gameEn.picture));
    expect(Object.keys(airRefusalsFr).sort()).toEqual(Object.keys(airRefusalsEn).sort());
    expect(Object.keys(airSetupFr)).toEqual(Object.keys(airSetupEn));
    expect(Object.keys(airDiceFr)).toEqual(Object.keys(airDiceEn));
    expect(Object.keys(modifiersFr)).toEqual(Object.keys(modifiersEn));
    expect(Object.keys(boardFr)).toEqual(Object.keys(boardEn));
  });

  it('8.7.9 8.11: a fire modifier is a key, its words in English and French from text/modifiers.*.ts', () => {
    expect([modifiersEn.targetDfDisrupted(-3), modifiersFr.targetDfDisrupted(-3)]).toEqual(['target DF 3 (Disrupted)', 'FD de la cible 3 (désorganisée)']);
    expect([previewEn.mod('intervening', -2), previewFr.mod('intervening', -2)]).toEqual(['2 intervening hex(es)', '2 hex intermédiaire(s)']);
  });

  it('8.6 8.7.9: an Air Battle Board refusal and die read their English and French from text/air-battle.*.ts', () => {
    expect([airRefusalsEn.notOnTask('2 Sqn (B.E.2c/d)', 'spotting'), airRefusalsFr.notOnTask('2 Sqn (B.E.2c/d)', 'spotting')]).toEqual([
      '2 Sqn (B.E.2c/d) is not on an Artillery Spotting task',
      "2 Sqn (B.E.2c/d) n'a pas de mission de réglage d'artillerie",
    ]);
    expect([airDiceEn.fire('x', 'balloon'), airDiceFr.fire('x', 'balloon')]).toEqual(['aerial fire: x at the balloon', 'tir aérien : x sur le ballon']);
  });

  it('13.3 4.0: the result and the terminal picture read their English and French from text/game.*.ts', () => {
    const s = newGame();
    expect(game.render!(s, 'allied', 'fr').split('\n')[0]).toBe(gameFr.picture.head(s.turn, s.lastTurn, gameFr.phase[s.phase], s.poorWeather, s.initiative));
    expect(game.render!(s, 'allied').split('\n')[0]).toBe(gameEn.picture.head(s.turn, s.lastTurn, gameEn.phase[s.phase], s.poorWeather, s.initiative));
    expect([gameEn.result(30), gameFr.result(30)]).toEqual([
      'Allied minus German victory points: 30 (13.3: 19 or fewer German, 20-40 draw, 41+ Allied)',
      'points de victoire alliés moins allemands : 30 (13.3 : 19 ou moins victoire allemande, 20-40 match nul, 41 et plus victoire alliée)',
    ]);
    expect(game.options.map((o) => [o.label, o.texts?.fr])).toEqual(
      Object.entries(gameEn.options).map(([k, v]) => [v, gameFr.options[k as keyof typeof gameFr.options]]),
    );
  });
});
