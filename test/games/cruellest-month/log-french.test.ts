// The Cruellest Month's log in French says its words in French: the initiative roll's modifiers (7.5) and a
// strike on an off-map area's airbases (8.10.6) were written in English in the French log.
import { describe, expect, it } from 'vitest';
import { INITIATIVE_MOD, type InitiativeMod, logEn } from '../../../src/games/cruellest-month/text/log.en.ts';
import { logFr } from '../../../src/games/cruellest-month/text/log.fr.ts';
import type { Mission } from '../../../src/games/cruellest-month/state.ts';
import { airLogEn } from '../../../src/games/cruellest-month/text/air-battle-log.en.ts';
import { airLogFr } from '../../../src/games/cruellest-month/text/air-battle-log.fr.ts';
import type { Mod } from '../../../src/games/cruellest-month/air-battle/contract.ts';

const ALL_MODS = Object.keys(INITIATIVE_MOD).map((k, i) => [i % 2 ? -1 : 1, k] as InitiativeMod);
const box = { side: 'allied', task: 'bombing', hex: 'douai', target: 'box' } as Mission;
const city = { side: 'allied', task: 'bombing', hex: '2208', target: 'city' } as Mission;

describe('The Cruellest Month: the French log names things in French', () => {
  it('7.5: the initiative roll names each of its modifiers in French, none in English', () => {
    const fr = logFr.initiative(4, ALL_MODS, 5, 'allied');
    for (const en of Object.values(INITIATIVE_MOD)) expect(fr).not.toContain(en);
    expect(fr).toContain('coups au but sur Arras');
    expect(logEn.initiative(4, ALL_MODS, 5, 'allied')).toContain('hits on Arras');
  });

  it('8.10.6: a strike on an off-map area names « les aérodromes de Douai » in French, "the Douai airbases" in English', () => {
    const fr = logFr.strike('a-2', 'bombing', box, 3, 4, 3, 1, false);
    expect(fr).toContain('des aérodromes de Douai');
    expect(fr).not.toContain('airbases');
    expect(logEn.strike('a-2', 'bombing', box, 3, 4, 3, 1, false)).toContain('the Douai airbases');
    expect(logFr.launch(box)).toContain('contre les aérodromes de Douai');
    expect(logFr.strike('a-2', 'bombing', city, 3, 4, 3, 1, false)).toContain("d'Arras");
  });

  it('8.7: the French Air Battle log gives every die, modifier, cost and reason the English gives', () => {
    const numbers = (t: string) => (t.match(/[+-]?\d+/g) ?? []).sort();
    const mods: Mod[] = [
      { label: 'af', value: 3, rule: '8.7.8' },
      { label: 'rear', value: 1, rule: '8.7.8' },
      { label: 'targetDf', value: -2, rule: '8.7.8' },
    ];
    const pairs: [string, string][] = [
      [airLogEn.fires('i2 Albatros D.III', 'a1 F.E.2b', false, mods), airLogFr.fires('i2 Albatros D.III', 'a1 F.E.2b', false, mods)],
      [airLogEn.fragility('a1', 4, 3, 7), airLogFr.fragility('a1', 4, 3, 7)],
      [airLogEn.observer('a1', 5, 6, true), airLogFr.observer('a1', 5, 6, true)],
      [airLogEn.aaFire(2, 'a1', 7, 9, 'disrupted'), airLogFr.aaFire(2, 'a1', 7, 9, 'disrupted')],
      [airLogEn.climbs('a1', 'high', 2), airLogFr.climbs('a1', 'high', 2)],
      [airLogEn.rolls('a1', false, 'left', '0405', 3), airLogFr.rolls('a1', false, 'left', '0405', 3)],
      [airLogEn.windWith('a1', 2, 4), airLogFr.windWith('a1', 2, 4)],
      [airLogEn.windAgainst('a1', 5, 4), airLogFr.windAgainst('a1', 5, 4)],
      [airLogEn.windNone('a1', 4), airLogFr.windNone('a1', 4)],
      [airLogEn.balloonSecond(6, 8, 7), airLogFr.balloonSecond(6, 8, 7)],
      [airLogEn.aaMissed(5, 6, 4), airLogFr.aaMissed(5, 6, 4)],
    ];
    for (const [en, fr] of pairs) expect(numbers(fr), fr).toEqual(numbers(en));
    expect(airLogFr.fires('i2', 'a1', false, mods)).toContain('par l’arrière +1');
    expect(airLogFr.aborts('a1', 'noObserver', false)).toContain('pas d’observateur');
    expect(airLogFr.rolls('a1', false, 'left', '0405', 3)).toContain('gauche');
  });
});
