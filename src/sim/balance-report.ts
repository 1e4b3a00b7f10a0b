// The balance report as one self-contained HTML file: Chart.js (its UMD build, read from
// node_modules and inlined, so the report works offline) draws win rates per side with their 95%
// intervals, victory types, the distributions of the main metric (VP) and of game length, and the
// metrics by turn, for each setup.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BalanceReport } from './balance.ts';

function chartJsSource(): string {
  // The package's main (CommonJS) entry is dist/chart.cjs; the UMD build sits beside it.
  const main = createRequire(import.meta.url).resolve('chart.js');
  return readFileSync(join(dirname(main), 'chart.umd.min.js'), 'utf8');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pc = (x: number) => `${(100 * x).toFixed(1)}%`;

export function balanceHtml(report: BalanceReport): string {
  // The data goes in a JSON script element; `<` is escaped so no value can close the element.
  const data = JSON.stringify(report).replace(/</g, '\\u003c');
  const rows = report.setups
    .map((s, i) => {
      const cells = report.roles
        .map((r) => `<td>${pc(s.winRate[r].winRate)} <small>[${pc(s.winRate[r].ci95[0])}, ${pc(s.winRate[r].ci95[1])}]</small></td>`)
        .join('');
      const main = report.mainMetric && s.final[report.mainMetric] ? s.final[report.mainMetric].mean.toFixed(1) : '-';
      return `<tr><td><a href="#setup-${i}">${esc(s.label)}</a></td><td>${s.games}</td>${cells}<td>${main}</td><td>${s.length.mean.toFixed(0)}</td><td>${s.errors}</td></tr>`;
    })
    .join('\n');
  const sections = report.setups
    .map(
      (s, i) => `<section id="setup-${i}"><h2>${esc(s.label)}</h2>
<p>${s.games} games; ${Object.entries(s.victoryTypes)
        .map(([k, v]) => `${esc(k)}: ${v}`)
        .join(', ')}; ${s.errors} errors.</p>
<div class="grid">
<figure><canvas id="win-${i}"></canvas><figcaption>Win rate per side, 95% Wilson interval</figcaption></figure>
<figure><canvas id="types-${i}"></canvas><figcaption>Victory types</figcaption></figure>
<figure><canvas id="main-${i}"></canvas><figcaption>Final ${esc(report.mainMetric ?? 'metric')} distribution</figcaption></figure>
<figure><canvas id="len-${i}"></canvas><figcaption>Game length (player actions)</figcaption></figure>
<figure><canvas id="turn-${i}"></canvas><figcaption>${esc(report.mainMetric ?? 'metric')} at the start of each turn: mean and 10th-90th percentile</figcaption></figure>
</div></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Balance: ${esc(report.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:1200px;color:#222}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(340px,1fr));gap:1rem}
figure{margin:0}figcaption{font-size:.85rem;color:#555;text-align:center}small{color:#666}
</style></head><body>
<h1>Balance: ${esc(report.title)}</h1>
<p>Players: ${report.roles.map((r) => `${esc(r)} = ${esc(report.players[r] ?? 'random')}`).join(', ')}; ${report.gamesPerSetup} games per setup; seed ${report.seed}; ${esc(report.createdAt)}.</p>
<table><thead><tr><th>setup</th><th>games</th>${report.roles.map((r) => `<th>${esc(r)} wins</th>`).join('')}<th>mean final ${esc(report.mainMetric ?? '-')}</th><th>mean length</th><th>errors</th></tr></thead>
<tbody>${rows}</tbody></table>
${sections}
<script id="report-data" type="application/json">${data}</script>
<script>${chartJsSource()}</script>
<script>
const R = JSON.parse(document.getElementById('report-data').textContent);
const colors = ['#1f5fa8', '#a83232', '#2e8b57', '#b8860b', '#6a5acd', '#708090'];
// Histogram keys are bin starts; object key order puts negative numbers last, so sort them.
function hist(id, h, label) {
  const keys = Object.keys(h).sort((a, b) => a - b);
  bar(id, keys, keys.map(k => h[k]), label);
}
function bar(id, labels, values, label, extra) {
  new Chart(document.getElementById(id), { type: 'bar', data: { labels, datasets: [{ label, data: values, backgroundColor: colors[0] }, ...(extra || [])] }, options: { animation: false, plugins: { legend: { display: !!extra } } } });
}
R.setups.forEach((s, i) => {
  const roles = R.roles;
  new Chart(document.getElementById('win-' + i), {
    type: 'bar',
    data: { labels: roles, datasets: [
      { label: 'win rate', data: roles.map(r => s.winRate[r].winRate * 100), backgroundColor: roles.map((_, k) => colors[k]) },
      { label: '95% low', data: roles.map(r => s.winRate[r].ci95[0] * 100), type: 'line', showLine: false, pointStyle: 'line', pointRadius: 12, borderColor: '#000' },
      { label: '95% high', data: roles.map(r => s.winRate[r].ci95[1] * 100), type: 'line', showLine: false, pointStyle: 'line', pointRadius: 12, borderColor: '#000' } ] },
    options: { animation: false, scales: { y: { min: 0, max: 100, title: { display: true, text: '%' } } }, plugins: { legend: { display: false } } } });
  const vt = Object.entries(s.victoryTypes);
  new Chart(document.getElementById('types-' + i), { type: 'doughnut', data: { labels: vt.map(x => x[0]), datasets: [{ data: vt.map(x => x[1]), backgroundColor: colors }] }, options: { animation: false, aspectRatio: 2 } });
  const m = R.mainMetric && s.final[R.mainMetric];
  if (m) hist('main-' + i, m.histogram, 'games');
  hist('len-' + i, s.length.histogram, 'games');
  const bt = R.mainMetric && s.byTurn[R.mainMetric];
  if (bt) {
    const turns = Object.keys(bt).sort((a, b) => a - b);
    new Chart(document.getElementById('turn-' + i), { type: 'line', data: { labels: turns.map(t => 'turn ' + t), datasets: [
      { label: 'mean', data: turns.map(t => bt[t].mean), borderColor: colors[0] },
      { label: 'p10', data: turns.map(t => bt[t].p10), borderColor: '#999', borderDash: [4, 4] },
      { label: 'p90', data: turns.map(t => bt[t].p90), borderColor: '#999', borderDash: [4, 4] } ] }, options: { animation: false } });
  }
});
</script>
</body></html>
`;
}
