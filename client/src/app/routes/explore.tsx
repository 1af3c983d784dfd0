import { ExploreCreators } from "@/features/creators/components/explore-creators";
import { ChosenTierNote } from "@/features/marketing/components/chosen-tier-note";
import { subscribeCardAction } from "./subscribe-card-action";

/** /explore: every creator, each card offering to subscribe; from a home page tier, what that tier gets. */
export default function ExplorePage() {
  return <ExploreCreators cardAction={subscribeCardAction} intro={<ChosenTierNote />} />;
}
