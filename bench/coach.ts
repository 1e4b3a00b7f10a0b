// The coach's timings (issue 32, items 2, 3 and 6): for each game, a whole game analysed as the server
// analyses it (every decision of both sides, src/sim/analyse.ts analyseGame, on the worker pool: --threads 2
// as the server runs it on two cores; its wall time, and the CPU time of all its threads), and hints as the
// server gives them (src/sim/hint.ts with the server's budgets, CoachOptions' defaults) on positions of
// that game. The game analysed is one between two heuristic players (a game of the length people play),
// seeded: the same game every run. Not a test.
// The engines' random-play ratios to their peers follow in the same run (bench/peer.ts; --no-peers to skip).
// --part K times every K-th search of the analysis only, in one thread, and multiplies its times by K (for a
// long game: its CPU time is the figure; on two threads the wall time is about half of it).
// Usage (--budget 0: hints only): tsx bench/coach.ts [--budget N] [--threads T] [--part K] [--hints K] [--hint-budget N] [--hint-ms M] [GAME ...]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decide } from '../src/players/player.ts';
import { games } from '../src/games/index.ts';
import { Session, seededDice } from '../src/kernel/session.ts';
import { CHANCE } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';
import { createPlayer, hasKnowledge } from '../src/players/index.ts';
import { DEFAULT_BUDGET, analyseDecision, analyseGame, decisionsOf } from '../src/sim/analyse.ts';
import { hintFor } from '../src/sim/hint.ts';
import { runTasks } from '../src/sim/pool.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const budget = opt('budget', DEFAULT_BUDGET);
const threads = opt('threads', 1);
const hints = opt('hints', 10);
const hintBudget = opt('hint-budget', 400);
const hintMs = opt('hint-ms', 1000);
const part = Math.max(1, opt('part', 1));
const only = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.match(/^--(budget|threads|hints|hint-budget|hint-ms|part)$/));

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

console.log(
  `coach bench: analysis budget ${budget} iterations a decision on ${part > 1 ? `1 thread, every ${part}th search timed (times x${part})` : `${threads} thread(s)`}; hints ${hintBudget} iterations capped at ${hintMs} ms`,
);
const rows: string[][] = [['game', 'steps', 'decisions', 'searched', 'analysis s', 'cpu s', 'ms/decision', 'hints', 'hint p50 ms', 'hint max ms']];
for (const game of Object.values(games)) {
  if (only.length ? !only.includes(game.id) : !hasKnowledge(game)) continue;
  // A seeded game between two heuristic players, its journal kept.
  const session = new Session(game, {}, seededDice(11));
  const players = Object.fromEntries(game.roles.map((r) => [r, createPlayer('heuristic')]));
  const rng = new Rng(12);
  for (let i = 0; i < 20_000 && !session.isOver(); i++) {
    const role = session.toAct()[0];
    if (role === undefined) break;
    if (role === CHANCE) {
      session.rollIfDue();
      continue;
    }
    const legal = game.legalActions(session.state, role);
    session.act(role, decide(players[role], game, session.state, role, legal, rng));
  }
  const replay = new Session(game, session.config);
  function* entries() {
    for (const [i, e] of session.journal.entries()) {
      yield { step: i + 1, role: e.role, action: e.action, state: replay.state };
      replay.act(e.role, e.action);
    }
  }
  const decisions = decisionsOf(game, entries(), { budget, seed: 1 });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let searched = 0;
  if (budget > 0)
    await analyseGame(
      decisions.map((d) => d.task),
      async (tasks) => {
        searched = tasks.length;
        // --part K: every K-th search only, in this thread (no worker start-up multiplied), the times
        // multiplied by K (the other results are not needed here).
        const sample = tasks.filter((_, i) => i % part === 0);
        const out = await runTasks(sample, analyseDecision, { threads: part > 1 ? 1 : threads });
        return tasks.map((t, i) => ({ ...out[Math.floor(i / part)], step: t.step }));
      },
    );
  const analysisMs = (performance.now() - t0) * part;
  // The CPU time of every thread of the process: what the analysis costs whatever the machine's load.
  const cpu = process.cpuUsage(cpu0);
  const cpuS = ((cpu.user + cpu.system) / 1e6) * part;
  // Hints on `hints` decisions spread over the game, as the server asks them.
  const times: number[] = [];
  const every = Math.max(1, Math.floor(decisions.length / hints));
  for (let i = 0; i < decisions.length && times.length < hints; i += every) {
    const { task } = decisions[i];
    const h0 = performance.now();
    hintFor({ kind: 'hint', gameId: game.id, role: task.role, observation: task.observation, legal: task.legal, seed: i + 1, budget: hintBudget, ms: hintMs });
    times.push(performance.now() - h0);
  }
  rows.push([
    game.id,
    String(session.seq),
    String(decisions.length),
    budget > 0 ? String(searched) : '-',
    budget > 0 ? (analysisMs / 1000).toFixed(1) : '-',
    budget > 0 ? cpuS.toFixed(1) : '-',
    budget > 0 ? (analysisMs / Math.max(1, decisions.length)).toFixed(1) : '-',
    String(times.length),
    quantile(times, 0.5).toFixed(0),
    Math.max(...times).toFixed(0),
  ]);
  console.log(rows[rows.length - 1].join('  '));
}
const widths = rows[0].map((_, j) => Math.max(...rows.map((r) => r[j].length)));
console.log();
for (const r of rows) console.log(r.map((c, j) => c.padEnd(widths[j])).join('  '));
if (!argv.includes('--no-peers')) {
  console.log();
  const peer = fileURLToPath(new URL('./peer.ts', import.meta.url));
  execFileSync(process.execPath, [...process.execArgv, peer, ...only], { stdio: ['ignore', 'inherit', 'inherit'] });
}
