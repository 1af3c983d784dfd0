import { lazy, Suspense } from "react";
import { THREAD_CATEGORIES } from "@shared/constants/categories";
import type { ThreadView } from "@shared/api-types";
import { CategoryFilter } from "@/components/category-filter";
import { Container } from "@/components/container";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { usePageTitle } from "@/hooks/use-page-title";
import { useOpenInPlace } from "@/hooks/use-open-in-place";
import { useUrlParams, useUrlSearchText } from "@/hooks/use-url-state";
import { oneOf } from "@/lib/url-filters";
import { useThread, useThreads } from "../api/threads";
import { NewThreadAction } from "../components/new-thread-action";
import { threadCardButtonId } from "../components/thread-card";
import { ThreadList } from "../components/thread-list";

// An opened thread, with its comments, their forms and their menus: loaded when a thread is opened.
const loadThreadDetail = () => import("../components/thread-detail");
const ThreadDetail = lazy(() => loadThreadDetail().then((m) => ({ default: m.ThreadDetail })));

/**
 * /community: the thread list, searched (?q=) and filtered by category
 * (?category=), or one thread opened in place (?thread=<id>, a link to it works too).
 */
export default function CommunityPage() {
  const [params, setParams] = useUrlParams();
  const search = useUrlSearchText("q");
  const category = oneOf(THREAD_CATEGORIES, params.get("category"));
  const filters = { category, q: search.value || undefined };
  const threads = useThreads(filters);
  const opened = useOpenInPlace<ThreadView>("thread", threadCardButtonId);
  const openThread = useThread(opened.openId, opened.listed);
  usePageTitle((opened.openId && openThread.data?.title) || "Community Threads");

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow="Community"
          title="Community Threads"
          description="Connect with fellow pet lovers and share experiences"
          actions={<NewThreadAction />}
        />

        {opened.openId ? (
          <Suspense fallback={<LoadingState label="Loading thread..." />}>
            <ThreadDetail threadId={opened.openId} thread={openThread} onBack={opened.close} />
          </Suspense>
        ) : (
          <div className="space-y-6">
            <div className="flex flex-col gap-4 lg:flex-row-reverse lg:items-center lg:justify-between">
              <SearchInput
                value={search.text}
                onValueChange={search.setText}
                busy={search.text.trim() !== search.value || threads.isPlaceholderData}
                placeholder="Search threads..."
                label="Search threads"
                className="w-full lg:max-w-xs lg:shrink-0"
              />
              <CategoryFilter
                label="Thread categories"
                allLabel="All"
                options={THREAD_CATEGORIES}
                value={category}
                onChange={(value) => setParams({ category: value })}
                className="min-w-0"
              />
            </div>
            <ThreadList
              threads={threads}
              filters={filters}
              onOpen={opened.open}
              onClearSearch={() => {
                search.setText("");
                setParams({ q: undefined });
              }}
            />
          </div>
        )}
      </Container>
    </div>
  );
}
