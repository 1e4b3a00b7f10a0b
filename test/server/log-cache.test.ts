// The snapshot's log is kept between steps (snapshots.ts cachedLogItems): only new journal entries
// are described. It must always equal the log rebuilt from scratch, also after an undo and after
// the session is reloaded from its save.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session } from '../../src/kernel/session.ts';
import type { Live } from '../../src/server/live.ts';
import { cachedLogItems, visibleLogItems } from '../../src/server/snapshots.ts';

describe('log items kept between steps', () => {
  it('equal the log rebuilt from the journal at every step, after undos and after a reload, for each side and language', () => {
    const game = games['arras-postcard'];
    const live = { session: new Session(game, {}) } as unknown as Live;
    const rng = new Rng(11);
    let undos = 0;
    for (let step = 0; step < 120 && live.session.toAct().length > 0; step++) {
      const role = live.session.toAct()[0];
      if (role === CHANCE) live.session.rollIfDue();
      else if (rng.int(6) === 0 && live.session.canUndo(role)) {
        live.session.undo(role);
        undos++;
      } else {
        const legal = game.legalActions(live.session.state, role);
        live.session.act(role, legal[rng.int(legal.length)]);
      }
      if (step === 60) live.session = Session.load(game, live.session.save());
      for (const reader of [...game.roles, 'observer']) {
        for (const lang of ['en', 'fr']) expect(cachedLogItems(live, reader, lang)).toEqual(visibleLogItems(live.session, reader, lang));
      }
    }
    expect(undos).toBeGreaterThan(0);
  });
});
