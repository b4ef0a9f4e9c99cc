import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const server = path.dirname(here);

/** The project root, from the compiled location (dist/server/common/) or the source one (server/common/). */
export const projectRoot = path.basename(path.dirname(server)) === 'dist' ? path.resolve(server, '../..') : path.resolve(server, '..');
