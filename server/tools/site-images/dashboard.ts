// Dashboard widgets drawn on glass panels: charts, gauges, KPI rings and placeholder text bars.
import { type Pt, f1, range, smoothPath } from './common.js';

/** A smooth random walk for chart lines. */
function series(rand: () => number, n: number, start: number, volatility: number, trend = 0): number[] {
  const out: number[] = [];
  let v = start;
  for (let i = 0; i < n; i++) {
    v += (rand() - 0.5) * volatility + trend;
    v = Math.min(0.95, Math.max(0.08, v));
    out.push(v);
  }
  return out;
}

/** A translucent glass panel with a glowing edge. */
export function glassPanel(x: number, y: number, w: number, h: number, accent: string, inner: string): string {
  return `<g>
    <rect x="${x - 6}" y="${y + 10}" width="${w + 12}" height="${h + 6}" rx="22" fill="#000" opacity="0.35" filter="url(#shadow)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="url(#glass)" stroke="${accent}" stroke-opacity="0.75" stroke-width="2"/>
    <rect x="${x + 1}" y="${y + 1}" width="${w - 2}" height="${h * 0.35}" rx="15" fill="#fff" opacity="0.04"/>
    ${inner}
  </g>`;
}

export function lineChart(
  rand: () => number,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  id: string,
  n = 18,
  trend = 0,
): string {
  const vals = series(rand, n, 0.45, 0.22, trend);
  const p: Pt[] = vals.map((v, i) => [x + (i / (n - 1)) * w, y + h - v * h]);
  const line = smoothPath(p);
  const grid = range(4)
    .map(
      (i) =>
        `<line x1="${x}" x2="${x + w}" y1="${f1(y + (h * (i + 1)) / 4)}" y2="${f1(y + (h * (i + 1)) / 4)}" stroke="#9cc9ff" stroke-opacity="0.12" stroke-width="1"/>`,
    )
    .join('');
  const last = p[p.length - 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>
    ${grid}<path d="${line}L${x + w} ${y + h}L${x} ${y + h}Z" fill="url(#${id})"/>
    <path d="${line}" stroke="${color}" stroke-width="3" fill="none" filter="url(#glow)"/>
    <circle cx="${f1(last[0])}" cy="${f1(last[1])}" r="6" fill="#fff" stroke="${color}" stroke-width="3" filter="url(#glow)"/>`;
}

export function barChart(rand: () => number, x: number, y: number, w: number, h: number, colors: string[], n = 10): string {
  const bw = (w / n) * 0.58;
  return (
    range(n)
      .map((i) => {
        const v = 0.25 + rand() * 0.7;
        const bx = x + (i + 0.21) * (w / n);
        const c = colors[i % colors.length];
        return `<rect x="${f1(bx)}" y="${f1(y + h - v * h)}" width="${f1(bw)}" height="${f1(v * h)}" rx="${f1(Math.min(4, bw / 3))}" fill="${c}" opacity="0.9"/>`;
      })
      .join('') + `<line x1="${x}" x2="${x + w}" y1="${y + h}" y2="${y + h}" stroke="#9cc9ff" stroke-opacity="0.3"/>`
  );
}

/** A circular gauge: background track, value arc, ticks and a needle. */
export function gauge(cx: number, cy: number, r: number, value: number, id: string, colors: [string, string], thick = 0.13): string {
  const start = 135,
    sweep = 270;
  const polar = (a: number, rr: number): Pt => [cx + rr * Math.cos((a * Math.PI) / 180), cy + rr * Math.sin((a * Math.PI) / 180)];
  const arc = (a0: number, a1: number, rr: number) => {
    const [x0, y0] = polar(a0, rr),
      [x1, y1] = polar(a1, rr);
    return `M${f1(x0)} ${f1(y0)}A${f1(rr)} ${f1(rr)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${f1(x1)} ${f1(y1)}`;
  };
  const end = start + sweep * value;
  const ticks = range(28)
    .map((i) => {
      const a = start + (sweep * i) / 27;
      const [x0, y0] = polar(a, r * 0.72),
        [x1, y1] = polar(a, r * (i % 3 === 0 ? 0.62 : 0.67));
      return `M${f1(x0)} ${f1(y0)}L${f1(x1)} ${f1(y1)}`;
    })
    .join('');
  const [nx, ny] = polar(end, r * 0.58);
  return `<linearGradient id="${id}" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>
    <circle cx="${cx}" cy="${cy}" r="${f1(r * 1.05)}" fill="${colors[1]}" opacity="0.05"/>
    <path d="${arc(start, start + sweep, r * 0.86)}" stroke="#9cc9ff" stroke-opacity="0.14" stroke-width="${f1(r * thick)}" fill="none" stroke-linecap="round"/>
    <path d="${arc(start, end, r * 0.86)}" stroke="url(#${id})" stroke-width="${f1(r * thick)}" fill="none" stroke-linecap="round" filter="url(#glow)"/>
    <path d="${ticks}" stroke="#cfe6ff" stroke-opacity="0.45" stroke-width="${f1(Math.max(1, r / 60))}"/>
    <line x1="${cx}" y1="${cy}" x2="${f1(nx)}" y2="${f1(ny)}" stroke="#fff" stroke-width="${f1(Math.max(2, r / 30))}" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="${f1(r * 0.08)}" fill="#fff"/>
    <circle cx="${cx}" cy="${cy}" r="${f1(r * 0.3)}" fill="none" stroke="${colors[1]}" stroke-opacity="0.25" stroke-width="${f1(r * 0.03)}"/>`;
}

/** A small ring indicator (KPI donut). */
export function ring(cx: number, cy: number, r: number, value: number, color: string): string {
  const c = 2 * Math.PI * r;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="#9cc9ff" stroke-opacity="0.15" stroke-width="${f1(r * 0.28)}" fill="none"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" stroke="${color}" stroke-width="${f1(r * 0.28)}" fill="none" stroke-dasharray="${f1(c * value)} ${f1(c)}" transform="rotate(-90 ${cx} ${cy})" stroke-linecap="round" filter="url(#glow)"/>`;
}

/** Bars that stand in for text lines inside panels. */
export function textBars(x: number, y: number, widths: number[], color: string, gap = 14, hgt = 6): string {
  return widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${hgt}" rx="${hgt / 2}" fill="${color}"/>`).join('');
}
