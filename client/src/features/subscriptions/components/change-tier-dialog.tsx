import { lazy, Suspense, useState } from "react";
import { ArrowDownRight, ArrowUpRight, LoaderCircle } from "lucide-react";
import type { MySubscriptionView, TierChangeAnswer, TierChangePreview, TierView } from "@shared/api-types";
import { formatCents, toCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { BenefitMarks } from "@/components/benefit-marks";
import { LoadError } from "@/components/load-error";
import { toast } from "@/hooks/use-toast";
import { formatPrice } from "@/lib/format";
import { sortTiersByPrice } from "@/lib/sort-tiers";
import { cn } from "@/lib/utils";
import { useChangeTier, useTierApplied, useTierChangePreview } from "../api/change-tier";
import { useTierOptions } from "../api/tier-options";
import { scheduledChangeText, tierChangeSummary } from "../format";
import { ActivatingStep } from "./activating-step";

// The card form is the subscribe dialog's card step (its own chunk), loaded only when an upgrade needs the card.
const CardCollection = lazy(() => import("@/components/payments/card-collection").then((m) => ({ default: m.CardCollection })));

interface ChangeTierDialogProps {
  subscription: MySubscriptionView;
  /** The tier offered first (a locked post's unlocking tier); else the next one up. */
  initialTierId?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moving a subscription to another tier of the same creator, in one dialog:
 * the tier (with its benefits), what it does (an upgrade's amount due now and
 * new monthly price, or the day a downgrade applies), then confirming; an
 * upgrade whose invoice needs the card goes through the subscribe dialog's card
 * step, then 'Processing...' until the subscription is on the new tier.
 */
export function ChangeTierDialog({ subscription, initialTierId, open, onOpenChange }: ChangeTierDialogProps) {
  // While a payment is confirmed the dialog stays open: closing it would lose the outcome.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
      <DialogContent className="max-w-md" hideClose={busy}>
        <ChangeTierFlow
          subscription={subscription}
          initialTierId={initialTierId ?? null}
          onBusyChange={setBusy}
          onDone={() => {
            setBusy(false);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type Stage =
  | { step: "choose" }
  | { step: "pay"; answer: TierChangeAnswer; preview: TierChangePreview }
  | { step: "applying" };

/** The first tier priced above the current one, else the first other tier. */
function nextTierUp(candidates: readonly TierView[], currentPrice: string): TierView | undefined {
  return candidates.find((tier) => toCents(tier.price) > toCents(currentPrice)) ?? candidates[0];
}

interface ChangeTierFlowProps {
  subscription: MySubscriptionView;
  initialTierId: string | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

/** The dialog's content: mounted while it is open, so each opening starts afresh. */
function ChangeTierFlow({ subscription, initialTierId, onBusyChange, onDone }: ChangeTierFlowProps) {
  const petName = subscription.creator.petName;
  const currentName = subscription.tier?.name ?? "Monthly Subscription";
  const tiers = useTierOptions(subscription.creatorProfileId, true);
  // With a downgrade waiting, the current tier is offered too: choosing it drops the downgrade.
  const keepsCurrent = Boolean(subscription.scheduledTierChange);
  const candidates = sortTiersByPrice(
    tiers.items.filter((tier) => tier.archivedAt === null && (tier.id !== subscription.tierId || keepsCurrent)),
  );
  const [chosenId, setChosenId] = useState<string | null>(initialTierId);
  const chosen = candidates.find((tier) => tier.id === chosenId) ?? nextTierUp(candidates, subscription.price);
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const preview = useTierChangePreview(subscription.id, stage.step === "choose" ? (chosen?.id ?? null) : null);
  const change = useChangeTier();
  const applied = useTierApplied();

  function finished(shown: TierChangePreview, answer: TierChangeAnswer, tierName: string) {
    const scheduled = answer.subscription.scheduledTierChange;
    if (shown.cancelsScheduledChange) {
      toast({ title: `You stay on ${tierName}`, description: "The tier change waiting for your renewal is dropped." });
    } else if (shown.kind === "downgrade") {
      toast({
        title: "Tier change scheduled",
        description: scheduled ? `${scheduledChangeText(scheduled)}. You keep ${currentName} until then.` : `You move to ${tierName} at your next renewal.`,
      });
    } else {
      toast({ title: `Upgraded to ${tierName}`, description: `You now get everything ${tierName} fans of ${petName} get.` });
    }
    onDone();
  }

  function waitForTier(tierId: string, tierName: string) {
    setStage({ step: "applying" });
    onBusyChange(true);
    applied.mutate(
      { subscriptionId: subscription.id, tierId, creatorProfileId: subscription.creatorProfileId },
      {
        onSuccess: ({ outcome }) => {
          if (outcome === "active") {
            toast({ title: `Upgraded to ${tierName}`, description: `You now get everything ${tierName} fans of ${petName} get.` });
          } else {
            toast({ title: "Payment received", description: `Your move to ${tierName} is still being confirmed. It shows on your profile in a moment.` });
          }
          onDone();
        },
        onError: () => {
          onBusyChange(false);
          setStage({ step: "choose" });
        },
      },
    );
  }

  function confirm() {
    if (!chosen || !preview.data) return;
    const shown = preview.data;
    const tier = chosen;
    change.mutate(
      { subscriptionId: subscription.id, tierId: tier.id, prorationDate: shown.prorationDate },
      {
        onSuccess: (answer) => {
          if (answer.payment) setStage({ step: "pay", answer, preview: shown });
          // Charged to the card on file: the provider's event moves the subscription a moment later.
          else if (shown.kind === "upgrade" && answer.subscription.tierId !== tier.id) waitForTier(tier.id, tier.name);
          else finished(shown, answer, tier.name);
        },
      },
    );
  }

  const header = (
    <DialogHeader>
      <DialogTitle>Change your tier</DialogTitle>
      <DialogDescription>
        {petName} · now {currentName} at {formatPrice(subscription.price)}/month
      </DialogDescription>
    </DialogHeader>
  );

  if (stage.step === "applying") {
    return (
      <>
        {header}
        <ActivatingStep />
      </>
    );
  }

  if (stage.step === "pay") {
    const { payment } = stage.answer;
    const tier = stage.preview.tier;
    return (
      <>
        {header}
        <div className="grid gap-4">
          <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="block font-semibold">Upgrade to {tier.name}</span>
              <span className="block text-xs text-muted-foreground">The rest of this period, then {formatPrice(tier.price)}/month</span>
            </span>
            <span className="shrink-0 font-bold">{formatCents(stage.preview.amountDueNowCents)}</span>
          </div>
          {payment && (
            <Suspense fallback={<Skeleton className="h-72" />}>
              <CardCollection
                payment={payment}
                priceLabel={formatCents(stage.preview.amountDueNowCents)}
                failure={{ title: "Upgrade failed", fallback: "The payment failed" }}
                onBusyChange={onBusyChange}
                onPaid={() => waitForTier(tier.id, tier.name)}
              />
            </Suspense>
          )}
        </div>
      </>
    );
  }

  if (tiers.isLoading) {
    return (
      <>
        {header}
        <div className="grid gap-3" role="status" aria-label="Loading tiers">
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
          <Skeleton className="h-11" />
        </div>
      </>
    );
  }
  if (tiers.isError && candidates.length === 0) {
    return (
      <>
        {header}
        <LoadError title="Tiers could not be loaded" onRetry={() => void tiers.refetch()} className="border-0 py-8" />
      </>
    );
  }
  if (!chosen) {
    return (
      <>
        {header}
        <p className="rounded-xl bg-muted px-4 py-3 text-center text-sm text-muted-foreground">{petName} offers no other tier to move to.</p>
      </>
    );
  }

  return (
    <>
      {header}
      {candidates.length > 1 && (
        <TierChoice
          tiers={candidates}
          chosenId={chosen.id}
          currentTierId={subscription.tierId}
          currentPrice={subscription.price}
          onChoose={setChosenId}
          disabled={change.isPending}
        />
      )}
      {/* What it costs comes before what it gives: on a phone it is in view without scrolling. */}
      <ChangeSummary preview={preview} currentName={currentName} />
      <section aria-label={`What ${chosen.name} includes`} className="rounded-2xl border p-4">
        <p className="mb-3 flex items-baseline justify-between gap-3">
          <span className="text-base font-bold break-words">{chosen.name}</span>
          <span className="shrink-0">
            <span className="text-xl font-extrabold">{formatPrice(chosen.price)}</span>
            <span className="text-xs text-muted-foreground">/month</span>
          </span>
        </p>
        <BenefitMarks benefits={chosen.benefits} features={chosen.features} />
      </section>
      {/* Kept in view while the benefits scroll (a phone's screen holds the dialog only in part). */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-popover px-6 py-4">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Keep {currentName}
        </Button>
        <Button variant="gradient" onClick={confirm} disabled={!preview.data || change.isPending}>
          {change.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {change.isPending ? "Changing..." : confirmLabel(preview.data, chosen.name)}
        </Button>
      </DialogFooter>
    </>
  );
}

function confirmLabel(preview: TierChangePreview | undefined, tierName: string): string {
  if (preview?.cancelsScheduledChange) return `Stay on ${tierName}`;
  return preview?.kind === "downgrade" ? `Move to ${tierName}` : `Upgrade to ${tierName}`;
}

/** What the change does, from the server's preview: "$6.33 due now, then $19.99/month" or "Changes to Basic on Dec 27". */
function ChangeSummary({ preview, currentName }: { preview: ReturnType<typeof useTierChangePreview>; currentName: string }) {
  if (preview.isLoading) return <Skeleton className="h-16" role="status" aria-label="Working out the price" />;
  if (preview.isError || !preview.data) {
    return <LoadError title="The price could not be worked out" onRetry={() => void preview.refetch()} className="py-4" />;
  }
  const upgrade = preview.data.kind === "upgrade";
  if (preview.data.cancelsScheduledChange) {
    return (
      <p className="rounded-xl bg-secondary/60 px-4 py-3 text-sm" aria-live="polite">
        <strong className="block text-base font-bold">You stay on {currentName}</strong>
        <span className="text-muted-foreground">The change waiting for your renewal is dropped. Nothing is charged.</span>
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-xl bg-secondary/60 px-4 py-3" aria-live="polite">
      {upgrade ? <ArrowUpRight className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden /> : <ArrowDownRight className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />}
      <p className="text-sm">
        <strong className="block text-base font-bold">{tierChangeSummary(preview.data)}</strong>
        <span className="text-muted-foreground">
          {upgrade
            ? "It applies now: you pay the difference for the rest of this period."
            : `You keep ${currentName} until then, and nothing is charged now.`}
        </span>
      </p>
    </div>
  );
}

interface TierChoiceProps {
  tiers: TierView[];
  chosenId: string;
  currentTierId: string | null;
  currentPrice: string;
  onChoose: (tierId: string) => void;
  disabled: boolean;
}

/** The creator's other tiers, cheapest first, each marked as an upgrade or a downgrade (and the fan's own while a downgrade waits). */
function TierChoice({ tiers, chosenId, currentTierId, currentPrice, onChoose, disabled }: TierChoiceProps) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Move to</legend>
      {tiers.map((tier) => {
        const checked = tier.id === chosenId;
        const up = toCents(tier.price) > toCents(currentPrice);
        return (
          <label
            key={tier.id}
            className={cn(
              "flex min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-2.5 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring",
              checked ? "border-primary bg-secondary/60" : "hover:border-primary/40",
            )}
          >
            <input type="radio" name="tier" className="size-4 shrink-0 accent-primary" checked={checked} onChange={() => onChoose(tier.id)} />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold break-words">{tier.name}</span>
              <span className="block text-xs text-muted-foreground">{tier.id === currentTierId ? "Your tier" : up ? "Upgrade" : "Downgrade"}</span>
            </span>
            <span className="shrink-0 text-right">
              <span className="font-extrabold">{formatPrice(tier.price)}</span>
              <span className="text-xs text-muted-foreground">/month</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
