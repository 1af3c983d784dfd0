/** A limited tier's posts of this month (PostAllowanceView), for the create-post form. */
import type { PostAllowanceView } from "@shared/api-types";
import type { AllowanceRung } from "../loaders/post-allowance";

export function presentPostAllowance(rung: AllowanceRung, used: number): PostAllowanceView {
  const perMonth = rung.benefits.exclusivePostsPerMonth ?? 0;
  return { tierId: rung.tierId, tierName: rung.name, perMonth, used, left: Math.max(0, perMonth - used) };
}
