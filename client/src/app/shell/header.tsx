import { lazy, Suspense, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { PawLogo } from "@/components/paw-logo";
import { cn } from "@/lib/utils";
import { paths } from "@/lib/paths";
import { useAccountHint } from "@/hooks/use-account-hint";
import { useMediaQuery } from "@/hooks/use-media-query";
import { NotificationsBell } from "@/features/notifications/components/notifications-bell";
import { NAV_ITEMS, isActivePath } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { AccountArea } from "./account-area";
import { SignedInHeader } from "./signed-in-parts";

// The search (a combobox with its own requests) shows on wide screens only: only they load it.
const HeaderSearch = lazy(() => import("@/features/search/components/header-search").then((m) => ({ default: m.HeaderSearch })));
/** Tailwind's lg breakpoint, where the header has room for the search. */
const WIDE_SCREEN = "(min-width: 64rem)";
const searchClass = "mx-auto w-full max-w-sm";

export function Header() {
  const [location] = useLocation();
  // Until the account is known, last visit's state keeps its room, so nothing moves when it is.
  const account = useAccountHint();
  const wide = useMediaQuery(WIDE_SCREEN);

  return (
    <HeaderBar>
      <HomeLink />

        {wide === undefined ? (
          // A page the server drew does not know the screen yet: the placeholder shows where the search will.
          <SearchPlaceholder className="hidden lg:block" />
        ) : (
          wide && (
            <Suspense fallback={<SearchPlaceholder />}>
              <HeaderSearch className={searchClass} />
            </Suspense>
          )
        )}

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex lg:ml-0">
          {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
            const active = isActivePath(location, href);
            return (
              <Button
                key={href}
                asChild
                variant="ghost"
                size="icon"
                className={cn("text-muted-foreground", active && "bg-secondary text-secondary-foreground")}
              >
                <Link href={href} aria-label={label} title={label} aria-current={active ? "page" : undefined}>
                  <Icon className="size-5!" aria-hidden />
                </Link>
              </Button>
            );
          })}
        </nav>

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <SignedInHeader expected={account.hint !== "signed-out"} reserve={account.hint !== "signed-out" && !account.known} />
          <NotificationsBell />
          {account.hint === "fan" && (
            <Button
              asChild
              variant="gradient"
              size="sm"
              className={cn("hidden lg:inline-flex", !account.known && "invisible")}
            >
              <Link href={paths.becomeCreator} aria-hidden={!account.known || undefined} tabIndex={account.known ? undefined : -1}>
                <Sparkles aria-hidden />
                Become a PawPal
              </Link>
            </Button>
          )}
          <ThemeToggle />
          <AccountArea expected={account.hint} />
        </div>
    </HeaderBar>
  );
}

/** Where the search box will be, with its size and colour, so nothing moves when it arrives. */
function SearchPlaceholder({ className }: { className?: string }) {
  return <div className={cn(searchClass, "h-10 rounded-full bg-muted/60", className)} aria-hidden />;
}

/** The header's bar: sticky, translucent, one row. Also drawn by index.html before the app runs (first-paint.tsx). */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center gap-3">{children}</Container>
    </header>
  );
}

/** The brand mark, linking home. */
export function HomeLink() {
  return (
    <Link href={paths.home} aria-label="PawFans home" className="shrink-0 rounded-xl">
      {/* The word mark gives way to the account controls on the narrowest phones. */}
      <PawLogo nameClassName="hidden min-[420px]:inline" />
    </Link>
  );
}
