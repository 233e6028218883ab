import { lazy, type ComponentType, type JSX } from 'react';
import { getAppI18n } from '../i18n/app-i18n';

export interface LazyPage<P extends object> {
  (props: P): JSX.Element;
  /** Loads the page's code; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads on first use (React.lazy), with a `preload` that lets the app fetch it
 * before the first render: a page the browser lands on then renders at once, with no spinner and
 * no shift of the footer below it.
 *
 * `catalogues` are the message namespaces the page shows as it opens: they load together with its
 * code, not one after another as each part of the page first suspends on its own (decision 080).
 * One left out still loads when it is first needed; a failed one is asked for again then.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  catalogues: readonly string[] = [],
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadCatalogues = () =>
    catalogues.length === 0
      ? Promise.resolve()
      : getAppI18n()
          .loadNamespaces([...catalogues])
          .catch(() => undefined);
  const fetchPage = () => {
    loading ??= Promise.all([load(), loadCatalogues()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a new build replaced the files, the network dropped) may be tried again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => fetchPage().then((component) => ({ default: component })));
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  };
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}
