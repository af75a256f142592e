import { type ComponentType, lazy, type ReactNode } from 'react';
import type { AccessRule } from '../lib/route-access.ts';

const RELOADED = 'chunk-reload';

/**
 * A tab opened before an upgrade asks for chunks that are gone: it reloads once, which brings the
 * new index.html and its chunks. A second failure in a row is shown as the error it is.
 */
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED);
    return loaded;
  } catch (e) {
    if (sessionStorage.getItem(RELOADED)) throw e;
    sessionStorage.setItem(RELOADED, '1');
    location.reload();
    return new Promise<T>(() => {});
  }
}

/** A page loaded on first visit: each page's code (and what only it uses) is its own chunk. */
export function page<K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: () => ReactNode }> => ({ default: (await loadOrReload(load))[name] }));
}

export type LayoutKind = 'main' | 'admin' | 'bare';

export interface AppRoute extends AccessRule {
  path: string;
  /** i18n key of the page title (shown as "title - shortName"). */
  title: string;
  component: ComponentType;
  layout: LayoutKind;
  /** Problem and focus pages hide the footer. */
  hideFooter?: boolean;
}
