import { lazy, Suspense } from "react";
import { Link, useLocation } from "wouter";
import { Bell, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { PawLogo } from "@/components/paw-logo";
import { cn } from "@/lib/utils";
import { paths } from "@/lib/paths";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { HeaderSearch } from "./header-search";
import { NAV_ITEMS, isActivePath } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { AccountArea } from "./account-area";

// The bell's popover and its list are their own chunk, loaded right after the shell.
const NotificationsBell = lazy(() =>
  import("@/features/notifications/components/notifications-bell").then((m) => ({ default: m.NotificationsBell })),
);

function BellPlaceholder() {
  return (
    <Button variant="ghost" size="icon" aria-label="Notifications" disabled className="text-muted-foreground">
      <Bell className="size-5!" aria-hidden />
    </Button>
  );
}

export function Header() {
  const [location] = useLocation();
  const { isAuthenticated } = useAuth();
  const { hasProfile, isLoading: profileLoading } = useCreatorProfile();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center gap-3">
        <Link href={paths.home} aria-label="PawFans home" className="shrink-0 rounded-xl">
          {/* The word mark gives way to the account controls on the narrowest phones. */}
          <PawLogo nameClassName="hidden min-[420px]:inline" />
        </Link>

        <HeaderSearch className="mx-auto hidden w-full max-w-sm lg:block" />

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
          <Suspense fallback={<BellPlaceholder />}>
            <NotificationsBell />
          </Suspense>
          {isAuthenticated && !profileLoading && !hasProfile && (
            <Button asChild variant="gradient" size="sm" className="hidden lg:inline-flex">
              <Link href={paths.becomeCreator}>
                <Sparkles aria-hidden />
                Become a PawPal
              </Link>
            </Button>
          )}
          <ThemeToggle />
          <AccountArea />
        </div>
      </Container>
    </header>
  );
}
