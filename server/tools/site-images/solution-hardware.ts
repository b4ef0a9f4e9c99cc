import { type Pt, f1, leftShade, random, range, svgDoc } from './common.js';

/** Software and hardware: a glowing processor on a circuit board. */
export function solutionHardware(): string {
  const W = 1920,
    H = 800;
  const rand = random(83);
  const chip = { cx: 1360, cy: 400, s: 230 };
  const defs = `
    <radialGradient id="bg" cx="0.7" cy="0.5" r="0.9"><stop offset="0" stop-color="#0b3b4a"/><stop offset="0.5" stop-color="#072533"/><stop offset="1" stop-color="#03111a"/></radialGradient>
    <linearGradient id="chip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a3546"/><stop offset="1" stop-color="#0e141d"/></linearGradient>
    <linearGradient id="die" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b8c4d2"/><stop offset="0.5" stop-color="#e8eef4"/><stop offset="1" stop-color="#8d9aab"/></linearGradient>
    <linearGradient id="trace" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2dd4bf" stop-opacity="0.05"/><stop offset="1" stop-color="#5eead4" stop-opacity="0.9"/></linearGradient>`;
  // traces leaving the chip on all four sides, with 45 degree bends
  let traces = '';
  let vias = '';
  let pulses = '';
  const half = chip.s / 2;
  for (let side = 0; side < 4; side++) {
    for (let k = 0; k < 12; k++) {
      const t = -half + 20 + (k * (chip.s - 40)) / 11;
      const len1 = 40 + rand() * 80;
      const bend = (rand() < 0.5 ? -1 : 1) * (20 + rand() * 70);
      const len2 = 80 + rand() * (side === 3 ? 520 : 260);
      // local coordinates: u along the outward normal, v along the edge
      const seg: [number, number][] = [
        [half + 14, t],
        [half + 14 + len1, t],
        [half + 14 + len1 + Math.abs(bend), t + bend],
        [half + 14 + len1 + Math.abs(bend) + len2, t + bend],
      ];
      const map = ([u, v]: [number, number]): Pt => {
        switch (side) {
          case 0:
            return [chip.cx + u, chip.cy + v];
          case 1:
            return [chip.cx + v, chip.cy + u];
          case 2:
            return [chip.cx + v, chip.cy - u];
          default:
            return [chip.cx - u, chip.cy + v];
        }
      };
      const p = seg.map(map);
      const op = (0.35 + rand() * 0.5).toFixed(2);
      traces += `<path d="M${p.map((q) => `${f1(q[0])} ${f1(q[1])}`).join('L')}" stroke="#2dd4bf" stroke-opacity="${op}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
      const end = p[3];
      vias += `<circle cx="${f1(end[0])}" cy="${f1(end[1])}" r="7" fill="#072533" stroke="#5eead4" stroke-opacity="${op}" stroke-width="3"/>`;
      if (rand() < 0.28) {
        const a = p[2],
          b = p[3];
        const m: Pt = [a[0] + (b[0] - a[0]) * 0.5, a[1] + (b[1] - a[1]) * 0.5];
        pulses += `<circle cx="${f1(m[0])}" cy="${f1(m[1])}" r="5" fill="#ccfbf1" filter="url(#glow)"/>`;
      }
    }
  }
  // pins
  let pins = '';
  for (let k = 0; k < 12; k++) {
    const t = -half + 20 + (k * (chip.s - 40)) / 11;
    pins += `<rect x="${chip.cx + half - 2}" y="${chip.cy + t - 4}" width="18" height="8" fill="url(#die)"/><rect x="${chip.cx - half - 16}" y="${chip.cy + t - 4}" width="18" height="8" fill="url(#die)"/>`;
    pins += `<rect x="${chip.cx + t - 4}" y="${chip.cy + half - 2}" width="8" height="18" fill="url(#die)"/><rect x="${chip.cx + t - 4}" y="${chip.cy - half - 16}" width="8" height="18" fill="url(#die)"/>`;
  }
  // small surface mount parts
  let smd = '';
  for (let i = 0; i < 46; i++) {
    const x = 620 + rand() * 1300,
      y = 30 + rand() * 740;
    if (Math.abs(x - chip.cx) < half + 130 && Math.abs(y - chip.cy) < half + 130) continue;
    const vertical = rand() < 0.5;
    const [w, h] = vertical ? [12, 26] : [26, 12];
    smd += `<rect x="${f1(x)}" y="${f1(y)}" width="${w}" height="${h}" rx="2" fill="${rand() < 0.5 ? '#1f2937' : '#7c5a3a'}"/>`;
    smd += vertical
      ? `<rect x="${f1(x)}" y="${f1(y)}" width="12" height="6" fill="#cbd5e1"/><rect x="${f1(x)}" y="${f1(y + 20)}" width="12" height="6" fill="#cbd5e1"/>`
      : `<rect x="${f1(x)}" y="${f1(y)}" width="6" height="12" fill="#cbd5e1"/><rect x="${f1(x + 20)}" y="${f1(y)}" width="6" height="12" fill="#cbd5e1"/>`;
  }
  // a secondary chip and a connector
  const chip2 = `<rect x="1700" y="600" width="130" height="90" rx="6" fill="url(#chip)" stroke="#334155"/>
    ${range(8)
      .map(
        (i) =>
          `<rect x="${1708 + i * 15}" y="590" width="7" height="12" fill="url(#die)"/><rect x="${1708 + i * 15}" y="688" width="7" height="12" fill="url(#die)"/>`,
      )
      .join('')}
    <rect x="1660" y="80" width="200" height="60" rx="6" fill="#1f2937" stroke="#475569"/>${range(9)
      .map((i) => `<rect x="${1672 + i * 20}" y="96" width="10" height="28" rx="2" fill="#d4a64a"/>`)
      .join('')}`;
  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <path d="${range(40)
      .map((i) => `M0 ${i * 20}L${W} ${i * 20}`)
      .join('')}" stroke="#0f766e" stroke-opacity="0.08" stroke-width="1"/>
    ${traces}${vias}${smd}${chip2}${pulses}
    <rect x="${chip.cx - half - 40}" y="${chip.cy - half - 40}" width="${chip.s + 80}" height="${chip.s + 80}" rx="30" fill="#2dd4bf" opacity="0.35" filter="url(#haze)"/>
    ${pins}
    <rect x="${chip.cx - half + 10}" y="${chip.cy - half + 26}" width="${chip.s}" height="${chip.s}" rx="18" fill="#000" opacity="0.6" filter="url(#shadow)"/>
    <rect x="${chip.cx - half}" y="${chip.cy - half}" width="${chip.s}" height="${chip.s}" rx="18" fill="url(#chip)" stroke="#5eead4" stroke-opacity="0.6" stroke-width="2"/>
    <rect x="${chip.cx - 70}" y="${chip.cy - 70}" width="140" height="140" rx="10" fill="url(#die)"/>
    <rect x="${chip.cx - 56}" y="${chip.cy - 56}" width="112" height="112" rx="6" fill="#0b3b4a"/>
    <path d="${range(7)
      .map(
        (i) =>
          `M${chip.cx - 48 + i * 16} ${chip.cy - 48}L${chip.cx - 48 + i * 16} ${chip.cy + 48}M${chip.cx - 48} ${chip.cy - 48 + i * 16}L${chip.cx + 48} ${chip.cy - 48 + i * 16}`,
      )
      .join('')}" stroke="#5eead4" stroke-opacity="0.55" stroke-width="1.5" filter="url(#glow)"/>
    <circle cx="${chip.cx - half + 22}" cy="${chip.cy - half + 22}" r="7" fill="#475569"/>
    ${leftShade(W, H, '#020a10', 0.8, 0.5)}`,
  );
}
