// Reads an uploaded spreadsheet on a worker thread (piscina, product-import-file.ts): decoding, unpacking and parsing
// a file of 100,000 rows takes seconds of CPU, which on the main thread would hold every other request (the health
// check too) for that long.
// The product inputs carry type-graphql and MikroORM decorators, which read reflect-metadata as they load.
import 'reflect-metadata';
import { readProductsFile, type ReadResult } from './product-spreadsheet-read.js';

export interface ReadJob {
  bytes: Uint8Array;
  xlsx: boolean;
}

export default function read(job: ReadJob): Promise<ReadResult> {
  return readProductsFile(job.bytes, job.xlsx);
}
