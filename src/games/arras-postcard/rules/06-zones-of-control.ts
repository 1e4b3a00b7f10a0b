// 6.0 Zones of control and disruption (the summary paragraph that 8.7 calls "6.0"):
// - every unit has a ZoC in its 6 adjacent hexes; disrupted units have none;
// - a unit entering an EZoC in the movement phase must stop; no unit moves from an EZoC directly to
//   another EZoC in the movement phase (it may in advance after combat; a Tank that does so stops);
// - disrupted units may neither move nor attack, may retreat, and may be attacked;
// - disrupted units recover automatically in the friendly recovery phase, even in an EZoC.
import type { LogSink } from '../../../kernel/game.ts';
import { zoneMask } from '../../../maps/hex.ts';
import type { Side } from '../data.ts';
import { type State, grid, unitData, unitOrder } from '../state.ts';
import { told } from '../text/fr.ts';

/** 6.0: the hexes in the zone of control of `side`'s undisrupted units (1 = in the zone). */
export function zocOf(s: State, side: Side): Uint8Array {
  const hexes: number[] = [];
  for (const id of unitOrder) {
    const u = s.units[id];
    if (u.hex !== null && !u.disrupted && unitData[id].side === side) hexes.push(grid.indexOf(u.hex));
  }
  return zoneMask(grid, hexes);
}

/** 6.0: recovery phase - every disrupted unit of `side` recovers, even in an EZoC. */
export function recover(s: State, side: Side, log?: LogSink): void {
  const names: string[] = [];
  for (const id of unitOrder) {
    const u = s.units[id];
    if (u.hex !== null && u.disrupted && unitData[id].side === side) {
      u.disrupted = false;
      names.push(unitData[id].name);
    }
  }
  log?.(told('6.0', (w) => w.log.recovery(names)));
}
