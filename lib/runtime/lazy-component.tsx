/**
 * A component whose code loads in its own chunk, the first time it renders.
 * The static build renders it in full (Rspress waits for every lazy component
 * before writing a page), and on the first load React keeps that server HTML
 * until the chunk arrives, so a reader sees no difference; only the first-load
 * JavaScript gets smaller.
 */
import { type ComponentType, lazy, Suspense } from 'react';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}
