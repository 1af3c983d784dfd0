/**
 * The tiers journey on a fresh database (posts for chosen tiers, upgrading,
 * comments): a creator makes Basic, Premium and VIP from the templates and posts
 * one photo per audience (everyone, all fans, Basic and up, Premium and up, VIP
 * and up), watching Basic's month of exclusive posts count down until the
 * sixth is refused in the form; a fan
 * subscribes to Basic from a locked post, sees the Basic post and an 'Upgrade'
 * on the higher ones, upgrades to VIP in the change-tier dialog (the amount due
 * now, charged to the test card on file: one proration receipt) and sees everything; comments on the VIP post and the
 * creator is told in the notifications; then the fan schedules a downgrade from
 * their subscriptions ('Changes to Basic on …'). Each screen is kept as
 * `tiers-<state>-<width>-<theme>.png` (1280 and 375 px, light and dark).
 *
 * The tests run in order and build on each other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { InvoiceView, MySubscriptionView, NotificationView } from "@shared/api-types";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { becomePawPal } from "./support/creators";
import { expectCount, expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { makePng, type MediaFile } from "./support/media";
import { person } from "./support/people";
import { shootScreens } from "./support/screens";

const owner = person("tiers", "Tess", "Ng");
const fan = person("tiers", "Fred", "Okafor");

const pet = { name: "Waffles", type: "Rabbit", bio: "Waffles is a lop-eared rabbit who naps in shoeboxes and steals parsley." };

/** One photo post per audience, as the create-post form names them. */
const posts = [
  { audience: "Everyone", caption: "Waffles says hello to everyone" },
  { audience: "All fans", caption: "A parsley heist, for every fan" },
  { audience: "Basic and up", caption: "Shoebox nap, Basic and up" },
  { audience: "Premium and up", caption: "Ear flop slow motion, Premium and up" },
  { audience: "VIP and up", caption: "Waffles' birthday cake, VIP only" },
] as const;
const caption = (audience: (typeof posts)[number]["audience"]) => posts.find((p) => p.audience === audience)!.caption;

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
let ownerContext: BrowserContext;
let fanContext: BrowserContext;
let ownerPage: Page;
let fanPage: Page;
let photos: MediaFile[];
let profilePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ownerContext = await newContext(browser, baseUrl);
  fanContext = await newContext(browser, baseUrl);
  ownerPage = await ownerContext.newPage();
  fanPage = await fanContext.newPage();
  photos = [];
  for (const [i, post] of posts.entries()) photos.push(await makePng(ownerContext, `waffles-${i}.png`, post.audience));
});
afterAll(() => browser?.close());

const shoot = (page: Page, state: string, { fullPage = true } = {}) => shootScreens(page, `tiers-${state}`, { fullPage, settleMs: 800 });

/** A post card of a feed by its caption. */
function postCard(scope: Page | Locator, text: string): Locator {
  return scope.getByRole("article").filter({ hasText: text });
}

describe("a creator offers three tiers", () => {
  it("becomes a PawPal", async () => {
    await signIn(ownerPage, owner);
    ({ profilePath } = await becomePawPal(ownerPage, pet));
    await expectVisible(ownerPage.getByRole("heading", { name: pet.name }));
  });

  it("makes Basic, Premium and VIP from the templates", async () => {
    await ownerPage.goto("/manage-subscription-tiers");
    for (const [template, price] of [
      ["Basic", "$4.99"],
      ["Premium", "$9.99"],
      ["VIP", "$19.99"],
    ] as const) {
      await ownerPage.getByRole("button", { name: `Start from ${template}` }).click();
      expect(await ownerPage.getByLabel("Tier name").inputValue()).toBe(template);
      await ownerPage.getByRole("button", { name: "Create Tier" }).click();
      await expectToast(ownerPage, "Tier created!");
      await expectVisible(ownerPage.getByRole("group", { name: template }).getByText(price));
    }
  });

  it("posts one photo per audience, and sees Basic's month of exclusive posts count down", async () => {
    for (const [i, post] of posts.entries()) {
      await ownerPage.goto("/create-post");
      // Everyone, all fans, then each tier and up, cheapest first.
      await expectCount(ownerPage.getByRole("radio"), 5);
      expect(await ownerPage.getByRole("radio", { name: "Everyone" }).isChecked()).toBe(true);
      // 'All fans' and 'Basic and up' reach Basic; the two before this one were those.
      const left = i <= 1 ? 5 : i === 2 ? 4 : 3;
      await expectVisible(ownerPage.getByText(`Basic: ${left} of 5 exclusive posts left this month`));

      await ownerPage.getByLabel("Caption").fill(post.caption);
      await ownerPage.getByLabel("Image upload").setInputFiles(photos[i]!);
      await expectToast(ownerPage, "Upload successful");
      await ownerPage.getByRole("radio", { name: post.audience }).check();
      if (post.audience === "Premium and up") await shoot(ownerPage, "create-post");
      await ownerPage.getByRole("button", { name: "Publish Post" }).click();
      await expectToast(ownerPage, "Post created!");
      await expectPath(ownerPage, "/creator-dashboard");
    }
    await ownerPage.goto("/create-post");
    await expectVisible(ownerPage.getByText("Basic: 3 of 5 exclusive posts left this month"));
  });

  it("is refused a sixth Basic post this month, in the form, and may choose a higher tier", async () => {
    for (const n of [1, 2, 3]) {
      await ownerPage.goto("/create-post");
      await ownerPage.getByLabel("Caption").fill(`Basic extra ${n}`);
      await ownerPage.getByLabel("Image upload").setInputFiles(photos[2]!);
      await expectToast(ownerPage, "Upload successful");
      await ownerPage.getByRole("radio", { name: "Basic and up" }).check();
      await ownerPage.getByRole("button", { name: "Publish Post" }).click();
      await expectPath(ownerPage, "/creator-dashboard");
    }
    await ownerPage.goto("/create-post");
    await expectVisible(ownerPage.getByText("Basic: 0 of 5 exclusive posts left this month — choose a higher tier for this post"));
    await ownerPage.getByLabel("Caption").fill("One Basic post too many");
    await ownerPage.getByLabel("Image upload").setInputFiles(photos[2]!);
    await expectToast(ownerPage, "Upload successful");
    await ownerPage.getByRole("radio", { name: "All fans" }).check();
    await ownerPage.getByRole("button", { name: "Publish Post" }).click();
    const refusal = ownerPage.getByRole("main").getByRole("alert");
    await expectVisible(refusal);
    expect(await refusal.innerText()).toBe("Basic gets 5 exclusive posts a month and this month's are used. Choose a higher tier for this post.");
    await expectPath(ownerPage, "/create-post");
    await shoot(ownerPage, "create-post-refused");
    // A higher tier clears the refusal and publishes.
    await ownerPage.getByRole("radio", { name: "Premium and up" }).check();
    await expectCount(ownerPage.getByRole("main").getByRole("alert"), 0);
    await ownerPage.getByRole("button", { name: "Publish Post" }).click();
    await expectToast(ownerPage, "Post created!");
  });

  it("edits a post's audience from its ⋯ menu, the post's own choice shown", async () => {
    await ownerPage.goto(profilePath);
    const card = postCard(ownerPage.getByRole("main"), caption("Everyone"));
    await card.getByRole("button", { name: "More actions for post" }).click();
    await ownerPage.getByRole("menuitem", { name: "Edit post" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Edit post" });
    expect(await dialog.getByRole("radio", { name: "Everyone" }).isChecked()).toBe(true);
    // Behind the scenes is for fans' posts.
    expect(await dialog.getByRole("switch", { name: "Behind the scenes" }).isDisabled()).toBe(true);
    await dialog.getByRole("radio", { name: "All fans" }).check();
    expect(await dialog.getByRole("switch", { name: "Behind the scenes" }).isDisabled()).toBe(false);
    await shoot(ownerPage, "edit-post", { fullPage: false });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expectHidden(dialog);
  });
});

describe("a fan moves up the tiers", () => {
  it("finds every exclusive post locked and subscribes to Basic from the Basic post", async () => {
    await signIn(fanPage, fan);
    await fanPage.goto(profilePath);
    const main = fanPage.getByRole("main");
    await expectVisible(postCard(main, caption("Everyone")).getByRole("img", { name: caption("Everyone") }));
    for (const post of posts.slice(1)) await expectVisible(postCard(main, post.caption).getByText("Subscribe to see this post"));

    // The locked post's one action names the cheapest tier that unlocks it, and the dialog opens on it.
    await postCard(main, caption("Basic and up")).getByRole("button", { name: "Subscribe to Basic" }).click();
    const dialog = fanPage.getByRole("dialog", { name: `Subscribe to ${pet.name}` });
    await expectVisible(dialog);
    expect(await dialog.getByRole("radio", { name: /^Basic/ }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Subscribe Now" }).click();
    await dialog.getByRole("button", { name: "Pay $4.99/month" }).click();
    await expectToast(fanPage, "Subscription successful!");
    await expectHidden(dialog);
  });

  it("sees the Basic post, and an upgrade on the higher ones", async () => {
    const main = fanPage.getByRole("main");
    for (const audience of ["All fans", "Basic and up"] as const) {
      await expectVisible(postCard(main, caption(audience)).getByRole("img", { name: caption(audience) }));
    }
    const premiumPost = postCard(main, caption("Premium and up"));
    await expectVisible(premiumPost.getByText("This post is for a higher tier"));
    await expectVisible(premiumPost.getByRole("button", { name: "Upgrade to Premium" }));
    const vipPost = postCard(main, caption("VIP and up"));
    await expectVisible(vipPost.getByRole("button", { name: "Upgrade to VIP" }));
    // A locked post offers one action and no way into its comments.
    await expectCount(vipPost.getByRole("button", { name: /^Comments/ }), 0);
    await shoot(fanPage, "locked-posts");
  });

  it("upgrades to VIP in the dialog, charged to the test card on file, and sees everything", async () => {
    const main = fanPage.getByRole("main");
    await postCard(main, caption("VIP and up")).getByRole("button", { name: "Upgrade to VIP" }).click();
    const dialog = fanPage.getByRole("dialog", { name: "Change your tier" });
    await expectVisible(dialog);
    expect(await dialog.getByRole("radio", { name: /^VIP/ }).isChecked()).toBe(true);
    await expectVisible(dialog.getByRole("region", { name: "What VIP includes" }).getByText("4K video content"));
    // The amount due now is the prorated difference for the rest of the period, less than a month's difference.
    const summary = dialog.getByText(/^\$\d+\.\d\d due now, then \$19\.99\/month$/);
    await expectVisible(summary);
    const dueNow = Number((await summary.innerText()).match(/^\$(\d+\.\d\d)/)![1]);
    expect(dueNow).toBeGreaterThan(0);
    expect(dueNow).toBeLessThanOrEqual(15);
    await shoot(fanPage, "upgrade", { fullPage: false });

    // The test provider charges the card on file (the test card the fan subscribed with): no card step follows.
    await dialog.getByRole("button", { name: "Upgrade to VIP" }).click();
    await expectToast(fanPage, "Upgraded to VIP");
    await expectHidden(dialog);
    // One receipt for the month, one for the prorated difference (recorded when the provider's paid event is processed, a moment later).
    const [subscription] = (await (await fanContext.request.get("/api/subscriptions/mine")).json()) as MySubscriptionView[];
    expect(subscription).toMatchObject({ tier: { name: "VIP" }, price: "19.99" });
    const receipts = async () => {
      const invoices = (await (await fanContext.request.get(`/api/subscriptions/${subscription!.id}/invoices`)).json()) as InvoiceView[];
      return invoices.map((invoice) => invoice.amountCents).toSorted((a, b) => a - b);
    };
    await expect.poll(receipts, { timeout: 10_000 }).toEqual([499, Math.round(dueNow * 100)].toSorted((a, b) => a - b));

    for (const post of posts) await expectVisible(postCard(main, post.caption).getByRole("img", { name: post.caption }));
    await expectCount(main.getByText("This post is for a higher tier"), 0);
  });

  it("comments on the VIP post, and the creator is told", async () => {
    const post = postCard(fanPage.getByRole("main"), caption("VIP and up"));
    await post.getByRole("button", { name: /^Comments/ }).click();
    const comments = fanPage.getByRole("dialog", { name: "Comments" });
    await comments.getByLabel("Add a comment").fill("Happy birthday, Waffles!");
    await comments.getByRole("button", { name: "Post Comment" }).click();
    await expectVisible(comments.getByText("Happy birthday, Waffles!"));
    await fanPage.keyboard.press("Escape");

    // The creator's comments are told in batches (a minute's worth at a time).
    await expect
      .poll(
        async () => {
          const res = await ownerContext.request.get("/api/notifications");
          return ((await res.json()) as NotificationView[]).some((n) => n.type === "new_comments");
        },
        { timeout: 100_000, interval: 2_000 },
      )
      .toBe(true);
    await ownerPage.goto("/creator-dashboard");
    await ownerPage.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const bell = ownerPage.getByRole("dialog");
    await expectVisible(bell.getByText("New comments on your post"));
    await expectVisible(bell.getByText(/^1 new comment on Waffles's \w+: “Happy birthday, Waffles!”$/));
  }, 150_000);

  it("schedules a downgrade to Basic from their subscriptions", async () => {
    await fanPage.goto("/profile");
    await fanPage.getByRole("button", { name: `Change tier for ${pet.name}` }).click();
    const dialog = fanPage.getByRole("dialog", { name: "Change your tier" });
    await dialog.getByRole("radio", { name: /^Basic/ }).check();
    const changes = dialog.getByText(/^Changes to Basic on [A-Z][a-z]{2} \d{1,2}$/);
    await expectVisible(changes);
    const when = await changes.innerText();
    await shoot(fanPage, "downgrade", { fullPage: false });
    await dialog.getByRole("button", { name: "Move to Basic" }).click();
    await expectToast(fanPage, "Tier change scheduled");
    await expectHidden(dialog);
    const row = fanPage.getByRole("list", { name: "Your subscriptions" }).getByRole("listitem").filter({ hasText: pet.name });
    await expectVisible(row.getByText(when, { exact: true }));
    // VIP until then.
    await expectVisible(row.getByText(/^VIP · /));
    await shoot(fanPage, "subscriptions");
  });
});
