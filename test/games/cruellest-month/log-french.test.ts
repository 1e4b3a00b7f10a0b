// The Cruellest Month's log in French says its words in French: the initiative roll's modifiers (7.5) and a
// strike on an off-map area's airbases (8.10.6) were written in English in the French log.
import { describe, expect, it } from 'vitest';
import { INITIATIVE_MOD, type InitiativeMod, logEn } from '../../../src/games/cruellest-month/text/log.en.ts';
import { logFr } from '../../../src/games/cruellest-month/text/log.fr.ts';
import type { Mission } from '../../../src/games/cruellest-month/state.ts';

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
});
