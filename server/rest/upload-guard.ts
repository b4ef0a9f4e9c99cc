// Uploads: only an administrator sends them (a multipart request without a valid admin token is refused before its
// body is read: graphql-upload would spool every file to disk first), and only images are ever shown inline.
import type { RequestHandler } from 'express';
import { createContext } from '../modules/context.js';
import { closeIfBodyUnread } from '../modules/route-kit.js';
import type { ServiceDeps } from '../modules/services.js';

/** For /graphql: multipart requests need a valid admin token (the same check the resolvers' context makes). */
export function refuseAnonymousUploads(deps: ServiceDeps): RequestHandler {
  return async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    try {
      // An integrator's token too: its scopes decide in the services.
      if (await createContext(deps, { authorization: req.headers.authorization, ip: req.ip, via: 'rest' }).principal()) return next();
    } catch (error) {
      closeIfBodyUnread(req, res);
      return next(error);
    }
    closeIfBodyUnread(req, res);
    // A GraphQL response (the admin's client reads UNAUTHENTICATED from it and ends the session), status 401.
    const type = req.accepts(['application/graphql-response+json', 'application/json']) || 'application/json';
    res
      .status(401)
      .type(type)
      .send(JSON.stringify({ errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] }));
  };
}
