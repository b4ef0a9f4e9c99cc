import { type Pt, f1, leftShade, pts, random, svgDoc } from './common.js';
import { cloud, hills, turbine } from './shapes.js';

/** Sustainability services: green landscape with wind turbines, a solar carport with EV charging and drifting leaves. */
export function solutionSustainability(): string {
  const W = 1920,
    H = 800,
    horizon = 520,
    ground = 720;
  const rand = random(113);
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d3a"/><stop offset="0.45" stop-color="#2f8f83"/><stop offset="0.8" stop-color="#9fdcc0"/><stop offset="1" stop-color="#eaf7d8"/></linearGradient>
    <radialGradient id="sun" cx="1420" cy="250" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fffbe0" stop-opacity="0.95"/><stop offset="0.2" stop-color="#fdf3b5" stop-opacity="0.45"/><stop offset="1" stop-color="#fdf3b5" stop-opacity="0"/></radialGradient>
    <linearGradient id="h1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc3a0"/><stop offset="1" stop-color="#6bb08f"/></linearGradient>
    <linearGradient id="h2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f9d6a"/><stop offset="1" stop-color="#3b8456"/></linearGradient>
    <linearGradient id="h3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f7a45"/><stop offset="1" stop-color="#1d5530"/></linearGradient>
    <linearGradient id="pv" x1="1150" y1="380" x2="1850" y2="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#173a6b"/><stop offset="0.42" stop-color="#2b64a8"/><stop offset="0.5" stop-color="#a5d5f2"/><stop offset="0.58" stop-color="#2b64a8"/><stop offset="1" stop-color="#12305a"/></linearGradient>
    <linearGradient id="car" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
    <linearGradient id="leafFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bbf7d0"/><stop offset="1" stop-color="#22c55e"/></linearGradient>`;
  const far = [
    [700, 500, 100, 15],
    [800, 495, 120, 60],
    [910, 490, 140, 100],
    [1020, 498, 115, 40],
  ]
    .map(([x, b, h, a]) => turbine(x, b, h, a, { light: '#e2f2ec', shade: '#9cc7b7' }))
    .join('');
  const near = [
    [1130, 575, 330, 35],
    [1860, 600, 440, 80],
  ]
    .map(([x, b, h, a]) => turbine(x, b, h, a, { light: '#f1f5f9', shade: '#94a3b8' }))
    .join('');
  // small leaves drifting on the wind
  const leaf = (
    x: number,
    y: number,
    size: number,
    rot: number,
    o: number,
  ) => `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${size / 100})" opacity="${o}">
    <path d="M0 0 C 25 -30, 75 -30, 100 0 C 75 30, 25 30, 0 0 Z" fill="url(#leafFill)"/>
    <path d="M0 0 L 100 0 M30 0 L 45 -14 M55 0 L 70 -12 M30 0 L 45 14 M55 0 L 70 12" stroke="#14532d" stroke-opacity="0.35" stroke-width="3" fill="none"/></g>`;
  const leaves =
    leaf(1000, 200, 60, -20, 0.85) + leaf(1090, 150, 40, 25, 0.7) + leaf(1250, 120, 50, -55, 0.8) + leaf(1560, 110, 34, 10, 0.6);
  const breeze = `<path d="M880 230 C 980 180, 1080 250, 1180 190 S 1380 130, 1480 150" stroke="#ecfdf5" stroke-opacity="0.35" stroke-width="3" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  // solar carport: canopy on two posts, two chargers and a car underneath
  const cL = 1240,
    cR = 1800;
  const canopy = [
    [cL - 40, 430],
    [cR + 30, 392],
    [cR + 50, 420],
    [cL - 20, 462],
  ] as Pt[];
  let cells = '';
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const top: Pt = [canopy[0][0] + (canopy[1][0] - canopy[0][0]) * t, canopy[0][1] + (canopy[1][1] - canopy[0][1]) * t];
    const bot: Pt = [canopy[3][0] + (canopy[2][0] - canopy[3][0]) * t, canopy[3][1] + (canopy[2][1] - canopy[3][1]) * t];
    cells += `M${f1(top[0])} ${f1(top[1])}L${f1(bot[0])} ${f1(bot[1])}`;
  }
  const midA: Pt = [(canopy[0][0] + canopy[3][0]) / 2, (canopy[0][1] + canopy[3][1]) / 2];
  const midB: Pt = [(canopy[1][0] + canopy[2][0]) / 2, (canopy[1][1] + canopy[2][1]) / 2];
  cells += `M${f1(midA[0])} ${f1(midA[1])}L${f1(midB[0])} ${f1(midB[1])}`;
  const charger = (
    x: number,
  ) => `<rect x="${x + 6}" y="${ground - 150}" width="56" height="150" rx="12" fill="#000" opacity="0.25" filter="url(#blur3)"/>
    <rect x="${x}" y="${ground - 156}" width="52" height="156" rx="12" fill="#f8fafc"/><rect x="${x + 36}" y="${ground - 156}" width="16" height="156" rx="8" fill="#cbd5e1"/>
    <rect x="${x + 10}" y="${ground - 138}" width="28" height="36" rx="5" fill="#0f766e"/><rect x="${x + 14}" y="${ground - 132}" width="20" height="4" rx="2" fill="#5eead4"/><rect x="${x + 14}" y="${ground - 122}" width="12" height="4" rx="2" fill="#5eead4"/>
    <circle cx="${x + 24}" cy="${ground - 76}" r="11" fill="none" stroke="#22c55e" stroke-width="4" filter="url(#glow)"/>`;
  const carX = 1440,
    carY = ground;
  const car = `<ellipse cx="${carX + 160}" cy="${carY + 4}" rx="190" ry="12" fill="#0b2a16" opacity="0.45"/>
    <path d="M${carX} ${carY - 22}c0 -36 20 -52 58 -58l58 -40c14 -9 30 -13 48 -13h92c22 0 40 8 56 22l40 34c34 4 48 18 48 44v16c0 8 -6 12 -14 12h-372c-8 0 -14 -6 -14 -14z" fill="url(#car)"/>
    <path d="M${carX + 104} ${carY - 86}l40 -30c8 -6 18 -9 28 -9h70c14 0 26 5 36 14l32 25z" fill="#1e3a5f"/>
    <path d="M${carX + 215} ${carY - 126}l0 40" stroke="#f8fafc" stroke-width="6"/>
    <rect x="${carX + 352}" y="${carY - 66}" width="18" height="8" rx="4" fill="#fde68a"/>
    ${[carX + 78, carX + 290].map((wx) => `<circle cx="${wx}" cy="${carY - 14}" r="30" fill="#111827"/><circle cx="${wx}" cy="${carY - 14}" r="13" fill="#94a3b8"/>`).join('')}`;
  const c1 = 1300;
  const cable = `<path d="M${c1 + 52} ${ground - 80}C${c1 + 110} ${ground - 80} ${c1 + 90} ${ground - 10} ${carX + 20} ${ground - 48}" stroke="#1f2937" stroke-width="6" fill="none"/>`;
  const carport = `<g>
    <rect x="${cL + 10}" y="${ground - 20}" width="${cR - cL - 10}" height="22" rx="6" fill="#a3b1a0" opacity="0.7"/>
    <path d="M${cL + 20} ${ground}L${cL + 20} 455M${cR - 20} ${ground}L${cR - 20} 405" stroke="#cbd5e1" stroke-width="12"/>
    <path d="M${cL + 20} 470L${cL + 60} 445M${cR - 20} 420L${cR - 60} 425" stroke="#cbd5e1" stroke-width="6"/>
    <polygon points="${pts([
      [canopy[3][0], canopy[3][1]],
      [canopy[2][0], canopy[2][1]],
      [canopy[2][0], canopy[2][1] + 10],
      [canopy[3][0], canopy[3][1] + 10],
    ])}" fill="#94a3b8"/>
    <polygon points="${pts(canopy)}" fill="url(#pv)" stroke="#e2e8f0" stroke-width="3"/>
    <path d="${cells}" stroke="#dbeafe" stroke-opacity="0.45" stroke-width="1.5"/>
    ${charger(c1)}${cable}${car}
  </g>`;
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect width="${W}" height="${H}" fill="url(#sun)"/>
    <circle cx="1420" cy="250" r="46" fill="#fffdf0" filter="url(#glowBig)"/>
    ${cloud('sc1', 880, 120, 0.8, 0.4, '#cfe9dc')}${cloud('sc2', 300, 110, 1, 0.18, '#cfe9dc')}${cloud('sc3', 1680, 210, 0.6, 0.55, '#d9efe3')}
    ${breeze}${leaves}
    ${hills(W, horizon - 10, 60, rand, 'url(#h1)', 7)}
    ${far}
    ${hills(W, horizon + 40, 50, rand, 'url(#h2)', 6)}
    ${near}
    ${hills(W, horizon + 90, 30, rand, 'url(#h3)', 5)}
    ${carport}
    ${leftShade(W, H, '#03201c', 0.75, 0.5)}`,
  );
}
