import { f1, leftShade, random, range, svgDoc } from './common.js';
import { barChart, gauge, glassPanel, lineChart, ring, textBars } from './dashboard.js';

/** Smart energy management: a dashboard wall of gauges and charts over a facility outline. */
export function solutionSmartEnergy(): string {
  const W = 1920,
    H = 800;
  const rand = random(71);
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#030916"/><stop offset="0.6" stop-color="#0a1f3f"/><stop offset="1" stop-color="#0f3157"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#17406e" stop-opacity="0.6"/><stop offset="1" stop-color="#0a1c3a" stop-opacity="0.55"/></linearGradient>`;
  // faint facility outline and meter points behind the panels
  let grid = '';
  for (let x = 0; x <= W; x += 48) grid += `M${x} 0L${x} ${H}`;
  for (let y = 0; y <= H; y += 48) grid += `M0 ${y}L${W} ${y}`;
  const wave = range(120)
    .map((i) => `${i ? 'L' : 'M'}${f1(700 + i * 10.5)} ${f1(700 + Math.sin(i / 6) * 40 + Math.sin(i / 2.3) * 8)}`)
    .join('');
  const wave2 = range(120)
    .map((i) => `${i ? 'L' : 'M'}${f1(700 + i * 10.5)} ${f1(700 + Math.sin(i / 6 + 2.1) * 40)}`)
    .join('');
  let outline = '';
  let ox = 560;
  const meters: string[] = [];
  while (ox < W) {
    const bw = 60 + rand() * 140,
      bh = 60 + rand() * 150;
    const saw = rand() < 0.35;
    outline += saw
      ? `M${f1(ox)} ${H}L${f1(ox)} ${f1(H - bh)}${range(3)
          .map(
            (k) =>
              `L${f1(ox + (bw / 3) * (k + 0.7))} ${f1(H - bh - 24)}L${f1(ox + (bw / 3) * (k + 0.7))} ${f1(H - bh)}L${f1(ox + (bw / 3) * (k + 1))} ${f1(H - bh)}`,
          )
          .join('')}L${f1(ox + bw)} ${H}`
      : `M${f1(ox)} ${H}L${f1(ox)} ${f1(H - bh)}L${f1(ox + bw)} ${f1(H - bh)}L${f1(ox + bw)} ${H}`;
    if (rand() < 0.6)
      meters.push(`<circle cx="${f1(ox + bw / 2)}" cy="${f1(H - bh + 22)}" r="5" fill="#22d3ee" filter="url(#glow)" opacity="0.8"/>`);
    ox += bw + 8;
  }
  const panels = [
    glassPanel(1020, 90, 420, 300, '#22d3ee', gauge(1230, 250, 130, 0.72, 'gA', ['#22c55e', '#22d3ee'])),
    glassPanel(
      1480,
      90,
      360,
      140,
      '#f59e0b',
      `${ring(1545, 160, 36, 0.62, '#f59e0b')}${textBars(1605, 135, [150, 110, 170], '#9cc9ff', 20, 8).replace(/fill="#9cc9ff"/g, 'fill="#9cc9ff" opacity="0.45"')}`,
    ),
    glassPanel(
      1480,
      250,
      360,
      140,
      '#a78bfa',
      `${ring(1545, 320, 36, 0.85, '#a78bfa')}${textBars(1605, 295, [130, 170, 90], '#9cc9ff', 20, 8).replace(/fill="#9cc9ff"/g, 'fill="#9cc9ff" opacity="0.45"')}`,
    ),
    glassPanel(
      1020,
      420,
      820,
      220,
      '#38bdf8',
      `${lineChart(rand, 1050, 450, 500, 160, '#38bdf8', 'lcA', 26, -0.012)}${barChart(rand, 1590, 450, 220, 160, ['#5eead4', '#22d3ee'], 8)}`,
    ),
    glassPanel(760, 200, 220, 190, '#34d399', `${gauge(870, 300, 74, 0.45, 'gB', ['#34d399', '#a3e635'], 0.16)}`),
  ].join('');
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <path d="${grid}" stroke="#38bdf8" stroke-opacity="0.05" stroke-width="1"/>
    <ellipse cx="1350" cy="380" rx="650" ry="330" fill="#0ea5e9" opacity="0.14" filter="url(#haze)"/>
    <path d="${outline}" stroke="#38bdf8" stroke-opacity="0.22" stroke-width="2" fill="#0b2445" fill-opacity="0.35"/>${meters.join('')}
    <path d="${wave}" stroke="#22d3ee" stroke-opacity="0.25" stroke-width="2" fill="none"/>
    <path d="${wave2}" stroke="#f59e0b" stroke-opacity="0.2" stroke-width="2" fill="none"/>
    ${panels}
    ${leftShade(W, H, '#020611', 0.75, 0.5)}`,
  );
}
