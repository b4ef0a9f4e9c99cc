// An uploaded spreadsheet read for an import: its bytes taken in (bounded, by name a .csv or an .xlsx), then read on a
// worker thread (product-spreadsheet.worker.ts) while this one goes on answering.
import { Piscina } from 'piscina';
import { userInputError } from '../../common/errors.js';
import type { IncomingFile } from '../../files/storage.js';
import type { ImportedProduct, ImportProblem } from './product-spreadsheet.js';
import { MAX_IMPORT_BYTES } from './product-spreadsheet.js';
import type { ReadResult } from './product-spreadsheet-read.js';
import type { ReadJob } from './product-spreadsheet.worker.js';

/**
 * One worker, started when a file comes: imports are rare, and the other core serves visitors. Loading its modules
 * (zod and the product inputs' type-graphql and MikroORM) takes a second or more, so it stays for the apply that
 * follows a dry run. Its heap is bounded, so a file that would take more memory ends that worker rather than the server.
 */
const reader = new Piscina<ReadJob, ReadResult>({
  filename: new URL('./product-spreadsheet.worker.js', import.meta.url).href,
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: 10 * 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 3072 },
});

/** The file's bytes, refused past MAX_IMPORT_BYTES or when it is neither a .csv nor an .xlsx. */
async function readImportFile(upload: IncomingFile | Promise<IncomingFile>): Promise<{ bytes: Buffer; xlsx: boolean }> {
  const file = await upload;
  const xlsx = /\.xlsx$/i.test(file.filename);
  if (!xlsx && !/\.csv$/i.test(file.filename)) throw userInputError('file', 'FILE_TYPE_NOT_ALLOWED');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMPORT_BYTES) throw userInputError('file', 'FILE_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  if (!size) throw userInputError('file', 'FILE_EMPTY');
  return { bytes: Buffer.concat(chunks), xlsx };
}

/**
 * Reads an uploaded file in productsCsv's or productsXlsx's format (told apart by its name): its products and
 * problems (product-spreadsheet-read.ts). A workbook that unpacks to more than it may, or whose reading runs out of
 * the worker's memory, is refused (FILE_TOO_LARGE).
 */
export async function readProductsUpload(
  upload: IncomingFile | Promise<IncomingFile>,
): Promise<{ products: ImportedProduct[]; problems: ImportProblem[] }> {
  const { bytes, xlsx } = await readImportFile(upload);
  let read: ReadResult;
  try {
    read = await reader.run({ bytes, xlsx });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw userInputError('file', 'FILE_TOO_LARGE');
    throw error;
  }
  if ('tooLarge' in read) throw userInputError('file', 'FILE_TOO_LARGE');
  return read;
}
