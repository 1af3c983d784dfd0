import { Link, useLocation } from "wouter";
import { Bell, CreditCard, Inbox, LayoutDashboard, LogOut, Mail, Package, Scale, ShieldAlert, Sparkles, User, UserCog } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { LOGOUT_URL } from "@/lib/auth-urls";
import { paths } from "@/lib/paths";
import { ACCOUNT_MENU_TRIGGER_CLASS, AccountAvatar, accountFullName } from "./account-avatar";

interface AccountMenuProps {
  user: CurrentUser;
  hasProfile: boolean;
  /** Open as it mounts (the avatar was pressed while this code was on its way). */
  defaultOpen?: boolean;
}

/** The signed-in user's profile menu, with the staff pages for staff (its own chunk: signed-out visitors never load it). */
export function AccountMenu({ user, hasProfile, defaultOpen }: AccountMenuProps) {
  const [, navigate] = useLocation();
  const fullName = accountFullName(user);
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger aria-label="Account menu" className={ACCOUNT_MENU_TRIGGER_CLASS}>
        <AccountAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{fullName}</span>
          {user.email && <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!hasProfile && (
          <DropdownMenuItem onSelect={() => navigate(paths.becomeCreator)}>
            <Sparkles aria-hidden />
            Become a PawPal
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link href={paths.profile()}>
            <User aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.notificationSettings}>
            <Bell aria-hidden />
            Notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.orders()}>
            <Package aria-hidden />
            Orders
          </Link>
        </DropdownMenuItem>
        {hasProfile && (
          <DropdownMenuItem asChild>
            <Link href={paths.creatorDashboard}>
              <LayoutDashboard aria-hidden />
              PawPal Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        {user.isStaff && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Staff</DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <Link href={paths.adminMessages}>
                <Inbox aria-hidden />
                Contact inbox
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.adminModeration}>
                <ShieldAlert aria-hidden />
                Moderation
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.adminPayments}>
                <CreditCard aria-hidden />
                Payments
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.adminDisputes}>
                <Scale aria-hidden />
                Disputes
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.adminMail}>
                <Mail aria-hidden />
                Outbox
              </Link>
            </DropdownMenuItem>
            {user.role === "admin" && (
              <DropdownMenuItem asChild>
                <Link href={paths.adminRoles}>
                  <UserCog aria-hidden />
                  Roles
                </Link>
              </DropdownMenuItem>
            )}
          </>
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
