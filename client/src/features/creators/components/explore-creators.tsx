import { useEffect, useMemo, useState } from "react";
import { Link, useSearch } from "wouter";
import { Search, SearchX, Sparkles, PawPrint } from "lucide-react";
import { EXPLORE_CATEGORIES, type ExploreCategoryId } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { filterCreators, isExploreCategoryId, isFiltering } from "@/lib/explore";
import { paths } from "@/lib/paths";
import { useCreatorProfiles } from "../api/creator-profiles";
import { CreatorGrid, CreatorGridSkeleton, type CreatorCardAction } from "./creator-grid";

/**
 * Explore PawPals: a search box and category tabs over every creator. The list is
 * read page by page ('Load more'); while a search or a tab narrows it, every page
 * is read, so the filter sees all creators and not only the newest ones.
 */
export function ExploreCreators({ cardAction }: { cardAction?: CreatorCardAction }) {
  usePageTitle("Explore PawPals");
  const urlQuery = new URLSearchParams(useSearch()).get("q") ?? "";
  const [query, setQuery] = useState(urlQuery);
  const [category, setCategory] = useState<ExploreCategoryId>("all");
  const filtering = isFiltering(query, category);
  const creators = useCreatorProfiles({ fetchAll: filtering });
  const { items, isLoading, isError, hasNextPage, isFetchingNextPage } = creators;

  // A new search from the header while already on this page replaces the current one.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const results = useMemo(() => filterCreators(items, query, category), [items, query, category]);

  function clearFilters() {
    setQuery("");
    setCategory("all");
  }

  function renderResults() {
    if (isLoading) {
      return (
        <div className="space-y-4">
          <LoadingState label="Loading PawPals..." className="py-2" />
          <CreatorGridSkeleton count={6} />
        </div>
      );
    }
    if (isError && items.length === 0) {
      return <LoadError title="PawPals could not be loaded" onRetry={() => void creators.refetch()} />;
    }
    const more = isError ? (
      <LoadError title="More PawPals could not be loaded" onRetry={() => void creators.fetchNextPage()} />
    ) : (
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void creators.fetchNextPage()} label="Load more PawPals" />
    );
    if (results.length > 0) {
      return (
        <div className="space-y-6">
          <CreatorGrid creators={results} cardAction={cardAction} />
          {more}
        </div>
      );
    }
    // Nothing matched yet, but older creators are still being read.
    if (filtering && hasNextPage) return isError ? more : <LoadingState label="Loading PawPals..." />;
    if (filtering) {
      return (
        <EmptyState
          icon={<SearchX />}
          title="No creators found matching your criteria"
          description="Try another name, breed or category."
          action={
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        icon={<PawPrint />}
        title="No creators yet. Be the first to join!"
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

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow="Discover"
          title="Explore PawPals"
          description="Find your next favourite pet creator and unlock their exclusive moments."
        />

        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by pet name, breed, or PawPal..."
            aria-label="Search by pet name, breed, or PawPal"
            className="h-12 rounded-2xl pl-12 text-sm shadow-soft sm:text-base"
          />
        </div>

        <Tabs value={category} onValueChange={(v) => isExploreCategoryId(v) && setCategory(v)}>
          <TabsList aria-label="Pet categories">
            {EXPLORE_CATEGORIES.map((c) => (
              <TabsTrigger key={c.id} value={c.id}>
                {c.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {EXPLORE_CATEGORIES.map((c) => (
            <TabsContent key={c.id} value={c.id}>
              {c.id === category && renderResults()}
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </div>
  );
}
