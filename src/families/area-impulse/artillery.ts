// Area-impulse family: how far artillery reaches. Battles 8.1 supports within two sectors, Cambrai's
// Hurricane Barrage hits within two areas: both count the areas crossed on the map, from one area to
// another (each game declares its range beside its rule).

/** The number of boundaries crossed between every two areas (99: out of reach), for `slots` area ids. */
export function areaDistances(graph: { ids: readonly number[]; neighbours: readonly (readonly number[])[] }, slots: number): number[][] {
  const out: number[][] = Array.from({ length: slots }, () => new Array(slots).fill(99));
  for (const a of graph.ids) {
    const d = out[a];
    d[a] = 0;
    const todo = [a];
    for (let i = 0; i < todo.length; i++) {
      const x = todo[i];
      for (const y of graph.neighbours[x]) {
        if (d[y] !== 99) continue;
        d[y] = d[x] + 1;
        todo.push(y);
      }
    }
  }
  return out;
}
