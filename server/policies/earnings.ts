/**
 * Who may see and manage a creator's money. Reading it (earnings, statements,
 * payouts, the payout account's state) is for the profile's owner and for staff
 * helping them. Setting up where the money is paid is the owner's alone: like
 * editing the profile, staff do not act for creators (and the account is opened
 * in the owner's name). Refunds are staff's.
 */
import { isProfileOwner, type ProfileOwnership } from "./creator-profile";
import { rule, staffOnly } from "./rule";

export const earningsRules = {
  viewCreatorEarnings: rule<ProfileOwnership>(
    "Only the profile's owner can see its earnings",
    (actor, profile) => isProfileOwner(actor, profile) || Boolean(actor?.isStaff),
  ),
  managePayoutAccount: rule<ProfileOwnership>("Only the profile's owner can set up its payouts", isProfileOwner),
  viewPayments: staffOnly,
  refundPayment: staffOnly,
};
