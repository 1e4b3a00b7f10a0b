// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    allied: {
      a: 1.5307,
      b: 0.2248,
    },
    german: {
      a: 0.2651,
      b: -1.5811,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 20 even-numbered of 40 search:100 mirror games (1198 positions; npx tsx tools/calibration.ts --game arras-postcard --games 40 --budget 100 --seed 1 --out FILE); on the 20 odd-numbered games held out (1384 positions) the Brier score went from 0.2402 (raw value) to 0.2038 (base rate 0.2471)',
};
