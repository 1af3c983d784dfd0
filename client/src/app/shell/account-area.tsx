import { Link, useLocation } from "wouter";
import { LayoutDashboard, LogIn, LogOut, Sparkles, User } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { LOGOUT_URL, loginUrl } from "@/lib/auth-urls";
import { initials } from "@/lib/utils";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/features/creators/api/creator-profile-by-user";

/** The right end of the header: a placeholder while loading, the profile menu, or the sign-in link. */
export function AccountArea() {
  const { user, isLoading } = useAuth();
  const { hasProfile } = useCreatorProfile();
  const [, navigate] = useLocation();

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

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.displayName || user.username;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="ml-1 rounded-full ring-offset-2 ring-offset-background transition-shadow hover:ring-2 hover:ring-primary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar className="size-9">
          {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={fullName} />}
          <AvatarFallback>{initials(user.firstName, user.lastName) || initials(fullName)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{fullName}</span>
          {user.email && <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!hasProfile && (
          <DropdownMenuItem onSelect={() => navigate("/become-creator")}>
            <Sparkles aria-hidden />
            Become a PawPal
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        {hasProfile && (
          <DropdownMenuItem asChild>
            <Link href="/creator-dashboard">
              <LayoutDashboard aria-hidden />
              PawPal Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={LOGOUT_URL}>
            <LogOut aria-hidden />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
