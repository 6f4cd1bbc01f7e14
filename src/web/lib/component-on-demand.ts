import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component whose chunk loads on demand and that renders only once it is there. (React.lazy suspends on its first
 * render even when the chunk has already arrived, so the place would first show a fallback, then move.)
 */
export function componentOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => component;

  return {
    /** Starts loading (once); resolves when the component can render. */
    load(): Promise<void> {
      loading ??= load().then((loaded) => {
        component = loaded;
        for (const listener of listeners) listener();
      });
      return loading;
    },
    isLoaded: () => component !== null,
    /** The component once loaded, else null; re-renders when it arrives. */
    useComponent: () => useSyncExternalStore(subscribe, current, current),
  };
}
