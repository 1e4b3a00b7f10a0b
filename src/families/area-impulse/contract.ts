// Area-impulse family: pieces of the kernel contract that two-sided area-impulse games share -
// flag options, the sealed side bids, the result, and the generic part of an illegal action's
// explanation. Each game keeps its own texts and rule numbers.

import { type Action, type GameResult, type IllegalInfo, type LogEntry, type LogSink, RuleError, type SetupConfig } from '../../kernel/game.ts';
import { SIDES, type Side, sideOfRole } from './board.ts';
import { type Lang, shellRefusal, translate } from '../../i18n/index.ts';

export interface FlagOption<K extends string> {
  id: string;
  key: K;
  default: boolean | number;
}

/** A setup refused with the kernel's reasons (src/i18n refuse.setup.*): the shell words it in the reader's language. */
function refusedSetup(rule: string, key: 'unknownOption' | 'optionFlag', params: Record<string, string>): RuleError {
  return new RuleError(translate('en', `refuse.setup.${key}`, params), rule, 'bad-setup', undefined, { key: `setup.${key}`, params });
}

/** Read on/off options by id into a record by key; unknown ids and non-booleans are refused naming `rule`. */
export function parseFlagOptions<K extends string>(config: SetupConfig, options: readonly FlagOption<K>[], rule: string): Record<K, boolean> {
  const given = config.options ?? {};
  const byId = new Map(options.map((o) => [o.id, o]));
  for (const [id, value] of Object.entries(given)) {
    if (!byId.has(id)) throw refusedSetup(rule, 'unknownOption', { option: id, known: [...byId.keys()].join(', ') });
    if (typeof value !== 'boolean') throw refusedSetup(rule, 'optionFlag', { option: id, given: JSON.stringify(value) });
  }
  const flags = {} as Record<K, boolean>;
  for (const o of options) flags[o.key] = (given[o.id] as boolean | undefined) ?? Boolean(o.default);
  return flags;
}

export type Bids = { allied: number | null; german: number | null };

/** While bids are being made, a seat sees its own bid and only whether the other has sealed one. */
export function bidsSeenBy(bids: Bids, bidding: boolean, role: string): { allied: number | 'sealed' | null; german: number | 'sealed' | null } {
  if (!bidding) return bids;
  const seen = (side: Side) => (bids[side] === null ? null : role === side ? bids[side] : 'sealed');
  return { allied: seen('allied'), german: seen('german') };
}

/** How an edition runs its bids (1940 17.1, Battles 14.1.1): its log texts, its tie roll, what follows. */
export interface BidRules<S extends BidState> {
  sealed(role: Side, amount: number): LogEntry;
  revealed(allied: number, german: number): LogEntry;
  settled(swap: boolean, vpNeeded: number): LogEntry;
  /** The die roll that settles equal bids. */
  tied(dr: number, swap: boolean): LogEntry;
  /** Equal bids: a die decides (the game sets its roll step). */
  tie(s: S): void;
  /** Sides are settled: setup goes on. */
  then(s: S, log: LogSink | undefined): void;
}

export interface BidState {
  bids: Bids;
  swapped: boolean;
  vpNeeded: number;
}

/**
 * A seat seals a bid of VP for the Allied command; only it is told. Once both are sealed they are
 * revealed: the higher bid commands the Allies (the German seat then swaps sides) and needs that
 * many VP; equal bids go to a die roll.
 */
export function sealBid<S extends BidState>(rules: BidRules<S>, s: S, role: Side, amount: number, log: LogSink | undefined): void {
  s.bids[role] = amount;
  log?.({ ...rules.sealed(role, amount), to: [role] });
  if (s.bids.allied === null || s.bids.german === null) return;
  log?.(rules.revealed(s.bids.allied, s.bids.german));
  if (s.bids.allied === s.bids.german) rules.tie(s);
  else settleBids(rules, s, s.bids.german > s.bids.allied, log);
}

/** The sealed bids' step, for the game's declaration of it: each seat that has not bid yet bids `min` to `max` VP. */
export function sealedBidStep<S extends BidState>(rules: BidRules<S>, min: number, max: number) {
  return {
    actor: (s: S): Side[] => SIDES.filter((r) => s.bids[r] === null),
    legal: (_s: S, _role: string, out: { push(a: { type: 'bid'; vp: number }): unknown }) => {
      for (let n = min; n <= max; n++) out.push({ type: 'bid', vp: n });
    },
    perform: { bid: (s: S, a: { vp: number }, log: LogSink | undefined, role: string) => sealBid(rules, s, sideOfRole(role), a.vp, log) },
  };
}

/** Equal bids: on a dr of 4-6 the German seat takes the Allies, on 1-3 the Allied seat keeps them. */
export function settleTiedBids<S extends BidState>(rules: BidRules<S>, s: S, dr: number, log: LogSink | undefined): void {
  const swap = dr >= 4;
  log?.(rules.tied(dr, swap));
  settleBids(rules, s, swap, log);
}

/** The bids are settled (`swap`: the German seat commands the Allies). */
export function settleBids<S extends BidState>(rules: BidRules<S>, s: S, swap: boolean, log: LogSink | undefined): void {
  s.swapped = swap;
  s.vpNeeded = Math.max(s.bids.allied!, s.bids.german!);
  log?.(rules.settled(swap, s.vpNeeded));
  rules.then(s, log);
}

const opponent = (s: Side): Side => (s === 'allied' ? 'german' : 'allied');

/** The seat playing `role` once the bids are settled (`swapped`: the German seat took the Allies). */
export const seatAfterBids = (swapped: boolean, role: string) => (swapped ? opponent(role as Side) : role);

/** A bid reveals hidden information when it is the second one sealed. */
export const bidReveals = (bids: Bids, role: string, a: Action) => a.type === 'bid' && bids[opponent(role as Side)] !== null;

/** The kernel's result for a two-sided game: 1 to the winner, 0 to the loser. */
export function twoSidedResult(r: { winner: Side; kind: string; detail: string; texts?: Record<string, string> } | null): GameResult | null {
  if (!r) return null;
  const scores: Record<string, number> = { [r.winner]: 1, [opponent(r.winner)]: 0 };
  return { winner: r.winner, kind: r.kind, detail: r.detail, ...(r.texts && { texts: r.texts }), scores };
}

/** What a game knows of its pieces and map, to refuse an unknown unit or area (with its rules). */
export interface Knows {
  unit(id: unknown): boolean;
  area(id: unknown): boolean;
  /** The areas there are, in the refusal of an unknown one, in `lang` (the game's text/). */
  areaHelp(lang: Lang): string;
  unitRule: string;
  areaRule: string;
  /** The French refusal of an unknown area (`area`: as JSON), where the game words it itself. */
  unknownAreaFr?(area: string): string;
}

/** The explanations that do not depend on the game's rules: unknown units and areas, actions not open at this step. */
export function explainBasics(a: Action, legalNow: readonly Action[], knows: Knows): IllegalInfo | null {
  if (a.unit !== undefined && !knows.unit(a.unit)) return shellRefusal('area.refuse.unknownUnit', knows.unitRule, () => ({ unit: String(a.unit) }));
  for (const field of ['area', 'to', 'target'] as const) {
    if (a[field] !== undefined && !knows.area(a[field])) {
      const area = JSON.stringify(a[field]);
      const info = shellRefusal('area.refuse.unknownArea', knows.areaRule, (l) => ({ area, help: knows.areaHelp(l) }));
      return knows.unknownAreaFr ? { ...info, texts: { fr: knows.unknownAreaFr(area) } } : info;
    }
  }
  const open = [...new Set(legalNow.map((x) => x.type))];
  if (!open.includes(a.type))
    return shellRefusal('area.refuse.notOpen', null, (l) => ({ type: a.type, open: open.join(', ') || translate(l, 'area.refuse.noneOpen') }));
  return null;
}
