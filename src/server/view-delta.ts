// WebSocket snapshots carry only the parts of the view that changed since the previous snapshot on
// the same socket. A view is an object whose top-level fields are its parts (a map's areas or hexes,
// the units, the turn...); most of a game's view - the map, each counter's printed values - never
// changes, and resending it with every move made each update 13-28 KB where the changes are a few
// hundred bytes. The first snapshot on a socket (and the first after a reconnection, which is a new
// socket) is whole.
//
// Server: `ViewDelta.next(view)` -> a `ViewPatch`:
//   view     the parts sent whole (new or changed, other than below);
//   kept     names of the parts the client keeps from its previous view;
//   items    for a changed array part of unchanged length (the units): only its changed elements,
//            by index.
// Client: `mergeView(previous, patch)`. Only the seat's own view is compared, so what is left out
// tells nothing the view does not.

type Parts = Record<string, unknown>;

export interface ViewPatch {
  view: unknown;
  kept: string[];
  items: Record<string, Record<number, unknown>>;
}

function isParts(v: unknown): v is Parts {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export class ViewDelta {
  /** Per part: its JSON, or for an array part the JSON of each element. */
  private sent: Map<string, string | string[]> | null = null;

  /** What to send for `view`, given what this socket was sent before. */
  next(view: unknown): ViewPatch {
    if (!isParts(view)) {
      this.sent = null;
      return { view, kept: [], items: {} };
    }
    const now = new Map<string, string | string[]>();
    const whole: Parts = {};
    const kept: string[] = [];
    const items: ViewPatch['items'] = {};
    for (const [key, value] of Object.entries(view)) {
      const before = this.sent?.get(key);
      if (Array.isArray(value)) {
        const json = value.map((x) => JSON.stringify(x));
        now.set(key, json);
        if (Array.isArray(before) && before.length === json.length) {
          const changed: Record<number, unknown> = {};
          let n = 0;
          json.forEach((j, i) => {
            if (j !== before[i]) (changed[i] = value[i]), n++;
          });
          if (n === 0) kept.push(key);
          else items[key] = changed;
          continue;
        }
      } else {
        const json = JSON.stringify(value);
        now.set(key, json);
        if (before === json) {
          kept.push(key);
          continue;
        }
      }
      whole[key] = value;
    }
    this.sent = now;
    return { view: whole, kept, items };
  }
}

/** The whole view from the previous one and a patch (ViewDelta.next). */
export function mergeView(previous: unknown, patch: { view: unknown; kept?: readonly string[]; items?: ViewPatch['items'] }): unknown {
  const kept = patch.kept ?? [];
  const items = patch.items ?? {};
  if (kept.length === 0 && Object.keys(items).length === 0) return patch.view;
  if (!isParts(previous) || !isParts(patch.view)) throw new Error('view patch without a previous view');
  const out: Parts = {};
  for (const key of kept) {
    if (!(key in previous)) throw new Error(`view patch keeps "${key}", which the previous view lacks`);
    out[key] = previous[key];
  }
  for (const [key, changed] of Object.entries(items)) {
    const before = previous[key];
    if (!Array.isArray(before)) throw new Error(`view patch changes items of "${key}", which is not a list in the previous view`);
    const list = before.slice();
    for (const [i, x] of Object.entries(changed)) list[Number(i)] = x;
    out[key] = list;
  }
  return Object.assign(out, patch.view);
}
