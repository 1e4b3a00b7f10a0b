// Dawn Phase: reinforcements arrive in the zones of their cards (rule 5.5; the player places each
// unit among its card's zones), eliminated Garrison units are replaced into German-controlled free
// areas (max 1 per area), the weather roll (1d6: 1-4 Overcast, 5-6 Clear). The Special November 20
// Turn has no Dawn (the game starts with Daylight, weather clear: 00-sequence.ts).
import { CARDS, UNITS } from '../data.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import {
  type CambraiState,
  type Task,
  AREA_IDS as AREA_IDS_,
  ELIMINATED,
  N_UNITS as N_UNITS_,
  free as free_,
  hasUnits,
  isGarrison as isGarrison_,
  isZone as isZone_,
  other,
  actsFor,
  setLoc,
  setSpent,
  unitOf,
  unitsIn as unitsIn_,
  updateControl,
  stepAt,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { advance, push } from './00-sequence.ts';
import { offerAdvantage } from './11-advantage.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [AREA_IDS, isZone, free, unitsIn, isGarrison, N_UNITS] = [AREA_IDS_, isZone_, free_, unitsIn_, isGarrison_, N_UNITS_] as const;

export function dawn(s: CambraiState, log: Log) {
  s.phase = 'dawn';
  log?.(told('Dawn Phase', (w) => w.log.dawn(s.day)));
  const tasks: Task[] = [];
  // 5.5 reinforcement cards: units arrive in the card's zones; the player swaps them as desired.
  for (const card of CARDS) {
    if (card.day !== s.day || s.cards.includes(card.id)) continue;
    s.cards.push(card.id);
    log?.(told('5.5', (w) => w.log.card(card.side, card.id)));
    for (const id of card.units) tasks.push({ t: 'place', unit: UNITS.findIndex((u) => u.id === id), zones: card.zones, why: 'card' });
  }
  // Eliminated Garrison units are replaced (max 1 per area).
  for (let u = 0; u < N_UNITS; u++) if (isGarrison(u) && s.loc[u] === ELIMINATED) tasks.push({ t: 'garrison', unit: u });
  tasks.push({ t: 'weather' }, { t: 'daylight' });
  push(s, ...tasks);
}

/** 5.5: a reinforcement enters in a zone of its card free of enemy units (any of them if none is); asked when there is a choice. */
export function placeTask(s: CambraiState, task: Extract<Task, { t: 'place' }>, log: Log) {
  const options = task.zones.filter((z) => !hasUnits(s, z, other(UNITS[task.unit].side)));
  const zones = options.length ? options : task.zones;
  if (zones.length === 1) return placeUnit(s, task.unit, zones[0], log);
  s.step = { k: 'place', side: UNITS[task.unit].side, unit: task.unit, options: zones };
}

/** Dawn Phase: an eliminated Garrison comes back into a German-controlled free area without one. */
export function garrisonTask(s: CambraiState, task: Extract<Task, { t: 'garrison' }>, log: Log) {
  const options = garrisonAreas(s);
  if (!options.length) return log?.(told('Dawn Phase', (w) => w.log.noGarrisonArea(task.unit)));
  if (options.length === 1) return placeUnit(s, task.unit, options[0], log);
  s.step = { k: 'place', side: 'german', unit: task.unit, options };
}

/** Dawn Phase: German-controlled free areas (not zones) without a Garrison. */
export function garrisonAreas(s: CambraiState): number[] {
  return AREA_IDS.filter((a) => !isZone(a) && free(s, a, 'german') && !unitsIn(s, a, 'german').some(isGarrison));
}

function placeUnit(s: CambraiState, u: number, area: number, log: Log) {
  setLoc(s, u, area);
  setSpent(s, u, 0);
  updateControl(s, area);
  log?.(told(isGarrison(u) ? 'Dawn Phase' : '5.5', (w) => w.log.placed(u, area)));
}

/** Dawn Phase weather roll: 1-4 Overcast, 5-6 Clear; the Advantage may reverse it. */
export function weatherRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const dr = dice[0];
  s.weather = dr <= 4 ? 'overcast' : 'clear';
  log?.(told('Dawn Phase', (w) => w.log.weather(dr, s.weather)));
  offerAdvantage(s, s.advantage, 'weather');
  advance(s, log);
}

const placing = (s: CambraiState) => stepAt(s, 'place');

/** 5.5 and Dawn Phase: the owner places a reinforcement or a replaced Garrison. */
export const placeStep = cambraiStep({
  rule: '5.5',
  actor: (s) => actsFor(placing(s).side),
  legal: (s, _role, out) => {
    const st = placing(s);
    for (const a of st.options) out.push({ type: 'place', unit: UNITS[st.unit].id, area: a });
  },
  perform: {
    place: (s, a, log) => {
      s.step = { k: 'idle' };
      placeUnit(s, unitOf(a.unit), a.area, log);
      advance(s, log);
    },
  },
  prompt: promptOf('place', 'Dawn Phase'),
});
