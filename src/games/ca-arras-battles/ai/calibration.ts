// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    allied: {
      a: 0.374,
      b: -1.3467,
    },
    german: {
      a: 0.5018,
      b: 1.1445,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 12 even-numbered of 24 search:100 mirror games (8354 positions; nice -n 10 npx tsx tools/calibration.ts --game ca-arras-battles --games 24 --budget 100 --seed 1 --out /tmp/ca-arras-battles.json (the chance read by Knowledge.chance)); on the 12 odd-numbered games held out (7547 positions) the Brier score went from 0.3349 (the chance the search value stands for, Knowledge.chance; the value itself 0.3605) to 0.1865 (base rate 0.2499)',
};
