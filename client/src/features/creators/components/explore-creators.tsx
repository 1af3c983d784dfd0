import type { ReactNode } from "react";
import { SearchX } from "lucide-react";
import { EXPLORE_CATEGORIES } from "@shared/constants/categories";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { usePageTitle } from "@/hooks/use-page-title";
import { useUrlParams, useUrlSearchText } from "@/hooks/use-url-state";
import { exploreCategoryFrom, exploreListParams, isExploreCategoryId, isFiltering } from "@/lib/explore";
import { cn } from "@/lib/utils";
import { useCreatorProfiles } from "../api/creator-profiles";
import { CreatorGrid, CreatorGridSkeleton, type CreatorCardAction } from "./creator-grid";
import { NoCreatorsYet } from "./no-creators-yet";

/**
 * Explore PawPals: a search box and category tabs, both kept in the URL
 * (/explore?q=…&category=…) and answered by the server over every creator. The
 * list grows page by page as it is scrolled ('Load more PawPals' stays as a button).
 */
/** `intro`: a note under the page's title (what a tier chosen on the home page gets). */
export function ExploreCreators({ cardAction, intro }: { cardAction?: CreatorCardAction; intro?: ReactNode }) {
  usePageTitle("Explore PawPals");
  const [params, setParams] = useUrlParams();
  const search = useUrlSearchText("q");
  const category = exploreCategoryFrom(params.get("category"));
  const filtering = isFiltering(search.value, category);
  const creators = useCreatorProfiles(exploreListParams(search.value, category), { keepPrevious: true });
  const { items, isLoading, isError, hasNextPage, isFetchingNextPage, isPlaceholderData } = creators;
  /** The box's text is not searched for yet, or its answer is on its way. */
  const searching = search.text.trim() !== search.value || isPlaceholderData;

  function clearFilters() {
    search.setText("");
    setParams({ q: undefined, category: undefined });
  }

  function loadMore() {
    if (!isFetchingNextPage) void creators.fetchNextPage();
  }

  function renderResults() {
    if (isLoading) {
      return (
        <LoadingPlaceholders label="Loading PawPals...">
          <CreatorGridSkeleton count={6} />
        </LoadingPlaceholders>
      );
    }
    if (isError && items.length === 0) {
      return <LoadError title="PawPals could not be loaded" onRetry={() => void creators.refetch()} />;
    }
    if (items.length > 0) {
      return (
        <div className={cn("space-y-6 transition-opacity", isPlaceholderData && "opacity-60")} aria-busy={isPlaceholderData}>
          <CreatorGrid creators={items} cardAction={cardAction} />
          {/* The next page's first cards take these places, so scrolling on does not jump. */}
          {isFetchingNextPage && <CreatorGridSkeleton count={3} />}
          {isError ? (
            <LoadError title="More PawPals could not be loaded" onRetry={loadMore} />
          ) : (
            <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={loadMore} label="Load more PawPals" auto />
          )}
        </div>
      );
    }
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
    return <NoCreatorsYet title="No creators yet. Be the first to join!" />;
  }

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow="Discover"
          title="Explore PawPals"
          description="Find your next favourite pet creator and unlock their exclusive moments."
        />
        {intro}

        <SearchInput
          value={search.text}
          onValueChange={search.setText}
          busy={searching && !isLoading}
          size="lg"
          placeholder="Search by pet name, breed, or PawPal..."
          label="Search by pet name, breed, or PawPal"
          className="max-w-xl"
        />

        <Tabs
          value={category}
          onValueChange={(value) => isExploreCategoryId(value) && setParams({ category: value === "all" ? undefined : value })}
        >
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
