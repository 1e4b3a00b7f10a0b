// Typed actions (issue 31, item 3): the game's actions are one discriminated union with one zod schema
// (src/games/cruellest-month/actions.ts), describing the JSON the game has always listed, and the boundary refuses an
// action of a known type whose fields do not fit it.
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../../src/games/cruellest-month/actions.ts';
import { CHANCE, type RuleError, applyAction } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game, newGame } from './helpers.ts';

describe('typed actions (issue 31)', () => {
  it('every action the game lists in random games (the optional rules too) has a shape of the schema, field for field', () => {
    const schema = actionSchema();
    const seen = new Set<string>();
    const setups: Record<string, number | boolean>[] = [{ turns: 10 }, { turns: 10, wind: true, sun: true, bombingAtLaunch: true, stepLossLasting: true }];
    for (let seed = 1; seed <= 4; seed++) {
      const rng = new Rng(seed);
      const s = newGame(setups[seed % setups.length]);
      for (let i = 0; i < 30000; i++) {
        const who = game.toAct(s);
        if (who.length === 0) break;
        const role = who[rng.int(who.length)];
        if (role === CHANCE) {
          const c = game.chance(s);
          game.perform(s, role, { type: 'dice', dice: Array.from({ length: c.dice }, () => 1 + rng.int(c.sides)) });
          continue;
        }
        const legal = game.legalActions(s, role);
        for (const a of legal) {
          const parsed = schema.safeParse(a);
          expect(parsed.success, `${s.phase}/${s.step}: ${JSON.stringify(a)}`).toBe(true);
          // No field dropped or added: the schema describes the JSON exactly.
          expect(parsed.data).toStrictEqual(a);
          seen.add(a.type);
        }
        game.perform(s, role, legal[rng.int(legal.length)]);
      }
    }
    // The games reach the decisions of every chapter: setup, initiative, air operations, the Air Battle Board, ground
    // operations, reinforcements.
    for (const t of ['deploy', 'general-regroup', 'recon', 'mission', 'add', 'launch', 'ab-sequence', 'ab-forward', 'move', 'attack', 'support', 'place'])
      expect(seen).toContain(t);
  });

  it('14.1: a set-up move with a hex of the wrong shape is refused as malformed, naming the field and the rule, and changes nothing', () => {
    const s = newGame();
    const before = JSON.stringify(s);
    const unit = Object.keys(s.ground)[0];
    let error: RuleError | undefined;
    try {
      applyAction(game, s, 'allied', { type: 'deploy', unit, hex: 704 });
    } catch (e) {
      error = e as RuleError;
    }
    expect(error?.code).toBe('malformed');
    expect(error?.message).toMatch(/malformed "deploy" action: "hex"/);
    expect(error?.rule).toBe('14.1');
    expect(JSON.stringify(s)).toBe(before);
  });
});
