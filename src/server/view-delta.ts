// WebSocket snapshots carry only the parts of the view that changed since the previous snapshot on
// the same socket. A view is an object whose top-level fields are its parts (a map's areas or hexes,
// the units, the turn...); most of a game's view - the map - never changes, and resending it with
// every move made each update 13-20 KB where the changes are 2-4 KB. The first snapshot on a socket
// (and the first after a reconnection, which is a new socket) is whole.
//
// Server: `ViewDelta.next(view)` -> { view: the changed parts, kept: names of the parts the client
// keeps from its previous view }. Client: `mergeView(previous, view, kept)`. Only the parts of the
// seat's own view are compared, so what is omitted tells nothing the view does not.

type Parts = Record<string, unknown>;

function isParts(v: unknown): v is Parts {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export class ViewDelta {
  private sent: Map<string, string> | null = null;

  /** The parts of `view` to send, and the names of those unchanged since the last call. */
  next(view: unknown): { view: unknown; kept: string[] } {
    if (!isParts(view)) {
      this.sent = null;
      return { view, kept: [] };
    }
    const parts = new Map<string, string>();
    const changed: Parts = {};
    const kept: string[] = [];
    for (const [key, value] of Object.entries(view)) {
      const json = JSON.stringify(value);
      parts.set(key, json);
      if (this.sent?.get(key) === json) kept.push(key);
      else changed[key] = value;
    }
    this.sent = parts;
    return { view: changed, kept };
  }
}

/** The whole view from the previous one and a delta (`kept`: the parts carried over). */
export function mergeView(previous: unknown, view: unknown, kept: readonly string[] | undefined): unknown {
  if (!kept || kept.length === 0 || !isParts(view)) return view;
  if (!isParts(previous)) throw new Error('view delta without a previous view');
  const out: Parts = {};
  for (const key of kept) {
    if (!(key in previous)) throw new Error(`view delta keeps "${key}", which the previous view lacks`);
    out[key] = previous[key];
  }
  return Object.assign(out, view);
}
