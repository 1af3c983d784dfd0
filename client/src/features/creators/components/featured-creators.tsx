import { Link } from "wouter";
import { ArrowRight, Sparkles } from "lucide-react";
import { FEATURED_CREATORS_LIMIT } from "@shared/constants/product";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { LoadError } from "@/components/load-error";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { paths } from "@/lib/paths";
import { useCreatorProfiles } from "../api/creator-profiles";
import { NoCreatorsYet } from "./no-creators-yet";
import { CreatorGrid, CreatorGridSkeleton, type CreatorCardAction } from "./creator-grid";

/** The first six creators (newest first, from the list's first page), with links to all of them and to joining. */
export function FeaturedCreators({ cardAction }: { cardAction?: CreatorCardAction }) {
  const { items, isLoading, isError, refetch } = useCreatorProfiles();
  const featured = items.slice(0, FEATURED_CREATORS_LIMIT);
  const isEmpty = !isLoading && !isError && featured.length === 0;

  return (
    <section aria-labelledby="featured-heading" className="border-y bg-muted/40 py-16 sm:py-20">
      <Container className="space-y-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Meet the stars</p>
            <h2 id="featured-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
              Featured PawPals
            </h2>
            <p className="mt-2 text-muted-foreground">The newest pets sharing exclusive moments with their fans.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {!isEmpty && (
              <Button asChild variant="gradient">
                <Link href={paths.becomeCreator}>
                  <Sparkles aria-hidden />
                  Become a PawPal
                </Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link href={paths.explore()}>
                View All
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>

        {isLoading ? (
          <LoadingPlaceholders label="Loading creators...">
            <CreatorGridSkeleton count={3} />
          </LoadingPlaceholders>
        ) : isError ? (
          <LoadError title="PawPals could not be loaded" onRetry={() => void refetch()} />
        ) : isEmpty ? (
          <NoCreatorsYet title="No PawPals yet. Be the first to join!" />
        ) : (
          <CreatorGrid creators={featured} cardAction={cardAction} />
        )}
      </Container>
    </section>
  );
}
