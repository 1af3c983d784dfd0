import { ArticleLibrary } from "@/features/articles/components/article-library";
import { vetArticles } from "../kind";

/** /vets-corner. */
export default function VetsCornerPage() {
  return <ArticleLibrary kind={vetArticles} />;
}
