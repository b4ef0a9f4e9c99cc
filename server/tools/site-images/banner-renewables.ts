import { type Pt, f1, leftShade, pts, random, range, svgDoc } from './common.js';
import { cloud, hills, turbine } from './shapes.js';

/** Solar panel field drawn in perspective: rows parallel to the image plane receding to the horizon. */
function solarField(opts: {
  horizon: number;
  cx: number;
  camH: number;
  f: number;
  xFrom: number;
  xTo: number;
  depths: number[];
  id: string;
}): string {
  const { horizon, cx, camH, f } = opts;
  const P = (X: number, e: number, Z: number): Pt => [cx + (f * X) / Z, horizon + (f * (camH - e)) / Z];
  let out = '';
  for (const Z of [...opts.depths].reverse()) {
    const front = 0.5,
      back = 2.0,
      dz = 1.7;
    const a = P(opts.xFrom, front, Z),
      b = P(opts.xTo, front, Z),
      c = P(opts.xTo, back, Z + dz),
      d = P(opts.xFrom, back, Z + dz);
    // legs and shadow
    const groundA = P(opts.xFrom, 0, Z + dz * 0.9),
      groundB = P(opts.xTo, 0, Z + dz * 0.9);
    out += `<polygon points="${pts([P(opts.xFrom, 0, Z - 0.3), P(opts.xTo, 0, Z - 0.3), P(opts.xTo, 0, Z + dz + 1.2), P(opts.xFrom, 0, Z + dz + 1.2)])}" fill="#1d3b22" opacity="0.45"/>`;
    let legs = '';
    for (let X = opts.xFrom + 1; X < opts.xTo; X += 3.3) {
      const top = P(X, back - 0.1, Z + dz - 0.1),
        bot = P(X, 0, Z + dz - 0.1);
      const ft = P(X, front, Z + 0.05),
        fb2 = P(X, 0, Z + 0.05);
      legs += `M${f1(top[0])} ${f1(top[1])}L${f1(bot[0])} ${f1(bot[1])}M${f1(ft[0])} ${f1(ft[1])}L${f1(fb2[0])} ${f1(fb2[1])}`;
    }
    out += `<path d="${legs}" stroke="#39414f" stroke-width="${f1(Math.max(1, 36 / Z))}"/>`;
    void groundA;
    void groundB;
    out += `<polygon points="${pts([a, b, c, d])}" fill="url(#${opts.id})"/>`;
    // module and cell lines
    let lines = '';
    for (let X = opts.xFrom; X <= opts.xTo; X += 1.1) {
      const p = P(X, front, Z),
        q = P(X, back, Z + dz);
      lines += `M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}`;
    }
    const cellLines = 3;
    for (let k = 1; k <= cellLines; k++) {
      const t = k / (cellLines + 1);
      const e = front + (back - front) * t,
        z = Z + dz * t;
      const p = P(opts.xFrom, e, z),
        q = P(opts.xTo, e, z);
      lines += `M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}`;
    }
    out += `<path d="${lines}" stroke="#b9d7f5" stroke-opacity="0.35" stroke-width="${f1(Math.max(0.6, 14 / Z))}"/>`;
    out += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#dfe8f2" stroke-width="${f1(Math.max(1, 30 / Z))}"/>`;
    out += `<path d="M${f1(d[0])} ${f1(d[1])}L${f1(c[0])} ${f1(c[1])}" stroke="#cfd9e4" stroke-opacity="0.8" stroke-width="${f1(Math.max(0.8, 18 / Z))}"/>`;
  }
  return out;
}

/** Banner 3: solar panels and wind turbines under a bright sky. */
export function bannerRenewables(): string {
  const W = 1920,
    H = 1080,
    horizon = 640;
  const rand = random(37);
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c62c4"/><stop offset="0.45" stop-color="#4f9be6"/><stop offset="0.85" stop-color="#bfe1fa"/><stop offset="1" stop-color="#e9f5fd"/></linearGradient>
    <radialGradient id="sun" cx="1560" cy="190" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.08" stop-color="#fff4c2" stop-opacity="0.95"/><stop offset="0.3" stop-color="#ffe9a8" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8dbfb5"/><stop offset="1" stop-color="#a9cfc4"/></linearGradient>
    <linearGradient id="mid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6aa86a"/><stop offset="1" stop-color="#4f8f55"/></linearGradient>
    <linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#64a552"/><stop offset="0.4" stop-color="#4a8b40"/><stop offset="1" stop-color="#2a5f2b"/></linearGradient>
    <linearGradient id="pv" x1="700" y1="700" x2="1900" y2="1080" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#1b3f78"/><stop offset="0.35" stop-color="#23559c"/><stop offset="0.48" stop-color="#7fb6ea"/><stop offset="0.56" stop-color="#2a5ea6"/><stop offset="1" stop-color="#132f5e"/></linearGradient>`;
  const rays = range(14)
    .map((i) => {
      const a = (i / 14) * Math.PI * 2 + 0.2;
      const r0 = 90,
        r1 = 420 + (i % 3) * 120;
      const p0: Pt = [1560 + Math.cos(a - 0.04) * r0, 190 + Math.sin(a - 0.04) * r0];
      const p1: Pt = [1560 + Math.cos(a) * r1, 190 + Math.sin(a) * r1];
      const p2: Pt = [1560 + Math.cos(a + 0.04) * r0, 190 + Math.sin(a + 0.04) * r0];
      return `<polygon points="${pts([p0, p1, p2])}" fill="#fff8d6" opacity="0.08"/>`;
    })
    .join('');
  const tone = { light: '#f8fafc', shade: '#94a3b8' };
  const farTone = { light: '#e6eff5', shade: '#9fb3c4' };
  const farTurbines = [
    [930, 612, 120, 10],
    [1040, 605, 140, 50],
    [1160, 600, 150, 95],
    [1270, 610, 130, 20],
    [760, 622, 90, 70],
    [660, 628, 70, 35],
  ]
    .map(([x, b, h, a]) => turbine(x, b, h, a, farTone))
    .join('');
  const nearTurbines = [
    [1420, 690, 420, 18],
    [1760, 705, 560, 62],
  ]
    .map(([x, b, h, a]) => turbine(x, b, h, a, tone))
    .join('');
  // crop rows in the field on the left, converging on the horizon
  let furrows = '';
  for (let k = -14; k <= 6; k++) furrows += `M${f1(1000 + k * 40)} ${horizon + 60}L${f1(1000 + k * 520)} ${H}`;
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect width="${W}" height="${H}" fill="url(#sun)"/>
    ${rays}
    <circle cx="1560" cy="190" r="58" fill="#fffdf2" filter="url(#glowBig)"/>
    ${cloud('c1', 240, 200, 1.0, 0.55, '#c9dcf0')}${cloud('c2', 760, 150, 1.35, 0.9)}${cloud('c3', 1150, 360, 0.75, 0.85)}${cloud('c4', 1760, 430, 0.8, 0.75)}${cloud('c5', 480, 440, 0.6, 0.5, '#c9dcf0')}
    ${hills(W, horizon - 10, 70, rand, 'url(#far)', 7)}
    ${farTurbines}
    ${hills(W, horizon + 40, 60, rand, 'url(#mid)', 6)}
    ${nearTurbines}
    ${hills(W, horizon + 80, 26, rand, 'url(#near)', 5)}
    <path d="${furrows}" stroke="#8cc46f" stroke-opacity="0.16" stroke-width="6"/>
    ${solarField({ horizon, cx: 1000, camH: 10, f: 600, xFrom: -5, xTo: 70, depths: [12, 19, 26, 33, 40, 48, 56], id: 'pv' })}
    ${leftShade(W, H, '#0a2246', 0.55, 0.5)}`,
  );
}
