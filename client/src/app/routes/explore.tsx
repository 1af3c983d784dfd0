import { ExploreCreators } from "@/features/creators/components/explore-creators";
import { subscribeCardAction } from "./subscribe-card-action";

/** /explore: every creator, each card offering to subscribe. */
export default function ExplorePage() {
  return <ExploreCreators cardAction={subscribeCardAction} />;
}
