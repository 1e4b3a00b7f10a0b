// The per-game AI knowledge of every game that has some (src/games/<id>/ai.ts). A new game adds one
// line here; a game without an entry is played through the generic fallback of registry.ts.
import { registerGameAI } from './registry.ts';
import { caArras1940AI } from '../games/ca-arras-1940/ai.ts';
import { arrasPostcardAI } from '../games/arras-postcard/ai.ts';
import { caArrasBattlesAI } from '../games/ca-arras-battles/ai.ts';

registerGameAI(caArras1940AI);
registerGameAI(arrasPostcardAI);
registerGameAI(caArrasBattlesAI);
import { cruellestMonthAI } from '../games/cruellest-month/ai.ts';
registerGameAI(cruellestMonthAI);
