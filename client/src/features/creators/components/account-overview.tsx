import type { ReactNode } from "react";
import { Link } from "wouter";
import { Sparkles } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import { displayNameOf, fullNameOf } from "@shared/people";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InitialsAvatar } from "@/components/initials-avatar";
import { paths } from "@/lib/paths";

interface AccountOverviewProps {
  user: CurrentUser;
  /** Beside the "become a PawPal" card: the fan's subscriptions. */
  subscriptions: ReactNode;
}

/** /profile for a fan without a creator profile: their account, subscriptions and the way to become a PawPal. */
export function AccountOverview({ user, subscriptions }: AccountOverviewProps) {
  const fullName = fullNameOf(user) || displayNameOf(user);
  return (
    <div className="space-y-8">
      <Card className="overflow-hidden rounded-3xl">
        <div className="h-24 bg-brand-gradient sm:h-32" aria-hidden>
          <div className="size-full bg-dot-grid opacity-25" />
        </div>
        <div className="px-5 pb-6 sm:px-8">
          <div className="flex items-end justify-between gap-4">
            <InitialsAvatar
              name={user}
              imageUrl={user.profileImageUrl}
              alt={fullName}
              sizes="96px"
              className="-mt-12 size-24 shadow-lifted ring-4 ring-card"
              fallbackClassName="text-2xl"
            />
            <Badge variant="secondary">PawFan</Badge>
          </div>
          <h1 className="mt-3 truncate text-2xl font-extrabold sm:text-3xl">{fullName}</h1>
          {user.email && <p className="truncate text-muted-foreground">{user.email}</p>}
        </div>
      </Card>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {subscriptions}
        <BecomePawPalCard />
      </div>
    </div>
  );
}

function BecomePawPalCard() {
  return (
    <aside className="relative overflow-hidden rounded-3xl bg-brand-gradient p-6 text-white shadow-lifted">
      <div className="absolute inset-0 bg-dot-grid opacity-25" aria-hidden />
      <div className="relative space-y-3">
        <Sparkles className="size-7" aria-hidden />
        <h2 className="text-xl font-bold">Share your own pet</h2>
        <p className="text-sm text-white/85">
          Create a PawPal profile, set your own monthly price and earn from your pet's best moments.
        </p>
        <Button asChild className="bg-white text-primary hover:bg-white/90">
          <Link href={paths.becomeCreator}>
            <Sparkles aria-hidden />
            Become a PawPal
          </Link>
        </Button>
      </div>
    </aside>
  );
}
