// `arras analyse` (issue 32, item 1): each decision of a saved game, from its side's own view.
import { decide } from '../../src/players/player.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Action, type Role, CHANCE, actionKey } from '../../src/kernel/game.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';
import { type DecisionAnalysis, analyseDecision, decisionsOf } from '../../src/sim/analyse.ts';
import { describe as describeAction } from '../../src/cli/show.ts';
import { knowledgeOf, observe } from '../../src/ai-kit/registry.ts';
import { copyData, treeKey } from '../../src/ai-kit/model.ts';
import { shownChance } from '../../src/ai-kit/calibration.ts';
import { SearchPlayer, createPlayer } from '../../src/players/index.ts';
import { gameSeed } from '../../src/sim/simulate.ts';
import { runCli } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'arras-analyse-'));

/** The action of decision `n` (0-based), at `step` of the save (1-based, as `arras replay` and `analyse` count). */
type Pick = (state: unknown, role: Role, legal: readonly Action[], rng: Rng, n: number, step: number) => Action;

/** A save of a seeded game of `decisions` player actions chosen by `pick` (dice rolled from the same seed). */
function playSave(gameId: string, name: string, decisions: number, pick: Pick, seed = 5): { path: string; session: Session } {
  const game = getGame(gameId);
  const s = new Session(game, {}, seededDice(seed));
  const rng = new Rng(seed + 1);
  for (let n = 0; n < decisions && !s.isOver(); ) {
    const role = game.toAct(s.state)[0];
    if (role === CHANCE) {
      const spec = game.chance(s.state);
      s.act(role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) });
      continue;
    }
    s.act(role, pick(s.state, role, game.legalActions(s.state, role), rng, n, s.journal.length + 1));
    n++;
  }
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(s.save()));
  return { path, session: s };
}

/** A save of a seeded random game. */
const randomSave = (gameId: string, decisions: number) =>
  playSave(gameId, `${gameId}-random-${decisions}`, decisions, (_s, _r, legal, rng) => legal[rng.int(legal.length)]);

/**
 * A save of arras-postcard played by computer players (`players` per side); at decision `plant` the
 * side plays instead the action its own evaluation rates worst one ply ahead.
 */
function playedSave(name: string, players: Record<Role, string>, decisions: number, plant = -1): { path: string; plantedStep: number } {
  const game = getGame('arras-postcard');
  const ai = knowledgeOf(game)!;
  const seats = Object.fromEntries(game.roles.map((r) => [r, createPlayer(players[r])]));
  let plantedStep = -1;
  const { path } = playSave(
    game.id,
    name,
    decisions,
    (state, role, legal, rng, n, step) => {
      const action = decide(seats[role], game, state, role, legal, rng);
      if (n !== plant) return action;
      const value = (a: Action) => {
        const t = copyData(state);
        game.perform(t, role, a);
        return ai.evaluate(t, role);
      };
      plantedStep = step;
      return legal.reduce((w, a) => (value(a) < value(w) ? a : w));
    },
    7,
  );
  return { path, plantedStep };
}

type Row = DecisionAnalysis & { chosenText: string };

async function analyseJson(
  argv: string[],
): Promise<{ decisions: Row[]; turningPoints: { from: number; to: number; swing: number }[]; summary: Record<Role, { meanLoss: number }> }> {
  const r = await runCli(['analyse', ...argv, '--json', '--threads', '1']);
  expect(r.err).not.toMatch(/arras:/);
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('arras analyse', () => {
  for (const gameId of ['ca-arras-1940', 'ca-arras-battles', 'arras-postcard', 'cambrai-1917', 'cruellest-month']) {
    it(`${gameId}: every decision of a saved game, with chances in [0, 1] and loss = best - chosen >= 0`, async () => {
      const { path, session } = randomSave(gameId, 14);
      const game = getGame(gameId);
      const out = await analyseJson([path, '--budget', '12']);
      const decisions = session.journal.map((e, i) => ({ ...e, step: i + 1 })).filter((e) => e.role !== CHANCE);
      expect(out.decisions.map((d) => d.step)).toEqual(decisions.map((d) => d.step));
      for (const [i, d] of out.decisions.entries()) {
        expect(d.role).toBe(decisions[i].role);
        // The chosen action is the one the save played (the journal keeps its fields sorted).
        expect(actionKey(d.chosen)).toBe(actionKey(decisions[i].action));
        for (const p of [d.chance, d.chosenChance, d.bestChance]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
        expect(d.loss).toBeGreaterThanOrEqual(0);
        expect(d.loss).toBeCloseTo(d.bestChance - d.chosenChance, 12);
        expect(d.chance).toBe(d.bestChance);
        // Names, not ids: the game's own description of the action.
        expect(d.chosenText).toBe(describeAction(game, session.stateAt(d.step - 1), d.role, d.chosen));
      }
      expect(Array.isArray(out.turningPoints)).toBe(true);
      for (const t of out.turningPoints) expect(t.swing).not.toBe(0);
    }, 60_000);
  }

  it("a decision with one legal action that its side's next decision follows at once is not searched: loss 0, and its chance is that decision's", async () => {
    // cambrai-1917 at random: the German's first decisions of the campaign are forced (one legal action each).
    const { path, session } = randomSave('cambrai-1917', 20);
    const game = getGame('cambrai-1917');
    const out = await analyseJson([path, '--budget', '12']);
    const forced = (d: Row) => game.legalActions(session.stateAt(d.step - 1), d.role).length === 1;
    // Not searched: forced, and the same side decides at the next step (no die, no other side's move in between).
    const follows = (i: number) => {
      const [d, next] = [out.decisions[i], out.decisions[i + 1]];
      return forced(d) && next !== undefined && next.role === d.role && next.step === d.step + 1;
    };
    let checked = 0;
    for (const [i, d] of out.decisions.entries()) {
      if (!follows(i)) {
        expect(d.iterations).toBeGreaterThan(0);
        continue;
      }
      let j = i + 1;
      while (follows(j)) j++;
      const source = out.decisions[j];
      expect(d.iterations).toBe(0);
      expect([d.chance, d.chosenChance, d.bestChance, d.loss]).toEqual([source.chance, source.chance, source.chance, 0]);
      expect(d.best).toEqual(d.chosen);
      checked++;
    }
    // Forced decisions followed by a die or by the other side are searched as before.
    expect(out.decisions.some((d, i) => forced(d) && !follows(i))).toBe(true);
    expect(checked).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('--role SIDE analyses the decisions of that side only; the human table names the actions and marks mistakes', async () => {
    const { path } = randomSave('arras-postcard', 14);
    const all = await analyseJson([path, '--budget', '12']);
    const german = await analyseJson([path, '--budget', '12', '--role', 'german']);
    expect(german.decisions.length).toBeGreaterThan(0);
    expect(german.decisions).toEqual(all.decisions.filter((d) => d.role === 'german'));
    const r = await runCli(['analyse', path, '--budget', '12', '--threads', '1']);
    expect(r.code).toBe(0);
    for (const d of all.decisions) expect(r.out).toContain(d.chosenText);
    const marked = all.decisions.filter((d) => d.loss >= 0.1).length;
    expect(r.out.match(/\? (mistake|blunder)/g)?.length ?? 0).toBe(marked);
    expect(r.out).toMatch(/mean loss/);
  }, 60_000);

  it('is deterministic for a save and a budget, on one thread or on the worker pool', async () => {
    const { path } = randomSave('ca-arras-battles', 6);
    const one = await analyseJson([path, '--budget', '10']);
    expect(await analyseJson([path, '--budget', '10'])).toEqual(one);
    const r = await runCli(['analyse', path, '--json', '--budget', '10', '--threads', '2']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(one);
  }, 120_000);

  it("the chosen action is always evaluated, also when the game's prune leaves it out of the search's root", () => {
    // ca-arras-battles: the German set-up prune keeps a few of some 230 placements.
    const game = getGame('ca-arras-battles');
    const ai = knowledgeOf(game)!;
    const s = game.setup({});
    const role = game.toAct(s)[0];
    const legal = game.legalActions(s, role);
    const kept = new Set(ai.prune!(ai.resample(observe(game, s, role), role, new Rng(1), true), role, legal, true).map(treeKey));
    const dropped = legal.find((a) => !kept.has(treeKey(a)))!;
    expect(dropped).toBeDefined();
    const [d] = decisionsOf(game, [{ step: 1, role, action: dropped, state: s }], { budget: 16, seed: 1 });
    const a = analyseDecision(d.task);
    expect(a.searched).toBe(kept.size + 1);
    expect(a.chosen).toEqual(dropped);
    expect(a.loss).toBeCloseTo(a.bestChance - a.chosenChance, 12);
    expect(a.loss).toBeGreaterThanOrEqual(0);
  });

  it('the analysis searches a decision as the search player does: same seed, same root statistics', () => {
    const game = getGame('arras-postcard');
    const { session } = randomSave('arras-postcard', 14);
    const role = game.toAct(session.state)[0];
    const observation = observe(game, session.state, role);
    const legal = game.legalActions(session.state, role);
    expect(legal.length).toBeGreaterThan(1);
    const player = new SearchPlayer({ iterations: 40, ms: Number.MAX_SAFE_INTEGER });
    const choice = player.choose(game, observation, role, legal, new Rng(9));
    const analysed = new SearchPlayer({ iterations: 40, ms: Number.MAX_SAFE_INTEGER }).analyseRoot(game, observation, role, legal, new Rng(9), choice);
    const strip = (x: { iterations: number; root: unknown[] }) => ({ iterations: x.iterations, root: x.root });
    expect(strip(analysed)).toEqual(strip(player.lastStats!));
  });

  it("when the game's prune leaves the chosen action alone at the root, its one search is its chance: no second search of it", () => {
    // cambrai-1917 at random: decisions where the prune keeps one of several legal actions (the most
    // artillery markers bought, the strongest point unit...), played as kept.
    const game = getGame('cambrai-1917');
    const ai = knowledgeOf(game)!;
    const { session } = playSave(game.id, 'cambrai-prune-one', 40, (state, role, legal, rng) => {
      const kept = ai.prune ? ai.prune(state as never, role, legal, true) : legal;
      return kept[rng.int(kept.length)];
    });
    const replay = new Session(game, session.config, seededDice(5));
    const entries = session.journal.map((e, i) => {
      const state = copyData(replay.state);
      replay.act(e.role, e.action);
      return { step: i + 1, role: e.role, action: e.action, state };
    });
    const alone = decisionsOf(game, entries, { budget: 30, seed: 3 }).filter(
      (d) => d.task.legal.length > 1 && ai.prune!(copyData(d.stateBefore) as never, d.task.role, d.task.legal, true).length === 1,
    );
    expect(alone.length).toBeGreaterThan(0);
    for (const { task } of alone) {
      const a = analyseDecision(task);
      expect([a.searched, a.iterations, a.loss]).toEqual([1, 30, 0]);
      // The value of the same search by the search player, from the same seed.
      const stats = new SearchPlayer({ iterations: 30, ms: Number.MAX_SAFE_INTEGER }).analyseRoot(
        game,
        task.observation,
        task.role,
        task.legal,
        new Rng(gameSeed(3, task.step)),
        task.chosen,
      );
      // Its chance is the one that value stands for (issue 32, item 5: shownChance).
      expect(a.chance).toBe(shownChance(game, task.observation, task.role, stats.root[0].value));
      expect(a.chosenChance).toBe(a.chance);
    }
  });

  it("17.1: the analysis of a decision is the same whatever the other side's sealed bid (its own view only)", async () => {
    // ca-arras-1940 with side bids: the Allied seat bids after the German seat, without seeing its bid.
    const game = getGame('ca-arras-1940');
    const config = { options: { bids: true } };
    const plays = (germanBid: number) => {
      const s = new Session(game, config, seededDice(3));
      expect(game.toAct(s.state)).toContain('german');
      s.act('german', { type: 'bid', vp: germanBid });
      return s;
    };
    const tasks = [0, 9].map((bid) => {
      const s = plays(bid);
      return decisionsOf(game, [{ step: 2, role: 'allied', action: { type: 'bid', vp: 4 }, state: s.state }], { budget: 24, seed: 1 })[0];
    });
    // The states differ (the German bid), the Allied view does not.
    expect(JSON.stringify(tasks[0].stateBefore)).not.toBe(JSON.stringify(tasks[1].stateBefore));
    expect(tasks[0].task).toEqual(tasks[1].task);
    expect(analyseDecision(tasks[0].task)).toEqual(analyseDecision(tasks[1].task));
    // And through the command, on saves that differ only in the German bid.
    const saves = [0, 9].map((bid) => {
      const s = plays(bid);
      s.act('allied', { type: 'bid', vp: 4 });
      const path = join(dir, `bid-${bid}.json`);
      writeFileSync(path, JSON.stringify(s.save()));
      return path;
    });
    const [a, b] = await Promise.all(saves.map((p) => analyseJson([p, '--budget', '24', '--role', 'allied'])));
    expect(a.decisions).toHaveLength(1);
    expect(b.decisions).toEqual(a.decisions);
  }, 60_000);

  it('a random side loses clearly more per decision than a heuristic one (arras-postcard, both seatings)', async () => {
    const loss = { random: [] as number[], heuristic: [] as number[] };
    type Level = keyof typeof loss;
    for (const [allied, german] of [
      ['random', 'heuristic'],
      ['heuristic', 'random'],
    ] as [Level, Level][]) {
      const { path } = playedSave(`mix-${allied}-${german}`, { allied, german }, 50);
      const out = await analyseJson([path, '--budget', '30']);
      for (const d of out.decisions) loss[d.role === 'allied' ? allied : german].push(d.loss);
    }
    const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
    expect(loss.random.length).toBeGreaterThan(30);
    expect(loss.heuristic.length).toBeGreaterThan(30);
    expect(mean(loss.random)).toBeGreaterThan(2 * mean(loss.heuristic));
  }, 180_000);

  it("a planted blunder (the move the side's own evaluation rates worst) is the game's largest loss, marked a mistake", async () => {
    const { path, plantedStep } = playedSave('planted', { allied: 'heuristic', german: 'heuristic' }, 40, 14);
    expect(plantedStep).toBeGreaterThan(0);
    const out = await analyseJson([path, '--budget', '30']);
    const largest = out.decisions.reduce((m, d) => (d.loss > m.loss ? d : m));
    expect(largest.step).toBe(plantedStep);
    expect(largest.loss).toBeGreaterThanOrEqual(0.1);
  }, 120_000);

  it('refuses bad input with exit status 2 and a clear message', async () => {
    const { path } = randomSave('arras-postcard', 3);
    const notSave = join(dir, 'not-a-save.json');
    writeFileSync(notSave, JSON.stringify({ hello: 1 }));
    const broken = join(dir, 'broken.json');
    writeFileSync(
      broken,
      JSON.stringify({ format: 'arras-save', version: 1, game: 'arras-postcard', config: {}, journal: [{ role: 'german', action: { type: 'nonsense' } }] }),
    );
    const cases: [string[], RegExp][] = [
      [[], /which file/],
      [[join(dir, 'missing.json')], /cannot read save file/],
      [[notSave], /not an arras save file/],
      [[broken], /does not replay/],
      [[path, '--role', 'french'], /--role is one of allied, german/],
      [[path, '--budget', '0'], /--budget must be an integer >= 1/],
    ];
    for (const [argv, message] of cases) {
      const r = await runCli(['analyse', ...argv, '--threads', '1']);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
  });
});
