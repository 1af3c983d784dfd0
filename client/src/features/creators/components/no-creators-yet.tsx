import { Link } from "wouter";
import { PawPrint, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { paths } from "@/lib/paths";

/** No creator profile exists yet: an invitation to be the first (the title differs per page). */
export function NoCreatorsYet({ title }: { title: string }) {
  return (
    <EmptyState
      icon={<PawPrint />}
      title={title}
      action={
        <Button asChild variant="gradient">
          <Link href={paths.becomeCreator}>
            <Sparkles aria-hidden />
            Become a PawPal
          </Link>
        </Button>
      }
    />
  );
}
