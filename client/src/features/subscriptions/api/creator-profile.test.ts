/** The subscribe dialog starts from the creator the page already shows: a card of a list or the profile itself. */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfileByUserKey, creatorProfilesKey } from "@/lib/query-keys";
import { shownCreatorProfile } from "./creator-profile";

const creator = (id: string) => ({ id, userId: `user-${id}`, petName: `Pet ${id}` }) as CreatorProfileView;

describe("the creator the page already shows", () => {
  it("is found on any page of any filtered list, with when that list was read", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...creatorProfilesKey, { category: "dogs" }], { pages: [[creator("a")], [creator("b")]], pageParams: [undefined, "a"] }, { updatedAt: 1_000 });
    expect(shownCreatorProfile(queryClient, "b")).toEqual({ profile: creator("b"), updatedAt: 1_000 });
  });

  it("is found as a profile page read it", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(creatorProfileByUserKey("user-c"), creator("c"), { updatedAt: 2_000 });
    queryClient.setQueryData(creatorProfileByUserKey("user-none"), null);
    expect(shownCreatorProfile(queryClient, "c")).toEqual({ profile: creator("c"), updatedAt: 2_000 });
  });

  it("is not made up when the page shows no such creator", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...creatorProfilesKey, {}], { pages: [[creator("a")]], pageParams: [undefined] });
    expect(shownCreatorProfile(queryClient, "z")).toBeUndefined();
  });
});
