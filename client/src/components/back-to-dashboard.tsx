import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** The "Back to Dashboard" link at the top of the creator's pages. */
export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
      <Link href={paths.creatorDashboard}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}
