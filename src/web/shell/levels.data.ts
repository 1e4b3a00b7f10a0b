// Written by tools/levels.ts (npx tsx tools/levels.ts --game GAME ...): do not edit by hand.
import type { LevelLadder } from './level-ladder.ts';

export const LEVEL_LADDER: LevelLadder = {
  "arras-postcard": [
    {"level":"normal","below":"easy","players":{"level":"heuristic","below":"random"},"games":20,"wins":20,"draws":0,"losses":0,"score":1,"scoreCi95":[0.8388748398148705,1],"elo":null,"eloCi95":[287,null],"meanMs":92,"maxMs":2752,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game arras-postcard --step normal --games 20 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"search:400:9007199254740991ms","below":"heuristic"},"games":12,"wins":11,"draws":0,"losses":1,"score":0.9166666666666666,"scoreCi95":[0.6461200862787544,0.9851349057603305],"elo":417,"eloCi95":[105,729],"meanMs":931,"maxMs":9572,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game arras-postcard --step hard --games 12 --seed 1"},
    {"level":"expert","below":"hard","players":{"level":"search:1600:9007199254740991ms","below":"search:400:9007199254740991ms"},"games":8,"wins":5,"draws":0,"losses":3,"score":0.625,"scoreCi95":[0.30574239265377096,0.8631557152608771],"elo":89,"eloCi95":[-142,320],"meanMs":2139,"maxMs":33597,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game arras-postcard --step expert --games 8 --seed 1"}
  ],
  "ca-arras-1940": [
    {"level":"normal","below":"easy","players":{"level":"heuristic","below":"random"},"games":20,"wins":18,"draws":0,"losses":2,"score":0.9,"scoreCi95":[0.6989663528135878,0.9721335190383086],"elo":382,"eloCi95":[146,617],"meanMs":15,"maxMs":1122,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game ca-arras-1940 --step normal --games 20 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"search:400:9007199254740991ms","below":"heuristic"},"games":12,"wins":12,"draws":0,"losses":0,"score":1,"scoreCi95":[0.7575059904469021,1],"elo":null,"eloCi95":[198,null],"meanMs":258,"maxMs":2158,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game ca-arras-1940 --step hard --games 12 --seed 1"}
  ],
  "ca-arras-battles": [
    {"level":"normal","below":"easy","players":{"level":"heuristic","below":"random"},"games":20,"wins":20,"draws":0,"losses":0,"score":1,"scoreCi95":[0.8388748398148705,1],"elo":null,"eloCi95":[287,null],"meanMs":19,"maxMs":1152,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game ca-arras-battles --step normal --games 20 --seed 1"},
    {"level":"hard","below":"normal","players":{"level":"search:400:9007199254740991ms","below":"heuristic"},"games":12,"wins":11,"draws":0,"losses":1,"score":0.9166666666666666,"scoreCi95":[0.6461200862787544,0.9851349057603305],"elo":417,"eloCi95":[105,729],"meanMs":69,"maxMs":1885,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game ca-arras-battles --step hard --games 12 --seed 1"}
  ],
  "cambrai-1917": [
    {"level":"normal","below":"easy","players":{"level":"heuristic","below":"random"},"games":20,"wins":20,"draws":0,"losses":0,"score":1,"scoreCi95":[0.8388748398148705,1],"elo":null,"eloCi95":[287,null],"meanMs":10,"maxMs":337,"date":"2026-11-28","command":"npx tsx tools/levels.ts --game cambrai-1917 --step normal --games 20 --seed 1"}
  ]
};
