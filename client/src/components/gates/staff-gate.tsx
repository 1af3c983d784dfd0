import type { ReactNode } from "react";
import { LogIn, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { loginUrl } from "@/lib/auth-urls";

/**
 * Shows `children` to staff only (or to admins only with `adminsOnly`):
 * signed-out visitors get a sign-in prompt that returns to `returnTo`, other
 * signed-in people a not-authorised message.
 */
export function StaffGate({
  returnTo,
  deniedText = "Contact messages are only available to PawFans staff.",
  adminsOnly = false,
  children,
}: {
  returnTo: string;
  /** What the not-authorised message says the page holds. */
  deniedText?: string;
  adminsOnly?: boolean;
  children: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState label="Loading..." />;
  if (!user) {
    return (
      <EmptyState
        icon={<LogIn />}
        title="Sign in to continue"
        description="This page is for the PawFans team. Please sign in with your staff account."
        action={
          <Button asChild variant="gradient">
            <a href={loginUrl(returnTo)}>
              <LogIn aria-hidden />
              Sign In
            </a>
          </Button>
        }
      />
    );
  }
  if (!user.isStaff || (adminsOnly && user.role !== "admin")) {
    return (
      <EmptyState
        icon={<ShieldAlert />}
        title="You are not authorised to view this page"
        description={deniedText}
      />
    );
  }
  return <>{children}</>;
}
