// Random play: hundreds of complete games with random legal actions, invariants after every step,
// replay of journals to the same state hash; every log entry in French too; bad input refused.
import { describe, expect, it } from 'vitest';
import { SECTOR_BY_ID, UNITS, ZONE } from '../../../src/games/ca-arras-battles/data.ts';
import type { BattlesState } from '../../../src/games/ca-arras-battles/state.ts';
import { CHANCE, RuleError, logText } from '../../../src/kernel/game.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { Session, seededDice } from '../../../src/kernel/session.ts';
import { game, historical, refused } from './helpers.ts';

function checkInvariants(s: BattlesState, where: string) {
  const count = new Map<string, number>();
  for (let u = 0; u < UNITS.length; u++) {
    const a = s.loc[u];
    if (a <= 0) continue;
    const d = UNITS[u];
    if (d.type !== 'leader') count.set(`${d.side} ${a}`, (count.get(`${d.side} ${a}`) ?? 0) + 1);
    // 5.1.2 German units only in black or half-black sectors (13.2: the Panzers may be in Zone D; 13.6 lifts it).
    if (d.side === 'german' && SECTOR_BY_ID[a].ident === 'blue' && !s.rommelNorth && !(a === ZONE.D && d.group === 'L'))
      throw new Error(`${where}: German ${d.id} in blue ${a}`);
  }
  // 5.1.3 stacking: 10 per side, 5 in Arras.
  for (const [key, n] of count) if (n > (key.endsWith(' 25') ? 5 : 10)) throw new Error(`${where}: ${n} units (${key})`);
  if (s.turn > 7) throw new Error(`${where}: turn ${s.turn}`);
  if (s.vp !== Math.round(s.vp)) throw new Error(`${where}: VP ${s.vp}`);
}

function playRandom(seed: number, options: Record<string, boolean>, scenario?: string) {
  return randomGame(game, { scenario, options }, seed, {
    // 5.2 only Fraîche units start moving (a Débordement moves Fatiguée units, 6.5).
    before(s, action, where) {
      if (action.type !== 'move' || s.step.k !== 'assault') return;
      const u = UNITS.findIndex((d) => d.id === action.unit);
      if (s.spent[u] && s.assault!.mover !== u) throw new Error(`${where}: Fatiguée ${action.unit} offered a move`);
    },
    after: checkInvariants,
  });
}

describe('random play', () => {
  it('hundreds of complete random games keep every invariant, always offer an action, end by Turn 7, and replay', () => {
    const results: Record<string, number> = {};
    const optionSets: [Record<string, boolean>, string | undefined][] = [
      [{}, undefined],
      [{}, 'historical'],
      [{ bids: true, 'early-reserve': true, 'german-artillery': true }, undefined],
      [{ 'fewer-german-air': true, 'more-german-air': false, 'fewer-allied-air': true }, 'historical'],
      [{ bids: true, 'more-german-air': true }, 'historical'],
    ];
    const N = 250;
    let french = 0;
    for (let seed = 1; seed <= N; seed++) {
      const [options, scenario] = optionSets[seed % optionSets.length];
      const sess = playRandom(seed, options, scenario);
      const r = game.result(sess.state)!;
      expect(r).not.toBeNull();
      if (r.kind === 'final') expect(sess.state.turn).toBe(7);
      results[`${r.winner} ${r.kind}`] = (results[`${r.winner} ${r.kind}`] ?? 0) + 1;
      // Every log entry has its French text.
      for (const entries of sess.logs) {
        for (const e of entries) {
          expect(e.texts?.fr, `no French for: ${e.text}`).toBeTruthy();
          french++;
        }
      }
      if (seed % 5 === 0) {
        const replayed = Session.load(game, JSON.parse(JSON.stringify(sess.save())));
        expect(replayed.hash()).toBe(sess.hash());
      }
    }
    expect(Object.values(results).reduce((a, b) => a + b, 0)).toBe(N);
    expect(french).toBeGreaterThan(N * 50);
  });
});

describe('languages', () => {
  it("the log, the action descriptions and the render come in English and French, with the rules' French terms", () => {
    expect(game.languages).toEqual(['en', 'fr']);
    const s = historical();
    const sess = new Session(game, { scenario: 'historical' }, seededDice(3));
    sess.act('allied', { type: 'activate', area: 22 });
    const entry = sess.logs.flat().find((e) => e.rule === '5.0')!;
    expect(logText(entry, 'fr')).toMatch(/Secteur Actif : Secteur 22 \(Maroeuil\)/);
    expect(logText(entry, 'en')).toMatch(/Active Sector: Sector 22/);
    expect(game.describeAction(s, 'allied', { type: 'pass' }, 'fr')).toBe('Passer (4.3 A)');
    expect(game.describeAction(s, 'allied', { type: 'activate', area: 25 }, 'fr')).toMatch(/activer le Secteur 25 \(Arras\)/);
    expect(game.render!(s, 'allied', 'fr')).toMatch(/Avantage : allié/);
    expect(game.render!(s, 'allied', 'en')).toMatch(/Avantage \(Advantage\): Allied/);
  });
});

describe('bad input', () => {
  it('unknown actions, malformed input, the wrong role and stale requests are refused and change nothing', () => {
    const s = historical();
    refused(s, 'allied', { type: 'teleport', unit: '7RT-A' }, null, /"teleport" is not possible now/);
    refused(s, 'allied', '{"type": "activate"', null, /JSON object/);
    refused(s, 'allied', { type: 'activate', area: 99 }, '2.1.1', /unknown area 99/);
    refused(s, 'allied', { type: 'move', unit: 'Nobody', to: 3 }, '3.0', /unknown unit/);
    refused(s, 'german', { type: 'pass' }, null, /german may not act now/);
    refused(s, CHANCE, { type: 'dice', dice: [3] }, null);
    refused(s, 'allied', { type: 'activate', area: 5 }, '5.0', /no Fresh unit/);
    const sess = new Session(game, { scenario: 'historical' });
    const h = sess.hash();
    expect(() => sess.act('allied', { type: 'pass' }, 3)).toThrow(/stale action/);
    expect(sess.hash()).toBe(h);
    sess.act('allied', { type: 'pass' }, 0);
    expect(() => sess.act('allied', { type: 'pass' }, 0)).toThrow(RuleError);
  });

  it('unknown options and scenarios are refused at setup', () => {
    expect(() => game.setup({ options: { 'no-such-rule': true } })).toThrow(/unknown option/);
    expect(() => game.setup({ scenario: 'moon' })).toThrow(/unknown scenario/);
    expect(() => game.setup({ options: { bids: 3 as unknown as boolean } })).toThrow(/true or false/);
  });

  it('a move of an enemy unit names rule 5.0', () => {
    const s = historical();
    game.perform(s, 'allied', { type: 'activate', area: 22 });
    refused(s, 'allied', { type: 'move', unit: 'Rommel', to: 10 }, '5.0', /not yours/);
  });
});
