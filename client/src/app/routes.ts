/**
 * Every route of the app (./route-table.ts). Each page is its own lazy chunk, so
 * the first load carries only the shell and the page in view. Pages of one
 * feature live in that feature's routes/ folder; pages that combine features are
 * composed in ./routes/.
 */
import { createElement, lazy, type ComponentType } from "react";
import { ROUTE_TABLE } from "./route-table";

type PageModule = { default: ComponentType };

/** The modules a route may show, each loaded only when wanted; the table names which ones are pages. */
const pageModules = import.meta.glob<PageModule>(["./routes/*.tsx", "../features/*/routes/*.tsx", "!**/*.test.tsx"]);

export interface AppRoute {
  path: string;
  /** The page: suspends while its chunk loads, unless `load` has already brought it. */
  page: ComponentType;
  /** Loads the page's chunk (main.tsx waits for the opened page's before the first render). */
  load: () => Promise<PageModule>;
}

function lazyPage(page: string): Pick<AppRoute, "page" | "load"> {
  const importPage = pageModules[page];
  if (!importPage) throw new Error(`The route table names a page module that does not exist: ${page}`);
  let loaded: ComponentType | undefined;
  const load = () =>
    importPage().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  // A page loaded ahead renders at once: React.lazy would still suspend for a moment and flash the fallback.
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return { page: Page, load };
}

export const appRoutes: AppRoute[] = ROUTE_TABLE.map(({ path, page }) => ({ path, ...lazyPage(page) }));

export const NotFoundPage = lazy(() => import("./not-found"));
