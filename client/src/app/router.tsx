import { Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LoadingState } from "@/components/loading-state";
import { ErrorBoundary } from "./error-boundary";
import { NotFoundPage, appRoutes } from "./routes";

/** New page, top of the page. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  const [location] = useLocation();
  return (
    <>
      <ScrollToTop />
      {/* Keyed by location so an error on one page clears when the visitor moves on. */}
      <ErrorBoundary key={location}>
        <Suspense fallback={<LoadingState label="Loading..." className="min-h-[50vh]" />}>
          <Switch>
            {appRoutes.map(({ path, page }) => (
              <Route key={path} path={path} component={page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
