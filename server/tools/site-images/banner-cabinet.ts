import { f1, leftShade, pts, random, range, svgDoc, vignette } from './common.js';
import { textBars } from './dashboard.js';

/** One device on a DIN rail. */
interface Device {
  kind: 'psu' | 'mcb' | 'gateway' | 'analyzer' | 'io' | 'modem' | 'switch' | 'terminal';
  units: number;
  color?: string;
}

function drawDevice(rand: () => number, d: Device, x: number, railY: number, unit: number, moduleH: number): string {
  const w = d.units * unit - 4;
  const y = railY - moduleH / 2;
  const terms = (ty: number, count: number) =>
    range(count)
      .map((i) => {
        const cx = x + (w / count) * (i + 0.5);
        return `<rect x="${f1(cx - w / count / 2 + 2)}" y="${f1(ty)}" width="${f1(w / count - 4)}" height="22" rx="3" fill="#2b3140"/><circle cx="${f1(cx)}" cy="${f1(ty + 11)}" r="6" fill="#aab3c0"/><line x1="${f1(cx - 4)}" y1="${f1(ty + 11)}" x2="${f1(cx + 4)}" y2="${f1(ty + 11)}" stroke="#4b5563" stroke-width="2"/>`;
      })
      .join('');
  const led = (lx: number, ly: number, color: string, on: boolean) =>
    `<circle cx="${f1(lx)}" cy="${f1(ly)}" r="4.5" fill="${on ? color : '#4b5563'}" ${on ? 'filter="url(#glow)"' : ''}/>`;
  const shadow = `<rect x="${x + 6}" y="${y + 14}" width="${w}" height="${moduleH}" rx="8" fill="#000" opacity="0.55" filter="url(#shadow)"/>`;
  if (d.kind === 'terminal') {
    return `${shadow}<rect x="${x}" y="${y + 30}" width="${w}" height="${moduleH - 60}" rx="3" fill="${d.color ?? '#9aa3ae'}"/>
      <rect x="${x}" y="${y + 30}" width="${w}" height="${moduleH - 60}" rx="3" fill="url(#devShade)"/>
      <circle cx="${x + w / 2}" cy="${y + 48}" r="5" fill="#6b7280"/><circle cx="${x + w / 2}" cy="${y + moduleH - 48}" r="5" fill="#6b7280"/>`;
  }
  let body = `${shadow}
    <rect x="${x}" y="${y}" width="${w}" height="${moduleH}" rx="8" fill="#e7ebf0"/>
    <rect x="${x}" y="${y}" width="${w}" height="${moduleH}" rx="8" fill="url(#devShade)"/>
    <rect x="${x + 6}" y="${y + 44}" width="${w - 12}" height="${moduleH - 88}" rx="6" fill="#f6f8fa" stroke="#c9d0d8"/>`;
  if (d.kind !== 'mcb') body += terms(y + 10, Math.max(2, d.units * 2)) + terms(y + moduleH - 32, Math.max(2, d.units * 2));
  const fx = x + 6,
    fy = y + 44,
    fw = w - 12,
    fh = moduleH - 88;
  switch (d.kind) {
    case 'mcb':
      body += `<rect x="${x + w / 2 - 5}" y="${y + 8}" width="10" height="22" fill="#9aa3ae"/><rect x="${x + w / 2 - 5}" y="${y + moduleH - 30}" width="10" height="22" fill="#9aa3ae"/>
        <rect x="${f1(x + w / 2 - 9)}" y="${f1(fy + fh * 0.28)}" width="18" height="${f1(fh * 0.44)}" rx="4" fill="#343b48"/>
        <rect x="${f1(x + w / 2 - 7)}" y="${f1(fy + fh * 0.3)}" width="14" height="${f1(fh * 0.18)}" rx="3" fill="#1f2937"/>
        <rect x="${fx + 4}" y="${fy + 8}" width="${fw - 8}" height="6" rx="2" fill="${d.color ?? '#0b5cab'}"/>`;
      break;
    case 'psu':
      body += `<rect x="${fx}" y="${fy}" width="${fw}" height="14" rx="4" fill="#0b5cab"/>
        ${led(fx + 20, fy + 40, '#22c55e', true)}<circle cx="${fx + fw - 24}" cy="${fy + 42}" r="9" fill="#cfd5dc" stroke="#8b95a3" stroke-width="2"/>
        <line x1="${fx + fw - 30}" y1="${fy + 42}" x2="${fx + fw - 18}" y2="${fy + 42}" stroke="#6b7280" stroke-width="2"/>
        ${range(6)
          .map((i) => `<rect x="${fx + 12}" y="${fy + 70 + i * 10}" width="${fw - 24}" height="4" rx="2" fill="#c3cad3"/>`)
          .join('')}`;
      break;
    case 'gateway':
      body += `<rect x="${fx}" y="${fy}" width="${fw}" height="16" rx="4" fill="${d.color ?? '#0b5cab'}"/>
        <rect x="${fx + fw - 30}" y="${y - 110}" width="8" height="112" rx="4" fill="#1f2937"/><rect x="${fx + fw - 34}" y="${y - 6}" width="16" height="12" fill="#c0a060"/>
        ${range(2)
          .map(
            (i) =>
              `<rect x="${fx + 14 + i * 54}" y="${fy + fh - 58}" width="42" height="36" rx="3" fill="#1f2937"/><rect x="${fx + 26 + i * 54}" y="${fy + fh - 30}" width="18" height="8" fill="#111827"/>${led(fx + 20 + i * 54, fy + fh - 64, '#f59e0b', rand() < 0.7)}${led(fx + 50 + i * 54, fy + fh - 64, '#22c55e', true)}`,
          )
          .join('')}
        ${range(4)
          .map((i) => led(fx + 20 + i * 22, fy + 40, ['#22c55e', '#22c55e', '#38bdf8', '#f59e0b'][i], i !== 3 || rand() < 0.5))
          .join('')}
        ${textBars(fx + 14, fy + 64, [fw - 50, fw - 80], '#c3cad3', 12, 5)}`;
      break;
    case 'analyzer':
      body += `<rect x="${fx + 10}" y="${fy + 12}" width="${fw - 20}" height="${fh * 0.5}" rx="6" fill="#0c2b2d"/>
        <rect x="${fx + 16}" y="${fy + 18}" width="${fw - 32}" height="${fh * 0.5 - 12}" rx="3" fill="url(#lcd)"/>
        <path d="${range(40)
          .map((i) => `${i ? 'L' : 'M'}${f1(fx + 24 + i * ((fw - 48) / 39))} ${f1(fy + 12 + fh * 0.25 + Math.sin(i / 3) * fh * 0.08)}`)
          .join('')}" stroke="#99f6e4" stroke-width="2.5" fill="none" filter="url(#glow)"/>
        ${range(5)
          .map(
            (i) =>
              `<rect x="${f1(fx + 28 + i * ((fw - 56) / 5))}" y="${f1(fy + fh * 0.46 - (0.2 + rand() * 0.6) * fh * 0.12)}" width="${f1((fw - 56) / 8)}" height="${f1(fh * 0.1)}" fill="#5eead4" opacity="0.8"/>`,
          )
          .join('')}
        ${range(4)
          .map(
            (i) =>
              `<circle cx="${f1(fx + 28 + i * ((fw - 56) / 3))}" cy="${f1(fy + fh * 0.78)}" r="11" fill="#d5dbe2" stroke="#9aa3ae" stroke-width="2"/>`,
          )
          .join('')}
        ${led(fx + fw - 22, fy + fh - 18, '#22c55e', true)}`;
      break;
    case 'io':
      body += `<rect x="${fx}" y="${fy}" width="${fw}" height="12" rx="4" fill="${d.color ?? '#0f8a5f'}"/>
        ${range(8)
          .map((i) => led(fx + fw / 2 - 12 + (i % 2) * 24, fy + 36 + Math.floor(i / 2) * 24, '#22c55e', rand() < 0.6))
          .join('')}
        ${textBars(fx + 10, fy + fh - 36, [fw - 20, fw - 34], '#c3cad3', 12, 5)}`;
      break;
    case 'modem':
      body += `<rect x="${fx}" y="${fy}" width="${fw}" height="14" rx="4" fill="${d.color ?? '#c2571a'}"/>
        ${range(4)
          .map(
            (i) =>
              `<rect x="${fx + 18 + i * 14}" y="${fy + 62 - i * 9}" width="9" height="${12 + i * 9}" rx="2" fill="${i < 3 ? '#22c55e' : '#4b5563'}" ${i < 3 ? 'filter="url(#glow)"' : ''}/>`,
          )
          .join('')}
        <rect x="${fx + 14}" y="${fy + fh - 60}" width="${fw - 28}" height="20" rx="3" fill="#2b3140"/><rect x="${fx + 20}" y="${fy + fh - 55}" width="${fw - 60}" height="10" fill="#111827"/>
        ${led(fx + fw - 22, fy + 36, '#38bdf8', true)}
        <rect x="${fx + fw - 26}" y="${y - 70}" width="8" height="72" rx="4" fill="#1f2937"/>`;
      break;
    case 'switch':
      body += `<rect x="${fx}" y="${fy}" width="${fw}" height="14" rx="4" fill="${d.color ?? '#6b3fa0'}"/>
        ${range(4)
          .map(
            (i) =>
              `<rect x="${fx + 12}" y="${fy + 28 + i * 34}" width="40" height="28" rx="3" fill="#1f2937"/><rect x="${fx + 22}" y="${fy + 48 + i * 34}" width="20" height="8" fill="#0b1020"/>${led(fx + 66, fy + 36 + i * 34, '#22c55e', rand() < 0.8)}${led(fx + 66, fy + 50 + i * 34, '#f59e0b', rand() < 0.5)}`,
          )
          .join('')}`;
      break;
  }
  return body;
}

/** Banner 2: devices on DIN rails inside a control cabinet. */
export function bannerCabinet(): string {
  const W = 1920,
    H = 1080;
  const rand = random(23);
  const cab = { x: 800, y: 40, w: 1080, h: 1000 };
  const plate = { x: cab.x + 40, y: cab.y + 40, w: cab.w - 80, h: cab.h - 80 };
  const defs = `
    <radialGradient id="bg" cx="0.72" cy="0.4" r="0.9"><stop offset="0" stop-color="#1b2a44"/><stop offset="0.6" stop-color="#0c1424"/><stop offset="1" stop-color="#060a14"/></radialGradient>
    <linearGradient id="cab" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a5567"/><stop offset="1" stop-color="#252d3b"/></linearGradient>
    <linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4659"/><stop offset="0.5" stop-color="#2d3748"/><stop offset="1" stop-color="#1d2432"/></linearGradient>
    <radialGradient id="spot" cx="0.75" cy="0.15" r="0.8"><stop offset="0" stop-color="#dbeafe" stop-opacity="0.22"/><stop offset="1" stop-color="#dbeafe" stop-opacity="0"/></radialGradient>
    <linearGradient id="rail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f6"/><stop offset="0.45" stop-color="#a9b3bf"/><stop offset="0.55" stop-color="#8b95a3"/><stop offset="1" stop-color="#d3d9e0"/></linearGradient>
    <linearGradient id="duct" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a3acb8"/><stop offset="1" stop-color="#7d8794"/></linearGradient>
    <linearGradient id="devShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.22"/></linearGradient>
    <linearGradient id="lcd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#115e59"/><stop offset="1" stop-color="#0f3b3a"/></linearGradient>
    <linearGradient id="door" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1a2130"/><stop offset="1" stop-color="#394457"/></linearGradient>`;

  // circuit traces in the background (left, faint)
  let traces = '';
  for (let i = 0; i < 16; i++) {
    let px = rand() * 760,
      py = 60 + rand() * 960;
    let d = `M${f1(px)} ${f1(py)}`;
    for (let s = 0; s < 4; s++) {
      const len = 40 + rand() * 140;
      const dir = Math.floor(rand() * 3);
      if (dir === 0) px += len;
      else if (dir === 1) {
        px += len * 0.7;
        py += (rand() < 0.5 ? -1 : 1) * len * 0.7;
      } else py += (rand() < 0.5 ? -1 : 1) * len;
      d += `L${f1(px)} ${f1(py)}`;
    }
    traces += `<path d="${d}" stroke="#38bdf8" stroke-opacity="${(0.05 + rand() * 0.08).toFixed(2)}" stroke-width="2" fill="none"/><circle cx="${f1(px)}" cy="${f1(py)}" r="4" fill="none" stroke="#38bdf8" stroke-opacity="0.15" stroke-width="2"/>`;
  }

  const duct = (
    y: number,
    h: number,
  ) => `<rect x="${plate.x + 30}" y="${y}" width="${plate.w - 60}" height="${h}" rx="3" fill="url(#duct)"/>
    ${range(Math.floor((plate.w - 80) / 30))
      .map((i) => `<rect x="${plate.x + 42 + i * 30}" y="${y + 6}" width="14" height="${h - 18}" rx="2" fill="#5b6472"/>`)
      .join('')}
    <rect x="${plate.x + 30}" y="${y}" width="${plate.w - 60}" height="6" fill="#c2c9d2"/>`;
  const rail = (y: number) => `<rect x="${plate.x + 20}" y="${y - 18}" width="${plate.w - 40}" height="36" rx="2" fill="url(#rail)"/>
    ${range(Math.floor((plate.w - 60) / 50))
      .map((i) => `<rect x="${plate.x + 40 + i * 50}" y="${y - 4}" width="24" height="8" rx="4" fill="#5b6472"/>`)
      .join('')}`;

  const unit = 44,
    moduleH = 230;
  const rails = [
    {
      y: 330,
      devices: [
        { kind: 'psu', units: 3 },
        ...range(4).map(() => ({ kind: 'mcb', units: 1, color: '#0b5cab' })),
        { kind: 'gateway', units: 4, color: '#0b5cab' },
        { kind: 'analyzer', units: 5 },
        { kind: 'io', units: 2, color: '#0f8a5f' },
        { kind: 'io', units: 2, color: '#0f8a5f' },
      ] as Device[],
    },
    {
      y: 720,
      devices: [
        { kind: 'switch', units: 3 },
        { kind: 'modem', units: 3 },
        { kind: 'analyzer', units: 4 },
        { kind: 'io', units: 2, color: '#0e7490' },
        { kind: 'io', units: 2, color: '#0e7490' },
        ...range(10).map((i) => ({ kind: 'terminal', units: 0.5, color: i % 4 === 3 ? '#3b82f6' : i % 4 === 1 ? '#6b7280' : '#9aa3ae' })),
        ...range(3).map(() => ({ kind: 'terminal', units: 0.5, color: '#b8c42a' })),
      ] as Device[],
    },
  ];
  const wireColors = ['#7c4a1e', '#111827', '#6b7280', '#2563eb', '#c0c72a'];
  let railsSvg = '';
  let wiresSvg = '';
  for (const r of rails) {
    railsSvg += rail(r.y);
    let x = plate.x + 50;
    for (const d of r.devices) {
      railsSvg += drawDevice(rand, d, x, r.y, unit, moduleH);
      const w = d.units * unit - 4;
      // wires from the top and bottom terminals into the ducts
      const n = d.kind === 'terminal' ? 1 : Math.max(2, d.units * 2);
      for (let k = 0; k < n; k++) {
        if (d.kind !== 'terminal' && rand() < 0.35) continue;
        const wx = x + (w / n) * (k + 0.5);
        const col = wireColors[Math.floor(rand() * wireColors.length)];
        const topY = r.y - moduleH / 2 + 2,
          botY = r.y + moduleH / 2 - 2;
        wiresSvg += `<path d="M${f1(wx)} ${topY}C${f1(wx)} ${topY - 40} ${f1(wx + (rand() - 0.5) * 30)} ${topY - 50} ${f1(wx + (rand() - 0.5) * 20)} ${topY - 70}" stroke="${col}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
        wiresSvg += `<path d="M${f1(wx)} ${botY}C${f1(wx)} ${botY + 40} ${f1(wx + (rand() - 0.5) * 30)} ${botY + 50} ${f1(wx + (rand() - 0.5) * 20)} ${botY + 70}" stroke="${col}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      }
      x += d.units * unit;
    }
  }

  return svgDoc(
    W,
    H,
    defs,
    `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${traces}
    <ellipse cx="1350" cy="560" rx="700" ry="520" fill="#2563eb" opacity="0.12" filter="url(#haze)"/>
    <rect x="${cab.x + 20}" y="${cab.y + 30}" width="${cab.w}" height="${cab.h}" rx="18" fill="#000" opacity="0.6" filter="url(#shadow)"/>
    <rect x="${cab.x}" y="${cab.y}" width="${cab.w}" height="${cab.h}" rx="16" fill="url(#cab)"/>
    <rect x="${plate.x}" y="${plate.y}" width="${plate.w}" height="${plate.h}" rx="6" fill="url(#plate)"/>
    ${range(2)
      .map(
        (i) =>
          `<circle cx="${plate.x + 16}" cy="${plate.y + 16 + i * (plate.h - 32)}" r="6" fill="#5b6472"/><circle cx="${plate.x + plate.w - 16}" cy="${plate.y + 16 + i * (plate.h - 32)}" r="6" fill="#5b6472"/>`,
      )
      .join('')}
    ${wiresSvg}
    ${duct(plate.y + 30, 70)}${duct(480, 80)}${duct(870, 80)}
    ${railsSvg}
    <rect x="${plate.x}" y="${plate.y}" width="${plate.w}" height="${plate.h}" rx="6" fill="url(#spot)"/>
    <polygon points="${pts([
      [cab.x + 4, cab.y + 10],
      [cab.x - 250, cab.y - 40],
      [cab.x - 250, cab.y + cab.h + 40],
      [cab.x + 4, cab.y + cab.h - 10],
    ])}" fill="url(#door)"/>
    <polygon points="${pts([
      [cab.x - 40, cab.y + 80],
      [cab.x - 200, cab.y + 50],
      [cab.x - 200, cab.y + cab.h - 50],
      [cab.x - 40, cab.y + cab.h - 80],
    ])}" fill="#0f1522" opacity="0.55"/>
    <polygon points="${pts([
      [cab.x - 70, cab.y + 200],
      [cab.x - 170, cab.y + 185],
      [cab.x - 170, cab.y + 420],
      [cab.x - 70, cab.y + 430],
    ])}" fill="#2f3a4d"/>
    <path d="M${cab.x + 4} ${cab.y + 10}L${cab.x - 250} ${cab.y - 40}" stroke="#7a879b" stroke-width="3" opacity="0.6"/>
    ${leftShade(W, H, '#03060d', 0.75, 0.45)}
    ${vignette(W, H, 0.5)}`,
  );
}
