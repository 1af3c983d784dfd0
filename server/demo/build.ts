/**
 * Turns the demo content (./people, ./creators, ./community, ./marketplace,
 * ./articles) into the rows to insert and the images to store. Pure: the same
 * `now` always gives the same data, ids included; times are set relative to
 * `now` so the demo always looks recent.
 */
import {
  articles,
  communityThreads,
  creatorProfiles,
  marketplaceItems,
  postLikes,
  posts,
  subscriptions,
  subscriptionTiers,
  threadComments,
  users,
} from "../db/schema";
import { ACTIVE_SUBSCRIPTION_STATUS, isFanSubscription } from "@shared/subscriptions";
import { subjectForEmail } from "../auth/dev-provider/accounts";
import { BENEFIT_TEMPLATES, type BenefitTemplateKey } from "@shared/benefits";
import { objectUrlPath } from "../storage/object-path";
import { drawArt, type Art, type ArtLayout } from "./art";
import { DEMO_TIPS, DEMO_VET_ARTICLES } from "./articles";
import { DEMO_THREADS } from "./community";
import { DEMO_CREATORS, type DemoCreator } from "./creators";
import { demoId } from "./ids";
import { DEMO_ITEMS } from "./marketplace";
import { DEMO_PEOPLE, DEMO_STAFF_KEY, demoEmail, demoUsername } from "./people";

export interface DemoImage {
  /** Storage path, "demo/<name>.svg". */
  objectPath: string;
  svg: string;
  ownerId: string;
  visibility: "public" | "subscribers";
  /** Set for subscriber-only media: the creator whose fans may read it. */
  creatorProfileId: string | null;
  /** Set for subscriber-only media: the post whose rule reads it. */
  postId: string | null;
}

export interface DemoData {
  users: (typeof users.$inferInsert)[];
  creatorProfiles: (typeof creatorProfiles.$inferInsert)[];
  tiers: (typeof subscriptionTiers.$inferInsert)[];
  posts: (typeof posts.$inferInsert)[];
  subscriptions: (typeof subscriptions.$inferInsert)[];
  postLikes: (typeof postLikes.$inferInsert)[];
  threads: (typeof communityThreads.$inferInsert)[];
  comments: (typeof threadComments.$inferInsert)[];
  items: (typeof marketplaceItems.$inferInsert)[];
  tips: (typeof articles.$inferInsert)[];
  vetArticles: (typeof articles.$inferInsert)[];
  images: DemoImage[];
}

const DEMO_TIER_TEMPLATES: readonly BenefitTemplateKey[] = ["basic", "premium", "vip"];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const userIdOf = (personKey: string) => demoId(`user:${personKey}`);
const creatorIdOf = (creatorKey: string) => demoId(`creator:${creatorKey}`);

export function buildDemoData(now: Date): DemoData {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const data: DemoData = {
    users: [],
    creatorProfiles: [],
    tiers: [],
    posts: [],
    subscriptions: [],
    postLikes: [],
    threads: [],
    comments: [],
    items: [],
    tips: [],
    vetArticles: [],
    images: [],
  };

  /** Draws an image, queues it for storage and answers the URL records refer to. */
  const image = (
    name: string,
    layout: ArtLayout,
    art: Omit<Art, "seed">,
    ownerId: string,
    subscribersOf: { creatorProfileId: string; postId: string } | null = null,
  ): string => {
    const objectPath = `demo/${name}.svg`;
    data.images.push({
      objectPath,
      svg: drawArt(layout, { ...art, seed: name }),
      ownerId,
      visibility: subscribersOf ? "subscribers" : "public",
      creatorProfileId: subscribersOf?.creatorProfileId ?? null,
      postId: subscribersOf?.postId ?? null,
    });
    return objectUrlPath(objectPath);
  };

  DEMO_PEOPLE.forEach((person, i) => {
    const email = demoEmail(person);
    data.users.push({
      id: userIdOf(person.key),
      // The subject the built-in sign-in provider gives this email, so demo people can sign in.
      authSubject: subjectForEmail(email),
      email,
      username: demoUsername(person),
      displayName: person.displayName ?? `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
      profileImageUrl: null,
      createdAt: at((240 - i) * DAY),
      updatedAt: at((240 - i) * DAY),
    });
  });

  for (const creator of DEMO_CREATORS) addCreator(creator);

  function addCreator(creator: DemoCreator) {
    const ownerId = userIdOf(creator.owner);
    const profileId = creatorIdOf(creator.key);
    const joined = creator.joinedDaysAgo * DAY;
    data.creatorProfiles.push({
      id: profileId,
      userId: ownerId,
      petName: creator.petName,
      petType: creator.petType,
      breed: creator.breed,
      bio: creator.bio,
      subscriptionPrice: creator.subscriptionPrice,
      coverImageUrl: image(
        `${creator.key}-cover`,
        "cover",
        { palette: creator.palette, emoji: creator.emoji, title: creator.petName, subtitle: creator.tagline },
        ownerId,
      ),
      avatarImageUrl: image(`${creator.key}-avatar`, "avatar", { palette: creator.palette, emoji: creator.emoji }, ownerId),
      createdAt: at(joined),
    });

    const tierIds = creator.tiers.map((tier, i) => {
      const id = demoId(`tier:${creator.key}:${i}`);
      // A creator's tiers, cheapest first, give what the home page's Basic, Premium and VIP give.
      const benefits = BENEFIT_TEMPLATES[DEMO_TIER_TEMPLATES[Math.min(i, DEMO_TIER_TEMPLATES.length - 1)]!];
      data.tiers.push({ id, creatorProfileId: profileId, ...tier, benefits, createdAt: at(joined - (i + 1) * HOUR) });
      return id;
    });

    const fans: string[] = [];
    creator.fans.forEach((fan, i) => {
      const tierIndex = fan.tier;
      const status = fan.status ?? ACTIVE_SUBSCRIPTION_STATUS;
      data.subscriptions.push({
        id: demoId(`subscription:${creator.key}:${fan.person}`),
        subscriberId: userIdOf(fan.person),
        creatorProfileId: profileId,
        tierId: tierIndex === null ? null : tierIds[tierIndex],
        price: tierIndex === null ? creator.subscriptionPrice : creator.tiers[tierIndex].price,
        status,
        createdAt: at(Math.round(creator.joinedDaysAgo * (0.8 - 0.12 * i)) * DAY),
      });
      if (isFanSubscription({ status })) fans.push(userIdOf(fan.person));
    });

    creator.posts.forEach((post, j) => {
      const postId = demoId(`post:${creator.key}:${j}`);
      const palette = j % 2 ? ([creator.palette[1], creator.palette[0]] as const) : creator.palette;
      // Likes only from people who can see the post: its creator's fans.
      const likers = fans.filter((_fan, i) => (i + j) % 3 !== 2);
      const createdAt = at(post.daysAgo * DAY + (j + 1) * 3 * HOUR);
      data.posts.push({
        id: postId,
        creatorProfileId: profileId,
        caption: post.caption,
        mediaType: "image",
        mediaUrl: image(
          `${creator.key}-post-${j + 1}`,
          "post",
          { palette, emoji: creator.emoji, sideEmoji: post.sceneEmoji, title: post.label, subtitle: creator.petName },
          ownerId,
          post.isPremium ? { creatorProfileId: profileId, postId } : null,
        ),
        thumbnailUrl: null,
        isPremium: post.isPremium,
        audienceKind: post.isPremium ? "fans" : "public",
        likes: likers.length,
        createdAt,
      });
      for (const userId of likers) {
        data.postLikes.push({
          id: demoId(`like:${postId}:${userId}`),
          userId,
          postId,
          createdAt: new Date(createdAt.getTime() + HOUR),
        });
      }
    });
  }

  for (const thread of DEMO_THREADS) {
    const threadId = demoId(`thread:${thread.key}`);
    const started = thread.hoursAgo * HOUR;
    data.threads.push({
      id: threadId,
      userId: userIdOf(thread.author),
      title: thread.title,
      content: thread.content,
      category: thread.category,
      likes: thread.likes,
      commentCount: thread.comments.length,
      createdAt: at(started),
    });
    // Comments spread over the time since the thread started, oldest first.
    const gap = Math.min(3 * HOUR, started / (thread.comments.length + 1));
    thread.comments.forEach((c, k) => {
      data.comments.push({
        id: demoId(`comment:${thread.key}:${k}`),
        threadId,
        userId: userIdOf(c.author),
        content: c.content,
        createdAt: at(started - (k + 1) * gap),
      });
    });
  }

  for (const item of DEMO_ITEMS) {
    const sellerId = userIdOf(item.seller);
    data.items.push({
      id: demoId(`item:${item.key}`),
      sellerId,
      title: item.title,
      description: item.description,
      price: item.price,
      category: item.category,
      condition: item.condition,
      location: item.location,
      imageUrl: item.art
        ? image(`item-${item.key}`, "card", { palette: item.art.palette, emoji: item.art.emoji, title: item.art.label }, sellerId)
        : null,
      createdAt: at(item.hoursAgo * HOUR),
    });
  }

  const staffId = userIdOf(DEMO_STAFF_KEY);
  for (const tip of DEMO_TIPS) {
    data.tips.push({
      id: demoId(`tip:${tip.key}`),
      kind: "wellness",
      authorId: staffId,
      title: tip.title,
      content: tip.content,
      topic: tip.category,
      tags: tip.tags,
      imageUrl: tip.art
        ? image(`tip-${tip.key}`, "card", { palette: tip.art.palette, emoji: tip.art.emoji, title: tip.art.label, subtitle: tip.category }, staffId)
        : null,
      createdAt: at(tip.daysAgo * DAY),
    });
  }
  for (const article of DEMO_VET_ARTICLES) {
    data.vetArticles.push({
      id: demoId(`vet-article:${article.key}`),
      kind: "vet",
      authorId: staffId,
      title: article.title,
      content: article.content,
      topic: article.specialization,
      tags: article.tags,
      imageUrl: article.art
        ? image(
            `vet-${article.key}`,
            "card",
            {
              palette: article.art.palette,
              emoji: article.art.emoji,
              title: article.art.label,
              subtitle: article.specialization,
            },
            staffId,
          )
        : null,
      createdAt: at(article.daysAgo * DAY + 2 * HOUR),
    });
  }

  return data;
}
