// Writes schema.graphql from the type-graphql schema (`npm run schema`).
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildAppSchema, printAppSchema } from '../graphql/schema.js';

writeFileSync('schema.graphql', printAppSchema(await buildAppSchema()));
console.log('schema.graphql written');
