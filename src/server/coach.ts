// The computer as coach in the web app (issue 32, items 2 and 3).
//
// - Analysis: every decision of a match estimated from the deciding side's own view (src/sim/analyse.ts,
//   as `arras analyse` does), run on the computer's worker threads one decision at a time (so the
//   computer's moves in other matches keep their turn in the pool), polled for its progress, and kept
//   with the match (table coach_analyses) so that it is served again without being computed again.
//   A finished match is analysed whole, for everyone who holds a link. In the middle of a game only
//   against the computer, and only the asker's own decisions (the computer's estimates would tell what
//   its view holds); between people it opens only after the end: no help in the middle of a game.
// - Hints: in a game against the computer, never a rated one (refused here, not only hidden), the
//   action the search player would play from the asker's view, with a one-line reason made of the
//   game's named evaluation terms that move most (src/sim/hint.ts). Each hint is kept (coach_hints) and
//   shown in the log to every reader: "Allied asked for a hint".
import type { Role } from '../kernel/game.ts';
import { Session } from '../kernel/session.ts';
import { type Lang, translate, type MessageKey } from '../i18n/index.ts';
import { en } from '../i18n/en.ts';
import { DEFAULT_BUDGET, MISTAKE, type AnalyseTask, type DecisionAnalysis, analyseGame, decisionsOf } from '../sim/analyse.ts';
import type { HintTerm } from '../sim/hint.ts';
import type { Analysis, AnalysedDecision, AnalysisReply, HintReply } from '../protocol/coach.ts';
import { type ComputerRunner, decisionSeed } from './computer.ts';
import { observe } from '../ai-kit/registry.ts';
import { type Live, refused, rolesOf } from './live.ts';
import { sqlDbOf, type SqlDb } from './accounts/db.ts';
import type { MatchStore, TokenRecord } from './storage.ts';
import { COACH_SCHEMA } from './coach-schema.ts';

export interface CoachOptions {
  /** Search iterations per decision of an analysis (default DEFAULT_BUDGET). */
  analysisBudget?: number;
  /** Search iterations of a hint, and its time cap (ms): a hint answers within about 2 s. */
  hintBudget?: number;
  hintMs?: number;
}

/** A hint asked in a match: after `step` steps, by `role` (shown in the log). */
export interface HintNote {
  step: number;
  role: Role;
}

/** What the coach needs of the service. */
export interface CoachHost {
  withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T>;
  isRated(matchId: string): Promise<boolean>;
  /** The match's log changed (a hint): clear its snapshots and send them again. */
  changed(live: Live): Promise<void>;
}

interface Job {
  done: number;
  total: number;
  result: Promise<Analysis>;
}

export class Coach {
  private readonly db: SqlDb | null;
  /** Analyses being computed on this instance, by key (coach_analyses' key). */
  private readonly jobs = new Map<string, Job>();
  /** Analyses kept by this instance when the store keeps none (a test double). */
  private readonly kept = new Map<string, Analysis>();
  private readonly budget: number;
  private closed = false;

  constructor(
    store: MatchStore,
    private readonly host: CoachHost,
    private readonly runner: ComputerRunner,
    private readonly opts: CoachOptions = {},
  ) {
    (store as { sqlite?: () => { exec(sql: string): void } }).sqlite?.().exec(COACH_SCHEMA);
    this.db = sqlDbOf(store);
    this.budget = opts.analysisBudget ?? DEFAULT_BUDGET;
  }

  /** Stop the analyses in progress (the server is closing): they are not kept, and start again on request. */
  close(): void {
    this.closed = true;
  }

  /** The hints asked in match `id` (for its log). */
  async notes(id: string): Promise<HintNote[]> {
    if (!this.db) return [];
    return this.db.all<HintNote>('SELECT step, role FROM coach_hints WHERE match_id = ? ORDER BY step, at', [id]);
  }

  /**
   * The analysis of the match of `access`: kept, running (its progress) or, with `start`, started now.
   * Refused in the middle of a game between people, and for an observer before the end.
   */
  async analysis(access: TokenRecord, start: boolean): Promise<AnalysisReply> {
    const { upTo, scope } = await this.host.withMatch(access.matchId, (live) => scopeOf(live, access));
    const key = `${access.matchId}|${upTo}|${scope}|${this.budget}`;
    const kept = await this.stored(access.matchId, upTo, scope, key);
    if (kept) return { status: 'done', analysis: kept };
    let job = this.jobs.get(key);
    if (!job && start) {
      // The game is replayed for the tasks only when an analysis starts (a poll reads the job's progress).
      const plan = await this.host.withMatch(access.matchId, (live) => (live.session.seq === upTo ? this.plan(live, access) : null));
      if (!plan) return { status: 'none' };
      job = this.jobs.get(key) ?? this.startJob(access.matchId, plan, key);
    }
    if (!job) return { status: 'none' };
    if (job.done === job.total) return { status: 'done', analysis: await job.result };
    return { status: 'running', done: job.done, total: job.total };
  }

  /** The tasks of the analysis of `live` for `access`: each decision with its side's view only, and the texts of actions. */
  private plan(
    live: Live,
    access: TokenRecord,
  ): { upTo: number; scope: string; tasks: AnalyseTask[]; texts: (i: number, action: AnalyseTask['chosen']) => Record<string, string> } {
    const { game, session, record } = live;
    const { upTo, scope, roles } = scopeOf(live, access);
    // Replay the game: each decision with its side's view only (the task), and the state before it for the texts.
    const replay = new Session(game, record.config);
    function* entries() {
      for (let i = 0; i < upTo; i++) {
        const e = session.journal[i];
        yield { step: i + 1, role: e.role, action: e.action, state: replay.state };
        replay.act(e.role, e.action);
      }
    }
    const decisions = decisionsOf(game, entries(), { budget: this.budget, seed: seedOf(live.secret) }).filter((d) => !roles || roles.includes(d.task.role));
    const langs = (game.languages ?? ['en']).filter((l) => l === 'en' || l === 'fr');
    const texts = (i: number, action: AnalyseTask['chosen']) =>
      Object.fromEntries(langs.map((l) => [l, game.describeAction(decisions[i].stateBefore, decisions[i].task.role, action, l)]));
    return { upTo, scope, tasks: decisions.map((d) => d.task), texts };
  }

  private startJob(matchId: string, plan: ReturnType<Coach['plan']>, key: string): Job {
    const job: Job = { done: 0, total: plan.tasks.length, result: Promise.resolve(null as never) };
    job.result = (async () => {
      // A decision with one legal action is not searched: its chance is its side's next one (analyseGame).
      const results = await analyseGame(plan.tasks, (searched) => this.searchAll(searched, job));
      const decisions: AnalysedDecision[] = results.map((a, i) => ({
        step: a.step,
        role: a.role,
        chance: a.chance,
        chosenChance: a.chosenChance,
        bestChance: a.bestChance,
        loss: a.loss,
        chosen: a.chosen,
        best: a.best,
        chosenText: plan.texts(i, a.chosen),
        bestText: plan.texts(i, a.best),
      }));
      const analysis: Analysis = { upTo: plan.upTo, budget: this.budget, mistake: MISTAKE, decisions };
      if (this.db) {
        await this.db.run(
          'INSERT INTO coach_analyses (match_id, up_to, scope, budget, analysis, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
          [matchId, plan.upTo, plan.scope, this.budget, JSON.stringify(analysis), Date.now()],
        );
      } else this.kept.set(key, analysis);
      return analysis;
    })();
    job.result.catch((e) => this.closed || console.error(`match ${matchId}: analysis failed:`, e)).finally(() => this.jobs.delete(key));
    this.jobs.set(key, job);
    return job;
  }

  /**
   * The searches of an analysis on the computer's worker threads, as many at once as it has threads (both
   * cores of a two-core machine), each taking the next decision when its last is done: the computer's moves
   * in other matches take their turn in the pool between two. Results in task order.
   */
  private async searchAll(tasks: AnalyseTask[], job: Job): Promise<DecisionAnalysis[]> {
    job.total = tasks.length;
    const results = new Array<DecisionAnalysis>(tasks.length);
    let next = 0;
    const lane = async () => {
      for (;;) {
        if (this.closed) throw new Error('the server is closing');
        // Requests are served between two decisions also when they run on this thread (workers off).
        await new Promise((resolve) => setImmediate(resolve));
        if (next >= tasks.length) return;
        const i = next++;
        results[i] = await this.runner.coach(tasks[i]);
        job.done++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.runner.threads, tasks.length)) }, lane));
    return results;
  }

  private async stored(matchId: string, upTo: number, scope: string, key: string): Promise<Analysis | null> {
    if (!this.db) return this.kept.get(key) ?? null;
    const rows = await this.db.all<{ analysis: string }>('SELECT analysis FROM coach_analyses WHERE match_id = ? AND up_to = ? AND scope = ? AND budget = ?', [
      matchId,
      upTo,
      scope,
      this.budget,
    ]);
    return rows[0] ? (JSON.parse(rows[0].analysis) as Analysis) : null;
  }

  /** A hint for the seat of `access` whose turn it is, in a game against the computer that is not rated. */
  async hint(access: TokenRecord, lang: Lang): Promise<HintReply> {
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerHints');
    if (await this.host.isRated(access.matchId)) throw refused(403, 'rated', 'api.ratedHints');
    const ask = await this.host.withMatch(access.matchId, (live) => {
      const { game, session, record } = live;
      if (!Object.values(record.players).some((p) => p?.kind === 'computer')) throw refused(409, 'no-computer', 'api.hintsVsComputer');
      if (record.status !== 'active') throw refused(409, 'not-active', 'api.hintGameOver');
      const role = rolesOf(live, access.seats).find((r) => session.toAct().includes(r));
      if (!role) throw refused(409, 'not-your-turn', 'api.hintNotYourTurn');
      const legal = game.legalActions(session.state, role);
      const seed = decisionSeed(live.secret, session.seqFor(role), `${role}:hint`);
      return { live, role, legal, seq: session.seq, known: session.seqFor(role), observation: observe(game, session.state, role), seed };
    });
    const { live, role, legal, seq, known, observation, seed } = ask;
    const t0 = performance.now();
    const h = await this.runner.coach({
      kind: 'hint',
      gameId: live.game.id,
      role,
      observation,
      legal,
      seed,
      budget: this.opts.hintBudget ?? 400,
      ms: this.opts.hintMs ?? 1000,
    });
    const ms = performance.now() - t0;
    const action = legal[h.index];
    const text = await this.host.withMatch(access.matchId, async (l) => {
      if (l.session.seq !== seq) throw refused(409, 'stale', 'api.staleHint');
      if (this.db) await this.db.run('INSERT INTO coach_hints (match_id, step, role, at) VALUES (?, ?, ?, ?)', [access.matchId, seq, role, Date.now()]);
      (l.hints ??= []).push({ step: seq, role });
      await this.host.changed(l);
      return l.game.describeAction(l.session.state, role, action, (l.game.languages ?? ['en']).includes(lang) ? lang : 'en');
    });
    // The step this side may know (Session.seqFor): not counting the other side's secret actions.
    return { role, step: known, action, text, reason: hintReason(lang, h.terms, h.chance, h.later), chance: h.chance, ms: Math.round(ms) };
  }
}

/**
 * What `access` may have analysed of `live` now: the whole game once it is over; before, only in a game
 * against the computer, and only the asker's own decisions (the computer's estimates would tell what its
 * view holds); between people nothing before the end.
 */
function scopeOf(live: Live, access: TokenRecord): { upTo: number; scope: string; roles?: Role[] } {
  const { record, session } = live;
  if (record.status === 'over') return { upTo: session.seq, scope: 'all' };
  if (!Object.values(record.players).some((p) => p?.kind === 'computer')) {
    throw refused(409, 'in-play', 'api.analysisInPlay');
  }
  if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerAnalysis');
  const roles = rolesOf(live, access.seats);
  // Steps are numbered in the whole journal: with a secret action of the other side in it (a sealed bid,
  // 17.1 in ca-arras-1940), the numbers would tell that it was taken. The analysis then waits for the end.
  if (roles.some((r) => session.seqFor(r) !== session.seq)) throw refused(409, 'in-play', 'api.analysisSecret');
  return { upTo: session.seq, scope: roles.join(','), roles };
}

/** The analysis seed of a match: from its private key, so that nobody foresees the computer's estimates. */
function seedOf(secret: string): number {
  return Number.parseInt(secret.slice(0, 8), 16) >>> 0 || 1;
}

/** A term of a game's evaluation by its name in `lang` (coach.term.*); a term the catalogue lacks is left out. */
function termName(lang: Lang, name: string): string | null {
  const key = `coach.term.${name}`;
  return key in en ? translate(lang, key as MessageKey) : null;
}

const pc = (p: number) => `${Math.round(100 * p)}%`;

/** The one-line reason of a hint: the terms that move most, and the chance (EN/FR). */
export function hintReason(lang: Lang, terms: HintTerm[], chance: number, later = false): string {
  const moved = terms.flatMap((t) => {
    const name = termName(lang, t.name);
    return name ? [translate(lang, 'coach.termMove', { term: name, before: t.before, after: t.after })] : [];
  });
  const odds = translate(lang, 'coach.chanceWith', { chance: pc(chance) });
  if (!moved.length) return translate(lang, 'coach.keeps', { chance: odds });
  const line = `${moved.join(', ')} (${odds})`;
  return later ? translate(lang, 'coach.byMoveEnd', { terms: line }) : line;
}
