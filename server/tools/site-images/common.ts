// Shared helpers for the site illustrations: deterministic randomness, number formatting, the SVG document
// wrapper with the filters every scene uses, the left text shade and vignette, and JPEG rendering.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../common/paths.js';

export type Pt = [number, number];

export const OUT_DIR = path.join(projectRoot, 'public/img');
const JPEG = { quality: 72, mozjpeg: true, progressive: true } as const;

/** Deterministic pseudo-random numbers so that every run draws the same pictures. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
export const pts = (list: Pt[]) => list.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`;
}

/** Filters shared by all scenes. */
const COMMON_DEFS = `
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="glowBig" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="blur1" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.2"/></filter>
<filter id="blur3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>`;

/** A darkening band on the left, where the pages put white text. */
export function leftShade(w: number, h: number, color: string, opacity: number, until = 0.6): string {
  return `<defs><linearGradient id="leftShade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="${until}" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#leftShade)"/>`;
}

export function vignette(w: number, h: number, opacity: number): string {
  return `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${opacity}"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#vig)"/>`;
}

export function smoothPath(points: Pt[]): string {
  if (points.length < 2) return '';
  let d = `M${f1(points[0][0])} ${f1(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)],
      p1 = points[i],
      p2 = points[i + 1],
      p3 = points[Math.min(points.length - 1, i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return d;
}

export interface Job {
  name: string;
  width: number;
  height: number;
  draw: () => string;
  mobile?: boolean;
}

function write(file: string, data: Buffer): void {
  writeFileSync(path.join(OUT_DIR, file), data);
  console.log(`${file.padEnd(44)} ${(data.length / 1024).toFixed(1).padStart(6)} KB`);
}

/** Renders one scene to `<name>.jpg` (and `<name>-m.jpg`, a phone crop, for banners). */
export async function renderJob(job: Job): Promise<void> {
  const svg = Buffer.from(job.draw());
  const full = await sharp(svg).resize(job.width, job.height).jpeg(JPEG).toBuffer();
  write(`${job.name}.jpg`, full);
  if (job.mobile) {
    const phone = await sharp(svg).resize(800, 1000, { fit: 'cover', position: 'centre' }).jpeg(JPEG).toBuffer();
    write(`${job.name}-m.jpg`, phone);
  }
}
