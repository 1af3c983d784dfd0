import { useId, useState } from "react";
import {
  BENEFIT_SWITCH_LABELS,
  BENEFIT_SWITCHES,
  EXCLUSIVE_POSTS_PER_MONTH_MAX,
  VIDEO_LEVEL_LABELS,
  VIDEO_LEVELS,
  type Benefits,
  type VideoLevel,
} from "@shared/benefits";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";

interface BenefitsFieldsProps {
  value: Benefits;
  onChange: (benefits: Benefits) => void;
  disabled?: boolean;
  /** Marks the posts-per-month control invalid (the form tells why in a toast). */
  postsInvalid?: boolean;
}

/** What a limited tier offers when "Unlimited" is switched off again and no number was typed before. */
const FIRST_LIMIT = 5;

/**
 * One labelled control per benefit: exclusive posts per month (a number, or
 * unlimited), the video level (a select), and a switch for each other benefit.
 */
export function BenefitsFields({ value, onChange, disabled, postsInvalid }: BenefitsFieldsProps) {
  const id = useId();
  const unlimited = value.exclusivePostsPerMonth === null;
  // The number comes back when "Unlimited" is switched off again.
  const [lastLimit, setLastLimit] = useState(value.exclusivePostsPerMonth ?? FIRST_LIMIT);
  const set = (changes: Partial<Benefits>) => onChange({ ...value, ...changes });

  function typePosts(text: string) {
    // A blank or partial number stays invalid (NaN) until it is a whole number: the form refuses it and says why.
    const posts = Number(text.trim() === "" ? Number.NaN : text);
    if (Number.isInteger(posts)) setLastLimit(posts);
    set({ exclusivePostsPerMonth: posts });
  }

  return (
    <fieldset className="grid gap-4 rounded-2xl border p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">Benefits</legend>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-posts`}>Exclusive posts per month</Label>
        <div className="flex items-center gap-3">
          <Input
            id={`${id}-posts`}
            type="number"
            inputMode="numeric"
            min={1}
            max={EXCLUSIVE_POSTS_PER_MONTH_MAX}
            step={1}
            className="w-28"
            disabled={disabled || unlimited}
            aria-invalid={postsInvalid ? true : undefined}
            value={unlimited || Number.isNaN(value.exclusivePostsPerMonth) ? "" : String(value.exclusivePostsPerMonth)}
            onChange={(event) => typePosts(event.target.value)}
          />
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-unlimited`}
              checked={unlimited}
              disabled={disabled}
              onCheckedChange={(checked) => set({ exclusivePostsPerMonth: checked ? null : lastLimit })}
            />
            <Label htmlFor={`${id}-unlimited`}>Unlimited</Label>
          </div>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-video`}>Video</Label>
        <NativeSelect id={`${id}-video`} value={value.video} disabled={disabled} onChange={(event) => set({ video: event.target.value as VideoLevel })}>
          {VIDEO_LEVELS.map((level) => (
            <option key={level} value={level}>
              {VIDEO_LEVEL_LABELS[level]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <ul className="grid gap-3">
        {BENEFIT_SWITCHES.map((key) => (
          <li key={key} className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-${key}`} className="leading-snug">
              {BENEFIT_SWITCH_LABELS[key]}
            </Label>
            <Switch id={`${id}-${key}`} checked={value[key]} disabled={disabled} onCheckedChange={(checked) => set({ [key]: checked })} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
