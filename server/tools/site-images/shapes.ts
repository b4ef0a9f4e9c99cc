// Reusable landscape and energy pieces: stars, power pylons and wires, wind turbines, clouds and hills.
import { type Pt, f1, pts, range, smoothPath } from './common.js';

export function stars(rand: () => number, n: number, w: number, h: number, maxY: number): string {
  return range(n)
    .map(() => {
      const x = rand() * w;
      const y = Math.pow(rand(), 1.4) * maxY;
      const r = 0.6 + rand() * 1.4;
      const o = (0.25 + rand() * 0.65) * (1 - y / maxY) + 0.08;
      return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="#e0ecff" opacity="${o.toFixed(2)}"/>`;
    })
    .join('');
}

/** A lattice power pylon; returns its drawing and the four points where the conductors hang. */
export function pylon(x: number, base: number, h: number, color: string): { svg: string; hooks: Pt[] } {
  const sw = Math.max(1, h / 110);
  const legs: Pt[][] = [-1, 1].map((s) => [
    [x + s * 0.15 * h, base],
    [x + s * 0.055 * h, base - 0.6 * h],
    [x + s * 0.03 * h, base - 0.86 * h],
    [x, base - h],
  ]);
  const at = (leg: Pt[], t: number): Pt => {
    // t = 0 at the base, 1 at 0.6 h (the waist)
    const [a, b] = [leg[0], leg[1]];
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  };
  const levels = [0, 0.18, 0.36, 0.54, 0.72, 0.88, 1];
  let brace = '';
  for (let i = 0; i < levels.length - 1; i++) {
    const l0 = at(legs[0], levels[i]),
      r0 = at(legs[1], levels[i]);
    const l1 = at(legs[0], levels[i + 1]),
      r1 = at(legs[1], levels[i + 1]);
    brace += `M${f1(l0[0])} ${f1(l0[1])}L${f1(r1[0])} ${f1(r1[1])}M${f1(r0[0])} ${f1(r0[1])}L${f1(l1[0])} ${f1(l1[1])}`;
    brace += `M${f1(l1[0])} ${f1(l1[1])}L${f1(r1[0])} ${f1(r1[1])}`;
  }
  const arm = (y: number, half: number, depth: number) =>
    `M${f1(x - half)} ${f1(y)}L${f1(x + half)} ${f1(y)}M${f1(x - half)} ${f1(y)}L${f1(x - 0.04 * h)} ${f1(y + depth)}M${f1(x + half)} ${f1(y)}L${f1(x + 0.04 * h)} ${f1(y + depth)}`;
  const y1 = base - 0.6 * h,
    y2 = base - 0.8 * h;
  const ins = 0.05 * h;
  const hooks: Pt[] = [
    [x - 0.26 * h, y1 + ins],
    [x + 0.26 * h, y1 + ins],
    [x - 0.18 * h, y2 + ins],
    [x + 0.18 * h, y2 + ins],
  ];
  const insulators = hooks.map(([hx, hy]) => `M${f1(hx)} ${f1(hy - ins)}L${f1(hx)} ${f1(hy)}`).join('');
  const legPath = legs.map((l) => `M${l.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}`).join('');
  const svg = `<path d="${legPath}${brace}${arm(y1, 0.26 * h, 0.07 * h)}${arm(y2, 0.18 * h, 0.05 * h)}${insulators}" stroke="${color}" stroke-width="${f1(sw)}" fill="none" stroke-linejoin="round"/>`;
  return { svg, hooks };
}

/** Sagging conductor between two points. */
export function wire(a: Pt, b: Pt, sag: number): string {
  const mx = (a[0] + b[0]) / 2,
    my = (a[1] + b[1]) / 2 + sag * 2;
  return `M${f1(a[0])} ${f1(a[1])}Q${f1(mx)} ${f1(my)} ${f1(b[0])} ${f1(b[1])}`;
}

/** A three-bladed wind turbine standing at (x, base), total tower height h. */
export function turbine(x: number, base: number, h: number, angle: number, tone: { light: string; shade: string }): string {
  const top = base - h;
  const bw = h * 0.032,
    tw = h * 0.014;
  const blade = h * 0.5;
  const bladePath = `M0 0 C ${f1(blade * 0.05)} ${f1(-blade * 0.06)}, ${f1(blade * 0.35)} ${f1(-blade * 0.07)}, ${f1(blade)} ${f1(-blade * 0.012)} L ${f1(blade)} ${f1(blade * 0.004)} C ${f1(blade * 0.4)} ${f1(blade * 0.02)}, ${f1(blade * 0.1)} ${f1(blade * 0.045)}, 0 0 Z`;
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path d="${bladePath}" transform="rotate(${f1(angle + a)})" fill="${tone.light}" stroke="${tone.shade}" stroke-width="${f1(h * 0.002)}"/>`,
    )
    .join('');
  return `<g>
    <polygon points="${pts([
      [x - bw, base],
      [x - tw, top],
      [x + tw, top],
      [x + bw, base],
    ])}" fill="${tone.light}"/>
    <polygon points="${pts([
      [x + bw * 0.15, base],
      [x + tw * 0.15, top],
      [x + tw, top],
      [x + bw, base],
    ])}" fill="${tone.shade}" opacity="0.55"/>
    <rect x="${f1(x - h * 0.02)}" y="${f1(top - h * 0.022)}" width="${f1(h * 0.085)}" height="${f1(h * 0.036)}" rx="${f1(h * 0.014)}" fill="${tone.light}"/>
    <rect x="${f1(x - h * 0.02)}" y="${f1(top - h * 0.004)}" width="${f1(h * 0.085)}" height="${f1(h * 0.018)}" rx="${f1(h * 0.008)}" fill="${tone.shade}" opacity="0.5"/>
    <g transform="translate(${f1(x - h * 0.03)} ${f1(top - h * 0.004)})">${blades}<circle r="${f1(h * 0.018)}" fill="${tone.light}" stroke="${tone.shade}" stroke-width="${f1(h * 0.003)}"/></g>
  </g>`;
}

/** A stylised cumulus cloud with a flat, slightly shaded base. */
export function cloud(id: string, x: number, y: number, s: number, opacity: number, tint = '#d6e4f2'): string {
  const bumps: [number, number, number][] = [
    [-70, 8, 30],
    [-30, -12, 44],
    [28, -34, 58],
    [88, -14, 46],
    [132, 6, 32],
    [60, 2, 40],
  ];
  const base = y + 30 * s;
  const top = y - 92 * s;
  return `<defs><linearGradient id="${id}" x1="0" y1="${f1(top)}" x2="0" y2="${f1(base)}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#f7fbff"/><stop offset="1" stop-color="${tint}"/></linearGradient>
      <clipPath id="${id}c"><rect x="${f1(x - 120 * s)}" y="${f1(top - 10)}" width="${f1(300 * s)}" height="${f1(base - top + 10)}"/></clipPath></defs>
    <g opacity="${opacity}" clip-path="url(#${id}c)" filter="url(#blur1)">
      ${bumps.map(([bx, by, r]) => `<circle cx="${f1(x + bx * s)}" cy="${f1(y + by * s)}" r="${f1(r * s)}" fill="url(#${id})"/>`).join('')}
      <rect x="${f1(x - 82 * s)}" y="${f1(y)}" width="${f1(230 * s)}" height="${f1(30 * s)}" rx="${f1(12 * s)}" fill="url(#${id})"/>
    </g>`;
}

export function hills(w: number, base: number, amp: number, rand: () => number, fill: string, steps = 8): string {
  const p: Pt[] = range(steps + 1).map((i) => [(i / steps) * w, base - amp * (0.35 + rand() * 0.65)]);
  return `<path d="${smoothPath(p)}L${w} 2000L0 2000Z" fill="${fill}"/>`;
}
