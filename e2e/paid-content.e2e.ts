/**
 * The paid-content journey on a fresh database (uploads with progress, premium
 * posts, subscribing, earnings): a person becomes a PawPal with an avatar and
 * a cover, adds a tier, publishes a premium photo and a premium video (watching
 * the upload progress); a second person finds the posts locked (the photo as
 * its own blurred placeholder, never its address), subscribes from the
 * subscribe dialog and pays with the test card, then sees the photo (a WebP
 * variant picked from its srcset) and streams the video; the creator sees the
 * new fan as 'Active' and earns 80% of the price.
 *
 * The tests run in order and build on each other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { CreatorProfileView, CurrentUser, PostView } from "@shared/api-types";
import { benefitLines, DEFAULT_BENEFITS } from "@shared/benefits";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { creatorCard } from "./support/creator-cards";
import { expectCount, expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { choose } from "./support/forms";
import { makePng, makeWebm, type MediaFile } from "./support/media";
import { delayRequests, throttleUploads } from "./support/network";
import { CARDS } from "./support/payments";
import { person } from "./support/people";

const owner = person("paid", "Olivia", "Hart");
const fan = person("paid", "Felix", "Moreno");

const pet = {
  name: "Pip",
  type: "Hedgehog",
  breed: "African pygmy",
  bio: "Pip is a tiny hedgehog with a big appetite for mealworms and midnight zoomies.",
  price: "6.50",
};
/** 80% of $6.50 (the creator keeps 80%, the platform takes 20%). */
const CREATOR_SHARE = "$5.20";
const PLATFORM_FEE = "$1.30";

const tier = {
  name: "Hoglet Club",
  price: "4.5",
  description: "Weekly hedgehog happiness.",
  /** Typed one per line, with a blank line and stray spaces the form drops and trims. */
  featuresTyped: "Weekly photo drop\n\n   Hedgehog yoga videos   \n",
  features: ["Weekly photo drop", "Hedgehog yoga videos"],
};

const photoCaption = "Pip's first bath: premium bubbles only";
const videoCaption = "Midnight zoomies, premium edition";

const baseUrl = inject("freshBaseUrl");
let browser: Browser;
let ownerContext: BrowserContext;
let fanContext: BrowserContext;
let ownerPage: Page;
let fanPage: Page;
let media: { avatar: MediaFile; cover: MediaFile; photo: MediaFile; clip: MediaFile };

beforeAll(async () => {
  browser = await launchBrowser();
  ownerContext = await newContext(browser, baseUrl);
  fanContext = await newContext(browser, baseUrl);
  ownerPage = await ownerContext.newPage();
  fanPage = await fanContext.newPage();
  media = {
    avatar: await makePng(ownerContext, "pip-avatar.png", "Pip", 400, 400),
    cover: await makePng(ownerContext, "pip-cover.png", "Pip's garden", 1200, 400),
    photo: await makePng(ownerContext, "pip-bath.png", "Bath time"),
    clip: await makeWebm(ownerContext, "pip-zoomies.webm", 2),
  };
});
afterAll(() => browser?.close());

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** The creator's profile and posts as the API gives them to the owner. */
async function ownersPosts(): Promise<{ profile: CreatorProfileView; posts: PostView[] }> {
  const me = await getJson<CurrentUser>(ownerContext.request, "/api/auth/user");
  const profile = await getJson<CreatorProfileView>(ownerContext.request, `/api/creator-profile/user/${me.id}`);
  const posts = await getJson<PostView[]>(ownerContext.request, `/api/posts/creator/${profile.id}`);
  return { profile, posts };
}

function mediaUrlOf(posts: PostView[], caption: string): string {
  const url = posts.find((p) => p.caption === caption)?.mediaUrl;
  expect(url, `the media of "${caption}"`).toMatch(/^\/objects\//);
  return url!;
}

/** A dashboard figure by its label ("Total Subscribers"): the card's number or amount. */
function statValue(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Your figures" })
    .locator(":scope > *")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByText(/^\$?[\d,]+(\.\d\d)?$/);
}

/** A post card of a feed by its caption. */
function postCard(scope: Page | Locator, caption: string): Locator {
  return scope.getByRole("article").filter({ hasText: caption });
}

/** The percentages a progress bar shows until it goes away. */
async function watchProgress(progress: Locator, timeoutMs = 30_000): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while ((await progress.isVisible()) && Date.now() < deadline) {
    const value = await progress.getAttribute("aria-valuenow", { timeout: 500 }).catch(() => null);
    if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

/** Whether an <img> has loaded real pixels. */
const imageLoaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe("a creator sets up paid content", () => {
  it("becomes a PawPal with an avatar and a cover, and lands on the dashboard", async () => {
    await signIn(ownerPage, owner);
    await ownerPage.getByRole("banner").getByRole("link", { name: "Become a PawPal" }).click();
    await expectPath(ownerPage, "/become-creator");
    await expectVisible(ownerPage.getByRole("heading", { level: 1, name: "Become a PawPal" }));

    await ownerPage.getByLabel("Pet name").fill(pet.name);
    await ownerPage.getByLabel("Pet type").fill(pet.type);
    await ownerPage.getByLabel("Breed").fill(pet.breed);
    await ownerPage.getByLabel("Bio").fill(pet.bio);

    await ownerPage.getByLabel("Profile picture").setInputFiles(media.avatar);
    await expectToast(ownerPage, "Upload successful");
    await expectVisible(ownerPage.getByRole("img", { name: "Profile picture" }));
    await ownerPage.getByLabel("Cover image").setInputFiles(media.cover);
    await expectVisible(ownerPage.getByRole("img", { name: "Cover image" }));
    await expectCount(ownerPage.getByRole("progressbar"), 0);

    const price = ownerPage.getByLabel("Subscription price (USD per month)");
    expect(await price.inputValue()).toBe("9.99"); // the default price
    await expectVisible(ownerPage.getByText("$1.99-$99.99"));
    await price.fill(pet.price);
    await expectVisible(ownerPage.getByText(`You keep ${CREATOR_SHARE} (80%) per fan each month`));

    await ownerPage.getByRole("button", { name: "Create PawPal Profile" }).click();
    await expectToast(ownerPage, "Success!", "Your PawPal profile has been created. Welcome to PawFans!");
    await expectPath(ownerPage, "/creator-dashboard");
    await expectVisible(ownerPage.getByRole("heading", { level: 1, name: "PawPal Dashboard" }));
    await expectVisible(ownerPage.getByRole("heading", { name: pet.name }));
    expect(await statValue(ownerPage, "Total Subscribers").innerText()).toBe("0");
    expect(await statValue(ownerPage, "Total Posts").innerText()).toBe("0");
    expect(await statValue(ownerPage, "Monthly Earnings").innerText()).toBe("$0.00");

    // The uploaded avatar and cover are the profile's, served by the app.
    const { profile } = await ownersPosts();
    expect(profile.avatarImageUrl).toMatch(/^\/objects\//);
    expect(profile.coverImageUrl).toMatch(/^\/objects\//);
    const cover = ownerPage.getByRole("img", { name: `${pet.name}'s cover` });
    await expectVisible(cover);
    expect(await cover.getAttribute("src")).toBe(profile.coverImageUrl);
    await expect.poll(() => imageLoaded(cover)).toBe(true);
    const avatar = await ownerContext.request.get(profile.avatarImageUrl!);
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await avatar.body(), media.avatar.buffer)).toBe(0);

    // The header now offers the dashboard instead of 'Become a PawPal'.
    await expectCount(ownerPage.getByRole("banner").getByRole("link", { name: "Become a PawPal" }), 0);
  });

  it("adds a subscription tier", async () => {
    await ownerPage.getByRole("link", { name: /Manage Tiers/ }).click();
    await expectPath(ownerPage, "/manage-subscription-tiers");
    await expectVisible(ownerPage.getByText("No tiers yet"));

    const create = ownerPage.getByRole("button", { name: "Create Tier" });
    await create.click();
    await expectToast(ownerPage, "Required fields", "Please provide tier name and price");

    await ownerPage.getByLabel("Tier name").fill(tier.name);
    await ownerPage.getByLabel("Price (USD per month)").fill("0");
    await create.click();
    await expectToast(ownerPage, "Invalid price", "Please enter a valid price");

    await ownerPage.getByLabel("Price (USD per month)").fill(tier.price);
    await ownerPage.getByLabel("Description").fill(tier.description);
    await ownerPage.getByLabel("Features").fill(tier.featuresTyped);
    await create.click();
    await expectToast(ownerPage, "Tier created!");

    const card = ownerPage.getByRole("group", { name: tier.name });
    await expectVisible(card);
    await expectVisible(card.getByText("$4.50"));
    await expectVisible(card.getByText(tier.description));
    // Each benefit marked included or not (a tier added without any has Premium's), then the creator's own bullets.
    const lines = await card.getByRole("listitem").allInnerTexts();
    expect(lines).toHaveLength(benefitLines(DEFAULT_BENEFITS).length + tier.features.length);
    expect(lines.slice(-tier.features.length)).toEqual(tier.features);
    expect(await ownerPage.getByLabel("Tier name").inputValue()).toBe("");
  });

  it("publishes a premium post with an uploaded photo", async () => {
    await ownerPage.goto("/creator-dashboard");
    await ownerPage.getByRole("main").getByRole("link", { name: "Create Post" }).first().click();
    await expectPath(ownerPage, "/create-post");
    await expectVisible(ownerPage.getByRole("heading", { level: 1, name: "Create New Post" }));

    // A new post starts as an image, for everyone.
    const mediaType = ownerPage.getByRole("combobox", { name: "Media type" });
    expect(await mediaType.innerText()).toBe("Image");
    expect(await ownerPage.getByRole("radio", { name: "Everyone" }).isChecked()).toBe(true);
    const allFans = ownerPage.getByRole("radio", { name: "All fans" });

    const publish = ownerPage.getByRole("button", { name: "Publish Post" });
    await publish.click();
    await expectToast(ownerPage, "Caption required", "Please add a caption for your post");
    await ownerPage.getByLabel("Caption").fill(photoCaption);
    await publish.click();
    await expectToast(ownerPage, "Media required", "Please upload a photo, video, or reel for your post");

    await ownerPage.getByLabel("Image upload").setInputFiles(media.photo);
    await expectToast(ownerPage, "Upload successful");
    const preview = ownerPage.getByRole("img", { name: "Image upload" });
    await expectVisible(preview);

    // Changing the media type keeps the uploaded file.
    await choose(ownerPage, ownerPage, "Media type", "Reel");
    await expectVisible(ownerPage.getByRole("img", { name: "Reel upload" }));
    await choose(ownerPage, ownerPage, "Media type", "Image");
    await expectVisible(preview);

    await allFans.check();
    expect(await allFans.isChecked()).toBe(true);
    await publish.click();
    await expectToast(ownerPage, "Post created!", "Your post has been published successfully.");
    await expectPath(ownerPage, "/creator-dashboard");

    const post = postCard(ownerPage, photoCaption);
    await expectVisible(post.getByText("Exclusive", { exact: true }));
    const image = post.getByRole("img", { name: photoCaption });
    await expectVisible(image);
    await expect.poll(() => imageLoaded(image)).toBe(true);
    expect(await statValue(ownerPage, "Total Posts").innerText()).toBe("1");
  });

  it("publishes a premium video, showing the upload's progress", async () => {
    await ownerPage.goto("/create-post");
    await choose(ownerPage, ownerPage, "Media type", "Video");
    await ownerPage.getByLabel("Caption").fill(videoCaption);

    // On a slow connection the upload takes a few seconds: long enough to watch.
    const restore = await throttleUploads(ownerPage, Math.ceil(media.clip.buffer.length / 3));
    await ownerPage.getByLabel("Video upload").setInputFiles(media.clip);
    const progress = ownerPage.getByRole("progressbar", { name: `Uploading ${media.clip.name}` });
    await expectVisible(progress);
    await expectVisible(ownerPage.getByText(/^\d{1,3}% · /));
    expect(Number(await progress.getAttribute("aria-valuemax"))).toBe(100);
    expect(await ownerPage.getByRole("button", { name: "Publish Post" }).isDisabled()).toBe(true);
    const percents = await watchProgress(progress);
    expect(percents.some((p) => p > 0 && p < 100), `percentages seen: ${percents.join(", ")}`).toBe(true);
    await expectToast(ownerPage, "Upload successful");
    await expectHidden(progress);
    await restore();

    // The preview plays the chosen clip.
    await expectVisible(ownerPage.getByRole("main").locator("video"));
    await ownerPage.getByRole("radio", { name: "All fans" }).check();
    await ownerPage.getByRole("button", { name: "Publish Post" }).click();
    await expectToast(ownerPage, "Post created!", "Your post has been published successfully.");
    await expectPath(ownerPage, "/creator-dashboard");

    const post = postCard(ownerPage, videoCaption);
    await expectVisible(post.getByText("Video", { exact: true }));
    // Its creator sees it processing, then its poster and play button once it is watchable (the dashboard asks again meanwhile).
    await expectVisible(post.getByRole("button", { name: /^Play video: / }), 120_000);
    expect(await statValue(ownerPage, "Total Posts").innerText()).toBe("2");
  }, 180_000);
});

describe("a fan subscribes and unlocks the premium posts", () => {
  let creatorProfileId: string;
  let photoUrl: string;
  let videoUrl: string;

  beforeAll(async () => {
    const { profile, posts } = await ownersPosts();
    creatorProfileId = profile.id;
    photoUrl = mediaUrlOf(posts, photoCaption);
    videoUrl = mediaUrlOf(posts, videoCaption);
  });

  /** The photo post as a visitor's answer gives it, once the image job has made its placeholder. */
  async function lockedPhotoPost(): Promise<PostView> {
    let post: PostView | undefined;
    await expect
      .poll(
        async () => {
          const posts = (await (await fetch(`${baseUrl}/api/posts/creator/${creatorProfileId}`)).json()) as PostView[];
          post = posts.find((p) => p.caption === photoCaption);
          return post?.teaser?.placeholder ?? null;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^data:image\/webp;base64,/);
    return post!;
  }

  it("finds the premium posts locked before subscribing", async () => {
    // Locked, the photo's answer is its blurred placeholder and size: no address of the photo or its variants.
    const locked = await lockedPhotoPost();
    expect(locked).toMatchObject({ locked: true, mediaUrl: null, mediaImage: null, teaser: { width: 640, height: 400 } });
    expect(JSON.stringify(locked)).not.toContain("/objects/");

    await signIn(fanPage, fan, "/explore");
    await creatorCard(fanPage, pet.name).getByRole("link", { name: pet.name }).click();
    await expectVisible(fanPage.getByRole("heading", { level: 1, name: pet.name }));
    await expectVisible(fanPage.getByText(`by ${owner.firstName} ${owner.lastName}`));

    for (const caption of [photoCaption, videoCaption]) {
      const post = postCard(fanPage, caption);
      await expectVisible(post.getByText("Subscribe to see this post"));
      await expectCount(post.locator("img, video"), 0);
    }
    // The locked photo is drawn as its own placeholder, blurred, under the lock.
    const teaser = postCard(fanPage, photoCaption).locator(`[style*="${locked.teaser!.placeholder}"]`);
    await expectCount(teaser, 1);
    expect(await teaser.evaluate((el) => getComputedStyle(el).filter)).toMatch(/^blur\(/);

    // The media itself is not served to them, nor to visitors; nor are its variants.
    for (const url of [photoUrl, videoUrl, `${photoUrl}.w640.webp`]) {
      expect((await fanContext.request.get(url)).status()).toBe(404);
      expect((await fetch(`${baseUrl}${url}`)).status).toBe(404);
    }
  });

  it("subscribes from the subscribe dialog and sees 'Subscribed'", async () => {
    const main = fanPage.getByRole("main");
    // The profile header's button comes first; each locked post offers one too.
    await main.getByRole("button", { name: "Subscribe", exact: true }).first().click();
    const dialog = fanPage.getByRole("dialog", { name: `Subscribe to ${pet.name}` });
    await expectVisible(dialog.getByText("Get unlimited access to exclusive content"));
    await expectVisible(dialog.getByText("Monthly Subscription"));
    await expectVisible(dialog.getByText(`$${pet.price}`));

    // The creator's tier is offered beside the profile's own price, which is chosen.
    await expectVisible(dialog.getByRole("radio", { name: /Hoglet Club/ }));
    expect(await dialog.getByRole("radio", { name: /Monthly Subscription/ }).isChecked()).toBe(true);

    // A slow answer shows the pending label.
    await delayRequests(fanPage, "POST", "/api/subscriptions", 1000);
    await dialog.getByRole("button", { name: "Subscribe Now" }).click();
    await expectVisible(dialog.getByRole("button", { name: "Processing..." }));

    // Then the card step: the test card form, prefilled, paying the profile's price.
    await expectVisible(dialog.getByText("Test mode — no real money moves."));
    expect(await dialog.getByLabel("Card number").inputValue()).toBe(CARDS.succeeds);
    await delayRequests(fanPage, "POST", "/api/payments/test/confirm", 500);
    await dialog.getByRole("button", { name: `Pay $${pet.price}/month` }).click();
    await expectVisible(dialog.getByRole("button", { name: "Processing..." }));

    await expectToast(fanPage, "Subscription successful!", `You're now a fan of ${pet.name}! Enjoy exclusive content.`);
    await expectHidden(dialog);
    const subscribed = main.getByRole("button", { name: "Subscribed" });
    await expectVisible(subscribed);
    expect(await subscribed.isDisabled()).toBe(true);
  });

  it("then sees the premium photo and streams the premium video", async () => {
    const photo = postCard(fanPage, photoCaption).getByRole("img", { name: photoCaption });
    await expectVisible(photo);
    await expect.poll(() => imageLoaded(photo)).toBe(true);
    // The real photo now, as WebP variants for the browser to pick from, laid out at its own size.
    expect(await photo.getAttribute("srcset")).toBe(`${photoUrl}.w320.webp 320w, ${photoUrl}.w640.webp 640w`);
    expect([await photo.getAttribute("width"), await photo.getAttribute("height")]).toEqual(["640", "400"]);
    expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/\.w(320|640)\.webp$/);
    await expectCount(postCard(fanPage, photoCaption).locator(`[style*="data:image"]`), 0);
    await expectCount(postCard(fanPage, photoCaption).getByText("Subscribe to see this post"), 0);

    // The video streams once played (HLS from the fan's own master playlist), and plays.
    const videoPost = postCard(fanPage, videoCaption);
    await videoPost.getByRole("button", { name: /^Play video: / }).click();
    const video = videoPost.locator("video");
    await expectVisible(video);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.3);

    // The uploaded original is its creator's alone (fans watch the renditions their tier plays): nothing for the
    // fan, and its creator reads it whole and by ranges.
    expect((await fanContext.request.get(videoUrl)).status()).toBe(404);
    const whole = await ownerContext.request.get(videoUrl);
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-type"]).toBe("video/webm");
    expect(Buffer.compare(await whole.body(), media.clip.buffer)).toBe(0);

    const part = await ownerContext.request.get(videoUrl, { headers: { Range: "bytes=0-99" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 0-99/${media.clip.buffer.length}`);
    expect((await part.body()).length).toBe(100);

    // Still nothing for visitors.
    expect((await fetch(`${baseUrl}${videoUrl}`, { headers: { Range: "bytes=0-99" } })).status).toBe(404);
  });
});

describe("the creator sees the new fan", () => {
  it("lists the fan as 'Active' on /view-subscribers", async () => {
    await ownerPage.goto("/view-subscribers");
    await expectVisible(ownerPage.getByText("Active subscriber", { exact: true }));
    const row = ownerPage.getByRole("listitem").filter({ hasText: `${fan.firstName} ${fan.lastName}` });
    await expectVisible(row);
    await expectVisible(row.getByText("Active", { exact: true }));
    await expectVisible(row.getByText(`$${pet.price}`));
    expect(await row.locator("time").innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it("shows one subscriber and 80% of the price as this month's earnings on the dashboard", async () => {
    await ownerPage.goto("/creator-dashboard");
    await expect.poll(() => statValue(ownerPage, "Total Subscribers").innerText()).toBe("1");
    expect(await statValue(ownerPage, "Monthly Earnings").innerText()).toBe(CREATOR_SHARE);
    await expectVisible(ownerPage.getByText(`Your 80% of $${pet.price} gross, after the 20% platform fee (${PLATFORM_FEE})`));
  });

  it("is told about the new subscriber by the notification bell", async () => {
    await expectVisible(ownerPage.getByRole("button", { name: "Notifications, 1 unread" }));
  });
});
