import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The last step: the payment is in, the provider's event has yet to make the subscription active. */
export function ActivatingStep() {
  return (
    <div className="grid gap-3 text-center" role="status" aria-live="polite">
      <Button size="lg" variant="gradient" className="w-full" disabled>
        <LoaderCircle className="animate-spin" aria-hidden />
        Processing...
      </Button>
      <p className="text-sm text-muted-foreground">Confirming your payment. This takes a few seconds.</p>
    </div>
  );
}
