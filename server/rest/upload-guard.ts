// Uploads: only an administrator sends them (a multipart request without a valid admin token is refused before its
// body is read: graphql-upload would spool every file to disk first), and only images are ever shown inline.
import type { Request, RequestHandler, Response } from 'express';
import { createContext } from '../graphql/context.js';
import type { ServiceDeps } from '../modules/services.js';

/** A body this small is read and dropped by Node at no cost, keeping the connection (and the client's write) whole. */
const SMALL_BODY = 64 * 1024;

/**
 * Asks Node to close the connection once the answer is sent when a large request body has not fully arrived: the
 * rest is then dropped unread instead of being read and discarded to keep the connection alive.
 */
export function closeIfBodyUnread(req: Request, res: Response): void {
  const length = Number(req.headers['content-length'] ?? Number.POSITIVE_INFINITY);
  if (!req.complete && !(length <= SMALL_BODY)) res.set('Connection', 'close');
}

/** For /graphql: multipart requests need a valid admin token (the same check the resolvers' context makes). */
export function refuseAnonymousUploads(deps: ServiceDeps): RequestHandler {
  return async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    try {
      if (await createContext(deps, req.headers.authorization, req.ip, 'rest').admin()) return next();
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
