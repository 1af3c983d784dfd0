import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Plus } from "lucide-react";
import { LIST_LIMITS, TEXT_LIMITS } from "@shared/constants/text-limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useCreateTier } from "../api/create-tier";
import { tierFormDefaults, tierFormProblem, tierFormSchema, type TierFormOutput, type TierFormValues } from "../forms/tier-form";

/** The add-tier form; it clears after a tier is created and the list refreshes. */
export function TierForm({ creatorProfileId }: { creatorProfileId: string }) {
  const id = useId();
  const createTier = useCreateTier();
  const form = useForm<TierFormValues, unknown, TierFormOutput>({
    resolver: zodResolver(tierFormSchema),
    defaultValues: tierFormDefaults(),
  });
  const { errors } = form.formState;

  const onValid = (tier: TierFormOutput) =>
    createTier.mutate(
      { ...tier, creatorProfileId },
      {
        onSuccess: () => {
          toast({ title: "Tier created!" });
          form.reset(tierFormDefaults());
        },
      },
    );

  const onInvalid = (fieldErrors: typeof errors) => {
    const problem = tierFormProblem(fieldErrors);
    if (problem) toast({ ...problem, variant: "destructive" });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-5">
      {/* Problems are told by a toast, so a field is only marked invalid, without a message under it. */}
      <FormField id={`${id}-name`} label="Tier name">
        {(control) => (
          <Input
            {...control}
            {...form.register("name")}
            maxLength={TEXT_LIMITS.tierName}
            aria-invalid={errors.name ? true : undefined}
            placeholder="e.g. Best Friend"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id={`${id}-price`} label="Price (USD per month)">
        {(control) => (
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
              $
            </span>
            <Input
              {...control}
              {...form.register("price")}
              aria-invalid={errors.price ? true : undefined}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="9.99"
              className="pl-7"
            />
          </div>
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" optional>
        {(control) => (
          <Textarea
            {...control}
            {...form.register("description")}
            maxLength={TEXT_LIMITS.tierDescription}
            rows={2}
            className="min-h-20"
            placeholder="What fans get at this level"
          />
        )}
      </FormField>
      <FormField id={`${id}-features`} label="Features" hint={`One feature per line, up to ${LIST_LIMITS.tierFeatures}`}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register("features")}
            aria-invalid={errors.features ? true : undefined}
            rows={4}
            placeholder={"Exclusive photos\nBehind-the-scenes videos\nMonthly shout-out"}
          />
        )}
      </FormField>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={createTier.isPending}>
        {createTier.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {createTier.isPending ? "Creating..." : "Create Tier"}
      </Button>
    </form>
  );
}
