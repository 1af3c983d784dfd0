import type { CurrentUser } from "@shared/api-types";
import { AccountProfileCard } from "./account-profile-card";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";

/** /profile's account settings: one's names and picture, a copy of one's data, and deleting the account. */
export function AccountSettings({ user }: { user: CurrentUser }) {
  return (
    <section aria-labelledby="account-settings-heading" className="space-y-4">
      <h2 id="account-settings-heading" className="text-xl font-bold">
        Account settings
      </h2>
      <AccountProfileCard user={user} />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <DataExportCard />
        <DeleteAccountCard user={user} />
      </div>
    </section>
  );
}
