// Issue 31, item 2: the Battles edition's log texts and results' details live in text/en.ts and
// text/fr.ts (the same shape), keyed by what they say; a chapter logs one with told(rule, (w) => w.log.x(...)).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action, LogEntry } from '../../../src/kernel/game.ts';
import { en } from '../../../src/games/ca-arras-battles/text/en.ts';
import { fr } from '../../../src/games/ca-arras-battles/text/fr.ts';
import { ELIMINATED } from '../../../src/games/ca-arras-battles/state.ts';
import { view } from '../../../src/games/ca-arras-battles/view.ts';
import { RuleError } from '../../../src/kernel/game.ts';
import { emptyBoard, game, idx, play, put } from './helpers.ts';

/** Every chapter of rules/ (common.ts too): all their texts are in text/: log, results, roll labels, refusals, an assault's terms. */
const MOVED = readdirSync(new URL('../../../src/games/ca-arras-battles/rules/', import.meta.url)).map((f) => f.replace(/\.ts$/, ''));
/** The code of a chapter, its comments removed (a step's French name, for refusals, is text/fr.ts STEP_FR's). */
const code = (chapter: string) =>
  readFileSync(new URL(`../../../src/games/ca-arras-battles/rules/${chapter}.ts`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

describe('texts in text/ (issue 31, item 2)', () => {
  it('the list covers all 11 files of rules/', () => expect(MOVED).toHaveLength(11));

  it.each(MOVED)('rules/%s.ts writes no text inline: no log text or result detail in a string, in either language', (chapter) => {
    // Every string literal in order (a closing quote opens no string), an internal error (no player meets it) aside.
    const strings = [...code(chapter).matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0].slice(1, -1));
    const words = strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t) && !t.startsWith('internal: '));
    expect(words).toEqual([]);
    expect(code(chapter)).not.toMatch(/\bfr: ['"]/);
  });

  it('6.1.1: outside a roll no dice are due, a refusal in English and French', () => {
    const s = emptyBoard(3, 'allied');
    const e = (() => {
      try {
        game.chance(s);
      } catch (x) {
        return x;
      }
    })();
    expect(e).toBeInstanceOf(RuleError);
    expect([(e as RuleError).message, (e as RuleError).texts]).toEqual(['no dice are due', { fr: 'aucun jet n’est dû' }]);
  });

  it('11.2 / 11.3: the Victory Points name their terms (German sectors held, Rommel, red rings, 13.6 blue sectors lost) and the result says why, in both languages', () => {
    const s = emptyBoard(7, 'german');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    for (const a of [5, 10, 18, 11, 3, 2, 4]) s.control[a] = 'allied';
    s.loc[idx('Rommel')] = ELIMINATED;
    s.rommelNorth = true;
    s.control[27] = 'german';
    s.control[28] = 'german';
    const log: LogEntry[] = [];
    for (let i = 0; i < 2; i++) log.push(...play(s, s.momentum, { type: 'pass' }));
    expect(log.filter((e) => e.rule?.startsWith('11.')).map((e) => [e.rule, e.text, e.texts?.fr])).toEqual([
      [
        '11.2',
        'Victory Points: 7 (7 German sectors held: 2 3 4 5 10 11 18, Rommel eliminated +1, two red-ringed sectors +1, 2 blue sectors German -2).',
        'Points de Victoire : 7 (7 secteurs allemands contrôlés : 2 3 4 5 10 11 18, Rommel éliminé +1, deux secteurs entourés de rouge +1, 2 secteurs bleus allemands -2).',
      ],
      ['11.3', 'German Victory: the Allies have 7 VP, short of 10.', 'Victoire allemande : les Alliés ont 7 PV, il en fallait 10.'],
    ]);
    expect(view(s, 'allied').vpDetail).toEqual([
      '7 German sectors held: 2 3 4 5 10 11 18',
      'Rommel eliminated +1',
      'two red-ringed sectors +1',
      '2 blue sectors German -2',
    ]);
    expect(game.result(s)).toMatchObject({
      winner: 'german',
      detail: 'the Allies have 7 VP, short of 10',
      texts: { fr: 'les Alliés ont 7 PV, il en fallait 10' },
    });
  });

  it('game.ts describes no action inline: the words of every action are in text/en.ts and fr.ts `describe`', () => {
    const src = readFileSync(new URL('../../../src/games/ca-arras-battles/game.ts', import.meta.url), 'utf8');
    const fn = src.slice(src.indexOf('function describe('), src.indexOf('export const caArrasBattles'));
    expect(fn.length).toBeGreaterThan(0);
    const strings = [...fn.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) =>
      m[0].slice(1, -1),
    );
    expect(strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t))).toEqual([]);
    expect(Object.keys(fr.describe)).toEqual(Object.keys(en.describe));
  });

  it('4.3 A 5.0 9.2: an action is described in English and French from text/, with its rule', () => {
    const s = emptyBoard(3, 'allied');
    const both = (a: Action) => [game.describeAction(s, 'allied', a, 'en'), game.describeAction(s, 'allied', a, 'fr')];
    expect(both({ type: 'pass' })).toEqual([en.describe.pass, fr.describe.pass]);
    expect(both({ type: 'pass' })).toEqual(['Pass (4.3 A)', 'Passer (4.3 A)']);
    expect(both({ type: 'activate', area: 5 })).toEqual(['activate Sector 5 (Beaurains) (5.0)', 'activer le Secteur 5 (Beaurains) (5.0)']);
    s.step = { k: 'advantage', who: 'allied', use: 'prolong' };
    expect(both({ type: 'use-advantage' })).toEqual([
      'use the Avantage (Advantage) to extend the turn: restart the Combat Phase (9.2)',
      "utiliser l'Avantage pour prolonger le tour : recommencer la Phase de Combat (9.2)",
    ]);
  });

  it.each(['render', 'preview', 'movement'])(
    '%s.ts writes no text inline: the terminal picture, the previews and the step refusals read text/en.ts and fr.ts',
    (file) => {
      const src = readFileSync(new URL(`../../../src/games/ca-arras-battles/${file}.ts`, import.meta.url), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      const strings = [...src.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0].slice(1, -1));
      expect(strings.filter((t) => (/[A-Za-zé] [A-Za-zé]/.test(t) || /^(Spent|Fatiguée|TEM|MET)$/.test(t)) && !t.startsWith('internal: '))).toEqual([]);
      expect(Object.keys(fr.render)).toEqual(Object.keys(en.render));
      expect(Object.keys(fr.preview)).toEqual(Object.keys(en.preview));
      expect(Object.keys(fr.refuse.step)).toEqual(Object.keys(en.refuse.step));
    },
  );
});
