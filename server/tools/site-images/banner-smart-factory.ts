import { type Pt, f1, leftShade, random, svgDoc, vignette } from './common.js';
import { barChart, gauge, glassPanel, lineChart, ring, textBars } from './dashboard.js';
import { pylon, stars, wire } from './shapes.js';

/** Banner 1: a smart factory at dusk, power lines and floating energy dashboards. */
export function bannerSmartFactory(): string {
  const W = 1920,
    H = 1080,
    horizon = 800;
  const rand = random(11);
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#050a1c"/><stop offset="0.38" stop-color="#101a44"/><stop offset="0.58" stop-color="#2c2a5e"/>
      <stop offset="0.68" stop-color="#5b3668"/><stop offset="0.74" stop-color="#b45a62"/><stop offset="0.78" stop-color="#f08a4b"/></linearGradient>
    <radialGradient id="sun" cx="1380" cy="${horizon}" r="760" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffc27a" stop-opacity="0.95"/><stop offset="0.18" stop-color="#ff8f5a" stop-opacity="0.55"/><stop offset="0.55" stop-color="#a0407a" stop-opacity="0.18"/><stop offset="1" stop-color="#2c2a5e" stop-opacity="0"/></radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141a36"/><stop offset="0.35" stop-color="#0a0e22"/><stop offset="1" stop-color="#04060f"/></linearGradient>
    <linearGradient id="bld" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2246"/><stop offset="1" stop-color="#0b0f24"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c3d6e" stop-opacity="0.62"/><stop offset="1" stop-color="#0b1a36" stop-opacity="0.5"/></linearGradient>
    <linearGradient id="wireGlow" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#38bdf8" stop-opacity="0.15"/><stop offset="0.6" stop-color="#5eead4" stop-opacity="0.8"/><stop offset="1" stop-color="#a5f3fc" stop-opacity="0.9"/></linearGradient>`;

  // distant skyline
  let sky = '';
  let x = 0;
  let skyline = `M0 ${horizon}`;
  const farWindows: string[] = [];
  while (x < W) {
    const bw = 30 + rand() * 70;
    const bh = x < 700 ? 10 + rand() * 30 : 20 + rand() * 80;
    skyline += `L${f1(x)} ${f1(horizon - bh)}L${f1(x + bw)} ${f1(horizon - bh)}`;
    if (x > 600)
      for (let k = 0; k < bh / 14; k++)
        if (rand() < 0.3)
          farWindows.push(
            `<rect x="${f1(x + 4 + rand() * (bw - 10))}" y="${f1(horizon - bh + 6 + k * 12)}" width="3" height="3" fill="#ffcf8a" opacity="${(0.4 + rand() * 0.5).toFixed(2)}"/>`,
          );
    x += bw;
  }
  skyline += `L${W} ${horizon}Z`;
  sky += `<path d="${skyline}" fill="#2a2350" opacity="0.85"/>${farWindows.join('')}`;

  // pylons receding to the left, conductors glowing with energy
  const pylons = [
    { x: 1830, h: 640 },
    { x: 1330, h: 420 },
    { x: 1010, h: 285 },
    { x: 790, h: 196 },
    { x: 640, h: 136 },
    { x: 530, h: 95 },
    { x: 452, h: 66 },
  ].map((p) => ({ ...p, base: horizon + 10 + p.h * 0.16 }));
  const drawn = pylons.map((p) => pylon(p.x, p.base, p.h, '#090c1c'));
  let wires = '';
  for (let i = 0; i < drawn.length - 1; i++) {
    const a = drawn[i].hooks,
      b = drawn[i + 1].hooks;
    const dist = Math.abs(pylons[i].x - pylons[i + 1].x);
    for (let k = 0; k < 4; k++) wires += wire(a[k], b[k], dist * 0.045);
  }
  const first = drawn[0].hooks;
  for (let k = 0; k < 4; k++) wires += wire(first[k], [W + 200, first[k][1] + 120], 30);

  // factory complex
  const fb = horizon + 40;
  let factory = `<rect x="1190" y="${fb - 330}" width="34" height="330" fill="#141938"/><rect x="1184" y="${fb - 340}" width="46" height="16" fill="#1d2348"/>
    <rect x="1190" y="${fb - 300}" width="34" height="6" fill="#ff9f6b" opacity="0.35"/><rect x="1190" y="${fb - 260}" width="34" height="6" fill="#ff9f6b" opacity="0.25"/>
    <circle cx="1207" cy="${fb - 348}" r="5" fill="#ff4d4d" filter="url(#glow)"/>
    <path d="M1207 ${fb - 360} C 1180 ${fb - 420}, 1240 ${fb - 470}, 1190 ${fb - 540}" stroke="#c9b7d6" stroke-opacity="0.12" stroke-width="34" fill="none" filter="url(#soft)"/>`;
  const halls = [
    { x: 1060, w: 300, h: 120, teeth: 5 },
    { x: 1380, w: 380, h: 150, teeth: 6 },
  ];
  for (const hall of halls) {
    const tw = hall.w / hall.teeth;
    let d = `M${hall.x} ${fb}L${hall.x} ${fb - hall.h}`;
    for (let t = 0; t < hall.teeth; t++)
      d += `L${f1(hall.x + t * tw + tw * 0.75)} ${fb - hall.h - 34}L${f1(hall.x + t * tw + tw * 0.75)} ${fb - hall.h}L${f1(hall.x + (t + 1) * tw)} ${fb - hall.h}`;
    d += `L${hall.x + hall.w} ${fb}Z`;
    factory += `<path d="${d}" fill="url(#bld)"/>`;
    for (let t = 0; t < hall.teeth; t++)
      factory += `<line x1="${f1(hall.x + t * tw + tw * 0.75)}" y1="${fb - hall.h - 34}" x2="${f1(hall.x + t * tw + tw * 0.75)}" y2="${fb - hall.h}" stroke="#ffd27f" stroke-width="3" opacity="0.75" filter="url(#glow)"/>`;
    factory += `<path d="M${hall.x} ${fb - hall.h}L${hall.x + hall.w} ${fb - hall.h}" stroke="#ff9f6b" stroke-opacity="0.45" stroke-width="2"/>`;
    for (let row = 0; row < 2; row++)
      for (let c = 0; c < hall.w / 26 - 1; c++)
        if (rand() < 0.7)
          factory += `<rect x="${f1(hall.x + 12 + c * 26)}" y="${f1(fb - hall.h + 28 + row * 40)}" width="14" height="20" rx="2" fill="${rand() < 0.8 ? '#ffcf7a' : '#7dd3fc'}" opacity="${(0.55 + rand() * 0.4).toFixed(2)}"/>`;
  }
  // office block and chimney, tanks
  factory += `<rect x="1780" y="${fb - 260}" width="150" height="260" fill="url(#bld)"/>`;
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 5; c++)
      if (rand() < 0.65)
        factory += `<rect x="${1792 + c * 26}" y="${fb - 245 + r * 26}" width="16" height="12" fill="#bfe3ff" opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
  for (const [tx, tr] of [
    [1000, 34],
    [1080, 40],
  ] as const) {
    factory += `<rect x="${tx - tr}" y="${fb - 90}" width="${tr * 2}" height="90" fill="#12173a"/><ellipse cx="${tx}" cy="${fb - 90}" rx="${tr}" ry="9" fill="#262d5c"/>
      <rect x="${tx - tr}" y="${fb - 60}" width="${tr * 2}" height="3" fill="#ff9f6b" opacity="0.3"/>`;
  }

  // ground with perspective grid
  const vp: Pt = [1300, horizon];
  let grid = '';
  for (let i = -24; i <= 24; i++) {
    const gx = vp[0] + i * 180;
    grid += `M${vp[0] + i * 10} ${horizon + 40}L${gx} ${H}`;
  }
  for (let k = 1; k < 12; k++) {
    const gy = horizon + 40 + Math.pow(k / 11, 2.1) * (H - horizon - 40);
    grid += `M0 ${f1(gy)}L${W} ${f1(gy)}`;
  }

  // data links from the plant to the dashboards
  const links = [
    { a: [1280, fb - 154] as Pt, b: [1300, 490] as Pt },
    { a: [1850, fb - 260] as Pt, b: [1800, 450] as Pt },
    { a: [1000, fb - 90] as Pt, b: [1000, 245] as Pt },
  ]
    .map(
      ({
        a,
        b,
      }) => `<path d="M${a[0]} ${a[1]}C${a[0]} ${a[1] - 60} ${b[0]} ${b[1] + 60} ${b[0]} ${b[1]}" stroke="#5eead4" stroke-width="2" stroke-dasharray="3 9" stroke-linecap="round" fill="none" opacity="0.8"/>
      <circle cx="${b[0]}" cy="${b[1]}" r="5" fill="#5eead4" filter="url(#glow)"/><circle cx="${a[0]}" cy="${a[1]}" r="4" fill="#5eead4" filter="url(#glow)"/>`,
    )
    .join('');

  const panels = [
    glassPanel(
      1100,
      250,
      400,
      240,
      '#38bdf8',
      `${textBars(1130, 278, [120, 70], '#9cc9ff', 16, 7).replace(/fill="#9cc9ff"/g, 'fill="#9cc9ff" opacity="0.5"')}
      ${lineChart(rand, 1130, 330, 340, 130, '#38bdf8', 'lc1', 20, 0.005)}`,
    ),
    glassPanel(1540, 150, 300, 300, '#f59e0b', gauge(1690, 305, 118, 0.68, 'g1', ['#22c55e', '#f59e0b'])),
    glassPanel(1540, 480, 300, 170, '#5eead4', `${barChart(rand, 1565, 505, 250, 120, ['#5eead4', '#38bdf8', '#5eead4', '#f59e0b'], 12)}`),
    glassPanel(915, 95, 170, 150, '#a78bfa', `${ring(1000, 170, 42, 0.74, '#a78bfa')}`),
  ].join('');

  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars(rand, 170, W, H, 520)}
    <rect width="${W}" height="${H}" fill="url(#sun)"/>
    <ellipse cx="1380" cy="${horizon + 5}" rx="140" ry="36" fill="#ffd9a0" opacity="0.65" filter="url(#soft)"/>
    ${[
      [1500, 640, 420, 10, '#ff9f7a', 0.35],
      [1150, 690, 520, 8, '#ffb38a', 0.3],
      [1700, 720, 300, 6, '#ffc59a', 0.4],
      [900, 600, 380, 7, '#c76a8a', 0.25],
      [1350, 585, 260, 5, '#e78a8a', 0.3],
    ]
      .map(([x, y, rx, ry, c, o]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${c}" opacity="${o}" filter="url(#blur3)"/>`)
      .join('')}
    ${sky}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>
    <path d="${grid}" stroke="#38bdf8" stroke-opacity="0.09" stroke-width="1.2"/>
    <ellipse cx="1450" cy="${fb + 10}" rx="700" ry="60" fill="#ff9f6b" opacity="0.12" filter="url(#soft)"/>
    ${factory}
    ${drawn.map((d) => d.svg).join('')}
    <path d="${wires}" stroke="#0a0d1e" stroke-width="2.2" fill="none"/>
    <path d="${wires}" stroke="url(#wireGlow)" stroke-width="1.6" fill="none" filter="url(#glow)"/>
    ${links}
    ${panels}
    ${leftShade(W, H, '#040816', 0.7, 0.5)}
    ${vignette(W, H, 0.45)}`,
  );
}
