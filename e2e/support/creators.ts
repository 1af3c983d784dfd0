/** Becoming a PawPal through the form, as a signed-in person does it. */
import type { Page } from "playwright-core";
import type { CreatorProfileView, CurrentUser } from "@shared/api-types";
import { expectPath, expectToast } from "./expectations";

export interface NewPawPal {
  /** The creator's public page ("/profile/<user id>"). */
  profilePath: string;
  creatorProfileId: string;
}

/** Fills 'Become a PawPal' for the signed-in person on `page` and waits for the dashboard. */
export async function becomePawPal(page: Page, pet: { name: string; type: string; bio: string }): Promise<NewPawPal> {
  await page.goto("/become-creator");
  await page.getByLabel("Pet name").fill(pet.name);
  await page.getByLabel("Pet type").fill(pet.type);
  await page.getByLabel("Bio").fill(pet.bio);
  await page.getByRole("button", { name: "Create PawPal Profile" }).click();
  await expectToast(page, "Success!");
  await expectPath(page, "/creator-dashboard");
  const me = (await (await page.request.get("/api/auth/user")).json()) as CurrentUser;
  const profile = (await (await page.request.get(`/api/creator-profile/user/${me.id}`)).json()) as CreatorProfileView;
  return { profilePath: `/profile/${me.id}`, creatorProfileId: profile.id };
}
