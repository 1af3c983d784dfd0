import { Suspense, useEffect, useState } from "react";
import { LogIn } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import type { AccountHint } from "@/lib/account-hint";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { loginUrl } from "@/lib/auth-urls";
import { lazyPart } from "@/lib/lazy-part";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { ACCOUNT_MENU_TRIGGER_CLASS, AccountAvatar } from "./account-avatar";

// Its own chunk (signed-out visitors never load it), asked for as soon as a signed-in
// person is expected, so it is in when the avatar shows.
const accountMenu = lazyPart(() => import("./account-menu").then((m) => m.AccountMenu));
const AccountMenu = accountMenu.Part;

/**
 * The right end of the header: the profile menu, or the sign-in link. While it is
 * not known yet which, it keeps the room of what `expected` says (last visit's state).
 */
export function AccountArea({ expected }: { expected: AccountHint }) {
  const { user, isLoading } = useAuth();
  const { hasProfile } = useCreatorProfile();
  /** The avatar was pressed before the menu's code was in: the menu opens as it arrives. */
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const signedInExpected = expected !== "signed-out" || Boolean(user);
  useEffect(() => {
    if (signedInExpected) accountMenu.preload();
  }, [signedInExpected]);

  if (isLoading) {
    return expected === "signed-out" ? <SignInLink placeholder /> : <Skeleton className="ml-1 size-9 rounded-full" />;
  }
  if (!user) return <SignInLink />;

  return (
    <Suspense fallback={<AvatarBeforeMenu user={user} pressed={openWhenReady} onPress={() => setOpenWhenReady(true)} />}>
      <AccountMenu user={user} hasProfile={hasProfile} defaultOpen={openWhenReady} />
    </Suspense>
  );
}

/** The avatar while the menu's code is on its way: pressed, it shows the press taken (as a held press does) until the menu opens. */
function AvatarBeforeMenu({ user, pressed, onPress }: { user: CurrentUser; pressed: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-busy={pressed || undefined}
      data-held={pressed ? "" : undefined}
      className={ACCOUNT_MENU_TRIGGER_CLASS}
      onClick={onPress}
    >
      <AccountAvatar user={user} />
    </button>
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
