import { ArticleLibrary } from "@/features/articles/components/article-library";
import { wellnessTips } from "../kind";

/** /wellness-tips. */
export default function WellnessTipsPage() {
  return <ArticleLibrary kind={wellnessTips} />;
}
