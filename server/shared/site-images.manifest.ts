// Generated from public/img by `node dist/server/tools/site-images/index.js` (writeSiteImageManifest): do not edit.
// The build (server/tools/image-variants.ts) stops when it no longer matches the files.
export const SITE_IMAGE_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  'about.jpg': { width: 1200, height: 900 },
  'banner-1-m.jpg': { width: 800, height: 1000 },
  'banner-1.jpg': { width: 1920, height: 1080 },
  'banner-2-m.jpg': { width: 800, height: 1000 },
  'banner-2.jpg': { width: 1920, height: 1080 },
  'banner-3-m.jpg': { width: 800, height: 1000 },
  'banner-3.jpg': { width: 1920, height: 1080 },
  'default.jpg': { width: 1200, height: 900 },
  'solution-engineering-services.jpg': { width: 1920, height: 800 },
  'solution-smart-energy-management.jpg': { width: 1920, height: 800 },
  'solution-software-hardware-solutions.jpg': { width: 1920, height: 800 },
  'solution-sustainability-services.jpg': { width: 1920, height: 800 },
  'solutions.jpg': { width: 1920, height: 800 },
};
