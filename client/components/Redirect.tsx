import { Navigate } from 'react-router';
import { useRenderInfo } from './render-context';

/** A redirect the server answers with a real HTTP redirect and the browser follows in place. */
export function Redirect({ to, status = 302 }: { to: string; status?: number }) {
  const info = useRenderInfo();
  if (import.meta.env.SSR) {
    info.status = status;
    info.redirect = to;
    return null;
  }
  return <Navigate to={to} replace />;
}

/** Sets the HTTP status of a server render (e.g. 404 on the not-found page). */
export function HttpStatus({ code }: { code: number }) {
  const info = useRenderInfo();
  if (import.meta.env.SSR) info.status = code;
  return null;
}
