// The terminal player in French: `--lang fr` (or ARRAS_LANG=fr) translates the interface, and the
// game's own texts (actions, log) too when the game has French; an English-only game keeps them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { games, registerGame } from '../../src/games/index.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { bilingual } from '../server/bilingual-game.ts';
import { runCli } from './helpers.ts';

registerGame(diceRace);
registerGame(bilingual);
const dir = mkdtempSync(join(tmpdir(), 'arras-cli-lang-'));
const lines = (...l: string[]) => l.join('\n') + '\n';
const saved = process.env.ARRAS_LANG;
afterEach(() => {
  if (saved === undefined) delete process.env.ARRAS_LANG;
  else process.env.ARRAS_LANG = saved;
});

describe('arras play and replay with --lang fr', () => {
  it("plays in French: prompts, refusals, undo, save, the game's own texts and log", async () => {
    const file = join(dir, 'fr.json');
    const r = await runCli(['play', 'dice-race-fr', '--seed', '4', '--lang', 'fr'], lines('2', '9', 'bonjour', '3', 'undo', 'help', `save ${file}`, 'quit'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Places : a humain, b humain ; dés seeded');
    expect(r.out).toContain('Tapez help pour les commandes.');
    expect(r.out).toContain("──── étape 0 · a : à vous d'agir ────");
    expect(r.out).toContain('a, choisissez une action :\n    1. enchère 0');
    expect(r.out).toContain("a: a choisi (secret jusqu'à la révélation)");
    expect(r.out).toContain("Pas d'action 9 : choisissez un nombre de 1 à 4 (ou tapez help).");
    expect(r.out).toContain('Commande inconnue « bonjour »');
    // The log in the game's French, with its rule numbers.
    expect(r.out).toContain('[R1] enchères révélées : a 1, b 2');
    expect(r.out).toContain('Rien à annuler');
    expect(r.out).toContain('Commandes :');
    expect(r.out).toContain(`2 actions sauvegardées dans ${file}.`);
    expect(r.out).toContain('Partie quittée.');
    expect(r.out).not.toContain('choose an action');

    const rep = await runCli(['replay', file, '--lang', 'fr']);
    expect(rep.code).toBe(0);
    expect(rep.out).toContain('Replay de Dice race (kernel fixture) (dice-race-fr), 2 étapes, vu par observer.');
    expect(rep.out).toContain('──── étape 0/2 · mise en place');
    expect(rep.out).toContain('──── étape 2/2 · b : enchère 2');
    expect(rep.out).toContain('[R1] enchères révélées : a 1, b 2');
  });

  it('a game with French refusals (IllegalInfo.texts): the refusal, the side to act and the dice label in French', async () => {
    const r = await runCli(
      ['play', 'ca-arras-battles', '--scenario', 'historical', '--seed', '2', '--lang', 'fr'],
      lines('{"type":"activate","area":5}', 'quit'),
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("Alliés : à vous d'agir");
    expect(r.out).not.toContain("à allied d'agir");
    expect(r.out).toContain('Refusé : Le Secteur 5 (Beaurains) ne contient aucune unité Fraîche à vous qui puisse agir (règle 5.0)');
  });

  it('ARRAS_LANG=fr chooses French; an English-only game keeps its own texts in English; English stays the default', async () => {
    process.env.ARRAS_LANG = 'fr_FR.UTF-8';
    const r = await runCli(['play', 'dice-race', '--seed', '4', '--b', 'random'], lines('1', 'quit'));
    expect(r.code).toBe(0);
    expect(r.out).toContain("(les textes propres à ce jeu n'existent qu'en anglais)");
    expect(r.out).toContain('a, choisissez une action :\n    1. {"type":"bid","amount":0}');
    // --lang wins over the environment.
    const en = await runCli(['play', 'dice-race-fr', '--seed', '4', '--lang', 'en'], lines('quit'));
    expect(en.out).toContain('a, choose an action:\n    1. bid 0');
    expect(en.out).toContain('Left the game.');
    delete process.env.ARRAS_LANG;
    const plain = await runCli(['play', 'dice-race-fr', '--seed', '4'], lines('quit'));
    expect(plain.out).toContain('Seats: a human, b human; dice seeded');
    const bad = await runCli(['play', 'dice-race', '--lang', 'de'], '');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--lang is en or fr, not "de"');
  });

  const french = Object.values(games).filter((g) => (g.languages ?? []).includes('fr') && g.id !== 'dice-race-fr');
  it.each(french.map((g) => [g.id] as const))("%s: --lang fr shows the game's own actions and picture in French", async (id) => {
    const fr = await runCli(['play', id, '--seed', '2', '--lang', 'fr'], lines('quit'));
    const en = await runCli(['play', id, '--seed', '2'], lines('quit'));
    expect(fr.code).toBe(0);
    expect(fr.out).toContain('choisissez une action :');
    const actions = (out: string) => out.split('\n').filter((l) => /^\s+\d+\. /.test(l));
    expect(actions(fr.out).length).toBe(actions(en.out).length);
    expect(actions(fr.out)).not.toEqual(actions(en.out));
    expect(fr.out).not.toContain('(les textes propres à ce jeu');
  });
});
