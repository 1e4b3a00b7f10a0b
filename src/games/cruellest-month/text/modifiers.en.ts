// The modifiers of the Air Battle Board's rolls in English (modifiers.fr.ts: the same in French, typed against these keys):
// a queued roll's modifier (air-battle/contract.ts `Mod`) names one of these keys, its words given its value (the AF, a DF,
// the hexes between).

export const modifiersEn = {
  // 8.7.9 fire
  af: (v: number) => `AF ${v}`,
  rear: () => 'fighter from the rear',
  bomberFront: () => 'fighter at a bomber from the front',
  aceFiring: () => 'Ace with the firing unit',
  surprise: () => 'Surprise!',
  sun: () => 'out of the sun',
  targetDf: (v: number) => `target DF ${-v}`,
  targetDfDisrupted: (v: number) => `target DF ${-v} (Disrupted)`,
  firingDisrupted: () => 'firing unit Disrupted',
  side: () => "from the target's side",
  intervening: (v: number) => `${-v} intervening hex(es)`,
  aceTarget: () => 'Ace with the target',
  ace: () => 'Ace',
  balloonDf: (v: number) => `balloon DF ${-v}`,
  // 8.11.1, 15.1 AA fire
  aaDisrupted: () => 'AA unit Disrupted',
  wind: () => 'against the wind',
  // 8.10.5 an attack on an AA unit
  strafingLow: () => 'strafing from low altitude',
  bombingLow: () => 'bombing from low altitude',
  disrupted: () => 'Disrupted',
  poorWeather: () => 'Poor Weather',
  // 8.7.11 the Observer's roll
  rbDisrupted: () => 'RB was Disrupted',
  adjacent: () => 'attacker adjacent',
  pusherRear: () => 'F.E.2 attacked from behind',
};
/** A modifier's key. */
export type ModKey = keyof typeof modifiersEn;
/** The modifiers' words; modifiers.fr.ts gives each in French. */
export type ModifierWords = Record<ModKey, (v: number) => string>;
