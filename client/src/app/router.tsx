import { Suspense, useEffect, useRef } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LoadingState } from "@/components/loading-state";
import { HandOverEarlyInput } from "./early-input";
import { ErrorBoundary } from "./error-boundary";
import { NotFoundPage, appRoutes } from "./routes";

/**
 * A new page starts at its top. Only on a navigation: the page the app starts on
 * keeps where the visitor is (a page the server drew may have been scrolled before
 * the app took it over).
 */
function ScrollToTopOnNavigation() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (location === shown.current) return;
    shown.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  const [location] = useLocation();
  return (
    <>
      <ScrollToTopOnNavigation />
      {/* Keyed by location so an error on one page clears when the visitor moves on. */}
      <ErrorBoundary key={location}>
        <Suspense fallback={<LoadingState label="Loading..." className="min-h-[50vh]" />}>
          <Switch>
            {appRoutes.map(({ path, page }) => (
              <Route key={path} path={path} component={page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
          <HandOverEarlyInput />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
