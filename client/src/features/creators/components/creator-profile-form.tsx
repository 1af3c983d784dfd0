import { useId, useState } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { CREATOR_SHARE_PERCENT, SUBSCRIPTION_PRICE } from "@shared/constants/money";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { creatorShareCents, formatCents, toCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { MediaUpload } from "@/components/media-upload/media-upload";
import {
  creatorProfileFormSchema,
  SUBSCRIPTION_PRICE_HINT,
  type CreatorProfileFormOutput,
  type CreatorProfileFormValues,
} from "../forms/creator-profile-form";

interface CreatorProfileFormProps {
  defaultValues: CreatorProfileFormValues;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (fields: CreatorProfileFormOutput) => void;
  onCancel?: () => void;
}

/**
 * The pet's creator profile: names, bio, avatar and cover uploads and the
 * monthly price. Used to become a PawPal and to edit the profile afterwards.
 */
export function CreatorProfileForm({ defaultValues, submitLabel, isPending, onSubmit, onCancel }: CreatorProfileFormProps) {
  const id = useId();
  const [uploading, setUploading] = useState({ avatar: false, cover: false });
  const form = useForm<CreatorProfileFormValues, unknown, CreatorProfileFormOutput>({
    resolver: zodResolver(creatorProfileFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const busy = isPending || uploading.avatar || uploading.cover;

  /** Each field's id, its hint kept above its error, which is shown without being announced. */
  const fieldProps = (name: keyof CreatorProfileFormValues) =>
    ({ id: `${id}-${name}`, error: errors[name]?.message, keepHint: true, announceError: false }) as const;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField {...fieldProps("petName")} label="Pet name">
          {(control) => <Input {...control} {...form.register("petName")} maxLength={TEXT_LIMITS.petName} placeholder="e.g. Biscuit" autoComplete="off" />}
        </FormField>
        <FormField {...fieldProps("petType")} label="Pet type" hint="Dog, cat, parrot, hedgehog...">
          {(control) => <Input {...control} {...form.register("petType")} maxLength={TEXT_LIMITS.petType} placeholder="e.g. Dog" autoComplete="off" />}
        </FormField>
      </div>

      <FormField {...fieldProps("breed")} label="Breed" optional>
        {(control) => <Input {...control} {...form.register("breed")} maxLength={TEXT_LIMITS.breed} placeholder="e.g. Golden Retriever" autoComplete="off" />}
      </FormField>

      <FormField {...fieldProps("bio")} label="Bio" hint="Tell PawFans what makes your pet special and what they'll get as subscribers.">
        {(control) => <Textarea {...control} {...form.register("bio")} maxLength={TEXT_LIMITS.bio} rows={4} className="min-h-28" />}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Controller
          control={form.control}
          name="avatarImageUrl"
          render={({ field }) => (
            <MediaUpload
              label="Profile picture"
              purpose="profile"
              shape="avatar"
              hint="Square images look best"
              value={field.value ?? null}
              onChange={field.onChange}
              onUploadingChange={(avatar) => setUploading((u) => ({ ...u, avatar }))}
              disabled={isPending}
            />
          )}
        />
        <Controller
          control={form.control}
          name="coverImageUrl"
          render={({ field }) => (
            <MediaUpload
              label="Cover image"
              purpose="profile"
              shape="cover"
              hint="A wide photo for the top of your profile"
              value={field.value ?? null}
              onChange={field.onChange}
              onUploadingChange={(cover) => setUploading((u) => ({ ...u, cover }))}
              disabled={isPending}
            />
          )}
        />
      </div>

      <FormField {...fieldProps("subscriptionPrice")} label="Subscription price (USD per month)" hint={SUBSCRIPTION_PRICE_HINT}>
        {(control) => (
          <div className="relative sm:w-48">
            <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
              $
            </span>
            <Input
              {...control}
              {...form.register("subscriptionPrice")}
              type="number"
              inputMode="decimal"
              step={SUBSCRIPTION_PRICE.step}
              min={SUBSCRIPTION_PRICE.min}
              max={SUBSCRIPTION_PRICE.max}
              className="pl-7"
            />
          </div>
        )}
      </FormField>
      <CreatorShareNote control={form.control} />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="gradient" size="lg" disabled={busy} className="sm:min-w-48">
          {isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {isPending ? "Processing..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** What the creator keeps of the price being typed, e.g. "You keep $7.99 (80%) per fan". */
function CreatorShareNote({ control }: { control: Control<CreatorProfileFormValues, unknown, CreatorProfileFormOutput> }) {
  const price = Number(useWatch({ control, name: "subscriptionPrice" }));
  if (!Number.isFinite(price) || price < SUBSCRIPTION_PRICE.min || price > SUBSCRIPTION_PRICE.max) return null;
  return (
    <p className="-mt-2 rounded-xl bg-success/10 px-3.5 py-2.5 text-sm text-muted-foreground" aria-live="polite">
      You keep <span className="font-semibold text-foreground">{formatCents(creatorShareCents(toCents(price)))}</span> (
      {CREATOR_SHARE_PERCENT}%) per fan each month
    </p>
  );
}
