// The Cruellest Month's computer players (src/games/cruellest-month/ai.ts): what the evaluation counts,
// which candidates the players consider (prune, rankOnePly), and that the search decides from its view only.
import { timeShare } from '../../src/ai-kit/time.ts';
import { decide } from '../../src/players/player.ts';
import { describe, expect, it, vi } from 'vitest';
import '../../src/games/index.ts';
import type { Action } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { SearchPlayer } from '../../src/players/search.ts';
import { AIR_BY_ID } from '../../src/games/cruellest-month/data.ts';
import {
  type CmView,
  DECISIVE_SHARE,
  RANK_FULL,
  RANK_MAX,
  ROOT_KEPT,
  TIME,
  cruellestMonthAI,
  hitStream,
  projectedMargin,
  prune,
  rankOnePly,
} from '../../src/games/cruellest-month/ai/index.ts';
import { overCapacity } from '../../src/games/cruellest-month/state.ts';
import { type State, act, atAirOps, game } from '../games/cruellest-month/helpers.ts';

const view = (s: State, role: 'allied' | 'german') => game.view(s, role) as CmView;
const model = (s: State, role: 'allied' | 'german', seed = 1) => cruellestMonthAI.resample(cruellestMonthAI.observe(s, role), role, new Rng(seed));
const onlyCancel = (s: State, a: Action) => {
  const t = JSON.parse(JSON.stringify(s)) as State;
  game.perform(t, 'allied', a);
  return game.toAct(t)[0] === 'allied' && game.legalActions(t, 'allied').every((x) => x.type === 'cancel');
};

describe('The Cruellest Month computer players', () => {
  it('11.5.2 13.1 hits on Douai and Cambrai are worth what stands after the 3 a Regroup Phase removes, at each Victory Points Phase', () => {
    const s = atAirOps();
    const base = projectedMargin(view(s, 'allied'));
    const phases = s.turn <= 12 ? 12 - s.turn + 1 : 1;
    // The stream the rules give: before each count 3 are removed (11.5.2), what stands scores 1 VP (13.1).
    const expected = (h: number) => {
      let vp = 0;
      for (let i = 0; i < phases; i++) vp += h = Math.max(0, h - 3);
      return vp;
    };
    s.boxHits.douai = 2;
    s.boxHits.cambrai = 1;
    expect(projectedMargin(view(s, 'allied')) - base).toBeCloseTo(expected(3), 9);
    expect(expected(3)).toBe(0);
    s.boxHits.douai = 4;
    s.boxHits.cambrai = 4;
    expect(projectedMargin(view(s, 'allied')) - base).toBeCloseTo(expected(8), 9);
    expect(hitStream(8, phases, false)).toBe(expected(8));
    // Once this turn's repairs are done the standing hits score whole at this turn's count.
    expect(hitStream(4, 1, true)).toBe(4);
  });

  it('11.5.1 13.1 hits on Arras score for the German only beyond the 3 the Allied player repairs', () => {
    const s = atAirOps();
    const base = projectedMargin(view(s, 'german'));
    s.cityHits.arras = 2;
    expect(projectedMargin(view(s, 'german'))).toBeCloseTo(base, 9);
    s.cityHits.arras = 4;
    expect(projectedMargin(view(s, 'german')) - base).toBeCloseTo(-1, 9);
  });

  it('8.1.5 the players never pick a composition after which only cancel is left', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '2003', target: 'base:ff-1' });
    act(s, 'allied', { type: 'add', unit: 'a-40' });
    const legal = game.legalActions(s, 'allied');
    const dead = legal.filter((a) => a.type === 'add' && onlyCancel(s, a));
    const live = legal.filter((a) => a.type !== 'cancel' && !dead.includes(a));
    expect(dead.length).toBeGreaterThan(0);
    const d = model(s, 'allied');
    const ranked = rankOnePly(d, 'allied', legal);
    const firstDead = ranked.findIndex((x) => dead.some((a) => JSON.stringify(a) === JSON.stringify(x.action)));
    expect(ranked.slice(0, firstDead).length).toBeGreaterThanOrEqual(live.length);
    for (const a of prune(d, 'allied', legal, true)) expect(onlyCancel(s, a)).toBe(false);
  });

  it('8.1 8.6 at the air step the players keep the best few missions by one-ply value; on a ground move (9.2) the one-ply best', () => {
    const s = atAirOps();
    const legal = game.legalActions(s, 'allied');
    const d = model(s, 'allied');
    const kept = prune(d, 'allied', legal, true);
    expect(kept.length).toBe(ROOT_KEPT);
    const keys = new Set(legal.map((a) => JSON.stringify(a)));
    for (const a of kept) {
      expect(keys.has(JSON.stringify(a))).toBe(true);
      expect(['cancel', 'stage']).not.toContain(a.type);
    }
    // Ground movement: a chore, settled by the one-ply best alone (no search).
    act(s, 'allied', { type: 'pass' });
    act(s, 'german', { type: 'pass' });
    expect(s.step).toBe('move');
    const moves = game.legalActions(s, 'allied');
    const m = model(s, 'allied', 2);
    const one = prune(m, 'allied', moves, true);
    expect(one.length).toBe(1);
    expect(one[0]).toEqual(
      rankOnePly(
        m,
        'allied',
        moves.filter((a) => a.type !== 'cancel' && a.type !== 'stage'),
      )[0].action,
    );
  });

  it('6.1 the search decides from its view: the same choice whatever the German Airbase Display holds', () => {
    const s = atAirOps();
    // Another German Airbase Display: one German aircraft moved to another operating base of his with room.
    const t = JSON.parse(JSON.stringify(s)) as State;
    const german = Object.keys(t.air).filter((id) => AIR_BY_ID[id].side === 'german' && t.bases[t.air[id].base]);
    let moved = false;
    for (const id of german) {
      for (const b of new Set(german.map((x) => t.air[x].base))) {
        if (b === t.air[id].base) continue;
        const from = t.air[id].base;
        t.air[id].base = b;
        if (!overCapacity(t, b)) {
          moved = true;
          break;
        }
        t.air[id].base = from;
      }
      if (moved) break;
    }
    expect(moved).toBe(true);
    expect(JSON.stringify(t.air)).not.toBe(JSON.stringify(s.air));
    expect(JSON.stringify(view(t, 'allied'))).toBe(JSON.stringify(view(s, 'allied')));
    const choose = (x: State) => decide(new SearchPlayer({ iterations: 8, ms: 60_000 }), game, x, 'allied', game.legalActions(x, 'allied'), new Rng(9));
    expect(choose(t)).toEqual(choose(s));
  });

  it("8.1 8.6 the one-ply ranking of an air step is the same whatever the machine's load: a starved process ranks as a free one", () => {
    const s = atAirOps();
    const legal = game.legalActions(s, 'allied').filter((a) => a.type !== 'cancel' && a.type !== 'stage');
    const d = model(s, 'allied');
    const free = rankOnePly(d, 'allied', legal);
    // A starved process: 100 ms pass between two looks at the clock.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    try {
      expect(rankOnePly(d, 'allied', legal)).toEqual(free);
    } finally {
      clock.mockRestore();
    }
    expect(free.every((x) => x.value >= 0 || x.value === -1)).toBe(true);
  });

  it('8.1 8.6 the one-ply ranking is bounded by its budget in actions: past RANK_MAX the rest rank unscored, after the scored ones', () => {
    const s = atAirOps();
    const some = game.legalActions(s, 'allied').filter((a) => a.type !== 'cancel' && a.type !== 'stage');
    const legal: Action[] = [];
    while (legal.length <= RANK_MAX) legal.push(...some);
    const ranked = rankOnePly(model(s, 'allied'), 'allied', legal);
    expect(ranked.length).toBe(legal.length);
    const scored = ranked.filter((x) => x.value >= 0);
    expect(scored.length).toBe(legal.slice(0, RANK_MAX).filter((a) => rankOnePly(model(s, 'allied'), 'allied', [a])[0].value >= 0).length);
    expect(ranked.slice(0, scored.length)).toEqual(scored);
    expect(ranked.filter((x) => x.value === -0.5).length).toBe(legal.length - RANK_MAX);
    expect(RANK_FULL).toBeLessThan(RANK_MAX);
    // The search's time on a decisive decision leaves room for a first iteration begun blind (src/players/search.ts).
    expect(timeShare(TIME, cruellestMonthAI.observe(s, 'allied'), 'allied', game.legalActions(s, 'allied'))).toBe(DECISIVE_SHARE);
    expect(DECISIVE_SHARE * 950 + 150).toBeLessThanOrEqual(1000);
  });
});
