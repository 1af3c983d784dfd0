import type { ReactNode } from "react";
import { CalendarClock, Sparkles } from "lucide-react";
import type { PostAudience } from "@shared/post-audience";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { useAudienceTiers } from "../api/audience-tiers";
import { usePostAllowance } from "../api/post-allowance";
import { allowanceLine, audienceFromValue, audienceOptions, audienceValue } from "../forms/audience";

interface AudienceFieldsProps {
  /** The fields' id prefix. */
  id: string;
  creatorProfileId: string;
  audience: PostAudience | undefined;
  onAudienceChange: (audience: PostAudience) => void;
  behindTheScenes: boolean;
  onBehindTheScenesChange: (behindTheScenes: boolean) => void;
  disabled?: boolean;
}

/**
 * Who a post is for (writing and editing it): everyone, all fans, or one of the
 * creator's tiers and every tier above it; how many exclusive posts each
 * limited tier has left this month; and whether it is behind the scenes.
 */
export function AudienceFields(props: AudienceFieldsProps) {
  const { id, creatorProfileId, audience, onAudienceChange, behindTheScenes, onBehindTheScenesChange, disabled } = props;
  const isPublic = audienceValue(audience) === "public";

  return (
    <div className="grid gap-4">
      <AudienceChoice
        id={id}
        creatorProfileId={creatorProfileId}
        audience={audience}
        onAudienceChange={(next) => {
          onAudienceChange(next);
          // Behind the scenes is a fans' benefit: a post for everyone is not.
          if (next.kind === "public") onBehindTheScenesChange(false);
        }}
        disabled={disabled}
        describedBy={`${id}-allowance`}
      >
        <AllowanceNote id={`${id}-allowance`} creatorProfileId={creatorProfileId} />
      </AudienceChoice>

      <div className={cn("flex items-center justify-between gap-4 rounded-2xl border bg-muted/40 p-4", isPublic && "opacity-60")}>
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
            <Sparkles className="size-4.5" aria-hidden />
          </span>
          <div>
            <label htmlFor={`${id}-bts`} className="text-sm font-semibold">
              Behind the scenes
            </label>
            <p id={`${id}-bts-hint`} className="text-xs text-muted-foreground">
              {isPublic ? "Choose fans or a tier to make it behind the scenes." : "Only fans whose tier includes behind-the-scenes content see it."}
            </p>
          </div>
        </div>
        <Switch
          id={`${id}-bts`}
          checked={behindTheScenes}
          onCheckedChange={onBehindTheScenesChange}
          disabled={disabled || isPublic}
          aria-describedby={`${id}-bts-hint`}
        />
      </div>
    </div>
  );
}

export interface AudienceChoiceProps {
  /** The radio group's name prefix. */
  id: string;
  creatorProfileId: string;
  audience: PostAudience | undefined;
  onAudienceChange: (audience: PostAudience) => void;
  disabled?: boolean;
  /** The id of a note under the choices that says more (read with the group). */
  describedBy?: string;
  /** The group's name; "Who can see it" unless given. */
  legend?: string;
  /** Shown under the choices, inside the group (e.g. the month's posts left). */
  children?: ReactNode;
}

/**
 * Who it is for: everyone, all fans, or one of the creator's tiers and every tier
 * above it. Posts use it in AudienceFields; a live's schedule form uses it alone.
 */
export function AudienceChoice(props: AudienceChoiceProps) {
  const { id, creatorProfileId, audience, onAudienceChange, disabled, describedBy, legend = "Who can see it", children } = props;
  const tiers = useAudienceTiers(creatorProfileId);
  const options = audienceOptions(tiers.items, audience);
  const chosen = audienceValue(audience);
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = option.value === chosen;
          return (
            <label
              key={option.value}
              className={cn(
                "flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border bg-card px-4 py-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring",
                checked ? "border-primary bg-secondary/60" : "hover:border-primary/40",
              )}
            >
              <input
                type="radio"
                name={`${id}-audience`}
                value={option.value}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={checked}
                onChange={() => onAudienceChange(audienceFromValue(option.value))}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold break-words">{option.label}</span>
                <span className="block text-xs text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {tiers.isError && (
        <p className="text-sm text-muted-foreground">
          Your tiers could not be loaded.{" "}
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void tiers.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** "Basic: 3 of 5 exclusive posts left this month", for each tier with a monthly limit. */
function AllowanceNote({ id, creatorProfileId }: { id: string; creatorProfileId: string }) {
  const allowance = usePostAllowance(creatorProfileId);
  if (allowance.isError) {
    return (
      <p id={id} className="text-sm text-muted-foreground">
        This month's posts left could not be loaded.{" "}
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void allowance.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const limited = allowance.data ?? [];
  if (limited.length === 0) return null;
  return (
    <ul id={id} aria-label="Exclusive posts left this month" className="mt-1 grid gap-1 rounded-xl bg-muted/60 px-4 py-3 text-sm">
      {limited.map((tier) => (
        <li key={tier.tierId ?? "profile"} className={cn("flex items-start gap-2", tier.left === 0 ? "font-medium text-foreground" : "text-muted-foreground")}>
          <CalendarClock className={cn("mt-0.5 size-4 shrink-0", tier.left === 0 && "text-warning")} aria-hidden />
          <span>
            {allowanceLine(tier)}
            {tier.left === 0 && " — choose a higher tier for this post"}
          </span>
        </li>
      ))}
    </ul>
  );
}
