import { type Pt, f1, leftShade, pts, random, svgDoc } from './common.js';
import { stars, turbine } from './shapes.js';

// Isometric helpers (x to the right-down, y to the left-down, z up)
interface Iso {
  ox: number;
  oy: number;
  s: number;
}
const isoP = (iso: Iso, x: number, y: number, z: number): Pt => [
  iso.ox + (x - y) * 0.866 * iso.s,
  iso.oy + (x + y) * 0.5 * iso.s - z * iso.s,
];

function isoBox(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  c: { top: string; left: string; right: string },
  extra = '',
): string {
  const P = (a: number, b: number, cz: number) => isoP(iso, a, b, cz);
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const left = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const right = [P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)];
  return `<polygon points="${pts(left)}" fill="${c.left}"/><polygon points="${pts(right)}" fill="${c.right}"/><polygon points="${pts(top)}" fill="${c.top}" ${extra}/>`;
}

/** Isometric smart-energy district: factory, offices, solar, wind, storage and EV charging, linked by light. */
function isoDistrict(ox: number, oy: number, s: number): string {
  const iso: Iso = { ox, oy, s };
  const P = (x: number, y: number, z: number) => isoP(iso, x, y, z);
  const M = (x: number, y: number, z: number) => P(x, y, z).map(f1).join(' ');
  let out = '';
  // platform with a glow underneath
  out += `<polygon points="${pts([P(-1, -1, -1.5), P(25, -1, -1.5), P(25, 19, -1.5), P(-1, 19, -1.5)])}" fill="#38bdf8" opacity="0.22" filter="url(#haze)"/>`;
  out += isoBox(iso, 0, 0, -1, 24, 18, 1, { top: 'url(#isoTop)', left: '#0b2447', right: '#0e2f5c' });
  out += `<path d="M${M(0, 18, -0.5)}L${M(24, 18, -0.5)}L${M(24, 0, -0.5)}" stroke="#38bdf8" stroke-opacity="0.6" stroke-width="2" fill="none" filter="url(#glow)"/>`;
  let grid = '';
  for (let i = 1; i < 24; i++) grid += `M${M(i, 0, 0)}L${M(i, 18, 0)}`;
  for (let j = 1; j < 18; j++) grid += `M${M(0, j, 0)}L${M(24, j, 0)}`;
  out += `<path d="${grid}" stroke="#7dd3fc" stroke-opacity="0.12" stroke-width="1"/>`;
  // energy links on the ground between the hub and every consumer or producer
  const hub: Pt = [11, 9];
  const nodes: Pt[] = [
    [5.5, 7.5],
    [14, 5.5],
    [18, 5.5],
    [6, 9.6],
    [14.5, 10.6],
    [19, 12.5],
  ];
  let links = '';
  for (const [nx, ny] of nodes) links += `M${M(hub[0], hub[1], 0)}L${M(nx, hub[1], 0)}L${M(nx, ny, 0)}`;
  out += `<path d="${links}" stroke="#5eead4" stroke-width="3" fill="none" opacity="0.9" filter="url(#glow)"/>`;
  for (const [nx, ny] of [...nodes, hub]) {
    const p = P(nx, ny, 0);
    out += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(s * 0.18)}" fill="#a5f3fc" filter="url(#glow)"/>`;
  }
  const tz = (x: number, y: number, h: number, a: number) => {
    const b = P(x, y, 0);
    return turbine(b[0], b[1], h * s, a, { light: '#e2e8f0', shade: '#94a3b8' });
  };
  out += tz(1.2, 1.2, 7.5, 12) + tz(22.8, 1.2, 6, 64);
  // chimney behind the factory hall
  out += isoBox(iso, 2.3, 1.3, 0, 0.8, 0.8, 5.5, { top: '#cbd5e1', left: '#64748b', right: '#94a3b8' });
  out += `<circle cx="${f1(P(2.7, 1.7, 5.6)[0])}" cy="${f1(P(2.7, 1.7, 5.6)[1])}" r="4" fill="#f87171" filter="url(#glow)"/>`;
  // factory hall with a sawtooth roof
  out += isoBox(iso, 2, 2.5, 0, 7, 5, 2.4, { top: '#9fb6cf', left: '#3c5a80', right: '#5a789e' });
  for (let k = 0; k < 4; k++) {
    const y0 = 2.5 + k * 1.25;
    out += `<polygon points="${pts([P(2, y0, 2.4), P(9, y0, 2.4), P(9, y0 + 0.35, 3.2), P(2, y0 + 0.35, 3.2)])}" fill="#fcd58a" opacity="0.9"/>`;
    out += `<polygon points="${pts([P(2, y0 + 0.35, 3.2), P(9, y0 + 0.35, 3.2), P(9, y0 + 1.25, 2.4), P(2, y0 + 1.25, 2.4)])}" fill="#b7c9dc"/>`;
  }
  let fw = '';
  for (let i = 0; i < 6; i++)
    fw += `<polygon points="${pts([P(2.5 + i * 1.1, 7.5, 0.8), P(3.2 + i * 1.1, 7.5, 0.8), P(3.2 + i * 1.1, 7.5, 1.6), P(2.5 + i * 1.1, 7.5, 1.6)])}" fill="#fde68a" opacity="0.85"/>`;
  out += fw;
  // office tower
  out += isoBox(iso, 12, 1, 0, 4, 4, 8, { top: '#2b4a74', left: '#132a4a', right: '#1c3a63' });
  let win = '';
  for (let k = 1; k < 16; k++) {
    const z = k * 0.5;
    win += `M${M(12, 5, z)}L${M(16, 5, z)}M${M(16, 1, z)}L${M(16, 5, z)}`;
  }
  out += `<path d="${win}" stroke="#7dd3fc" stroke-opacity="0.5" stroke-width="1.5"/>`;
  out += isoBox(iso, 13, 2, 8, 2, 2, 0.6, { top: '#c7dcf2', left: '#5a7fa8', right: '#8fb0d3' });
  // battery storage containers
  for (let k = 0; k < 3; k++) {
    out += isoBox(iso, 18.5, 2.5 + k * 1.6, 0, 3, 1.2, 1.6, { top: '#e2e8f0', left: '#64748b', right: '#94a3b8' });
    out += `<polygon points="${pts([P(21.5, 2.8 + k * 1.6, 0.4), P(21.5, 3.4 + k * 1.6, 0.4), P(21.5, 3.4 + k * 1.6, 1.2), P(21.5, 2.8 + k * 1.6, 1.2)])}" fill="#22c55e" opacity="0.9" filter="url(#glow)"/>`;
  }
  // trees
  const tree = (x: number, y: number, r: number) => {
    const b = P(x, y, 0),
      c = P(x, y, r * 1.7);
    return `<ellipse cx="${f1(b[0])}" cy="${f1(b[1])}" rx="${f1(r * s * 0.8)}" ry="${f1(r * s * 0.4)}" fill="#000" opacity="0.3"/>
      <rect x="${f1(b[0] - 2)}" y="${f1(c[1])}" width="4" height="${f1(b[1] - c[1])}" fill="#7c5a3a"/>
      <circle cx="${f1(c[0])}" cy="${f1(c[1])}" r="${f1(r * s)}" fill="#22c55e"/><circle cx="${f1(c[0] - r * s * 0.3)}" cy="${f1(c[1] - r * s * 0.3)}" r="${f1(r * s * 0.45)}" fill="#86efac" opacity="0.6"/>`;
  };
  out += tree(10.5, 3.5, 0.6) + tree(1, 9, 0.7) + tree(17.3, 9.2, 0.6);
  // solar array, tilted towards the viewer
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      const x0 = 1.8 + c * 2.1,
        y0 = 10.2 + r * 2.3;
      out += `<path d="M${M(x0 + 0.2, y0, 1.3)}L${M(x0 + 0.2, y0, 0)}M${M(x0 + 1.6, y0, 1.3)}L${M(x0 + 1.6, y0, 0)}" stroke="#94a3b8" stroke-width="2"/>`;
      out += `<polygon points="${pts([P(x0, y0, 1.3), P(x0 + 1.9, y0, 1.3), P(x0 + 1.9, y0 + 1.3, 0.35), P(x0, y0 + 1.3, 0.35)])}" fill="url(#isoPv)" stroke="#bfdbfe" stroke-width="1.2"/>`;
      out += `<path d="M${M(x0 + 0.95, y0, 1.3)}L${M(x0 + 0.95, y0 + 1.3, 0.35)}M${M(x0, y0 + 0.65, 0.82)}L${M(x0 + 1.9, y0 + 0.65, 0.82)}" stroke="#bfdbfe" stroke-opacity="0.5" stroke-width="1"/>`;
    }
  // low office with a green roof
  out += isoBox(iso, 12, 11, 0, 5, 4.5, 2.6, { top: '#c7dcf2', left: '#5a7fa8', right: '#8fb0d3' });
  out += `<polygon points="${pts([P(12.5, 11.5, 2.62), P(16.5, 11.5, 2.62), P(16.5, 15, 2.62), P(12.5, 15, 2.62)])}" fill="#4ade80" opacity="0.6"/>`;
  let lw = '';
  for (const z of [0.7, 1.6])
    lw += `<polygon points="${pts([P(12.4, 15.5, z), P(16.6, 15.5, z), P(16.6, 15.5, z + 0.55), P(12.4, 15.5, z + 0.55)])}" fill="#e0f2fe" opacity="0.8"/><polygon points="${pts([P(17, 11.4, z), P(17, 15.1, z), P(17, 15.1, z + 0.55), P(17, 11.4, z + 0.55)])}" fill="#e0f2fe" opacity="0.6"/>`;
  out += lw;
  // EV chargers and a parked car
  for (let k = 0; k < 3; k++) {
    out += isoBox(iso, 19.4 + k * 1.4, 12.6, 0, 0.5, 0.4, 1.6, { top: '#f8fafc', left: '#94a3b8', right: '#cbd5e1' });
    const led = P(19.65 + k * 1.4, 13, 1.2);
    out += `<circle cx="${f1(led[0])}" cy="${f1(led[1])}" r="${f1(s * 0.13)}" fill="#22d3ee" filter="url(#glow)"/>`;
  }
  out += isoBox(iso, 19.6, 13.8, 0.15, 1.3, 2.4, 0.55, { top: '#e2e8f0', left: '#64748b', right: '#94a3b8' });
  out += isoBox(iso, 19.75, 14.4, 0.7, 1.0, 1.3, 0.4, { top: '#1e3a5f', left: '#334155', right: '#475569' });
  // cloud above the tower, connected by a dashed data link
  const top = P(14, 3, 8.6);
  const cy = top[1] - s * 5.5,
    cx = top[0];
  out += `<path d="M${f1(cx)} ${f1(top[1])}L${f1(cx)} ${f1(cy + s * 0.6)}" stroke="#5eead4" stroke-width="2" stroke-dasharray="4 9" opacity="0.9"/>`;
  out += `<path d="M${f1(cx - s * 2.4)} ${f1(cy + s * 0.6)}a${f1(s * 0.9)} ${f1(s * 0.9)} 0 0 1 ${f1(s * 0.55)} ${f1(-s * 1.7)}a${f1(s * 1.35)} ${f1(s * 1.35)} 0 0 1 ${f1(s * 2.5)} ${f1(-s * 0.35)}a${f1(s * 1.05)} ${f1(s * 1.05)} 0 0 1 ${f1(s * 1.75)} ${f1(s * 2.05)}Z" fill="#0f2a4a" stroke="#5eead4" stroke-width="2.5" filter="url(#glow)"/>`;
  return out;
}

/** Solutions list hero: an isometric smart-energy district floating in the dark. */
export function solutionsHero(): string {
  const W = 1920,
    H = 800;
  const rand = random(61);
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#040a1a"/><stop offset="0.55" stop-color="#0a1a3a"/><stop offset="1" stop-color="#0c2a4f"/></linearGradient>
    <linearGradient id="isoTop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#123a6a"/><stop offset="1" stop-color="#0b2a50"/></linearGradient>
    <linearGradient id="isoPv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e40af"/><stop offset="0.5" stop-color="#60a5fa"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>`;
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${stars(rand, 120, W, H, 700)}
    <ellipse cx="1400" cy="450" rx="600" ry="280" fill="#0ea5e9" opacity="0.16" filter="url(#haze)"/>
    ${isoDistrict(1360, 245, 22)}
    ${leftShade(W, H, '#030714', 0.7, 0.5)}`,
  );
}
