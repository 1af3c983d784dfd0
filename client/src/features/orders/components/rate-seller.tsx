import { Star } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { RATING_STARS, RATING_TEXT_MAX, rateSellerSchema, type OrderView, type RateSellerInput } from "@shared/marketplace";
import { pluralize } from "@shared/plural";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { Stars } from "@/components/stars";
import { toast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { useRateSeller } from "../api/rate-seller";
import type { OrderViewer } from "../order-status";

interface RateSellerProps {
  order: OrderView;
  viewer: OrderViewer;
}

/**
 * After a completed order, its buyer rates the seller once: 1 to 5 stars and a
 * few words. Once rated, the buyer and the seller see the rating instead.
 */
export function RateSeller({ order, viewer }: RateSellerProps) {
  if (order.rating) return viewer === "staff" ? null : <GivenRating rating={order.rating} viewer={viewer} />;
  if (order.status !== "completed" || viewer !== "buyer") return null;
  return <RatingForm orderId={order.id} />;
}

function GivenRating({ rating, viewer }: { rating: NonNullable<OrderView["rating"]>; viewer: Exclude<OrderViewer, "staff"> }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-2 text-base font-bold">{viewer === "buyer" ? "Your rating" : "The buyer's rating"}</h2>
      <p className="flex items-center gap-2 text-sm font-medium">
        <Stars value={rating.stars} />
        <span>{pluralize(rating.stars, "star")} of 5</span>
      </p>
      {rating.text && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-foreground/80">{rating.text}</p>}
    </Card>
  );
}

const STAR_WORDS: Record<number, string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" };

function RatingForm({ orderId }: { orderId: string }) {
  const rate = useRateSeller(orderId);
  const form = useForm<RateSellerInput>({ resolver: zodResolver(rateSellerSchema), defaultValues: { text: "" } });
  const { errors } = form.formState;
  // Set by hand: react-hook-form gives a radio's value as text, and the shared schema wants the number.
  const chosen = useWatch({ control: form.control, name: "stars" }) ?? 0;
  const choose = (stars: number) => form.setValue("stars", stars, { shouldValidate: form.formState.isSubmitted });
  const onSubmit = form.handleSubmit((input) =>
    rate.mutate(input, { onSuccess: () => toast({ title: "Thanks for your rating", description: "It now shows on the seller's listings." }) }),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-bold">Rate the seller</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">How did it go? Your rating shows on the seller's listings, with the others'.</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset aria-describedby={errors.stars ? "rating-stars-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Your rating *</legend>
          <div className="flex items-center gap-3">
            <div role="radiogroup" aria-label="Stars" className="flex gap-1">
              {RATING_STARS.map((star) => (
                <label key={star} className="group cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <input type="radio" name="rating-stars" value={star} checked={chosen === star} onChange={() => choose(star)} className="sr-only" />
                  <span className="sr-only">{pluralize(star, "star")}</span>
                  <Star
                    aria-hidden
                    className={cn(
                      "size-8 transition-transform group-hover:scale-110",
                      star <= chosen ? "fill-amber-400 text-amber-400" : "fill-transparent text-muted-foreground/50",
                    )}
                  />
                </label>
              ))}
            </div>
            <span className="text-sm font-semibold whitespace-nowrap text-muted-foreground" aria-live="polite">
              {chosen ? STAR_WORDS[chosen] : ""}
            </span>
          </div>
          {errors.stars && (
            <p id="rating-stars-error" role="alert" className="mt-2 text-sm font-medium text-destructive">
              {errors.stars.message}
            </p>
          )}
        </fieldset>
        <FormField id="rating-text" label="A few words" optional hint={`Up to ${RATING_TEXT_MAX} characters.`} error={errors.text?.message}>
          {(control) => <Textarea {...control} {...form.register("text")} rows={3} maxLength={RATING_TEXT_MAX} placeholder="Was the item as described? Was the seller helpful?" />}
        </FormField>
        <Button type="submit" variant="gradient" disabled={rate.isPending} className="justify-self-start">
          {rate.isPending ? "Sending..." : "Send rating"}
        </Button>
      </form>
    </Card>
  );
}
