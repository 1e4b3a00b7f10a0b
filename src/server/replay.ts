// A finished match seen again: the view and the log of one side (or the observer) after any step,
// rebuilt from the journal (GET /api/play/:token/replay).
import { OBSERVER } from '../kernel/game.ts';
import { Session } from '../kernel/session.ts';
import type { ReplayFrame } from '../protocol/types.ts';
import { ApiFailure, type Live } from './live.ts';
import { textLang, visibleLogItems } from './snapshots.ts';

/** The view of `role` (either side, or observer) after `step` actions; only once the game is over. */
export function replayFrame(live: Live, step: number, role: string, lang: string): ReplayFrame {
  if (live.record.status !== 'over') throw new ApiFailure(409, 'not-over', 'the replay opens once the game is over');
  const { game, session } = live;
  if (role !== OBSERVER && !game.roles.includes(role)) throw new ApiFailure(400, 'bad-role', `unknown side ${role}`);
  const total = session.seq;
  const n = Math.max(0, Math.min(total, Math.floor(step)));
  const s = new Session(game, live.record.config);
  for (const e of session.journal.slice(0, n)) s.act(e.role, e.action);
  // The whole log up to the step shown (issue 14: nothing cut in the replay).
  const log = visibleLogItems(s, role, textLang(game, lang));
  return { step: n, total, role, view: game.view(s.state, role), log };
}
