import { type Pt, f1, pts, random, svgDoc, vignette } from './common.js';
import { cloud, hills } from './shapes.js';

/** About: a modern technopark building at golden hour, in architectural (two-point) perspective. */
export function aboutBuilding(): string {
  const W = 1200,
    H = 900;
  const rand = random(51);
  const horizon = 680,
    f = 900,
    cx = 600,
    eye = 1.6;
  // u runs along the lit facade (to the right), v along the shaded one (to the left), y is up, in metres
  const a = (32 * Math.PI) / 180,
    Xc = -9.5,
    Zc = 58;
  const P = (u: number, y: number, v: number): Pt => {
    const X = Xc + u * Math.cos(a) - v * Math.sin(a);
    const Z = Zc + u * Math.sin(a) + v * Math.cos(a);
    return [cx + (f * X) / Z, horizon - (f * (y - eye)) / Z];
  };
  const poly = (p: Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;
  const seg = (p: Pt, q: Pt) => `M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}`;
  const quad = (u0: number, u1: number, y0: number, y1: number, v: number): Pt[] => [
    P(u0, y0, v),
    P(u1, y0, v),
    P(u1, y1, v),
    P(u0, y1, v),
  ];
  const quadV = (v0: number, v1: number, y0: number, y1: number, u: number): Pt[] => [
    P(u, y0, v0),
    P(u, y0, v1),
    P(u, y1, v1),
    P(u, y1, v0),
  ];
  const L = 42,
    D = 24,
    Ht = 30,
    floors = 8;
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a72c2"/><stop offset="0.5" stop-color="#8dbde9"/><stop offset="0.78" stop-color="#eedbc4"/><stop offset="1" stop-color="#f4c596"/></linearGradient>
    <linearGradient id="litGlass" x1="${f1(P(0, Ht, 0)[0])}" y1="${f1(P(0, Ht, 0)[1])}" x2="${f1(P(L, 0, 0)[0])}" y2="${f1(P(L, 0, 0)[1])}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#a9d0f2"/><stop offset="0.35" stop-color="#6fa3d6"/><stop offset="0.62" stop-color="#f2cfa4"/><stop offset="0.8" stop-color="#8fb8e0"/><stop offset="1" stop-color="#4d7fb5"/></linearGradient>
    <linearGradient id="shadeGlass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d6b9f"/><stop offset="1" stop-color="#1e3a5e"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b3a8"/><stop offset="1" stop-color="#857f76"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#86b86a"/><stop offset="1" stop-color="#4b8442"/></linearGradient>
    <radialGradient id="lobby" cx="0.5" cy="0.6" r="0.7"><stop offset="0" stop-color="#fff0c8"/><stop offset="1" stop-color="#e8a860"/></radialGradient>`;
  const parts: string[] = [];
  // hazy tower behind on the right
  const tu = 50,
    tv = 14,
    tw = 14,
    th = 62;
  parts.push(poly(quad(tu, tu + tw, 0, th, tv), '#a6c3e0'), poly(quadV(tv, tv + tw, 0, th, tu), '#86a7ca'));
  let tl = '';
  for (let k = 1; k < 18; k++)
    tl += seg(P(tu, (th * k) / 18, tv), P(tu + tw, (th * k) / 18, tv)) + seg(P(tu, (th * k) / 18, tv), P(tu, (th * k) / 18, tv + tw));
  parts.push(`<path d="${tl}" stroke="#eaf2fa" stroke-opacity="0.5" stroke-width="1"/>`);
  // main block: shaded (left) and lit (right) curtain walls
  parts.push(poly(quadV(0, D, 0, Ht, 0), 'url(#shadeGlass)'), poly(quad(0, L, 0, Ht, 0), 'url(#litGlass)'));
  // lit windows on the shaded side
  for (let k = 1; k < floors; k++)
    for (let i = 0; i < 12; i++)
      if (rand() < 0.2) {
        const fy = Ht / (floors + 0.2);
        parts.push(
          poly(quadV((D * i) / 12 + 0.15, (D * (i + 1)) / 12 - 0.15, k * fy + 0.5, (k + 1) * fy - 0.5, 0), '#ffd9a0', 'opacity="0.5"'),
        );
      }
  // cloud reflections
  parts.push(
    `<g opacity="0.3">${poly([P(4, 24, 0), P(16, 27, 0), P(26, 25, 0), P(14, 20, 0)], '#fff')}${poly([P(24, 9, 0), P(36, 13, 0), P(42, 12, 0), P(42, 7, 0), P(30, 6, 0)], '#fff6e6')}</g>`,
  );
  // mullions and floor slabs
  let mull = '',
    slabs = '';
  for (let i = 1; i < 24; i++) mull += seg(P((L * i) / 24, 0, 0), P((L * i) / 24, Ht, 0));
  for (let i = 1; i < 24; i++) mull += seg(P(0, 0, (D * i) / 24), P(0, Ht, (D * i) / 24));
  for (let k = 1; k <= floors; k++) {
    const y = (Ht * k) / (floors + 0.2);
    slabs += seg(P(0, y, 0), P(L, y, 0)) + seg(P(0, y, 0), P(0, y, D));
  }
  parts.push(`<path d="${mull}" stroke="#eef5fb" stroke-opacity="0.5" stroke-width="1.4"/>`);
  parts.push(`<path d="${slabs}" stroke="#f5f7f9" stroke-width="4.5"/>`);
  // parapet and corner fin
  parts.push(poly(quad(0, L, Ht, Ht + 1.5, 0), '#f3f5f7'), poly(quadV(0, D, Ht, Ht + 1.5, 0), '#c3ccd6'));
  parts.push(`<path d="${seg(P(0, 0, 0), P(0, Ht + 1.5, 0))}" stroke="#ffffff" stroke-width="6"/>`);
  // cantilevered meeting box that projects from the lit facade
  const c = { u0: 24, u1: 48, y0: 19, y1: 26, v: -6 };
  parts.push(poly([P(c.u0, c.y0, c.v), P(c.u1, c.y0, c.v), P(c.u1, c.y0, 0), P(c.u0, c.y0, 0)], '#7d8898'));
  parts.push(poly(quadV(c.v, 0, c.y0, c.y1, c.u0), '#c2cbd6'));
  parts.push(poly(quad(c.u0, c.u1, c.y0, c.y1, c.v), '#f4f6f8'));
  parts.push(poly(quad(c.u0 + 1.2, c.u1 - 1.2, c.y0 + 1.4, c.y1 - 1.2, c.v), '#2b4d78'));
  let cm = '';
  for (let i = 1; i < 12; i++)
    cm += seg(
      P(c.u0 + 1.2 + ((c.u1 - c.u0 - 2.4) * i) / 12, c.y0 + 1.4, c.v),
      P(c.u0 + 1.2 + ((c.u1 - c.u0 - 2.4) * i) / 12, c.y1 - 1.2, c.v),
    );
  parts.push(`<path d="${cm}" stroke="#8fb3d9" stroke-opacity="0.6" stroke-width="1.2"/>`);
  parts.push(poly(quad(c.u0 + 1.2, c.u1 - 1.2, c.y0 + 1.4, c.y0 + 2.6, c.v), '#ffd79a', 'opacity="0.55"'));
  // glowing lobby and entrance canopy
  parts.push(poly(quad(3, 26, 0, 4.2, 0), 'url(#lobby)'));
  let lob = '';
  for (let i = 0; i <= 12; i++) lob += seg(P(3 + (23 * i) / 12, 0, 0), P(3 + (23 * i) / 12, 4.2, 0));
  parts.push(`<path d="${lob}" stroke="#7a6448" stroke-opacity="0.45" stroke-width="1.5"/>`);
  parts.push(poly([P(1, 4.4, -4), P(28, 4.4, -4), P(28, 4.4, 0), P(1, 4.4, 0)], '#9aa5b3'));
  parts.push(poly(quad(1, 28, 4.4, 5.1, -4), '#f8fafc'));
  parts.push(poly(quadV(-4, 0, 4.4, 5.1, 1), '#d3dae2'));
  // planters along the base
  parts.push(poly([P(-1, 0, -1), P(L, 0, -1), P(L, 0.9, -1), P(-1, 0.9, -1)], '#5f8f4f'));
  parts.push(poly([P(-1, 0, -1), P(-1, 0, D), P(-1, 0.9, D), P(-1, 0.9, -1)], '#4a7540'));
  // paving grid on the plaza
  let pav = '';
  for (let u = -20; u <= 66; u += 2.5) pav += seg(P(u, 0, -50), P(u, 0, -1.5));
  for (let v = -50; v <= -2; v += 2.5) pav += seg(P(-20, 0, v), P(66, 0, v));
  const lawn = [P(-20, 0, -52), P(2, 0, -52), P(2, 0, -14), P(-20, 0, -14)];
  const lawn2 = [P(28, 0, -52), P(66, 0, -52), P(66, 0, -14), P(28, 0, -14)];
  // trees: round canopies and slim cypresses
  const tree = (u: number, v: number, hgt: number, kind: 'round' | 'slim'): string => {
    const b = P(u, 0, v),
      t = P(u, hgt, v);
    const sc = (b[1] - t[1]) / 140;
    const shadow = `<ellipse cx="${f1(b[0] + 12 * sc)}" cy="${f1(b[1] + 2)}" rx="${f1(46 * sc)}" ry="${f1(9 * sc)}" fill="#3f3a33" opacity="0.3"/>`;
    const trunk = `<rect x="${f1(b[0] - 3.5 * sc)}" y="${f1(b[1] - 70 * sc)}" width="${f1(7 * sc)}" height="${f1(70 * sc)}" fill="#5b4636"/>`;
    if (kind === 'slim')
      return `${shadow}${trunk}<ellipse cx="${f1(b[0])}" cy="${f1(b[1] - 92 * sc)}" rx="${f1(17 * sc)}" ry="${f1(56 * sc)}" fill="#2f6a3a"/><ellipse cx="${f1(b[0] - 5 * sc)}" cy="${f1(b[1] - 100 * sc)}" rx="${f1(7 * sc)}" ry="${f1(36 * sc)}" fill="#5d9e58" opacity="0.55"/>`;
    const blobs: [number, number, number, string][] = [
      [0, -110, 40, '#3f7d3c'],
      [-30, -86, 32, '#367034'],
      [30, -88, 34, '#4a8a42'],
      [-12, -130, 28, '#4e9145'],
      [16, -124, 26, '#5aa04f'],
    ];
    return `${shadow}${trunk}${blobs.map(([dx, dy, r, col]) => `<circle cx="${f1(b[0] + dx * sc)}" cy="${f1(b[1] + dy * sc)}" r="${f1(r * sc)}" fill="${col}"/>`).join('')}
      <circle cx="${f1(b[0] - 10 * sc)}" cy="${f1(b[1] - 120 * sc)}" r="${f1(16 * sc)}" fill="#b6dc8c" opacity="0.4"/>`;
  };
  const trees: [number, number, number, 'round' | 'slim'][] = [
    [-6, -4, 8, 'slim'],
    [-3, -4, 6, 'round'],
    [31, -6, 6, 'round'],
    [40, -6, 8, 'slim'],
    [46, -6, 7, 'round'],
    [-20, -10, 9, 'round'],
    [-16, -18, 7, 'slim'],
    [34, -24, 8, 'round'],
    [-18, -32, 9, 'round'],
    [44, -34, 8, 'slim'],
  ];
  const treeSvg = trees
    .map((t) => ({ t, z: Zc + t[0] * Math.sin(a) + t[1] * Math.cos(a) }))
    .filter(({ z }) => z > 8)
    .sort((p, q) => q.z - p.z)
    .map(({ t }) => tree(...t))
    .join('');
  // street lamps
  const lamps = [
    [2, -14],
    [2, -26],
    [28, -14],
    [28, -26],
  ]
    .map(([u, v]) => {
      const b = P(u, 0, v),
        t = P(u, 5, v);
      return `<path d="M${f1(b[0])} ${f1(b[1])}L${f1(t[0])} ${f1(t[1])}" stroke="#3b4250" stroke-width="3"/><circle cx="${f1(t[0])}" cy="${f1(t[1])}" r="5" fill="#fff3d6" filter="url(#glow)"/>`;
    })
    .join('');
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${cloud('ac1', 150, 170, 0.85, 0.75)}${cloud('ac2', 1010, 120, 0.9, 0.8)}${cloud('ac3', 600, 60, 0.55, 0.6)}
    ${hills(W, horizon - 6, 22, rand, '#a7bfae', 9)}
    <rect y="${horizon + 2}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>
    <path d="${pav}" stroke="#f4efe6" stroke-opacity="0.35" stroke-width="1.2"/>
    ${poly(lawn, 'url(#lawn)')}${poly(lawn2, 'url(#lawn)')}
    <path d="${seg(lawn[3], lawn[2])}${seg(lawn2[3], lawn2[2])}" stroke="#e9e4da" stroke-width="4"/>
    ${parts.join('')}
    ${lamps}
    ${treeSvg}
    ${vignette(W, H, 0.3)}`,
  );
}
