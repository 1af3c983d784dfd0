/**
 * What a subscription gives a fan, as data: every tier carries `benefits`, and
 * so does a creator profile for its own price (subscriptions without a tier).
 * The three templates are the tiers the home page advertises; its feature
 * lists are drawn from them (benefitLines), so the promise and the rules that
 * keep it have one source. Kept free of zod and tables so any page may import it;
 * the request schema is `benefitsSchema` in ./validation.ts.
 */

/** none: photo posts only; hd: video up to 1080p; 4k: video up to 2160p. */
export const VIDEO_LEVELS = ["none", "hd", "4k"] as const;
export type VideoLevel = (typeof VIDEO_LEVELS)[number];

export interface Benefits {
  /** Exclusive posts a fan receives per calendar month (UTC); null = unlimited. */
  exclusivePostsPerMonth: number | null;
  video: VideoLevel;
  behindTheScenes: boolean;
  /** Exclusive posts from before the subscription's first start (beyond the 30-day window). */
  fullLibrary: boolean;
  liveStreams: boolean;
  directMessages: boolean;
  communityChat: boolean;
  priorityCommunity: boolean;
}

type BenefitKey = keyof Benefits;
/** The benefits that are simply had or not. */
export type BenefitSwitch = Exclude<BenefitKey, "exclusivePostsPerMonth" | "video">;

/** The most exclusive posts a month a tier may promise (more is "unlimited"). */
export const EXCLUSIVE_POSTS_PER_MONTH_MAX = 1000;

const NO_EXTRAS = {
  behindTheScenes: false,
  fullLibrary: false,
  liveStreams: false,
  directMessages: false,
  communityChat: false,
  priorityCommunity: false,
} as const satisfies Pick<Benefits, BenefitSwitch>;

export const BENEFIT_TEMPLATES = {
  basic: { ...NO_EXTRAS, exclusivePostsPerMonth: 5, video: "none", communityChat: true },
  premium: { ...NO_EXTRAS, exclusivePostsPerMonth: null, video: "hd", behindTheScenes: true, communityChat: true },
  vip: {
    exclusivePostsPerMonth: null,
    video: "4k",
    behindTheScenes: true,
    fullLibrary: true,
    liveStreams: true,
    directMessages: true,
    communityChat: true,
    priorityCommunity: true,
  },
} as const satisfies Record<string, Benefits>;

export type BenefitTemplateKey = keyof typeof BENEFIT_TEMPLATES;
export const BENEFIT_TEMPLATE_NAMES: Record<BenefitTemplateKey, string> = { basic: "Basic", premium: "Premium", vip: "VIP" };

/**
 * What tiers and profile prices had before benefits existed, and what a new one
 * gets when none are given: Premium's (the migration that added the columns
 * writes the same value; schema.ts uses this as the column default).
 */
export const DEFAULT_BENEFITS: Benefits = BENEFIT_TEMPLATES.premium;

/**
 * The benefits a subscription gives: its tier's, or for a subscription without
 * a tier, its creator profile's own price's. Pass the tier when there is one.
 */
export function benefitsOf(source: { benefits: Benefits }): Benefits {
  return source.benefits;
}

/** The label of each switch, as tier cards and the tier form show it. */
export const BENEFIT_SWITCH_LABELS: Record<BenefitSwitch, string> = {
  behindTheScenes: "Behind-the-scenes content",
  fullLibrary: "Full media library",
  liveStreams: "Live streams",
  communityChat: "Community chat",
  priorityCommunity: "Priority community access",
  directMessages: "Direct messaging with the creator",
};

export const VIDEO_LEVEL_LABELS: Record<VideoLevel, string> = {
  none: "No video (photo posts only)",
  hd: "HD video (up to 1080p)",
  "4k": "4K video (up to 2160p)",
};

export interface BenefitLine {
  benefit: BenefitKey;
  text: string;
  included: boolean;
}

function postsLine(perMonth: number | null): string {
  if (perMonth === null) return "Unlimited exclusive posts";
  return `${perMonth} exclusive post${perMonth === 1 ? "" : "s"} per month`;
}

function videoLine(video: VideoLevel): string {
  return video === "4k" ? "4K video content" : "HD video content";
}

/** The switches in the order cards and the tier form show them: what most fans compare first. */
export const BENEFIT_SWITCHES: readonly BenefitSwitch[] = [
  "communityChat",
  "behindTheScenes",
  "fullLibrary",
  "liveStreams",
  "priorityCommunity",
  "directMessages",
];

/**
 * One line per benefit, included or not, in the same order for every tier so
 * cards side by side compare line by line ("HD video content" not included
 * means photo posts only).
 */
export function benefitLines(benefits: Benefits): BenefitLine[] {
  return [
    { benefit: "exclusivePostsPerMonth", text: postsLine(benefits.exclusivePostsPerMonth), included: true },
    { benefit: "video", text: videoLine(benefits.video), included: benefits.video !== "none" },
    ...BENEFIT_SWITCHES.map((key) => ({ benefit: key, text: BENEFIT_SWITCH_LABELS[key], included: benefits[key] })),
  ];
}

/** The included benefits in a sentence: "5 exclusive posts per month and community chat". */
export function benefitsSummary(benefits: Benefits): string {
  const parts = benefitLines(benefits)
    .filter((line) => line.included)
    .map((line, i) => (i > 0 && /^[A-Z][a-z]/.test(line.text) ? line.text[0]!.toLowerCase() + line.text.slice(1) : line.text));
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
