// The Air Battle Board in the terminal picture in French, keyed as board.en.ts (typed against it).
import type { BoardWords } from './board.en.ts';

export const boardFr: BoardWords = {
  altitude: { low: 'B', medium: 'M', high: 'H' },
  round: (round) => `Tour de combat aérien ${round}/8`,
  moving: (unit, mp, bonus) => ` · en mouvement : ${unit} (${mp} PM${bonus ? ` +${bonus}` : ''})`,
  where: { board: 'plateau', off: 'hors plateau', waiting: 'à venir', gone: 'rentré', eliminated: 'éliminé' },
  facing: ['N', 'NE', 'SE', 'S', 'SO', 'NO'],
  marks: { disrupted: 'D', reduced: 'R', ace: 'As', noObserver: 'SansObs', aborted: 'abandon' },
  attack: { bombing: 'bombardement', strafing: 'mitraillage', spotting: "réglage d'artillerie" },
};
