// The REST adapter of the old site's paths, on the same services as GraphQL.
import express, { Router, type RequestHandler } from 'express';
import { userInputError } from '../common/errors.js';
import { restContext, sendError } from '../modules/route-kit.js';
import { nestedDeeperThan } from '../common/validation.js';
import { features } from '../modules/features.js';
import { openApiDocument } from './openapi.js';
import type { ServiceDeps } from '../modules/services.js';

export function restRouters(deps: ServiceDeps): Router[] {
  return features.flatMap((feature) => (feature.routes ? [feature.routes(deps)] : []));
}

export function mountRest(deps: ServiceDeps): Router {
  const api = Router();
  api.use(
    ['/api', '/mail'],
    express.json({ limit: '2mb' }),
    express.urlencoded({ extended: false, limit: '2mb' }),
    refuseDeepBodies(deps),
    restContext(deps),
  );
  // The quote page's form sent without its script: only its POST is the REST side's, its GET is the page.
  api.post('/quote', express.urlencoded({ extended: false, limit: '2mb' }), restContext(deps));
  api.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  for (const router of restRouters(deps)) api.use(router);
  // Unknown API paths answer JSON 404, never the site's not-found page.
  api.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found', code: 'NOT_FOUND' });
  });
  return api;
}

/**
 * A JSON body nested past MAX_INPUT_DEPTH lists within each other is refused before any route reads it: every
 * recursive reader (validation, String(), logging) would overflow the stack on it.
 */
function refuseDeepBodies(deps: ServiceDeps): RequestHandler {
  return (req, res, next) => {
    if (!nestedDeeperThan(req.body)) return next();
    sendError(req, res, userInputError('body', 'TOO_DEEP'), deps.log);
  };
}
