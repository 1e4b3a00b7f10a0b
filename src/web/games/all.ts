// Every game's presentation, registered by importing it here (one line per game).
import { arras1940Presentation } from './ca-arras-1940/board.ts';
import { postcardPresentation } from './arras-postcard/board.ts';
import { battlesPresentation } from './ca-arras-battles/board.ts';
import { cruellestMonthPresentation } from './cruellest-month/board.ts';
import { cambraiPresentation } from './cambrai-1917/board.ts';
import { registerPresentation } from './index.ts';

registerPresentation('ca-arras-1940', arras1940Presentation);
// The actions that roll dice, confirmed after their preview (issue 29: see before you commit).
registerPresentation('arras-postcard', { ...postcardPresentation, confirm: { attack: 'attack', flak: 'fire' } });
registerPresentation('ca-arras-battles', battlesPresentation);
registerPresentation('cruellest-month', cruellestMonthPresentation);
registerPresentation('cambrai-1917', cambraiPresentation);
