// The modifiers of the Air Battle Board's rolls in French, keyed as modifiers.en.ts (typed against it).
import type { ModifierWords } from './modifiers.en.ts';

export const modifiersFr: ModifierWords = {
  af: (v) => `FA ${v}`,
  rear: () => 'chasseur par l’arrière',
  bomberFront: () => 'chasseur contre un bombardier de face',
  aceFiring: () => 'as avec l’unité qui tire',
  surprise: () => 'Surprise !',
  sun: () => 'venant du soleil',
  targetDf: (v) => `FD de la cible ${-v}`,
  targetDfDisrupted: (v) => `FD de la cible ${-v} (désorganisée)`,
  firingDisrupted: () => 'unité qui tire désorganisée',
  side: () => 'par le flanc de la cible',
  intervening: (v) => `${-v} hex intermédiaire(s)`,
  aceTarget: () => 'as avec la cible',
  ace: () => 'as',
  balloonDf: (v) => `FD du ballon ${-v}`,
  aaDisrupted: () => 'unité de DCA désorganisée',
  wind: () => 'contre le vent',
  strafingLow: () => 'mitraillage à basse altitude',
  bombingLow: () => 'bombardement à basse altitude',
  disrupted: () => 'désorganisé',
  poorWeather: () => 'mauvais temps',
  rbDisrupted: () => 'RB désorganisé',
  adjacent: () => 'attaquant adjacent',
  pusherRear: () => 'F.E.2 attaqué par l’arrière',
};
