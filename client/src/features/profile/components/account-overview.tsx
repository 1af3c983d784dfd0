import { Link } from "wouter";
import { Sparkles } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { initials } from "@/lib/utils";
import { MySubscriptions } from "@/features/subscriptions/components/my-subscriptions";

/** /profile for a fan without a creator profile: their account, subscriptions and the way to become a PawPal. */
export function AccountOverview({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.displayName || user.username;
  return (
    <div className="space-y-8">
      <Card className="overflow-hidden rounded-3xl">
        <div className="h-24 bg-brand-gradient sm:h-32" aria-hidden>
          <div className="size-full bg-dot-grid opacity-25" />
        </div>
        <div className="px-5 pb-6 sm:px-8">
          <div className="flex items-end justify-between gap-4">
            <Avatar className="-mt-12 size-24 shadow-lifted ring-4 ring-card">
              {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={fullName} />}
              <AvatarFallback className="text-2xl">{initials(user.firstName, user.lastName) || initials(fullName)}</AvatarFallback>
            </Avatar>
            <Badge variant="secondary">PawFan</Badge>
          </div>
          <h1 className="mt-3 truncate text-2xl font-extrabold sm:text-3xl">{fullName}</h1>
          {user.email && <p className="truncate text-muted-foreground">{user.email}</p>}
        </div>
      </Card>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <MySubscriptions />
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
          <Link href="/become-creator">
            <Sparkles aria-hidden />
            Become a PawPal
          </Link>
        </Button>
      </div>
    </aside>
  );
}
