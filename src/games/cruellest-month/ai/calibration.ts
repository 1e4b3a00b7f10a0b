// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    allied: {
      a: 0.1972,
      b: 1.7205,
    },
    german: {
      a: 0.2391,
      b: -1.6718,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 10 even-numbered of 20 search:100 mirror games (6880 positions; nice -n 10 npx tsx tools/calibration.ts --game cruellest-month --games 10 --budget 100 --seed 1 (and --seed 2) --out FILE (the chance read by Knowledge.chance)); on the 10 odd-numbered games held out (6715 positions) the Brier score went from 0.3537 (the chance the search value stands for, Knowledge.chance; the value itself 0.2336) to 0.1278 (base rate 0.2242)',
};
