import { lazy, Suspense, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { THREAD_CATEGORIES } from "@shared/constants";
import type { ThreadView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "@/components/category-filter";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { usePageTitle } from "@/hooks/use-page-title";
import type { ThreadCategory } from "../api/threads";
import { threadCardButtonId } from "../components/thread-card";
import { ThreadDetail } from "../components/thread-detail";
import { ThreadList } from "../components/thread-list";

// The dialog's form code (zod schemas and the form library) loads only when it is wanted.
const loadNewThreadDialog = () => import("../components/new-thread-dialog");
const NewThreadDialog = lazy(() => loadNewThreadDialog().then((m) => ({ default: m.NewThreadDialog })));

/** /community: the thread list, or one thread opened in place (no route change). */
export default function CommunityPage() {
  const [category, setCategory] = useState<ThreadCategory | undefined>(undefined);
  const [openThread, setOpenThread] = useState<ThreadView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const newThread = useDeferredPart(loadNewThreadDialog);
  const lastOpenedId = useRef<string | null>(null);
  usePageTitle(openThread?.title ?? "Community Threads");

  function open(thread: ThreadView) {
    lastOpenedId.current = thread.id;
    setOpenThread(thread);
  }

  function back() {
    setOpenThread(null);
    // Return focus to the card that was opened once the list is back.
    requestAnimationFrame(() => {
      if (lastOpenedId.current) document.getElementById(threadCardButtonId(lastOpenedId.current))?.focus();
    });
  }

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow="Community"
          title="Community Threads"
          description="Connect with fellow pet lovers and share experiences"
          actions={
            <Button
              variant="gradient"
              onPointerEnter={newThread.preload}
              onFocus={newThread.preload}
              onClick={() => {
                newThread.want();
                setDialogOpen(true);
              }}
            >
              <Plus aria-hidden />
              New Thread
            </Button>
          }
        />

        {openThread ? (
          <ThreadDetail threadId={openThread.id} listed={openThread} onBack={back} />
        ) : (
          <div className="space-y-6">
            <CategoryFilter
              label="Thread categories"
              allLabel="All"
              options={THREAD_CATEGORIES}
              value={category}
              onChange={setCategory}
            />
            <ThreadList category={category} onOpen={open} />
          </div>
        )}
      </Container>
      {newThread.wanted && (
        <Suspense fallback={null}>
          <NewThreadDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </div>
  );
}
