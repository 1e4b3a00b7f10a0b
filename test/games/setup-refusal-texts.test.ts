// Issue 31 item 2: a game's own setup checks (behind the kernel's checkSetup) refuse by key, with their rule, in
// English and French from the game's text/ files: the Battles edition (12.0, 15.1/15.2), Cambrai (its scenarios and
// options, the first-day handicap of ruling S1), The Cruellest Month's air battle (8.4-8.7.7).
import { describe, expect, it } from 'vitest';
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
