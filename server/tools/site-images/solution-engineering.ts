import { f1, leftShade, random, range, svgDoc } from './common.js';
import { barChart } from './dashboard.js';

/** Engineering services: a blueprint with a single-line diagram, a gear and a power quality scope. */
export function solutionEngineering(): string {
  const W = 1920,
    H = 800;
  const rand = random(97);
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06203f"/><stop offset="1" stop-color="#0d3d73"/></linearGradient>
    <linearGradient id="scope" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1524"/><stop offset="1" stop-color="#050b14"/></linearGradient>`;
  let minor = '',
    major = '';
  for (let x = 0; x <= W; x += 24) {
    if (x % 120 === 0) major += `M${x} 0L${x} ${H}`;
    else minor += `M${x} 0L${x} ${H}`;
  }
  for (let y = 0; y <= H; y += 24) {
    if (y % 120 === 0) major += `M0 ${y}L${W} ${y}`;
    else minor += `M0 ${y}L${W} ${y}`;
  }
  const ink = '#dbeafe';
  // single-line diagram: grid feed, transformer, busbar, breakers, feeders with meters
  const bx = 760,
    busY = 420;
  let sld = `<path d="M${bx + 190} 70L${bx + 190} 150" stroke="${ink}" stroke-width="3"/>
    <circle cx="${bx + 190}" cy="185" r="36" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="${bx + 190}" cy="230" r="36" fill="none" stroke="${ink}" stroke-width="3"/>
    <path d="M${bx + 190} 266L${bx + 190} 300" stroke="${ink}" stroke-width="3"/>
    <rect x="${bx + 174}" y="300" width="32" height="40" fill="none" stroke="${ink}" stroke-width="3"/><path d="M${bx + 174} 300L${bx + 206} 340M${bx + 206} 300L${bx + 174} 340" stroke="${ink}" stroke-width="2"/>
    <path d="M${bx + 190} 340L${bx + 190} ${busY}" stroke="${ink}" stroke-width="3"/>
    <path d="M${bx} ${busY}L${bx + 520} ${busY}" stroke="${ink}" stroke-width="7"/>`;
  range(5).forEach((i) => {
    const fx = bx + 40 + i * 110;
    sld += `<path d="M${fx} ${busY}L${fx} ${busY + 50}" stroke="${ink}" stroke-width="3"/>
      <path d="M${fx} ${busY + 50}L${fx + 18} ${busY + 80}" stroke="${ink}" stroke-width="3"/><circle cx="${fx}" cy="${busY + 50}" r="4" fill="${ink}"/>
      <path d="M${fx} ${busY + 86}L${fx} ${busY + 130}" stroke="${ink}" stroke-width="3"/>
      <circle cx="${fx}" cy="${busY + 152}" r="22" fill="none" stroke="#fbbf24" stroke-width="3"/>
      <path d="M${fx - 10} ${busY + 158}A12 12 0 0 1 ${fx + 10} ${busY + 158}M${fx} ${busY + 158}L${fx + 7} ${busY + 146}" stroke="#fbbf24" stroke-width="2.5" fill="none"/>
      <path d="M${fx} ${busY + 174}L${fx} ${busY + 230}L${fx - 14} ${busY + 230}L${fx + 14} ${busY + 230}M${fx - 9} ${busY + 238}L${fx + 9} ${busY + 238}M${fx - 4} ${busY + 246}L${fx + 4} ${busY + 246}" stroke="${ink}" stroke-width="2.5" fill="none"/>`;
  });
  // capacitor bank (reactive power compensation) on the right end of the bus
  const cx0 = bx + 560;
  sld += `<path d="M${bx + 520} ${busY}L${cx0 + 40} ${busY}L${cx0 + 40} ${busY + 60}" stroke="${ink}" stroke-width="3" fill="none"/>
    ${range(3)
      .map(
        (i) =>
          `<path d="M${cx0 + i * 40} ${busY + 60}L${cx0 + i * 40} ${busY + 100}M${cx0 + i * 40 - 16} ${busY + 100}L${cx0 + i * 40 + 16} ${busY + 100}M${cx0 + i * 40 - 16} ${busY + 112}L${cx0 + i * 40 + 16} ${busY + 112}M${cx0 + i * 40} ${busY + 112}L${cx0 + i * 40} ${busY + 140}" stroke="#5eead4" stroke-width="3"/>`,
      )
      .join('')}
    <path d="M${cx0} ${busY + 60}L${cx0 + 80} ${busY + 60}M${cx0} ${busY + 140}L${cx0 + 80} ${busY + 140}" stroke="#5eead4" stroke-width="3"/>`;
  // dimension lines
  const dim = (
    x1: number,
    y1: number,
    x2: number,
    y2: number,
  ) => `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${ink}" stroke-opacity="0.6" stroke-width="1.5"/>
    <path d="M${x1} ${y1 - 10}L${x1} ${y1 + 10}M${x2} ${y2 - 10}L${x2} ${y2 + 10}" stroke="${ink}" stroke-opacity="0.6" stroke-width="1.5"/>
    <path d="M${x1} ${y1}l14 -5l0 10zM${x2} ${y2}l-14 -5l0 10z" fill="${ink}" fill-opacity="0.6"/>`;
  sld += dim(bx, busY + 290, bx + 520, busY + 290) + dim(bx + 520 + 120, busY + 290, bx + 520 + 220, busY + 290);
  // gear
  const gear = (cx: number, cy: number, r: number, teeth: number, rot: number) => {
    let d = '';
    for (let i = 0; i < teeth; i++) {
      const a0 = rot + (i / teeth) * Math.PI * 2;
      const a = [a0, a0 + 0.12, a0 + 0.2, a0 + 0.36, a0 + 0.44].map((v) => v * (12 / teeth) * (teeth / 12));
      const step = (Math.PI * 2) / teeth;
      const q = [a0, a0 + step * 0.2, a0 + step * 0.3, a0 + step * 0.7, a0 + step * 0.8];
      void a;
      const pr = (ang: number, rr: number) => `${f1(cx + Math.cos(ang) * rr)} ${f1(cy + Math.sin(ang) * rr)}`;
      d += `${i ? 'L' : 'M'}${pr(q[0], r)}L${pr(q[1], r)}L${pr(q[2], r * 1.16)}L${pr(q[3], r * 1.16)}L${pr(q[4], r)}`;
    }
    return `<path d="${d}Z" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${f1(r * 0.35)}" fill="none" stroke="${ink}" stroke-width="3"/>
      <path d="M${cx - r * 1.4} ${cy}L${cx + r * 1.4} ${cy}M${cx} ${cy - r * 1.4}L${cx} ${cy + r * 1.4}" stroke="${ink}" stroke-opacity="0.4" stroke-width="1.2" stroke-dasharray="14 6 3 6"/>`;
  };
  // oscilloscope with a distorted waveform against the clean sine
  const sx = 1500,
    sy = 120,
    sw = 360,
    sh = 240;
  const sine = range(91)
    .map((i) => `${i ? 'L' : 'M'}${f1(sx + 20 + i * ((sw - 40) / 90))} ${f1(sy + sh / 2 - Math.sin((i / 90) * Math.PI * 4) * 70)}`)
    .join('');
  const dist = range(181)
    .map((i) => {
      const t = (i / 180) * Math.PI * 4;
      return `${i ? 'L' : 'M'}${f1(sx + 20 + i * ((sw - 40) / 180))} ${f1(sy + sh / 2 - (Math.sin(t) * 62 + Math.sin(3 * t) * 16 + Math.sin(5 * t) * 9))}`;
    })
    .join('');
  let sgrid = '';
  for (let i = 1; i < 8; i++) sgrid += `M${sx + 20 + i * ((sw - 40) / 8)} ${sy + 20}L${sx + 20 + i * ((sw - 40) / 8)} ${sy + sh - 20}`;
  for (let i = 1; i < 6; i++) sgrid += `M${sx + 20} ${sy + 20 + i * ((sh - 40) / 6)}L${sx + sw - 20} ${sy + 20 + i * ((sh - 40) / 6)}`;
  const scope = `<rect x="${sx - 6}" y="${sy + 14}" width="${sw + 12}" height="${sh}" rx="18" fill="#000" opacity="0.45" filter="url(#shadow)"/>
    <rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="16" fill="url(#scope)" stroke="#60a5fa" stroke-opacity="0.6" stroke-width="2"/>
    <path d="${sgrid}" stroke="#60a5fa" stroke-opacity="0.15"/>
    <path d="${sine}" stroke="#5eead4" stroke-width="2.5" fill="none" opacity="0.7"/>
    <path d="${dist}" stroke="#fbbf24" stroke-width="3" fill="none" filter="url(#glow)"/>
    ${barChart(rand, sx + 30, sy + sh + 40, sw - 60, 120, ['#fbbf24', '#60a5fa', '#60a5fa', '#60a5fa'], 9).replace(/opacity="0.9"/g, 'opacity="0.75"')}`;
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <path d="${minor}" stroke="#93c5fd" stroke-opacity="0.07" stroke-width="1"/>
    <path d="${major}" stroke="#93c5fd" stroke-opacity="0.15" stroke-width="1.2"/>
    <ellipse cx="1300" cy="400" rx="700" ry="330" fill="#3b82f6" opacity="0.15" filter="url(#haze)"/>
    <g filter="url(#glow)" opacity="0.95">${sld}</g>
    <g opacity="0.75">${gear(1540, 600, 70, 12, 0.1)}${gear(1680, 690, 44, 9, 0.3)}</g>
    ${scope}
    ${leftShade(W, H, '#031024', 0.8, 0.5)}`,
  );
}
