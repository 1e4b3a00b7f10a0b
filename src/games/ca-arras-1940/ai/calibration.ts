// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by
// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.
import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';

export const CHANCE_CALIBRATION: ChanceCalibration = {
  seats: {
    allied: {
      a: 1.2771,
      b: -3.0004,
    },
    german: {
      a: 0.2555,
      b: 0.751,
    },
  },
  provenance:
    'fitted 2026-11-28 on the 12 even-numbered of 24 search:100 mirror games (2911 positions; npx tsx tools/calibration.ts --game ca-arras-1940 --games 24 --budget 100 --seed 1 --out FILE); on the 12 odd-numbered games held out (3021 positions) the Brier score went from 0.3415 (raw value) to 0.1478 (base rate 0.2362)',
};
