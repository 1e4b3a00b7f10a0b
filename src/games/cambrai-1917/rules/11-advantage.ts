// Advantage Marker: its holder may spend it to reverse the Dawn Phase weather roll, as attacker turn
// a repulse into a stalemate, as defender turn a success into a stalemate, as British at Night refit
// one tank without a roll, receive 2d6 more ammunition at Night, or continue the game after a
// "Haig Decides" roll. Once spent it passes to the other player; not spent during a Daylight, it
// passes too (ruling V2, and the option advantage-sunset: 02-daylight.ts).
import { type AdvantageUse, decideAdvantage, passAdvantage } from '../../../families/area-impulse/advantage.ts';
import { UNITS } from '../data.ts';
import { promptOf } from '../prompt.ts';
import { told, words } from '../text/fr.ts';
import type { AdvantageSpent } from '../text/en.ts';
import { cambraiStep } from '../refusals.ts';
import { type CambraiState, type Side, type Step, actsFor, setSpent, unitOf, stepAt } from '../state.ts';
import type { Log } from '../text/names.ts';
import { advance, doneChoosing, roll } from './00-sequence.ts';
import { exhaustedTanks } from './03-night.ts';
import { haigEnds, nextDay } from './04-end.ts';
import { repulse, stalemate, success } from './08-combat.ts';

type Use = Extract<Step, { k: 'advantage' }>['use'];

/** Ask the holder whether to spend the Advantage for `use` (false when `who` does not hold it). */
export function offerAdvantage(s: CambraiState, who: Side, use: Use) {
  if (s.advantage !== who) return false;
  s.step = { k: 'advantage', who, use };
  return true;
}

function spendAdvantage(s: CambraiState, log: Log, what: AdvantageSpent) {
  const by = passAdvantage(s);
  if (s.phase === 'daylight') s.advantageSpent.push(by);
  log?.(told('Advantage Marker', (w) => w.log.advantageSpent(by, what)));
}

/** Each use: what spending the Advantage does, and what follows when it is kept. */
const USES: Record<Use, AdvantageUse<CambraiState>> = {
  weather: {
    spend(s, log) {
      s.weather = s.weather === 'clear' ? 'overcast' : 'clear';
      spendAdvantage(s, log, { k: 'weather', w: s.weather });
      advance(s, log);
    },
    keep: advance,
  },
  repulse: {
    spend(s, log) {
      spendAdvantage(s, log, { k: 'repulse' });
      stalemate(s, log);
    },
    keep: repulse,
  },
  success: {
    spend(s, log) {
      spendAdvantage(s, log, { k: 'success' });
      stalemate(s, log);
    },
    keep: success,
  },
  ammo: {
    spend(s, log, who) {
      spendAdvantage(s, log, { k: 'ammo' });
      roll(s, 'advantage-ammo', 2, { side: who });
    },
    keep: advance,
  },
  haig: {
    spend(s, log) {
      spendAdvantage(s, log, { k: 'haig' });
      nextDay(s, log);
    },
    keep: haigEnds,
  },
};

const offered = (s: CambraiState) => stepAt(s, 'advantage');

/** Advantage Marker: the holder spends it (use: true) or keeps it. */
export const advantageStep = cambraiStep({
  rule: 'Advantage Marker',
  actor: (s) => actsFor(offered(s).who),
  legal: (_s, _role, out) => {
    out.push({ type: 'advantage', use: true }, { type: 'advantage', use: false });
  },
  perform: {
    advantage: (s, a, log) => {
      const st = offered(s);
      s.step = { k: 'idle' };
      decideAdvantage(USES, s, st, a.use, log);
    },
  },
  prompt: (s, _role, lang) => ({ text: words(lang).advantage[offered(s).use], rule: 'Advantage Marker' }),
});

/** Advantage Marker: 2d6 more ammunition at Night. */
export function advantageAmmoRoll(s: CambraiState, dice: number[], st: Extract<Step, { k: 'roll' }>, log: Log) {
  const side = st.side!;
  const n = dice[0] + dice[1];
  s.ammo[side] += n;
  log?.(told('Advantage Marker', (w) => w.log.advantageAmmo(side, n, s.ammo[side])));
  advance(s, log);
}

/** Night Phase: the British holding the Advantage may refit one exhausted tank without a roll. */
export function tankAdvantageTask(s: CambraiState) {
  if (s.advantage === 'allied' && exhaustedTanks(s).length) s.step = { k: 'tank-advantage' };
}

/** Advantage Marker (Night Phase): refit an exhausted tank without a roll, or keep the Advantage (done). */
export const tankAdvantageStep = cambraiStep({
  rule: 'Advantage Marker',
  actor: () => actsFor('allied'),
  legal: (s, _role, out) => {
    for (const u of exhaustedTanks(s)) out.push({ type: 'refit', unit: UNITS[u].id });
    out.push({ type: 'done' });
  },
  perform: {
    refit: (s, a, log) => {
      const u = unitOf(a.unit);
      setSpent(s, u, 0);
      spendAdvantage(s, log, { k: 'refit', u });
      s.step = { k: 'idle' };
      advance(s, log);
    },
    done: (s, _a, log) => doneChoosing(s, log),
  },
  prompt: promptOf('tank-advantage', 'Advantage Marker'),
});
