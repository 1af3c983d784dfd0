import { lazy, Suspense } from "react";
import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { loginUrl } from "@/lib/auth-urls";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { AccountAvatar } from "./account-avatar";

const AccountMenu = lazy(() => import("./account-menu"));

/** The right end of the header: a placeholder while loading, the profile menu, or the sign-in link. */
export function AccountArea() {
  const { user, isLoading } = useAuth();
  const { hasProfile } = useCreatorProfile();

  if (isLoading) return <Skeleton className="size-9 rounded-full" />;

  if (!user) {
    return (
      <Button asChild size="sm" className="ml-1">
        <a href={loginUrl()}>
          <LogIn aria-hidden className="hidden sm:block" />
          Sign In with Replit
        </a>
      </Button>
    );
  }

  return (
    <Suspense
      fallback={
        <span className="ml-1 rounded-full">
          <AccountAvatar user={user} />
        </span>
      }
    >
      <AccountMenu user={user} hasProfile={hasProfile} />
    </Suspense>
  );
}
