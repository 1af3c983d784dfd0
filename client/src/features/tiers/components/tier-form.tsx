import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Plus } from "lucide-react";
import { BENEFIT_TEMPLATE_NAMES, BENEFIT_TEMPLATES, type BenefitTemplateKey } from "@shared/benefits";
import { LIST_LIMITS, TEXT_LIMITS } from "@shared/constants/text-limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useCreateTier } from "../api/create-tier";
import {
  tierFormDefaults,
  tierFormFromTemplate,
  tierFormProblem,
  tierFormSchema,
  type TierFormOutput,
  type TierFormValues,
} from "../forms/tier-form";
import { BenefitsFields } from "./benefits-fields";

/**
 * The add-tier form: "Start from Basic / Premium / VIP" fills it with that home
 * page tier, then every field and benefit can be changed; it clears after a
 * tier is created and the list refreshes.
 */
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

  const startFrom = (template: BenefitTemplateKey) => form.reset(tierFormFromTemplate(template, form.getValues()));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-5">
      <div role="group" aria-label="Start from a template" className="flex flex-wrap gap-2">
        {(Object.keys(BENEFIT_TEMPLATES) as BenefitTemplateKey[]).map((template) => (
          <Button key={template} type="button" variant="outline" size="sm" onClick={() => startFrom(template)}>
            Start from {BENEFIT_TEMPLATE_NAMES[template]}
          </Button>
        ))}
      </div>
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
      <Controller
        control={form.control}
        name="benefits"
        render={({ field }) => (
          <BenefitsFields value={field.value} onChange={field.onChange} postsInvalid={Boolean(errors.benefits?.exclusivePostsPerMonth)} />
        )}
      />
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={createTier.isPending}>
        {createTier.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {createTier.isPending ? "Creating..." : "Create Tier"}
      </Button>
    </form>
  );
}
