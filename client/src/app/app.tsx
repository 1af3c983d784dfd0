import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";
import { AppShell } from "./shell/app-shell";

export interface AppProps {
  queryClient: QueryClient;
  /** Set when the server draws the page: the address being drawn ("/explore", "?q=corgi"); the browser reads its own. */
  serverLocation?: { path: string; search: string };
}

export function App({ queryClient, serverLocation }: AppProps) {
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
