// Random play: hundreds of complete games with random legal actions and seeded dice, checking the
// invariants after every step, and replay of every journal to the same state hash.
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { Session, seededDice } from '../../../src/kernel/session.ts';
import type { State } from '../../../src/games/arras-postcard/state.ts';
import { unitData, unitOrder } from '../../../src/games/arras-postcard/state.ts';
import { game } from './helpers.ts';

const GAMES = 300;

function checkInvariants(s: State, where: string): void {
  const fail = (msg: string) => {
    throw new Error(`${where}: ${msg}`);
  };
  // 7.2: never two units in one hex (our rulings make this hold at every step, so at every phase end).
  const seen = new Map<string, string>();
  for (const id of unitOrder) {
    const u = s.units[id];
    if ((u.hex === null) !== (u.out !== null)) fail(`${id}: hex ${u.hex} but out ${u.out}`);
    if (u.hex === null) continue;
    if (seen.has(u.hex)) fail(`stacking in ${u.hex}: ${seen.get(u.hex)} and ${id}`);
    seen.set(u.hex, id);
  }
  const acting = game.toAct(s);
  if (s.phase === 'over') {
    if (acting.length) fail('game over but someone must act');
    if (!game.result(s)) fail('game over without a result');
    return;
  }
  // Victory: the game never runs past turn 8.
  if (s.turn > 8) fail(`turn marker ${s.turn} but the game goes on`);
  if (acting.length !== 1) fail(`expected one role to act, got ${acting.join(',')}`);
  if (acting[0] !== CHANCE && game.legalActions(s, acting[0]).length === 0) fail(`no legal action for ${acting[0]}`);
  // 6.0: disrupted units never have moved this phase... (they cannot move); only the phasing side moves.
  if (s.phase === 'movement') for (const id of unitOrder) if (s.units[id].moved && unitData[id].side !== s.side) fail(`${id} moved out of turn`);
}

describe('random play', () => {
  it(`${GAMES} complete random games keep every invariant, end by turn 8, and replay to the same hash`, () => {
    const rng = new Rng(20240521);
    const wins: Record<string, number> = { allied: 0, german: 0 };
    let actions = 0;
    let maxLen = 0;
    const t0 = performance.now();
    for (let g = 0; g < GAMES; g++) {
      const session = new Session(game, {}, seededDice(1000 + g));
      checkInvariants(session.state as State, `game ${g} start`);
      let steps = 0;
      while (!session.isOver()) {
        const [role] = session.toAct();
        if (role === CHANCE) session.rollIfDue();
        else session.act(role, rng.pick(game.legalActions(session.state as State, role)));
        steps++;
        checkInvariants(session.state as State, `game ${g} step ${steps}`);
        if (steps > 5000) throw new Error(`game ${g} does not end`);
      }
      const r = game.result(session.state as State)!;
      wins[r.winner!]++;
      if (r.winner === 'german') expect((session.state as State).turn).toBeLessThanOrEqual(8);
      actions += steps;
      maxLen = Math.max(maxLen, steps);
      // The state is plain JSON.
      expect(JSON.parse(JSON.stringify(session.state))).toEqual(session.state);
      // Replay determinism: the journal alone rebuilds the same state.
      if (g % 3 === 0) {
        const loaded = Session.load(game, JSON.parse(JSON.stringify(session.save())));
        expect(loaded.hash()).toBe(session.hash());
      }
    }
    const secs = (performance.now() - t0) / 1000;
    expect(wins.allied + wins.german).toBe(GAMES);
    console.log(
      `arras-postcard random play: ${GAMES} games, ${actions} actions (longest ${maxLen}), Allied ${wins.allied} / German ${wins.german}, ${secs.toFixed(1)} s with validation and replay`,
    );
  });

  it('replay to any point: stateAt(n) then the rest of the journal gives the same hash', () => {
    const rng = new Rng(7);
    const session = new Session(game, {}, seededDice(99));
    while (!session.isOver()) {
      const [role] = session.toAct();
      if (role === CHANCE) session.rollIfDue();
      else session.act(role, rng.pick(game.legalActions(session.state as State, role)));
    }
    const half = Math.floor(session.journal.length / 2);
    const mid = session.stateAt(half);
    for (const e of session.journal.slice(half)) game.perform(mid, e.role, e.action);
    const again = new Session(game, {});
    again.state = mid;
    expect(again.hash()).toBe(session.hash());
  });
});
