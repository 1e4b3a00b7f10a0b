// Written by tools/levels.ts (npx tsx tools/levels.ts --game GAME ...): do not edit by hand.
import type { LevelLadder } from './level-ladder.ts';

export const LEVEL_LADDER: LevelLadder = {
  "arras-postcard": [
    {"level":"normal","below":"easy","players":{"level":"heuristic:noise1","below":"random"},"games":48,"wins":47,"draws":0,"losses":1,"score":0.9791666666666666,"scoreCi95":[0.8910078189694375,0.9963128890632689],"elo":669,"eloCi95":[365,973],"meanMs":5,"maxMs":101,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game arras-postcard --step normal --games 48 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"heuristic","below":"heuristic:noise1"},"games":48,"wins":42,"draws":0,"losses":6,"score":0.875,"scoreCi95":[0.7529954159822886,0.9414294859563513],"elo":338,"eloCi95":[194,482],"meanMs":7,"maxMs":98,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game arras-postcard --step hard --games 48 --seed 1"},
    {"level":"expert","below":"hard","players":{"level":"search:1600:9007199254740991ms","below":"heuristic"},"games":16,"wins":13,"draws":0,"losses":3,"score":0.8125,"scoreCi95":[0.5699111883245088,0.9340840098021131],"elo":255,"eloCi95":[49,461],"meanMs":675,"maxMs":8257,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game arras-postcard --step expert --games 16 --seed 1"}
  ],
  "ca-arras-1940": [
    {"level":"normal","below":"easy","players":{"level":"heuristic:noise0.9","below":"random"},"games":48,"wins":42,"draws":0,"losses":6,"score":0.875,"scoreCi95":[0.7529954159822886,0.9414294859563513],"elo":338,"eloCi95":[194,482],"meanMs":0,"maxMs":124,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game ca-arras-1940 --step normal --games 48 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"heuristic:noise0.5","below":"heuristic:noise0.9"},"games":48,"wins":40,"draws":0,"losses":8,"score":0.8333333333333334,"scoreCi95":[0.7042217148214244,0.9130448646795889],"elo":280,"eloCi95":[151,408],"meanMs":2,"maxMs":177,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game ca-arras-1940 --step hard --games 48 --seed 1"}
  ],
  "ca-arras-battles": [
    {"level":"normal","below":"easy","players":{"level":"heuristic:noise0.9","below":"random"},"games":48,"wins":44,"draws":0,"losses":4,"score":0.9166666666666666,"scoreCi95":[0.8044669809657894,0.967116243410477],"elo":417,"eloCi95":[246,587],"meanMs":1,"maxMs":208,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game ca-arras-battles --step normal --games 48 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"heuristic","below":"heuristic:noise0.9"},"games":48,"wins":42,"draws":0,"losses":6,"score":0.875,"scoreCi95":[0.7529954159822886,0.9414294859563513],"elo":338,"eloCi95":[194,482],"meanMs":1,"maxMs":313,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game ca-arras-battles --step hard --games 48 --seed 1"},
    {"level":"expert","below":"hard","players":{"level":"search:1600:9007199254740991ms","below":"heuristic"},"games":16,"wins":16,"draws":0,"losses":0,"score":1,"scoreCi95":[0.8063923170025951,1],"elo":null,"eloCi95":[248,null],"meanMs":330,"maxMs":8630,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game ca-arras-battles --step expert --games 16 --seed 21"}
  ],
  "cambrai-1917": [
    {"level":"normal","below":"easy","players":{"level":"heuristic:noise0.9","below":"random"},"games":48,"wins":39,"draws":0,"losses":9,"score":0.8125,"scoreCi95":[0.6806013273387145,0.8980860909434855],"elo":255,"eloCi95":[131,378],"meanMs":0,"maxMs":22,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game cambrai-1917 --step normal --games 48 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"heuristic","below":"heuristic:noise0.9"},"games":48,"wins":41,"draws":0,"losses":7,"score":0.8541666666666666,"scoreCi95":[0.728328233591317,0.9275175071285093],"elo":307,"eloCi95":[171,443],"meanMs":1,"maxMs":64,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game cambrai-1917 --step hard --games 48 --seed 1"},
    {"level":"expert","below":"hard","players":{"level":"search:1600:9007199254740991ms","below":"heuristic"},"games":24,"wins":23,"draws":0,"losses":1,"score":0.9583333333333334,"scoreCi95":[0.7975819334115467,0.9926065439164028],"elo":545,"eloCi95":[238,851],"meanMs":387,"maxMs":7216,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game cambrai-1917 --step expert --games 24 --seed 301"}
  ],
  "cruellest-month": [
    {"level":"normal","below":"easy","players":{"level":"heuristic:noise0.4:legal:on=ab-forward","below":"random"},"games":48,"wins":32,"draws":14,"losses":2,"score":0.8125,"scoreCi95":[0.6806013273387145,0.8980860909434855],"elo":255,"eloCi95":[131,378],"meanMs":1,"maxMs":185,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game cruellest-month --step normal --games 48 --seed 501"},
    {"level":"hard","below":"normal","players":{"level":"heuristic","below":"heuristic:noise0.4:legal:on=ab-forward"},"games":48,"wins":32,"draws":12,"losses":4,"score":0.7916666666666666,"scoreCi95":[0.6574109861051707,0.8826972709582157],"elo":232,"eloCi95":[113,351],"meanMs":1,"maxMs":135,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game cruellest-month --step hard --games 48 --seed 501"},
    {"level":"expert","below":"hard","players":{"level":"search:1600:9007199254740991ms","below":"heuristic"},"games":16,"wins":11,"draws":3,"losses":2,"score":0.78125,"scoreCi95":[0.5369234376892572,0.9166722406247027],"elo":221,"eloCi95":[26,417],"meanMs":64,"maxMs":22642,"date":"2026-11-29","command":"npx tsx tools/levels.ts --game cruellest-month --step expert --games 16 --seed 501"}
  ]
};
