// The French texts of the Battles edition (issue 17): articles and agreement, phase names, result
// kinds, dice labels and every refusal in French (IllegalInfo.texts through RuleError).
import { describe, expect, it } from 'vitest';
import { RuleError, applyAction, logText } from '../../../src/kernel/game.ts';
import { ZONE } from '../../../src/games/ca-arras-battles/data.ts';
import { assault, dice, emptyBoard, game, historical, play, put } from './helpers.ts';
import { refusalIn, refusalTexts } from '../../../src/i18n/index.ts';

const fr = (log: { text: string; texts?: Record<string, string> }[]) => log.map((e) => logText(e, 'fr')).join('\n');

/** The French text of the refusal of `action`. */
function refusalFr(s: Parameters<typeof game.perform>[0], role: string, action: unknown): string {
  try {
    applyAction(game, s, role, action);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return refusalIn(e as RuleError, 'fr');
  }
  throw new Error('not refused');
}

describe('French: articles and agreement', () => {
  it("French articles: « se déplace dans le Secteur 5 », « donner l'assaut au Secteur 5 », « la Zone A »", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A']);
    put(s, 5, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 25 });
    expect(game.describeAction(s, 'allied', { type: 'move', unit: '7RT-A', to: 5 }, 'fr')).toMatch(/^déplacer 7 Royal Tank A dans le Secteur 5 \(Beaurains\)/);
    const log = play(s, 'allied', { type: 'move', unit: '7RT-A', to: 5 });
    expect(fr(log)).toContain('7 Royal Tank A se déplace dans le Secteur 5 (Beaurains)');
    expect(game.describeAction(s, 'allied', { type: 'attack', area: 5 }, 'fr')).toBe("donner l'assaut au Secteur 5 (Beaurains) (6.0)");
    expect(game.describeAction(s, 'allied', { type: 'attack', area: ZONE.A }, 'fr')).toBe("donner l'assaut à la Zone A (Cambrai) (6.0)");
    expect(game.describeAction(s, 'allied', { type: 'activate', area: 25 }, 'fr')).toBe('activer le Secteur 25 (Arras) (5.0)');
  });

  it('French agreement: one unit « peut » make a Débordement, several « peuvent » (6.5)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A']);
    put(s, 18, ['1-6'], true); // Achicourt: round Identifier, a Fatiguée defender
    const log = assault(s, 'allied', 25, [['7RT-A', 18]], 18);
    while (s.step.k === 'support') play(s, s.step.side, { type: 'no-support' });
    log.push(...dice(s, 6, 6, 1, 1));
    while (s.step.k === 'absorb') log.push(...play(s, 'german', game.legalActions(s, 'german')[0]));
    expect(fr(log)).toMatch(/Débordement ! 7 Royal Tank A peut continuer/);
    expect(fr(log)).not.toMatch(/peuvent/);
  });
});

describe('French: phases, results and dice', () => {
  it("French phase names in the render (4.0): « Placement », « Phase de Combat », never the engine's ids", () => {
    const s = game.setup({});
    expect(game.render!(s, 'allied', 'fr')).toMatch(/Phase : Placement \(12\.2\)/);
    expect(game.render!(s, 'allied', 'fr')).not.toMatch(/setup/);
    const h = historical();
    expect(game.render!(h, 'allied', 'fr')).toMatch(/Phase : Phase de Combat \(4\.3\)/);
  });

  it('French result: the kind and the detail of an automatic victory (11.1)', () => {
    const s = emptyBoard(3, 'german');
    put(s, ZONE.B, ['8DLI-1']);
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'pass' });
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    const r = game.result(s)!;
    expect(r.kind).toBe('automatic');
    expect(r.texts?.fr).toBe('les Alliés contrôlent la Zone B (Bapaume)');
    expect(game.render!(s, 'allied', 'fr')).toMatch(/victoire alliée \(Victoire Automatique \(11\.1\)\)/);
    expect(game.render!(s, 'allied', 'fr')).not.toMatch(/\(automatic\)/);
  });

  it('French dice labels (6.1.1, 4.1): the chance spec carries its French label', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A']);
    put(s, 5, ['1-6']);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(game.chance(s).texts?.fr).toBe("assaut : JD de l'attaquant (2 dés), puis JD du défenseur (2 dés)");
  });
});

describe('French: every refusal', () => {
  it('French refusals: movement (5.1.2, 2.1.1.b, 5.2), activation (5.0), bombardment (2.1.4), unknown actions', () => {
    const s = emptyBoard(3, 'german');
    put(s, 3, ['1-6']);
    put(s, 10, ['1-78']);
    put(s, 25, ['8DLI-1']);
    expect(refusalFr(s, 'german', { type: 'activate', area: 5 })).toBe(
      'Le Secteur 5 (Beaurains) ne contient aucune unité Fraîche à vous qui puisse agir (règle 5.0)',
    );
    expect(refusalFr(s, 'german', { type: 'bombard', artillery: '1-78', target: 25 })).toMatch(
      /^les unités allemandes ne peuvent opérer que dans les secteurs.*le Secteur 25 \(Arras\) est bleu.*\(règle 2\.1\.4\)$/,
    );
    expect(refusalFr(s, 'german', { type: 'teleport' })).toMatch(
      /^« teleport » n'est pas possible maintenant ; actions possibles : .* \(étape impulsion\) \(règle 4\.3\)$/,
    );
    expect(refusalFr(s, 'german', { type: 'move', unit: 'nope', to: 3 })).toBe('unité inconnue « nope » (règle 3.0)');
    play(s, 'german', { type: 'activate', area: 3 });
    expect(refusalFr(s, 'german', { type: 'move', unit: '1-6', to: 26 })).toMatch(
      /^les unités allemandes ne peuvent entrer que dans les secteurs à Identificateur noir ou à moitié noir \(le Secteur 26 est bleu\) \(règle 5\.1\.2\)$/,
    );
    expect(refusalFr(s, 'german', { type: 'move', unit: '1-6', to: 7 })).toBe("Le Secteur 7 n'est pas adjacent au Secteur 3 (règle 5.1)");
    expect(refusalFr(s, 'german', { type: 'move', unit: '8DLI-1', to: 3 })).toBe("8 Durham Lt. 1 n'est pas à vous (règle 5.0)");
    // The English message is unchanged.
    try {
      applyAction(game, s, 'german', { type: 'move', unit: '1-6', to: 7 });
    } catch (e) {
      expect((e as RuleError).message).toBe('Sector 7 is not adjacent to Sector 3 (rule 5.1)');
      expect(refusalTexts(e as RuleError)).toEqual({ fr: "Le Secteur 7 n'est pas adjacent au Secteur 3 (règle 5.1)" });
    }
  });
});
