// Issue 31 item 2: a game's setup in English and French from its text/ files. Its own setup checks (behind the
// kernel's checkSetup) refuse by key, with their rule: the Battles edition (12.0, 15.1/15.2), Cambrai (its scenarios
// and options, the first-day handicap of ruling S1), The Cruellest Month's air battle (8.4-8.7.7). The setup form's
// scenarios and options of the three area games are labelled from text/ too, none in game.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caArras1940 } from '../../src/games/ca-arras-1940/game.ts';
import { caArrasBattles } from '../../src/games/ca-arras-battles/game.ts';
import { cambrai1917 } from '../../src/games/cambrai-1917/game.ts';
import { type AirBattleInput, startAirBattle } from '../../src/games/cruellest-month/air-battle/battle.ts';
import { RuleError } from '../../src/kernel/game.ts';
import { unitOf } from './cruellest-month/air-battle-helpers.ts';

function refusal(f: () => unknown): { message: string; rule: string | null; code: string; fr?: string } {
  try {
    f();
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { message: e.message, rule: e.rule, code: e.code, fr: e.texts?.fr };
  }
  throw new Error('accepted');
}

describe('the games’ own setup refusals in English and French', () => {
  it('Battles 12.0: an unknown scenario names the edition’s scenarios; 15.1/15.2 "OU": two balance options of one group', () => {
    expect(refusal(() => caArrasBattles.setup({ scenario: 'nosuch' }))).toEqual({
      message: 'unknown scenario "nosuch"; scenarios: standard, historical (rule 12.0)',
      rule: '12.0',
      code: 'bad-setup',
      fr: 'scénario inconnu « nosuch » ; scénarios : standard, historical',
    });
    expect(refusal(() => caArrasBattles.setup({ options: { 'fewer-german-air': true, 'early-reserve': true } }))).toEqual({
      message: 'the balance options of 15.1 are alternatives (OU): choose one of fewer-german-air, early-reserve (rule 15.1)',
      rule: '15.1',
      code: 'bad-setup',
      fr: 'les options d’équilibre de 15.1 sont des alternatives (OU) : choisissez-en une parmi fewer-german-air, early-reserve',
    });
  });

  it('Cambrai ruling S1: the handicap is for the campaign, the first day has its own number; an unknown scenario or option', () => {
    expect(refusal(() => cambrai1917.setup({ scenario: 'first-day', options: { 'british-vp': 9 } }))).toEqual({
      message: 'option "british-vp" is for the campaign (the first day has its own number, ruling S1)',
      rule: null,
      code: 'bad-setup',
      fr: 'l’option « british-vp » est pour la campagne (le premier jour a son propre nombre, décision S1)',
    });
    expect(refusal(() => cambrai1917.setup({ scenario: 'campaign', options: { 'british-vp': 2 } })).fr).toMatch(
      /^l’option « british-vp » est un nombre entier de 8 à \d+$/,
    );
    expect(refusal(() => cambrai1917.setup({ scenario: 'nosuch' })).fr).toBe('scénario inconnu « nosuch » ; scénarios : campaign, first-day');
    expect(refusal(() => cambrai1917.setup({ options: { nosuch: true } })).fr).toMatch(/^option inconnue « nosuch » ; options : british-vp, /);
  });

  it('8.7.1 8.7.2: an air battle’s set-up refused in French too (all groups late, too many mission units)', () => {
    const input = (mission: AirBattleInput['mission']): AirBattleInput => ({
      missionSide: 'allied',
      mission,
      interceptors: [],
      targetAaf: 2,
      alliedAcesAvailable: 3,
    });
    expect(refusal(() => startAirBattle(input([unitOf('m', 'BE2', 'bombing', { late: true })])))).toEqual({
      message: 'at least one group is not late (rule 8.7.1)',
      rule: '8.7.1',
      code: 'bad-setup',
      fr: "au moins un groupe n'est pas en retard",
    });
    const many = Array.from({ length: 12 }, (_, i) => unitOf(`m${i}`, 'BE2', 'bombing'));
    expect(refusal(() => startAirBattle(input(many))).fr).toMatch(/^au plus \d+ unités alliées \(marqueurs de séquence\)$/);
  });
});

describe('the setup form’s words in text/', () => {
  it.each([
    ['ca-arras-1940', caArras1940],
    ['ca-arras-battles', caArrasBattles],
    ['cambrai-1917', cambrai1917],
  ] as const)('%s: every scenario and option is labelled in English and French, and game.ts writes no label inline', (id, game) => {
    const src = readFileSync(`src/games/${id}/game.ts`, 'utf8');
    expect(src).not.toMatch(/\b(label|description): ['`]/);
    for (const s of game.scenarios) {
      expect(s.label, s.id).toBeTruthy();
      expect(s.texts?.fr?.label, s.id).toBeTruthy();
      expect(s.texts?.fr?.description, s.id).not.toBe(s.description);
    }
    for (const o of game.options ?? []) {
      expect(o.label, o.id).toBeTruthy();
      expect(o.texts?.fr, o.id).toBeTruthy();
      expect(o.texts?.fr, o.id).not.toBe(o.label);
    }
  });

  it('the Battles edition labels its options in English (the French terms it quotes are the French text’s): Bids 14.1, historical setup 14.2', () => {
    const label = (o: string) => caArrasBattles.options?.find((x) => x.id === o);
    expect(label('bids')).toMatchObject({
      label: 'Bids: secret VP bids for the Allied command',
      texts: { fr: 'Enchères : mises secrètes en PV pour le commandement allié' },
    });
    expect(label('historical-setup')).toMatchObject({ label: 'Historical setup', texts: { fr: 'Placement initial historique' } });
    expect(caArrasBattles.scenarios.find((s) => s.id === 'historical')?.label).toBe('Historical setup (14.2)');
  });
});
