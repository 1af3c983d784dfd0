import { Check, LoaderCircle, PawPrint } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/hooks/use-auth";
import { redirectToLogin } from "@/lib/auth-urls";
import { formatPrice } from "@/lib/format";
import { useCreatorProfileById } from "../api/creator-profile";
import { useActiveSubscriptionTo } from "../api/my-subscriptions";
import { useSubscribe } from "../api/subscribe";

const BENEFITS = [
  "Unlimited access to exclusive posts",
  "Full photo & video gallery",
  "Behind-the-scenes content",
  "Cancel anytime",
];

/** Long enough to read the "Sign in required" toast before the page leaves for sign-in. */
const SIGN_IN_REDIRECT_DELAY_MS = 800;

interface SubscribeDialogProps {
  creatorProfileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Subscribe to a creator at their own monthly price. The profile is fetched only
 * while the dialog is open; on success the dialog closes, on failure it stays open
 * (the failure's toast, 'Subscription failed', is declared by useSubscribe).
 */
export function SubscribeDialog({ creatorProfileId, open, onOpenChange }: SubscribeDialogProps) {
  const { user, isAuthenticated } = useAuth();
  const [location] = useLocation();
  const profile = useCreatorProfileById(creatorProfileId, { enabled: open });
  const activeSubscription = useActiveSubscriptionTo(creatorProfileId);
  const subscribe = useSubscribe();
  const creator = profile.data;
  const isOwnProfile = Boolean(creator && user && creator.userId === user.id);

  function onSubscribe() {
    if (!creator) return;
    if (!isAuthenticated) {
      toast({ title: "Sign in required", description: "Please sign in to subscribe to creators", variant: "destructive" });
      setTimeout(() => redirectToLogin(location), SIGN_IN_REDIRECT_DELAY_MS);
      return;
    }
    subscribe.mutate(
      { creatorProfileId: creator.id },
      {
        onSuccess: () => {
          toast({
            title: "Subscription successful!",
            description: `You're now a fan of ${creator.petName}! Enjoy exclusive content.`,
          });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {profile.isLoading ? (
          <div className="space-y-4" role="status" aria-label="Loading creator">
            <DialogTitle className="sr-only">Loading creator</DialogTitle>
            <div className="flex items-center gap-3">
              <Skeleton className="size-14 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-28" />
            <Skeleton className="h-11" />
          </div>
        ) : !creator ? (
          <>
            <DialogTitle className="sr-only">Subscribe</DialogTitle>
            <DialogDescription asChild>
              <div>
                <LoadError title="Creator profile not found." onRetry={() => void profile.refetch()} className="border-0 py-8" />
              </div>
            </DialogDescription>
          </>
        ) : (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              <InitialsAvatar
                name={{ displayName: creator.petName }}
                imageUrl={creator.avatarImageUrl}
                alt={creator.petName}
                icon={PawPrint}
                className="mb-1 size-16 ring-4 ring-secondary"
                fallbackClassName="text-lg"
              />
              <DialogTitle>Subscribe to {creator.petName}</DialogTitle>
              <DialogDescription>Get unlimited access to exclusive content</DialogDescription>
            </DialogHeader>

            <div className="rounded-2xl bg-brand-gradient p-px shadow-glow">
              <div className="flex items-center justify-between rounded-[calc(var(--radius-2xl)-1px)] bg-card px-5 py-4">
                <div>
                  <p className="text-sm font-semibold">Monthly Subscription</p>
                  <p className="text-xs text-muted-foreground">Billed monthly</p>
                </div>
                <p className="text-right">
                  <span className="text-3xl font-extrabold text-brand-gradient">{formatPrice(creator.subscriptionPrice)}</span>
                  <span className="text-sm text-muted-foreground">/month</span>
                </p>
              </div>
            </div>

            <ul className="space-y-2.5 py-1">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-center gap-2.5 text-sm">
                  <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
                    <Check className="size-3.5" aria-hidden strokeWidth={3} />
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>

            {activeSubscription ? (
              <Button size="lg" variant="secondary" disabled className="w-full">
                <Check aria-hidden />
                Subscribed
              </Button>
            ) : isOwnProfile ? (
              <p className="rounded-xl bg-muted px-4 py-3 text-center text-sm text-muted-foreground">
                This is your own PawPal profile.
              </p>
            ) : (
              <Button size="lg" variant="gradient" className="w-full" disabled={subscribe.isPending} onClick={onSubscribe}>
                {subscribe.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <PawPrint aria-hidden />}
                {subscribe.isPending ? "Processing..." : "Subscribe Now"}
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
