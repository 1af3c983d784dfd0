import { Crown } from "lucide-react";
import { Switch } from "@/components/ui/switch";

interface PremiumSwitchProps {
  /** The switch's id; its hint is `${id}-hint`. */
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** What the choice means, under the label. */
  hint: string;
}

/** The "Premium content" switch of writing and editing a post. */
export function PremiumSwitch({ id, checked, onCheckedChange, hint }: PremiumSwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border bg-muted/40 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
          <Crown className="size-4.5" aria-hidden />
        </span>
        <div>
          <label htmlFor={id} className="text-sm font-semibold">
            Premium content
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
