// A match seen again: the view and the log of one side (or the observer) after any step
// (GET /api/play/:token/replay). Once the game is over, any side at any step. During play (issue 29.6),
// a link sees only its own seats (an observer link, the observer) at the steps it was shown: the
// other sides' secret actions are not counted (Session.seqFor), and a step is shown before any of
// them that follow it, so nothing the link did not see then is revealed. The state is rebuilt from the
// nearest checkpoint kept below the step (one every CHECKPOINT_EVERY steps, kept with the match in
// memory), not from step 0 (issue 33.7); the log comes from the match's own session, which holds
// every step's entries.
import { OBSERVER } from '../kernel/game.ts';
import { Session } from '../kernel/session.ts';
import type { ReplayFrame } from '../protocol/types.ts';
import { type Live, refused } from './live.ts';
import { textLang, visibleLogItems } from './snapshots.ts';
import type { TokenRecord } from './storage.ts';

/** Steps between two kept states of a match (a request replays fewer than this many). */
export const CHECKPOINT_EVERY = 100;

/** A kept state: after the journal's first `k * CHECKPOINT_EVERY` entries, the last of which was `last`. */
export interface Checkpoint {
  state: unknown;
  last: unknown;
}

/** The view of `role` after `step` steps: any side once the game is over, the link's own during play. */
export function replayFrame(live: Live, access: Pick<TokenRecord, 'kind' | 'seats'>, step: number, role: string, lang: string): ReplayFrame {
  const { game, session } = live;
  if (role !== OBSERVER && !game.roles.includes(role)) throw refused(400, 'bad-role', 'api.unknownSide', { side: role });
  const over = live.record.status === 'over';
  const total = over ? session.seq : session.seqFor(role);
  const n = Math.max(0, Math.min(total, Math.floor(step)));
  const entries = over ? n : session.entriesAt(role, n);
  const state = stateAfter(live, entries);
  // During play, only the side this link held at that step (after side bids a seat may play another role).
  const own = access.kind === 'observer' ? role === OBSERVER : role !== OBSERVER && access.seats.includes(game.seatOf ? game.seatOf(state, role) : role);
  if (!over && !own) throw refused(403, 'not-yours', 'api.notYours');
  // The whole log up to the step shown (issue 14: nothing cut in the replay).
  const log = visibleLogItems(session, role, textLang(game, lang), entries, live.hints, lang);
  return { step: n, total, role, view: game.view(state, role), log };
}

/** Kept states up to the `upTo`-th, played on from the last one kept. */
function extend(live: Live, kept: Checkpoint[], upTo: number): void {
  if (kept.length > upTo) return;
  const { game, session } = live;
  const s = new Session(game, live.record.config);
  s.state = structuredClone(kept[kept.length - 1].state);
  for (let i = (kept.length - 1) * CHECKPOINT_EVERY; kept.length <= upTo; i++) {
    s.act(session.journal[i].role, session.journal[i].action);
    if ((i + 1) % CHECKPOINT_EVERY === 0) kept.push({ state: structuredClone(s.state), last: session.journal[i] });
  }
}

/** The state after the journal's first `n` entries: the kept state at or below `n`, played on to `n`. */
function stateAfter(live: Live, n: number): unknown {
  const { game, session } = live;
  const { journal } = session;
  const kept: Checkpoint[] = (live.checkpoints ??= [{ state: new Session(game, live.record.config).state, last: null }]);
  // During play an undo takes back entries: a kept state whose last entry is no longer in the journal
  // is dropped with all those after it (an undo rebuilds the journal's entries as new objects).
  let k = Math.min(Math.floor(n / CHECKPOINT_EVERY), kept.length - 1);
  for (let j = 1; j <= k; j++) {
    if (kept[j].last !== journal[j * CHECKPOINT_EVERY - 1]) {
      kept.length = j;
      k = j - 1;
      break;
    }
  }
  // A finished match's journal no longer changes: its kept states are made all at once, on the
  // first request, so that every later request plays at most CHECKPOINT_EVERY - 1 steps (33.7).
  if (live.record.status === 'over') extend(live, kept, Math.floor(journal.length / CHECKPOINT_EVERY));
  k = Math.min(Math.floor(n / CHECKPOINT_EVERY), kept.length - 1);
  const s = new Session(game, live.record.config);
  s.state = structuredClone(kept[k].state);
  for (let i = k * CHECKPOINT_EVERY; i < n; i++) {
    s.act(journal[i].role, journal[i].action);
    if ((i + 1) % CHECKPOINT_EVERY === 0 && kept.length === (i + 1) / CHECKPOINT_EVERY) kept.push({ state: structuredClone(s.state), last: journal[i] });
  }
  return s.state;
}
