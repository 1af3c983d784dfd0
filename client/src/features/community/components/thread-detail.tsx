import { lazy, Suspense, useEffect, useRef } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { MessageCircle, SearchX } from "lucide-react";
import type { ThreadView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { RelativeTime } from "@/components/relative-time";
import { SignInNotice } from "@/components/sign-in-notice";
import { useAuth } from "@/hooks/use-auth";
import { errorStatus } from "@/lib/api";
import { paths } from "@/lib/paths";
import { commentCountLabel } from "../comment-count";
import { CommentList } from "./comment-list";
import { ThreadActions } from "./thread-actions";

// The comment box's form code loads with the first opened thread, not with the list.
const CommentForm = lazy(() => import("./comment-form").then((m) => ({ default: m.CommentForm })));

interface ThreadDetailProps {
  threadId: string;
  /** The thread's read (useThread), which shows the list's copy while it loads. */
  thread: UseQueryResult<ThreadView>;
  onBack: () => void;
}

/** One thread, opened in place of the list: its content, comments and comment box. */
export function ThreadDetail({ threadId, thread, onBack }: ThreadDetailProps) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a thread moves focus (and the view) to it, so keyboard and screen reader users land on it.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [threadId]);

  return (
    <div className="max-w-3xl space-y-6">
      <Button variant="ghost" className="-ml-3 text-muted-foreground hover:text-foreground" onClick={onBack}>
        ← Back to Threads
      </Button>

      {thread.data ? (
        <article className="rounded-2xl border bg-card p-6 shadow-soft sm:p-8">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <Badge variant="secondary">{thread.data.category}</Badge>
              <RelativeTime date={thread.data.createdAt} />
            </div>
            <ThreadActions thread={thread.data} onDeleted={onBack} />
          </div>
          <HiddenNotice hidden={thread.data.hidden} authorId={thread.data.userId} noun="thread" className="mt-4 w-fit" />
          <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl leading-tight font-extrabold focus:outline-none sm:text-3xl">
            {thread.data.title}
          </h2>
          <p className="mt-4 leading-relaxed break-words whitespace-pre-wrap text-foreground/90">{thread.data.content}</p>
        </article>
      ) : errorStatus(thread.error) === 404 ? (
        <EmptyState icon={<SearchX />} title="Thread not found" description="It may have been removed, or the link is mistyped." />
      ) : thread.isError ? (
        <LoadError title="This thread could not be loaded" onRetry={() => void thread.refetch()} />
      ) : (
        <LoadingState label="Loading thread..." />
      )}

      {thread.data && (
        <section aria-labelledby="comments-heading" className="space-y-4">
          <h3 id="comments-heading" className="flex items-center gap-2 text-lg font-bold">
            <MessageCircle className="size-5 text-primary" aria-hidden />
            {commentCountLabel(thread.data.commentCount)}
          </h3>
          <CommentList threadId={threadId} />
          {isAuthenticated ? (
            <div className="rounded-2xl border bg-card p-5 shadow-soft">
              <Suspense fallback={<Skeleton className="h-40" />}>
                <CommentForm threadId={threadId} />
              </Suspense>
            </div>
          ) : authLoading ? null : (
            <SignInNotice message="Please log in to comment" returnTo={paths.community({ thread: threadId })} className="py-4" />
          )}
        </section>
      )}
    </div>
  );
}
