// Positions of Cambrai campaign games after zero hour, for checking the map's counter layout during
// play (many units in one small area, stacks in the outposts): seeded games between random and
// heuristic players, one position at the 3rd and one at the 7th impulse of each day from the 21st.
// Each position is its seed and the players' actions (dice excluded): a session with the same seeded
// dice, or a server match created with the same seed, reaches it by replaying those actions.
// The registry, so that the heuristic player uses Cambrai's own evaluation (src/games/cambrai-1917/ai.ts).
import { decide } from '../../src/players/player.ts';
import { getGame } from '../../src/games/index.ts';
import type { CambraiState } from '../../src/games/cambrai-1917/state.ts';
import { createPlayer } from '../../src/players/index.ts';
import { CHANCE, type Action, type Role } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';
import type { Page } from 'playwright-core';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';

export interface Plan {
  seed: number;
  british: string;
  german: string;
}

export interface Position extends Plan {
  day: number;
  impulse: number;
  /** The players' actions from the setup (the dice fall from the seed). */
  actions: { role: Role; action: Action }[];
}

/** The games the layout is checked on: random and heuristic players on either side. */
export const PLANS: Plan[] = [
  { seed: 11, british: 'random', german: 'random' },
  { seed: 12, british: 'random', german: 'random' },
  { seed: 13, british: 'heuristic', german: 'heuristic' },
  { seed: 14, british: 'heuristic', german: 'heuristic' },
  { seed: 15, british: 'heuristic', german: 'random' },
  { seed: 16, british: 'random', german: 'heuristic' },
  { seed: 18, british: 'random', german: 'random' },
  { seed: 21, british: 'random', german: 'random' },
  { seed: 24, british: 'heuristic', german: 'heuristic' },
];

const CONFIG = { scenario: 'campaign', options: {} };
const game = getGame('cambrai-1917');

export function positions(plans: Plan[] = PLANS, impulses = [3, 7]): Position[] {
  const out: Position[] = [];
  for (const plan of plans) {
    const session = new Session(game, CONFIG, seededDice(plan.seed));
    const players: Record<string, ReturnType<typeof createPlayer>> = { british: createPlayer(plan.british), german: createPlayer(plan.german) };
    const choices = new Rng((plan.seed ^ 0x5eed5eed) >>> 0);
    const seen = new Set<string>();
    session.settle();
    for (let step = 0; step < 20_000 && !session.isOver(); step++) {
      const role = session.toAct()[0];
      const s = session.state as CambraiState;
      const at = impulses.filter((i) => s.impulse >= i).at(-1);
      if (s.day >= 21 && s.phase === 'daylight' && at !== undefined && !seen.has(`${s.day}/${at}`)) {
        seen.add(`${s.day}/${at}`);
        out.push({
          ...plan,
          day: s.day,
          impulse: s.impulse,
          actions: session.journal.filter((e) => e.role !== CHANCE).map((e) => ({ role: e.role, action: e.action as Action })),
        });
      }
      const p = players[role];
      session.act(role, decide(p, game, s, role, game.legalActions(s, role), choices));
      session.settle();
    }
  }
  return out;
}

/** The state of a position, replayed. */
export function stateOf(p: Position): CambraiState {
  const session = new Session(game, CONFIG, seededDice(p.seed));
  session.settle();
  for (const e of p.actions) {
    session.act(e.role, e.action);
    session.settle();
  }
  return session.state as CambraiState;
}

/** What covers what on the drawn board: counters and stacks against labels and each other. */
export async function overlapsOnPage(page: Page) {
  // Scripts run by tsx name their functions through esbuild's helper, which the page lacks.
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  return page.evaluate(() => {
    const board = 'svg[data-testid=board]';
    const boxes = (sel: string) => [...document.querySelectorAll(sel)].map((e) => ({ e, r: e.getBoundingClientRect() }));
    const labels = boxes(`${board} g.area-label text, ${board} g.area-label rect, ${board} g.area-label g.control`);
    // Counters and stacks, a stack's own top counter counted once (as the stack).
    const all = boxes(`${board} .counters g.counter, ${board} .counters g.stack`);
    const pieces = all.filter((p) => !all.some((q) => q.e !== p.e && q.e.contains(p.e)));
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const id = (e: Element) => e.getAttribute('data-unit') ?? `stack ${e.getAttribute('data-stack')}`;
    const out: string[] = [];
    for (const p of pieces)
      for (const l of labels) if (hit(p.r, l.r)) out.push(`${id(p.e)} on the label of area ${l.e.closest('g.area-label')!.getAttribute('data-label')}`);
    for (let i = 0; i < pieces.length; i++)
      for (let j = i + 1; j < pieces.length; j++) if (hit(pieces[i].r, pieces[j].r)) out.push(`${id(pieces[i].e)} on ${id(pieces[j].e)}`);
    return { pieces: pieces.length, labels: labels.length, out: [...new Set(out)] };
  });
}

/**
 * Each position on a test server, in order: one hotseat match per game, created with the game's seed,
 * the players' actions posted up to the position, then `at` with the match's link (the dice fall on
 * the server from the same seed). Throws on any refused action.
 */
export async function onServer(server: TestServer, all: Position[], at: (url: string, p: Position, last: boolean) => Promise<void>): Promise<void> {
  const bySeed = new Map<number, Position[]>();
  for (const p of all) bySeed.set(p.seed, [...(bySeed.get(p.seed) ?? []), p]);
  for (const [seed, list] of bySeed) {
    // The same dice as the local game: the seed is given in process (no request may choose it).
    server.nextSeeds!(seed);
    const m = (
      await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cambrai-1917', seat: 'british', opponent: 'hotseat', scenario: CONFIG.scenario })
    ).body;
    const token = m.links[0].token;
    let snap = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
    let done = 0;
    for (const p of list) {
      for (const e of p.actions.slice(done)) {
        const r = await api<Snapshot>(server, 'POST', `/api/play/${token}/action`, { seq: snap.seq, action: e.action, role: e.role });
        if (r.status !== 200) throw new Error(`seed ${seed}: ${JSON.stringify(r.body)}`);
        snap = r.body;
      }
      done = p.actions.length;
      await at(m.links[0].url, p, p === list.at(-1));
    }
  }
}
