// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    allied: {
      a: 1.5771,
      b: 0.1976,
    },
    german: {
      a: 0.7102,
      b: -2.0303,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 20 even-numbered of 40 search:100 mirror games (1217 positions; nice -n 10 npx tsx tools/calibration.ts --game arras-postcard --games 40 --budget 100 --seed 1 --out /tmp/arras-postcard.json (the chance read by Knowledge.chance)); on the 20 odd-numbered games held out (1404 positions) the Brier score went from 0.2482 (the chance the search value stands for, Knowledge.chance; the value itself 0.2395) to 0.1878 (base rate 0.2470)',
};
