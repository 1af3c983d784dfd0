import { lazy, Suspense, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "@/components/category-filter";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { usePageTitle } from "@/hooks/use-page-title";
import { useOpenInPlace } from "@/hooks/use-open-in-place";
import { useArticle } from "../api/articles";
import type { ArticleItem, ArticleKind } from "../kind";
import { articleCardButtonId } from "./article-card";
import { ArticleDetail } from "./article-detail";
import { ArticleGrid } from "./article-grid";

// The staff dialog's form code loads only when it is wanted.
const loadAddArticleDialog = () => import("./add-article-dialog");
const AddArticleDialog = lazy(() => loadAddArticleDialog().then((m) => ({ default: m.AddArticleDialog })));

/**
 * A whole tips or articles page: the filtered grid, or one item opened in place
 * (?open=<id>, so it can be linked to; Back returns to the grid); staff also get
 * the button that adds one.
 */
export function ArticleLibrary<T extends ArticleItem>({ kind }: { kind: ArticleKind<T> }) {
  const { user } = useAuth();
  const [topic, setTopic] = useState<string | undefined>(undefined);
  const opened = useOpenInPlace<T>("open", articleCardButtonId);
  const openItem = useArticle(kind, opened.openId, opened.listed);
  const [dialogOpen, setDialogOpen] = useState(false);
  const addArticle = useDeferredPart(loadAddArticleDialog);
  usePageTitle((opened.openId && openItem.data?.title) || kind.text.pageTitle);

  return (
    <div className="bg-hero-glow">
      <Container className="space-y-8 py-10 sm:py-14">
        <PageHeader
          eyebrow={kind.text.eyebrow}
          title={kind.text.pageTitle}
          description={kind.text.pageDescription}
          actions={
            user?.isStaff && (
              <Button
                variant="gradient"
                onPointerEnter={addArticle.preload}
                onFocus={addArticle.preload}
                onClick={() => {
                  addArticle.want();
                  setDialogOpen(true);
                }}
              >
                <Plus aria-hidden />
                {kind.text.add}
              </Button>
            )
          }
        />
        {opened.openId ? (
          <ArticleDetail kind={kind} id={opened.openId} article={openItem} onBack={opened.close} />
        ) : (
          <div className="space-y-6">
            <CategoryFilter
              label={kind.text.filterLabel}
              allLabel={kind.text.allLabel}
              options={kind.topics}
              value={topic}
              onChange={setTopic}
            />
            <ArticleGrid kind={kind} topic={topic} onOpen={opened.open} />
          </div>
        )}
      </Container>
      {user?.isStaff && addArticle.wanted && (
        <Suspense fallback={null}>
          <AddArticleDialog kind={kind} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </div>
  );
}
