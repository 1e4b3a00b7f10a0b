// WebSocket snapshots carry only the parts of the view that changed since the previous snapshot on
// the same socket. A view is an object whose top-level fields are its parts (a map's areas or hexes,
// the units, the turn...); most of a game's view - the map, each counter's printed values - never
// changes, and resending it with every move made each update 13-28 KB where the changes are a few
// hundred bytes. The first snapshot on a socket (and the first after a reconnection, which is a new
// socket) is whole.
//
// Server: `viewParts(view)` serializes a view once per step and perspective (the service caches it
// with the snapshot); `ViewDelta.next(parts)` gives, as JSON text, for one socket:
//   view     the parts sent whole (new or changed, other than below);
//   kept     names of the parts the client keeps from its previous view;
//   items    for a changed list part of unchanged length (the units): only its changed elements, by
//            index.
// Client: `mergeView(previous, {view, kept, items})`. Only the seat's own view is compared, so what
// is left out tells nothing the view does not.

type Parts = Record<string, unknown>;

/** A view serialized part by part: per part its JSON, or for a list part the JSON of each element. */
export interface ViewParts {
  /** The whole view's JSON when it is not an object (sent whole every time). */
  whole: string | null;
  parts: [key: string, json: string | string[]][];
}

export interface ViewPatchJson {
  view: string;
  kept: string;
  items: string;
}

function isParts(v: unknown): v is Parts {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function viewParts(view: unknown): ViewParts {
  if (!isParts(view)) return { whole: JSON.stringify(view) ?? 'null', parts: [] };
  const parts: ViewParts['parts'] = [];
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined) continue; // as JSON.stringify leaves it out
    parts.push([key, Array.isArray(value) ? value.map((x) => JSON.stringify(x) ?? 'null') : JSON.stringify(value)]);
  }
  return { whole: null, parts };
}

const partJson = (json: string | string[]) => (Array.isArray(json) ? `[${json.join(',')}]` : json);

export class ViewDelta {
  private sent: Map<string, string | string[]> | null = null;

  /** The patch for `view` (JSON texts), given what this socket was sent before. */
  next(view: ViewParts): ViewPatchJson {
    if (view.whole !== null) {
      this.sent = null;
      return { view: view.whole, kept: '[]', items: '{}' };
    }
    const now = new Map<string, string | string[]>();
    const whole: string[] = [];
    const kept: string[] = [];
    const items: string[] = [];
    for (const [key, json] of view.parts) {
      now.set(key, json);
      const before = this.sent?.get(key);
      if (Array.isArray(json) && Array.isArray(before) && before.length === json.length) {
        const changed: string[] = [];
        json.forEach((j, i) => {
          if (j !== before[i]) changed.push(`"${i}":${j}`);
        });
        if (changed.length === 0) kept.push(key);
        else items.push(`${JSON.stringify(key)}:{${changed.join(',')}}`);
      } else if (typeof json === 'string' && before === json) kept.push(key);
      else whole.push(`${JSON.stringify(key)}:${partJson(json)}`);
    }
    this.sent = now;
    return { view: `{${whole.join(',')}}`, kept: JSON.stringify(kept), items: `{${items.join(',')}}` };
  }
}

/** The whole view from the previous one and a patch (ViewDelta.next, parsed). */
export function mergeView(previous: unknown, patch: { view: unknown; kept?: readonly string[]; items?: Record<string, Record<string, unknown>> }): unknown {
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
