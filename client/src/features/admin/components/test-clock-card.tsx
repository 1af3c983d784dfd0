import { useState, type FormEvent } from "react";
import { FlaskConical, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatMessageDate } from "@/lib/dates";
import { useAdvanceTestClock } from "../api/payments";

/**
 * The built-in test provider's clock (staff): moving it runs the renewals, failed
 * payments, period ends and payouts of the days skipped, and says the new date.
 */
export function TestClockCard() {
  const advance = useAdvanceTestClock();
  const [days, setDays] = useState("31");

  function submit(event: FormEvent) {
    event.preventDefault();
    advance.mutate(Number(days));
  }

  return (
    <Card className="border-warning/40 bg-warning/5 p-4 sm:p-6">
      <form onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" aria-label="Test clock">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-warning/20 text-foreground [&_svg]:size-5">
            <FlaskConical aria-hidden />
          </span>
          <div className="space-y-1">
            <h2 className="font-semibold">Test clock</h2>
            <p className="text-sm text-muted-foreground">
              Test payments only: move time forward to run renewals, failed payments, period ends and payouts.
            </p>
            <p className="text-sm font-medium" aria-live="polite">
              {advance.data ? `Test clock is now ${formatMessageDate(advance.data.now)}` : null}
            </p>
          </div>
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="test-clock-days">Days</Label>
            <Input
              id="test-clock-days"
              type="number"
              inputMode="numeric"
              min={1}
              max={400}
              step={1}
              className="w-24"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              disabled={advance.isPending}
            />
          </div>
          <Button type="submit" variant="outline" disabled={advance.isPending}>
            {advance.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {advance.isPending ? "Advancing..." : "Advance test clock"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
