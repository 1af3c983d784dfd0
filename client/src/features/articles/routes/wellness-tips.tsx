import { ArticleLibrary } from "../components/article-library";
import { wellnessTips } from "../wellness-tips";

/** /wellness-tips. */
export default function WellnessTipsPage() {
  return <ArticleLibrary kind={wellnessTips} />;
}
