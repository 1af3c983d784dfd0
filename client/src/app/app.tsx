import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Router } from "wouter";
import { replayEarlyClicks } from "./early-clicks";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";
import { AppShell } from "./shell/app-shell";

export interface AppProps {
  queryClient: QueryClient;
  /** Set when the server draws the page: the address being drawn ("/explore", "?q=corgi"); the browser reads its own. */
  serverLocation?: { path: string; search: string };
}

export function App({ queryClient, serverLocation }: AppProps) {
  // After the first commit: the page (drawn by the server or not) is the app's now.
  useEffect(replayEarlyClicks, []);
  return (
    <Router ssrPath={serverLocation?.path} ssrSearch={serverLocation?.search}>
      <AppProviders queryClient={queryClient}>
        <AppShell>
          <AppRouter />
        </AppShell>
      </AppProviders>
    </Router>
  );
}
