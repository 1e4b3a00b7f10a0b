// Typed actions (issue 31, item 3): the game's actions are one discriminated union with one zod
// schema (src/games/ca-arras-battles/actions.ts), describing the JSON the game has always listed, and
// the boundary refuses an action of a known type whose fields do not fit it.
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../../src/games/ca-arras-battles/actions.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { game, historical, refused } from './helpers.ts';

describe('typed actions (issue 31)', () => {
  it('every action the game lists in random games (both scenarios, the optional rules) has a shape of the schema, field for field', () => {
    const schema = actionSchema();
    const seen = new Set<string>();
    const setups: [Record<string, boolean>, string | undefined][] = [
      [{}, undefined],
      [{ bids: true, 'early-reserve': true, 'german-artillery': true }, 'historical'],
    ];
    for (let seed = 1; seed <= 6; seed++) {
      const [options, scenario] = setups[seed % setups.length];
      randomGame(game, { scenario, options }, seed, {
        before(s, _action, where) {
          // Every listed action of every seat to act, not only the one played.
          for (const a of game.toAct(s).flatMap((role) => game.legalActions(s, role))) {
            const parsed = schema.safeParse(a);
            expect(parsed.success, `${where}: ${JSON.stringify(a)}`).toBe(true);
            // No field dropped or added: the schema describes the JSON exactly.
            expect(parsed.data, where).toStrictEqual(a);
            seen.add(a.type);
          }
        },
      });
    }
    // The games reach the decisions of every chapter: bids, setup, impulses, assaults, combat, reorganization.
    for (const t of ['bid', 'place', 'activate', 'move', 'attack', 'spearhead', 'advanced', 'absorb', 'pass', 'reorganize']) expect(seen).toContain(t);
  });

  it('4.3: an activation, a bombardment, a loss or a support with a field of the wrong shape is refused as malformed, naming the field and the rule of the decision, and changes nothing', () => {
    const s = historical();
    expect(refused(s, 'allied', { type: 'activate', area: '22' }, '4.3', /malformed "activate" action: "area"/).code).toBe('malformed');
    expect(refused(s, 'allied', { type: 'bombard', artillery: 3, target: 22 }, '4.3', /malformed "bombard" action: "artillery"/).code).toBe('malformed');
    expect(refused(s, 'allied', { type: 'absorb', unit: '7RT-A', how: 'melt' }, '4.3', /malformed "absorb" action: "how"/).code).toBe('malformed');
    expect(refused(s, 'allied', { type: 'support', air: 'yes' }, '4.3', /malformed "support" action: "air"/).code).toBe('malformed');
    // A well-formed action that is not open now is still illegal, with the game's own explanation.
    expect(refused(s, 'allied', { type: 'activate', area: 5 }, '5.0', /no Fresh unit/).code).toBe('illegal');
  });
});
