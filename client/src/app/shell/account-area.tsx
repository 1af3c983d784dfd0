import { lazy, Suspense } from "react";
import { LogIn } from "lucide-react";
import type { AccountHint } from "@/lib/account-hint";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { loginUrl } from "@/lib/auth-urls";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { AccountAvatar } from "./account-avatar";

const AccountMenu = lazy(() => import("./account-menu"));

/**
 * The right end of the header: the profile menu, or the sign-in link. While it is
 * not known yet which, it keeps the room of what `expected` says (last visit's state).
 */
export function AccountArea({ expected }: { expected: AccountHint }) {
  const { user, isLoading } = useAuth();
  const { hasProfile } = useCreatorProfile();

  if (isLoading) {
    return expected === "signed-out" ? <SignInLink placeholder /> : <Skeleton className="ml-1 size-9 rounded-full" />;
  }
  if (!user) return <SignInLink />;

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

/** 'Sign In with Replit'; as a placeholder, the same box, invisible and out of reach. */
function SignInLink({ placeholder = false }: { placeholder?: boolean }) {
  return (
    <Button asChild size="sm" className={placeholder ? "invisible ml-1" : "ml-1"}>
      <a href={loginUrl()} aria-hidden={placeholder || undefined} tabIndex={placeholder ? -1 : undefined}>
        <LogIn aria-hidden className="hidden sm:block" />
        Sign In with Replit
      </a>
    </Button>
  );
}
