// Every refusal in English and French (issue 15): explainIllegal fills IllegalInfo.texts.fr, as the
// log does (text.ts), with the aid's French terms; the kernel's RuleError shows it with « règle ».
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Action, RuleError, actionKey, applyAction } from '../../../src/kernel/game.ts';
import { ZONE } from '../../../src/games/cambrai-1917/data.ts';
import { checkStep } from '../../../src/games/cambrai-1917/movement.ts';
import { GRAPH, bridgeBetween, unitName } from '../../../src/games/cambrai-1917/state.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { emptyBoard, game, idx, play, put } from './helpers.ts';
import { refusalIn } from '../../../src/i18n/index.ts';

/** The refusal of `action` (it must be refused), as the kernel throws it. */
function refusal(s: Parameters<typeof game.perform>[0], role: string, action: unknown): RuleError {
  try {
    applyAction(game, s, role, action);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return e as RuleError;
  }
  throw new Error(`not refused: ${JSON.stringify(action)}`);
}

/** French, not a copy of the English, with the rule named as « règle ». */
function expectFrench(e: { message: string; rule: string | null; texts?: Record<string, string> }) {
  const fr = e.texts?.fr;
  expect(fr, `no French for "${e.message}"`).toBeTruthy();
  expect(fr, e.message).not.toBe(e.message);
}

describe('French refusals: Move Units (every reason checkStep gives)', () => {
  // One position per refusal reason of movement.ts checkStep; the English message, the rule and the French.
  const cases: { reason: string; rule: string; en: RegExp; fr: RegExp; run: () => ReturnType<typeof checkStep> }[] = [
    {
      reason: 'not adjacent',
      rule: 'Move Units',
      en: /not adjacent/,
      fr: /^la zone 9 \(Ribécourt\) n’est pas adjacente à la zone 33 \(Havrincourt Wood\)$/,
      run: () => {
        const s = emptyBoard();
        put(s, 33, ['185Bde']);
        return checkStep(s, idx('185Bde'), 33, 9, 4, true, false, {});
      },
    },
    {
      reason: 'German units never enter zones I-L',
      rule: 'Move Units',
      en: /British zones I-L/,
      fr: /zones britanniques I-L/,
      run: () => {
        const s = emptyBoard(22, 'german');
        put(s, 32, ['IR27']);
        return checkStep(s, idx('IR27'), 32, ZONE.I, 4, true, false, {});
      },
    },
    {
      reason: '10.5.3 operational restrictions',
      rule: '10.5.3',
      en: /III Corps and may not enter area 34/,
      fr: /appartient au IIIe corps et ne peut pas entrer dans la zone 34 \(Trescault\) \(secteur du IVe corps\) les 20 et 21 novembre/,
      run: () => {
        const s = emptyBoard(21);
        put(s, 35, ['16Bde']);
        return checkStep(s, idx('16Bde'), 35, 34, 4, true, false, {});
      },
    },
    {
      reason: 'a zone only as the first step',
      rule: 'Move Units',
      en: /zone may only be entered/,
      fr: /peut entrer dans une zone \(elle s’y arrête\)/,
      run: () => {
        const s = emptyBoard();
        put(s, 32, ['152Bde']);
        return checkStep(s, idx('152Bde'), 32, ZONE.J, 3, false, false, {});
      },
    },
    {
      reason: 'stacking 9',
      rule: 'Move Units',
      en: /already holds 9 units/,
      fr: /contient déjà 9 unités \(chars et Garnisons exclus\)/,
      run: () => {
        const s = emptyBoard();
        put(
          s,
          35,
          ['152', '153', '154', '16', '18', '71', '59', '60', '61'].map((b) => `${b}Bde`),
        );
        put(s, 34, ['35Bde']);
        return checkStep(s, idx('35Bde'), 34, 35, 4, true, false, {});
      },
    },
    {
      reason: 'leaving a contested area',
      rule: 'Move Units',
      en: /contested area must first move to a free area/,
      fr: /zone contestée doivent d’abord entrer dans une zone libre/,
      run: () => {
        const s = emptyBoard();
        put(s, 9, ['IR27']);
        put(s, 9, ['152Bde']);
        return checkStep(s, idx('152Bde'), 9, 60, 4, true, false, {});
      },
    },
    {
      reason: '5 units per bridge',
      rule: 'Move Units',
      en: /5 units have crossed the Masnières bridge/,
      fr: /5 unités ont déjà franchi le pont de Masnières/,
      run: () => {
        const s = emptyBoard();
        put(s, 15, ['152Bde']);
        s.control[15] = 'allied';
        return checkStep(s, idx('152Bde'), 15, 16, 4, true, false, { [bridgeBetween(s, 15, 16)]: 5 });
      },
    },
    {
      reason: 'canal without bridge: infantry only',
      rule: 'Move Units',
      en: /only infantry/,
      fr: /seule l’infanterie peut franchir un canal sans pont/,
      run: () => {
        const s = emptyBoard();
        put(s, 13, ['DBn']);
        s.control[13] = 'allied';
        return checkStep(s, idx('DBn'), 13, 16, 5, true, false, {});
      },
    },
    {
      reason: 'canal without bridge: all MP',
      rule: 'Move Units',
      en: /costs all MP/,
      fr: /coûte tous les PM/,
      run: () => {
        const s = emptyBoard();
        put(s, 13, ['152Bde']);
        s.control[13] = 'allied';
        return checkStep(s, idx('152Bde'), 13, 16, 3, false, false, {});
      },
    },
    {
      reason: 'not enough MP',
      rule: 'Move Units',
      en: /entering area 9 \(Ribécourt\) costs 4 MP; 3 left/,
      fr: /^entrer dans la zone 9 \(Ribécourt\) coûte 4 PM ; il en reste 3$/,
      run: () => {
        const s = emptyBoard();
        put(s, 34, ['152Bde']);
        put(s, 9, ['IR27']);
        return checkStep(s, idx('152Bde'), 34, 9, 3, false, false, {});
      },
    },
  ];

  for (const c of cases) {
    it(`Move Units refusal in French: ${c.reason}`, () => {
      const r = c.run();
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.rule).toBe(c.rule);
      expect(r.message).toMatch(c.en);
      expect(r.texts.fr).toMatch(c.fr);
      expect(r.texts.fr).not.toBe(r.message);
    });
  }

  it('every refusal of checkStep is in the table above (one case per reason in movement.ts and the family step check)', () => {
    // Counted from the rules code: a new refusal without its French case fails here.
    const src = readFileSync(new URL('../../../src/games/cambrai-1917/movement.ts', import.meta.url), 'utf8');
    const family = readFileSync(new URL('../../../src/families/area-impulse/step-check.ts', import.meta.url), 'utf8');
    const whys = (text: string, name: string) => text.slice(text.indexOf(name), text.indexOf(';', text.indexOf(name))).match(/'[a-z-]+'/g)!.length;
    expect(whys(src, 'type Why =') + whys(family, 'type StepWhy =')).toBe(cases.length);
    const own = src.slice(src.indexOf('function refusalText('), src.indexOf('// ---- retreats'));
    const shared = family.slice(family.indexOf('function stepWhyText('), family.indexOf('function unworded('));
    expect(own.match(/case '/g)!.length + shared.match(/case '/g)!.length).toBe(cases.length);
  });
});

describe('French refusals through the shell (RuleError.textIn, refusalIn)', () => {
  it('French refusals of an Assault: not yours, not fresh when activated, movement over, finished moving, mandatory combat, a move refused by the MP table', () => {
    const s = emptyBoard();
    put(s, 34, ['152Bde', '185Bde']);
    put(s, 35, ['16Bde']);
    put(s, 52, ['IR27']);
    play(s, 'british', { type: 'assault', area: 34 });
    expect(refusalIn(refusal(s, 'british', { type: 'move', unit: 'IR27', to: 34 }), 'fr')).toBe(`${unitName(idx('IR27'))} n’est pas à vous (règle Impulses)`);
    expect(refusalIn(refusal(s, 'british', { type: 'move', unit: '16Bde', to: 52 }), 'fr')).toMatch(
      /n’était pas fraîche dans la zone active lors de son activation \(règle Impulses\)$/,
    );
    expect(refusalIn(refusal(s, 'british', { type: 'move', unit: '152Bde', to: 13 }), 'fr')).toBe(
      'la zone 13 (Marcoing) n’est pas adjacente à la zone 34 (Trescault) (règle Move Units)',
    );
    play(s, 'british', { type: 'move', unit: '152Bde', to: 52 });
    expect(refusalIn(refusal(s, 'british', { type: 'move', unit: '152Bde', to: 34 }), 'fr')).toMatch(
      /a terminé son mouvement pour cette impulsion \(règle Move Units\)$/,
    );
    expect(refusalIn(refusal(s, 'british', { type: 'end' }), 'fr')).toBe(
      'chaque combat obligatoire doit être résolu avant la fin de l’impulsion (règle Combat)',
    );
    play(s, 'british', { type: 'attack', area: 52 });
    expect(s.step.k).not.toBe('assault');
  });

  it('French refusals of bad input: unknown unit, unknown area, an action not open now, an action not legal at this step', () => {
    const s = emptyBoard();
    put(s, 34, ['152Bde']);
    expect(refusalIn(refusal(s, 'british', { type: 'move', unit: 'nope', to: 3 }), 'fr')).toBe('unité inconnue « nope » (règle counters)');
    expect(refusalIn(refusal(s, 'british', { type: 'assault', area: 99 }), 'fr')).toBe(
      'zone inconnue 99 (les zones numérotées vont de 1 à 38 et de 51 à 66, les zones A-L sont 39-50) (règle map)',
    );
    expect(refusalIn(refusal(s, 'british', { type: 'teleport' }), 'fr')).toMatch(
      /^« teleport » n'est pas possible maintenant ; actions possibles : .* \(étape impulsion\) \(règle Impulses\)$/,
    );
    expect(refusalIn(refusal(s, 'british', { type: 'assault', area: 9 }), 'fr')).toBe(
      '{"area":9,"type":"assault"} n’est pas permis maintenant (étape impulsion) (règle Impulses)',
    );
    // The English is unchanged.
    expect(refusal(s, 'british', { type: 'assault', area: 9 }).message).toBe('{"area":9,"type":"assault"} is not legal now (impulse step) (rule Impulses)');
  });

  it('every refusal met in random games (moves to every neighbour, every listed action with another area or unit) has its French text', () => {
    const seen = new Set<string>();
    let probes = 0;
    randomGame(game, { scenario: 'campaign' }, 21, {
      after(s) {
        for (const role of game.toAct(s)) {
          if (role === 'chance') continue;
          const legal = game.legalActions(s, role);
          const keys = new Set(legal.map(actionKey));
          const tries: Action[] = [{ type: 'end' }, { type: 'pass' }, { type: 'done' }];
          for (const a of legal.slice(0, 6)) {
            if (typeof a.unit === 'string') {
              const u = idx(a.unit);
              for (const to of GRAPH.neighbours[s.loc[u]] ?? []) tries.push({ ...a, to });
            }
            for (const f of ['area', 'target', 'to'] as const) if (typeof a[f] === 'number') tries.push({ ...a, [f]: ((a[f] as number) % 38) + 1 });
          }
          for (const a of tries) {
            if (keys.has(actionKey(a))) continue;
            const why = game.explainIllegal!(s, role, a);
            probes++;
            expectFrench(why);
            seen.add(`${why.rule}: ${why.message.replace(/[0-9]+|area [^,;]*\)|zone [^,;]*\)|\S+ Bde|\S+Bn|IR\S*|\{.*\}/g, '#')}`);
          }
        }
      },
    });
    expect(probes).toBeGreaterThan(1000);
    expect(seen.size).toBeGreaterThan(8);
  });
});
