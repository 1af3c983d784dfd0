import { useEffect, useMemo, useState } from "react";
import { Link, useSearch } from "wouter";
import { Search, SearchX, Sparkles, PawPrint } from "lucide-react";
import { EXPLORE_CATEGORIES, type ExploreCategoryId } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { filterCreators, isExploreCategoryId, isFiltering } from "@/lib/explore";
import { useCreatorProfiles } from "../api/creator-profiles";
import { CreatorGrid, CreatorGridSkeleton } from "../components/creator-grid";

export default function ExplorePage() {
  usePageTitle("Explore PawPals");
  const urlQuery = new URLSearchParams(useSearch()).get("q") ?? "";
  const [query, setQuery] = useState(urlQuery);
  const [category, setCategory] = useState<ExploreCategoryId>("all");
  const { data: creators, isLoading, isError } = useCreatorProfiles();

  // A new search from the header while already on this page replaces the current one.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const results = useMemo(() => filterCreators(creators ?? [], query, category), [creators, query, category]);
  const filtering = isFiltering(query, category);

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
              {isLoading ? (
                <div className="space-y-4">
                  <LoadingState label="Loading PawPals..." className="py-2" />
                  <CreatorGridSkeleton count={6} />
                </div>
              ) : isError ? (
                <EmptyState icon={<PawPrint />} title="PawPals could not be loaded" description="Please try again in a moment." />
              ) : results.length > 0 ? (
                <CreatorGrid creators={results} />
              ) : filtering ? (
                <EmptyState
                  icon={<SearchX />}
                  title="No creators found matching your criteria"
                  description="Try another name, breed or category."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => {
                        setQuery("");
                        setCategory("all");
                      }}
                    >
                      Clear filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={<PawPrint />}
                  title="No creators yet. Be the first to join!"
                  action={
                    <Button asChild variant="gradient">
                      <Link href="/become-creator">
                        <Sparkles aria-hidden />
                        Become a PawPal
                      </Link>
                    </Button>
                  }
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </div>
  );
}
