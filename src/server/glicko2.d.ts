// Types for the npm package glicko2 (mmai/glicko2js, MIT), which ships none: the parts ratings.ts uses.
declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: [Player, Player, number][]): void;
  }
}
