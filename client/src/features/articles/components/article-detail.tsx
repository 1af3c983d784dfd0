import { useEffect, useRef } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Hash, SearchX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { RelativeTime } from "@/components/relative-time";
import { errorStatus } from "@/lib/api";
import type { ArticleItem, ArticleKind } from "../kind";
import { ArticleImage } from "./article-image";

interface ArticleDetailProps<T extends ArticleItem> {
  kind: ArticleKind<T>;
  id: string;
  /** The item's read (useArticle), which shows the list's copy while it loads. */
  article: UseQueryResult<T>;
  onBack: () => void;
}

/** One tip or article, opened in place of the list. */
export function ArticleDetail<T extends ArticleItem>({ kind, id, article, onBack }: ArticleDetailProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = article.data;

  // Opening an item moves focus (and the view) to it.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [id]);

  return (
    <div className="max-w-3xl space-y-6">
      <Button variant="ghost" className="-ml-3 text-muted-foreground hover:text-foreground" onClick={onBack}>
        {kind.text.back}
      </Button>

      {item ? (
        <article className="overflow-hidden rounded-2xl border bg-card shadow-soft">
          <ArticleImage
            image={item.image}
            alt={item.title}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="aspect-[2/1] max-h-96 w-full"
          />
          <div className="p-6 sm:p-8">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl leading-tight font-extrabold focus:outline-none sm:text-3xl">
              {item.title}
            </h2>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <RelativeTime date={item.createdAt} />
              <Badge variant="secondary">{kind.topicOf(item)}</Badge>
            </div>
            <div className="mt-6 leading-relaxed break-words whitespace-pre-wrap text-foreground/90">{item.content}</div>
            {item.tags.length > 0 && (
              <ul className="mt-8 flex flex-wrap gap-2 border-t pt-5" aria-label="Tags">
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline" className="gap-0.5 px-3 py-1 font-medium text-muted-foreground">
                      <Hash aria-hidden />
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </article>
      ) : errorStatus(article.error) === 404 ? (
        <EmptyState icon={<SearchX />} title={kind.text.notFound} description="It may have been removed, or the link is mistyped." />
      ) : article.isError ? (
        <LoadError title={kind.text.loadFailed} onRetry={() => void article.refetch()} />
      ) : (
        <LoadingState label={kind.text.loading} />
      )}
    </div>
  );
}
