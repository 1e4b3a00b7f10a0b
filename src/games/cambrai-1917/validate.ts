// `arras validate cambrai-1917`: checks of the data that the player aid's rules rely on.
import { overStacked, validateAreaMap, validateCounters } from '../../families/area-impulse/data.ts';
import {
  AREAS,
  AREA_BY_ID,
  BOUNDARIES,
  MAP_V1_AREAS,
  NOT_ADJACENT,
  BRITISH_ZONES,
  CARDS,
  GERMAN_ZONES,
  HAIG_AREAS,
  HAIG_ZONE,
  OPENING_BARRAGE,
  STACKING_LIMIT,
  SUDDEN_DEATH_ZONES,
  TANK_STEPS,
  UNITS,
  ZONE,
} from './data.ts';

export function validateData(): string[] {
  const { problems, kind } = validateAreaMap(AREAS, BOUNDARIES, { tem: [1, 4], hub: 34 });
  // The aid names areas 1, 3, 6, 9, 10 and zones A-L.
  for (const a of [1, 3, 6, 9, 10]) if (!AREA_BY_ID[a] || AREA_BY_ID[a].zone) problems.push(`area ${a} must exist (named by the player aid)`);
  for (const [l, id] of Object.entries(ZONE)) if (!AREA_BY_ID[id]?.zone || AREA_BY_ID[id].label !== l) problems.push(`zone ${l} must exist with id ${id}`);
  for (const z of GERMAN_ZONES) if (AREA_BY_ID[z]?.sector !== 'german') problems.push(`zone ${AREA_BY_ID[z]?.label} must be German (A-H, End Phase)`);
  for (const z of BRITISH_ZONES) if (AREA_BY_ID[z]?.sector !== 'allied') problems.push(`zone ${AREA_BY_ID[z]?.label} must be British (I-L, End Phase)`);
  for (const a of OPENING_BARRAGE)
    if (AREA_BY_ID[a]?.sector !== 'german') problems.push(`opening barrage target ${a} must be German (Special November 20 Turn)`);
  for (const a of HAIG_AREAS) if (AREA_BY_ID[a]?.sector !== 'german') problems.push(`Haig Decides area ${a} must begin German`);
  if (!AREA_BY_ID[HAIG_ZONE]?.zone) problems.push('Haig Decides zone G must be a zone');
  for (const z of SUDDEN_DEATH_ZONES) if (!GERMAN_ZONES.includes(z)) problems.push(`sudden death zone ${z} must be a German zone (B, C, D)`);
  // The two canals: St-Quentin full (east/west banks consistent), du Nord dry; bridges on canals only.
  for (const b of BOUNDARIES) {
    if ((b.kind === 'canal' || b.kind === 'bridge') && !b.canal) problems.push(`boundary ${b.a}/${b.b}: a ${b.kind} must name its canal`);
    if (b.kind === 'bridge' && !b.bridge) problems.push(`boundary ${b.a}/${b.b}: a bridge needs a name`);
    if (b.canal === 'st-quentin') {
      const [x, y] = [AREA_BY_ID[b.a], AREA_BY_ID[b.b]];
      if (!x.zone && !y.zone && x.eastOfCanal === y.eastOfCanal) problems.push(`boundary ${b.a}/${b.b}: the Canal de St-Quentin must separate the banks`);
    }
    if (b.kind === 'open') {
      const [x, y] = [AREA_BY_ID[b.a], AREA_BY_ID[b.b]];
      if (x && y && !x.zone && !y.zone && x.eastOfCanal !== y.eastOfCanal)
        problems.push(`boundary ${b.a}/${b.b}: an open boundary crosses the Canal de St-Quentin`);
    }
  }
  // Data version 2 (issue 28): an area that stays keeps its number and name; new areas take new numbers (never a zone's 39-50).
  for (const [id, name] of Object.entries(MAP_V1_AREAS))
    if (AREA_BY_ID[Number(id)]?.name !== name) problems.push(`area ${id} (${name}) of the first map must keep its number and name`);
  for (const a of AREAS)
    if (!a.zone && !(a.id in MAP_V1_AREAS) && (a.id <= 57 || Object.values(ZONE).some((z) => z === a.id)))
      problems.push(`area ${a.id} (${a.name}): a new area takes a new number above 57`);
  // Provenance: every datum says where it comes from (rulebook <item> or reconstructed: <reason>).
  const sourced = (x: string | undefined) => !!x && /\b(rulebook|reconstructed)\b/.test(x);
  for (const a of AREAS) if (!sourced(a.source)) problems.push(`area ${a.id}: its provenance must say rulebook or reconstructed`);
  for (const b of BOUNDARIES) if (!sourced(b.source)) problems.push(`boundary ${b.a}/${b.b}: its provenance must say rulebook or reconstructed`);
  for (const n of NOT_ADJACENT) if (!sourced(n.source)) problems.push(`ruling M1 pair ${n.a}/${n.b}: no provenance`);
  for (const u of UNITS) if (!sourced(u.source)) problems.push(`unit ${u.id}: its provenance must say rulebook or reconstructed`);
  for (const c of CARDS) if (!sourced(c.source)) problems.push(`card ${c.id}: its provenance must say rulebook or reconstructed`);
  // Ruling M1: the pairs kept apart so that the adjacency is planar (a map can show it).
  for (const n of NOT_ADJACENT) if (kind(n.a, n.b)) problems.push(`boundary ${n.a}/${n.b}: ruling M1 keeps these apart (${n.source})`);
  if (!BOUNDARIES.some((b) => b.canal === 'nord' && b.kind === 'bridge')) problems.push('the Canal du Nord needs its crossings');
  if (!BOUNDARIES.some((b) => b.canal === 'st-quentin' && b.kind === 'bridge')) problems.push('the Canal de St-Quentin needs its bridges');
  if (kind(13, 17) !== 'bridge' || kind(15, 16) !== 'bridge') problems.push('Marcoing and Masnières must have their bridges');
  // The Hindenburg Line: the highest terrain values.
  for (const a of [3, 6, 9, 10]) if ((AREA_BY_ID[a]?.tem ?? 0) < 4) problems.push(`area ${a} is on the Hindenburg Line and needs TEM +4`);
  for (const a of AREAS)
    if (!a.zone && a.identifier === 'triangle' && a.sector !== 'german') problems.push(`area ${a.id}: triangle identifiers are German strongpoints`);
  // Counters.
  problems.push(...validateCounters(UNITS));
  for (const u of UNITS) {
    if (u.setup !== null && !AREA_BY_ID[u.setup]) problems.push(`unit ${u.id}: setup area ${u.setup} does not exist`);
    if (u.setup !== null && AREA_BY_ID[u.setup].sector !== u.side) problems.push(`unit ${u.id}: set up in an area of the other side`);
    if ((u.type === 'infantry' || u.type === 'cavalry') && !u.division) problems.push(`unit ${u.id}: infantry and cavalry need a division (Attack Mod.)`);
    if (u.type !== 'garrison' && (u.attack ?? 0) <= 0) problems.push(`unit ${u.id}: needs an attack value`);
    if (u.type === 'garrison' && u.move !== 0) problems.push(`unit ${u.id}: Garrisons do not move`);
    if (u.exhaustedDefense > u.defense) problems.push(`unit ${u.id}: exhausted defense above fresh defense`);
  }
  const card = new Map<string, string>();
  for (const c of CARDS) {
    if (!c.source) problems.push(`card ${c.id}: no provenance`);
    for (const z of c.zones)
      if (!(c.side === 'allied' ? BRITISH_ZONES : GERMAN_ZONES).includes(z)) problems.push(`card ${c.id}: zone ${z} is not a ${c.side} zone`);
    for (const id of c.units) {
      const u = UNITS.find((x) => x.id === id);
      if (!u) problems.push(`card ${c.id}: unknown unit ${id}`);
      else if (u.setup !== null) problems.push(`card ${c.id}: ${id} is already on the map at setup`);
      else if (u.side !== c.side) problems.push(`card ${c.id}: ${id} belongs to the other side`);
      if (card.has(id)) problems.push(`unit ${id} is on cards ${card.get(id)} and ${c.id}`);
      card.set(id, c.id);
    }
  }
  for (const u of UNITS) if (u.setup === null && !card.has(u.id)) problems.push(`unit ${u.id} neither sets up nor arrives by card`);
  if (TANK_STEPS.map((t) => t.step).join() !== '6,4,2') problems.push('tank steps must be 6, 4, 2');
  const last = TANK_STEPS[2];
  if (`${last.attack}-${last.defense}-${last.move}` !== '2-1-5') problems.push("the last tank step must be the aid's 2-1-5 tank");
  // The setup respects stacking (Move Units: tanks, Garrisons and the zones aside).
  const stacked = (u: (typeof UNITS)[number]) => (u.setup === null || u.type === 'tank' || u.type === 'garrison' || AREA_BY_ID[u.setup].zone ? null : u.setup);
  for (const { side, area, n } of overStacked(UNITS, stacked, () => STACKING_LIMIT)) problems.push(`setup puts ${n} units in ${side}@${area}`);
  return problems;
}
