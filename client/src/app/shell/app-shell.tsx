import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileNav } from "./mobile-nav";
import { ServerNotice } from "./server-notice";
import { SignedInStatus } from "./signed-in-parts";

/** Header, main area, footer; on small screens a bottom tab bar carries the main links. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in never push it around in view. */}
      <main id="main" className="min-h-dvh flex-1">
        {children}
      </main>
      <Footer />
      <MobileNav />
      <ServerNotice />
      <SignedInStatus />
    </AppFrame>
  );
}

/** The page's column; room at the bottom on small screens for the tab bar. */
export function AppFrame({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col pb-16 md:pb-0">{children}</div>;
}
