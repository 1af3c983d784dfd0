import { ArticleLibrary } from "../components/article-library";
import { vetArticles } from "../vet-articles";

/** /vets-corner. */
export default function VetsCornerPage() {
  return <ArticleLibrary kind={vetArticles} />;
}
