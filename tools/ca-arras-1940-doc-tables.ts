// Prints the generated parts of docs/games/ca-arras-1940.md: the area, boundary and counter tables
// from src/games/ca-arras-1940/data.ts, and the rule coverage table from the rulebook's rule numbers
// and the test names under test/games/ca-arras-1940/.
//   npx tsx tools/ca-arras-1940-doc-tables.ts > /tmp/tables.md
// The doc itself is committed as plain Markdown; paste the output into its sections.
import { readFileSync, readdirSync } from 'node:fs';
import { AIR_MARKERS, AREAS, BOUNDARIES, UNITS, ZONE } from '../src/games/ca-arras-1940/data.ts';

const esc = (t: string) => t.replace(/\|/g, '\\|');
const label = (id: number) => (id >= ZONE.A ? `Zone ${AREAS.find((a) => a.id === id)!.label}` : String(id));
const out: string[] = [];

out.push('### Areas and Zones', '', '| Id | Name | TEM | Sector | Scarpe | Other | Provenance |', '|---|---|---|---|---|---|---|');
for (const a of AREAS) {
  const other = [a.star ? `${a.star} star` : '', a.vp ? 'VP' : '', a.alongScarpe ? 'on the Scarpe' : ''].filter(Boolean).join(', ');
  out.push(
    `| ${label(a.id)} | ${esc(a.name)} | +${a.tem} | ${a.sector === 'half' ? 'half (gray/blue)' : a.sector === 'german' ? 'gray' : 'blue'} | ${a.scarpe} | ${other} | ${esc(a.source)} |`,
  );
}

out.push('', '### Boundaries other than open', '', '| Boundary | Kind | Provenance |', '|---|---|---|');
for (const b of BOUNDARIES) if (b.kind !== 'open') out.push(`| ${label(b.a)}/${label(b.b)} | ${b.kind} | ${esc(b.source)} |`);
const open = BOUNDARIES.filter((b) => b.kind === 'open').map((b) => `${label(b.a)}/${label(b.b)}`);
out.push('', `Open boundaries (${open.length}): ${open.join(', ')}.`);

out.push(
  '',
  '### Counters',
  '',
  '| Id | Name | Side | Nation | Type | A-D-M | Group | Setup | Historical | Release | Provenance |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const u of UNITS) {
  const adm = `${u.attack ?? '*'}-${u.defense}-${u.move}`;
  const setup = u.mandatory !== undefined ? `mandatory ${label(u.mandatory)}` : 'group';
  out.push(
    `| ${u.id} | ${esc(u.name)} | ${u.side} | ${u.nation} | ${u.type}${u.flak ? ' (FLAK)' : ''} | ${adm} | ${u.group ?? '-'} | ${setup}${u.optional ? ` (${u.optional})` : ''} | ${label(u.historical)} | ${u.release ?? '-'} | ${esc(u.source)} |`,
  );
}
out.push('', '### Air Bombardment markers (18.6)', '', '| Side | Attack | Provenance |', '|---|---|---|');
for (const side of ['allied', 'german'] as const) out.push(`| ${side} | ${AIR_MARKERS[side].attack} | ${esc(AIR_MARKERS[side].source)} |`);

// ---- rule coverage ----
const book = readFileSync('../shared/rules/counter-attack-arras-1940.en.txt', 'utf8');
const rules: string[] = [];
for (const line of book.split('\n')) {
  const m = /^(\d+\.\d+(?:\.\d+)*) [A-Z]/.exec(line);
  if (m && !rules.includes(m[1])) rules.push(m[1]);
}
// Lettered items that the rulebook lists under a rule number.
const letters: Record<string, string> = {
  '6.2.2': 'ABC',
  '9.4': 'ABCD',
  '9.4.2': 'ABCD',
  '9.4.3': 'ABCDE',
  '10.3': 'ABC',
  '10.4': 'AB',
  '11.2.2': 'ABCD',
  '13.1': 'AB',
  '13.2': 'C',
  '18.5': 'E',
};
const all: string[] = [];
for (const r of rules) {
  all.push(r);
  for (const l of letters[r] ?? '') all.push(r + l);
}

const dir = 'test/games/ca-arras-1940';
const tests: { file: string; name: string; skipped: boolean }[] = [];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .sort()) {
  const src = readFileSync(`${dir}/${f}`, 'utf8');
  let describeName = '';
  for (const line of src.split('\n')) {
    const d = /^\s*describe(?:\.skip)?\(['"`](.*)['"`],/.exec(line);
    if (d) describeName = d[1];
    const t = /^\s*it(\.skip)?\((['"`])(.*?)\2,/.exec(line);
    if (t) tests.push({ file: f, name: `${describeName} > ${t[3].replace(/\\'/g, "'")}`, skipped: !!t[1] });
  }
}
/** Rule numbers a test names: those at the start of its own name ("10.1.2 / 15.3.2 ..."), else its describe's. */
function named(full: string): string[] {
  const [d, t] = full.split(' > ');
  const lead = (s0: string) => {
    const s = s0.replace(/^(\d+\.\d+(?:\.\d+)*) ([A-E]) /, '$1$2 '); // "6.2.2 C ..." names 6.2.2C
    const m = /^((?:\d+\.\d+(?:\.\d+)*[A-E]?)(?:\s*\/\s*\d+\.\d+(?:\.\d+)*[A-E]?)*)/.exec(s);
    return m ? m[1].split('/').map((x) => x.trim()) : [];
  };
  const own = lead(t);
  return own.length ? own : lead(d);
}
const byRule = new Map<string, string[]>();
const skippedByRule = new Map<string, string[]>();
for (const t of tests) {
  for (const r of named(t.name)) {
    const key = r;
    const target = t.skipped ? skippedByRule : byRule;
    target.set(key, [...(target.get(key) ?? []), `${t.file.replace('.test.ts', '')}: ${t.name.split(' > ')[1]}`]);
  }
}
// 20.0 is named by its describe ("20.0 Example of Play") - handled by lead(d). Rules whose number is
// "N.0" are also matched by tests that name "N.0".
let covered = 0;
const uncovered: string[] = [];
out.push('', '### Rule coverage', '', '| Rule | Tests | Status |', '|---|---|---|');
for (const r of all) {
  const list = byRule.get(r) ?? [];
  const skipped = skippedByRule.get(r) ?? [];
  const stem = r.endsWith('.0') ? r.slice(0, -1) : r + '.';
  const subs = all.filter((x) => x !== r && (x.startsWith(stem) || (x.startsWith(r) && /[A-E]$/.test(x))) && byRule.has(x));
  let status: string;
  if (list.length) {
    status = 'covered';
    covered++;
  } else if (r === '19.0') {
    status = 'n/a: a reading list, no behaviour to test';
  } else if (subs.length) {
    status = `covered through ${subs.slice(0, 6).join(', ')}${subs.length > 6 ? ', ...' : ''}`;
    covered++;
  } else {
    status = '**UNCOVERED**';
    uncovered.push(r);
  }
  const cell = [...list.map(esc), ...skipped.map((x) => `(skipped, engine disagrees) ${esc(x)}`)].join('<br>') || '-';
  out.push(`| ${r} | ${cell} | ${status} |`);
}
out.push('', `${covered} of ${all.length} rule numbers covered, 19.0 not applicable; uncovered: ${uncovered.join(', ') || 'none'}.`);
console.log(out.join('\n'));
