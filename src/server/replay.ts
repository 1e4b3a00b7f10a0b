// A finished match seen again: the view and the log of one side (or the observer) after any step
// (GET /api/play/:token/replay). The state is rebuilt from the nearest checkpoint kept below the step
// (one every CHECKPOINT_EVERY steps, kept with the match in memory), not from step 0 (issue 33.7);
// the log comes from the match's own session, which holds every step's entries.
import { OBSERVER } from '../kernel/game.ts';
import { Session } from '../kernel/session.ts';
import type { ReplayFrame } from '../protocol/types.ts';
import { ApiFailure, type Live } from './live.ts';
import { textLang, visibleLogItems } from './snapshots.ts';

/** Steps between two kept states of a finished match (a request replays fewer than this many). */
export const CHECKPOINT_EVERY = 100;

/** The view of `role` (either side, or observer) after `step` actions; only once the game is over. */
export function replayFrame(live: Live, step: number, role: string, lang: string): ReplayFrame {
  if (live.record.status !== 'over') throw new ApiFailure(409, 'not-over', 'the replay opens once the game is over');
  const { game, session } = live;
  if (role !== OBSERVER && !game.roles.includes(role)) throw new ApiFailure(400, 'bad-role', `unknown side ${role}`);
  const total = session.seq;
  const n = Math.max(0, Math.min(total, Math.floor(step)));
  const state = stateAfter(live, n);
  // The whole log up to the step shown (issue 14: nothing cut in the replay).
  const log = visibleLogItems(session, role, textLang(game, lang), n, live.hints, lang);
  return { step: n, total, role, view: game.view(state, role), log };
}

/** The state after `n` steps of a finished match: the checkpoint at or below `n`, played on to `n`. */
function stateAfter(live: Live, n: number): unknown {
  const { game, session } = live;
  const kept = (live.checkpoints ??= checkpoints(live));
  const k = Math.floor(n / CHECKPOINT_EVERY);
  const s = new Session(game, live.record.config);
  s.state = structuredClone(kept[k]);
  for (const e of session.journal.slice(k * CHECKPOINT_EVERY, n)) s.act(e.role, e.action);
  return s.state;
}

/** One pass over a finished match, keeping the state every CHECKPOINT_EVERY steps (its journal never changes). */
function checkpoints(live: Live): unknown[] {
  const s = new Session(live.game, live.record.config);
  const kept = [structuredClone(s.state)];
  live.session.journal.forEach((e, i) => {
    s.act(e.role, e.action);
    if ((i + 1) % CHECKPOINT_EVERY === 0) kept.push(structuredClone(s.state));
  });
  return kept;
}
