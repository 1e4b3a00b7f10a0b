// `arras analyse FILE [--role SIDE] [--json] [--budget N] [--threads T] [--seed S] [--lang en|fr]`
// (issue 32, item 1): every decision of a saved game estimated by the search player from the deciding
// side's own view (src/sim/analyse.ts), with the mistakes marked and the turning points.
import type { Role } from '../kernel/game.ts';
import { Session, manualDice } from '../kernel/session.ts';
import { roleName, translate } from '../i18n/index.ts';
import { type DecisionAnalysis, BLUNDER, DEFAULT_BUDGET, MISTAKE, analyseDecision, analyseGame, decisionsOf, turningPoints } from '../sim/analyse.ts';
import { defaultThreads, runTasks } from '../sim/pool.ts';
import { type ParsedArgs, UsageError, checkFlags, flag, intFlag } from './args.ts';
import type { CliIo } from './io.ts';
import { progressBar } from './progress.ts';
import { readSave } from './replay.ts';
import { cliLang, describe } from './show.ts';

export const ANALYSE_USAGE = `  arras analyse FILE [--role SIDE] [--json] [--budget N] [--threads T] [--seed S] [--lang en|fr]
      each decision of a saved game (of SIDE only when given): the side's chance of winning
      before it, the best action the computer finds and its chance, the chosen action's chance
      and the loss, from the side's own view; mistakes marked; the turning points.
      --budget: search iterations per decision (default ${DEFAULT_BUDGET})
`;

export async function analyseCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['role', 'json', 'budget', 'threads', 'seed', 'lang']);
  const lang = cliLang(flag(args, 'lang'));
  const { game, file } = readSave(args.positional[0], 'analyse: which file? (arras analyse FILE [--role SIDE] [--json] [--budget N])');
  const role = flag(args, 'role');
  if (role !== undefined && !game.roles.includes(role)) throw new UsageError(`--role is one of ${game.roles.join(', ')}, not "${role}"`);
  // Loading replays the whole journal: a file that does not replay is refused here (exit status 2).
  const full = Session.load(game, file, manualDice());
  const budget = intFlag(args, 'budget', DEFAULT_BUDGET, 1);
  const threads = intFlag(args, 'threads', defaultThreads(), 1);
  const seed = intFlag(args, 'seed', 1);

  // Replay the game: each decision with its side's view (the task) and the state before it (descriptions).
  const replay = new Session(game, full.config, manualDice());
  function* entries() {
    for (let i = 0; i < full.journal.length; i++) {
      const e = full.journal[i];
      yield { step: i + 1, role: e.role, action: e.action, state: replay.state };
      replay.act(e.role, e.action);
    }
  }
  const decisions = decisionsOf(game, entries(), { role, budget, seed });
  const results = await analyseGame(
    decisions.map((d) => d.task),
    async (searched) => {
      const bar = progressBar(io.stderr, searched.length, `analyse ${game.id}`);
      const out = await runTasks(searched, analyseDecision, { threads, onResult: (_r, done) => bar.tick(done) });
      bar.end();
      return out;
    },
  );
  const text = (i: number, a: DecisionAnalysis['chosen']) => describe(game, decisions[i].stateBefore, decisions[i].task.role, a, lang);
  const rows = results.map((a, i) => ({ ...a, seat: decisions[i].seat, chosenText: text(i, a.chosen), bestText: text(i, a.best) }));
  const turning = turningPoints(results);
  const summary: Record<Role, { decisions: number; meanLoss: number; mistakes: number; blunders: number }> = {};
  for (const r of game.roles) {
    const mine = rows.filter((x) => x.role === r);
    if (!mine.length) continue;
    summary[r] = {
      decisions: mine.length,
      meanLoss: mine.reduce((t, x) => t + x.loss, 0) / mine.length,
      mistakes: mine.filter((x) => x.loss >= MISTAKE && x.loss < BLUNDER).length,
      blunders: mine.filter((x) => x.loss >= BLUNDER).length,
    };
  }
  if (flag(args, 'json') === 'true') {
    io.stdout.write(
      JSON.stringify({
        game: game.id,
        budget,
        seed,
        role: role ?? null,
        mistake: MISTAKE,
        blunder: BLUNDER,
        decisions: rows,
        summary,
        turningPoints: turning,
      }) + '\n',
    );
    return 0;
  }
  const out = (s = '') => io.stdout.write(s + '\n');
  const pc = (p: number) => `${(100 * p).toFixed(1)}%`;
  out(translate(lang, 'cli.analyseOf', { title: game.title, id: game.id, count: rows.length, budget }));
  out(translate(lang, 'cli.analyseHead'));
  for (const r of rows) {
    const mark = r.loss >= BLUNDER ? ` ?? ${translate(lang, 'cli.analyseBlunder')}` : r.loss >= MISTAKE ? ` ? ${translate(lang, 'cli.analyseMistake')}` : '';
    const best = r.loss > 0 ? `${r.bestText} (${pc(r.bestChance)})` : translate(lang, 'cli.analyseSame');
    out(
      `${String(r.step).padStart(4)}  ${roleName(lang, r.role).padEnd(10)} ${pc(r.chance).padStart(6)}  ${r.chosenText} (${pc(r.chosenChance)})  ->  ${best}  ${pc(r.loss)}${mark}`,
    );
  }
  out();
  for (const [r, s] of Object.entries(summary)) {
    out(
      translate(lang, 'cli.analyseSummary', {
        role: roleName(lang, r),
        count: s.decisions,
        mean: pc(s.meanLoss),
        mistakes: s.mistakes,
        mistake: pc(MISTAKE),
        blunders: s.blunders,
        blunder: pc(BLUNDER),
      }),
    );
  }
  if (turning.length) {
    out(translate(lang, 'cli.analyseTurning'));
    for (const t of turning) {
      const swing = `${t.swing >= 0 ? '+' : ''}${(100 * t.swing).toFixed(1)}`;
      out(translate(lang, 'cli.analyseSwing', { role: roleName(lang, t.role), from: t.from, to: t.to, before: pc(t.before), after: pc(t.after), swing }));
    }
  }
  return 0;
}
