import { describe, expect, it } from "vitest";
import { paths, routePatterns } from "./paths";

describe("paths", () => {
  it("names every page of the app", () => {
    expect(paths.home).toBe("/");
    expect(paths.guidelines).toBe("/guidelines");
    expect(paths.about).toBe("/about");
    expect(paths.contact).toBe("/contact");
    expect(paths.becomeCreator).toBe("/become-creator");
    expect(paths.creatorDashboard).toBe("/creator-dashboard");
    expect(paths.creatorStatements).toBe("/creator-dashboard/statements");
    expect(paths.createPost).toBe("/create-post");
    expect(paths.manageSubscriptionTiers).toBe("/manage-subscription-tiers");
    expect(paths.viewSubscribers).toBe("/view-subscribers");
    expect(paths.messages()).toBe("/messages");
    expect(paths.messages("c1")).toBe("/messages?c=c1");
    expect(paths.adminMessages).toBe("/admin/messages");
    expect(paths.adminPayments).toBe("/admin/payments");
    expect(paths.community()).toBe("/community");
    expect(paths.marketplace()).toBe("/marketplace");
    expect(paths.orders()).toBe("/orders");
    expect(paths.orders("buyer")).toBe("/orders");
    expect(paths.orders("seller")).toBe("/orders?role=seller");
    expect(paths.order("o1")).toBe("/orders/o1");
    expect(paths.wellnessTips()).toBe("/wellness-tips");
    expect(paths.vetsCorner()).toBe("/vets-corner");
  });

  it("opens Explore bare, or on a trimmed, encoded search", () => {
    expect(paths.explore()).toBe("/explore");
    expect(paths.explore("   ")).toBe("/explore");
    expect(paths.explore(" golden retriever ")).toBe("/explore?q=golden%20retriever");
    expect(paths.explore("cats & dogs")).toBe("/explore?q=cats%20%26%20dogs");
  });

  it("keeps Explore's tab next to its search", () => {
    expect(paths.explore("kiwi", "bird")).toBe("/explore?q=kiwi&category=bird");
    expect(paths.explore("", "bird")).toBe("/explore?category=bird");
  });

  it("opens the list pages searched, filtered or with one thing open, leaving out blank params", () => {
    expect(paths.community({ q: " recall training " })).toBe("/community?q=recall%20training");
    expect(paths.community({ category: "Training Tips", thread: "t1" })).toBe("/community?category=Training%20Tips&thread=t1");
    expect(paths.community({ q: "  ", thread: undefined })).toBe("/community");
    expect(paths.marketplace({ q: "harness", condition: "Like New", minPrice: "5", maxPrice: "20.50" })).toBe(
      "/marketplace?q=harness&condition=Like%20New&minPrice=5&maxPrice=20.50",
    );
    expect(paths.marketplace({ category: "Food & Treats" })).toBe("/marketplace?category=Food%20%26%20Treats");
    expect(paths.marketplace({ item: "i1" })).toBe("/marketplace?item=i1");
    expect(paths.wellnessTips({ open: "w1" })).toBe("/wellness-tips?open=w1");
    expect(paths.vetsCorner({ open: "v1" })).toBe("/vets-corner?open=v1");
  });

  it("is the own profile without a user id and a creator's page with one", () => {
    expect(paths.profile()).toBe("/profile");
    expect(paths.profile("0b9f4c1e-7d2a-4f5b-9a61-2c3d4e5f6a7b")).toBe("/profile/0b9f4c1e-7d2a-4f5b-9a61-2c3d4e5f6a7b");
    expect(paths.profile("a/b")).toBe("/profile/a%2Fb");
  });

  it("gives the router the creator page's pattern, which matches what paths.profile builds", () => {
    expect(routePatterns.creatorProfile).toBe("/profile/:userId");
    const pattern = new RegExp(`^${routePatterns.creatorProfile.replace(":userId", "[^/]+")}$`);
    expect(pattern.test(paths.profile("u1"))).toBe(true);
    expect(pattern.test(paths.profile())).toBe(false);
  });
});
