import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** Renders children only in the browser, after hydration (the server and first client render show the fallback). */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <>{isClient ? children : fallback}</>;
}
