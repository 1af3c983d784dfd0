/**
 * The one rule for a creator's post, as a table: each viewer (as their
 * entitlement is loaded: loaders/entitlement.ts) against each kind of post
 * gives visible or the exact lock reason, with the cheapest tier still offered
 * that would unlock it (server/test/fixtures/post-audience.ts holds the table;
 * the HTTP matrix checks it on the feed and the media bytes).
 */
import { describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES, DEFAULT_BENEFITS, type Benefits } from "@shared/benefits";
import { LIBRARY_WINDOW_DAYS } from "@shared/post-audience";
import { MATRIX_EXPECTED, type MatrixPost, type MatrixViewer } from "../test/fixtures/post-audience";
import type { FanEntitlement, TierRung, ViewerEntitlement } from "../loaders/entitlement";
import { postAccess, type PostForAccess } from "./post-access";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00Z");
const BEGAN = new Date("2026-06-01T00:00:00Z");

const rung = (id: string, name: string, price: string, benefits: Benefits, archived = false): TierRung => ({
  id,
  name,
  price,
  priceCents: Math.round(Number(price) * 100),
  benefits,
  archived,
});
const BASIC = rung("basic", "Basic", "4.99", BENEFIT_TEMPLATES.basic);
const PREMIUM = rung("premium", "Premium", "9.99", BENEFIT_TEMPLATES.premium);
const VIP = rung("vip", "VIP", "19.99", BENEFIT_TEMPLATES.vip);
const LADDER = [BASIC, PREMIUM, VIP];

const fanOf = (tier: TierRung | null): FanEntitlement =>
  tier
    ? { tierId: tier.id, priceCents: tier.priceCents, benefits: tier.benefits, beganAt: BEGAN }
    : // The profile's own price: 9.99 with Premium's benefits (what profiles had before benefits).
      { tierId: null, priceCents: 999, benefits: DEFAULT_BENEFITS, beganAt: BEGAN };

const entitlement = (fan: FanEntitlement | null, seesAll = false): ViewerEntitlement => ({
  creatorProfileId: "creator",
  seesAll,
  fan,
  ladder: LADDER,
  now: NOW,
});

/** Viewers as the entitlement loader gives them: past due in grace is a fan, an ended subscription is not. */
const VIEWERS: Record<MatrixViewer, ViewerEntitlement> = {
  "signed out": entitlement(null),
  member: entitlement(null),
  Basic: entitlement(fanOf(BASIC)),
  Premium: entitlement(fanOf(PREMIUM)),
  VIP: entitlement(fanOf(VIP)),
  "fan without tier": entitlement(fanOf(null)),
  "past_due in grace": entitlement(fanOf(PREMIUM)),
  "canceled after period end": entitlement(null),
  owner: entitlement(null, true),
  staff: entitlement(null, true),
};

const recent = new Date(NOW.getTime() - 2 * DAY);
const post = (overrides: Partial<PostForAccess>): PostForAccess => ({
  audienceKind: "fans",
  audienceMinTierId: null,
  behindTheScenes: false,
  mediaType: "image",
  createdAt: recent,
  ...overrides,
});
const POSTS = {
  public: post({ audienceKind: "public" }),
  fans: post({}),
  "tier Basic": post({ audienceKind: "tier", audienceMinTierId: BASIC.id }),
  "tier Premium": post({ audienceKind: "tier", audienceMinTierId: PREMIUM.id }),
  "tier VIP": post({ audienceKind: "tier", audienceMinTierId: VIP.id }),
  "behind-the-scenes": post({ behindTheScenes: true }),
  video: post({ mediaType: "video" }),
  // Published before the library window of a fan who began on BEGAN, and of one who subscribes now.
  "older than the library window": post({ createdAt: new Date(BEGAN.getTime() - (LIBRARY_WINDOW_DAYS + 1) * DAY) }),
} satisfies Record<MatrixPost, PostForAccess>;

describe("postAccess: viewers × posts", () => {
  const cells = Object.entries(VIEWERS).flatMap(([viewer, ent]) =>
    Object.entries(POSTS).map(([kind, p]) => ({ viewer, kind, ent, p })),
  );
  it.each(cells)("$viewer × $kind", ({ viewer, kind, ent, p }) => {
    const expected = MATRIX_EXPECTED[viewer as MatrixViewer][kind as MatrixPost];
    const tier = expected === "visible" ? undefined : LADDER.find((r) => r.name === expected[1]);
    expect(postAccess(ent, p)).toEqual(
      expected === "visible"
        ? { visible: true, reason: null, unlockTier: null }
        : { visible: false, reason: expected[0], unlockTier: tier ? { id: tier.id, name: tier.name, price: tier.price } : null },
    );
  });
});

describe("postAccess: the edges", () => {
  it("counts the library window from the subscription's start: 30 days before it is still shown, a moment earlier is not", () => {
    const basic = entitlement(fanOf(BASIC));
    const edge = BEGAN.getTime() - LIBRARY_WINDOW_DAYS * DAY;
    expect(postAccess(basic, post({ createdAt: new Date(edge) })).visible).toBe(true);
    expect(postAccess(basic, post({ createdAt: new Date(edge - 1) })).reason).toBe("library");
  });

  it("keeps public posts and fans' posts of the window out of the library rule", () => {
    const old = new Date(BEGAN.getTime() - 400 * DAY);
    expect(postAccess(entitlement(fanOf(BASIC)), post({ audienceKind: "public", createdAt: old })).visible).toBe(true);
  });

  it("names only tiers still offered: with VIP archived, nothing unlocks a VIP post", () => {
    const archivedVip = { ...VIP, archived: true };
    const ent: ViewerEntitlement = { ...entitlement(fanOf(BASIC)), ladder: [BASIC, PREMIUM, archivedVip] };
    expect(postAccess(ent, post({ audienceKind: "tier", audienceMinTierId: VIP.id }))).toEqual({
      visible: false,
      reason: "upgrade",
      unlockTier: null,
    });
    // A fan who holds the archived tier keeps what it gives.
    const holder: ViewerEntitlement = { ...ent, fan: fanOf(archivedVip) };
    expect(postAccess(holder, post({ audienceKind: "tier", audienceMinTierId: VIP.id })).visible).toBe(true);
  });

  it("gives the first reason in order: above the tier before behind-the-scenes before the library", () => {
    const basic = entitlement(fanOf(BASIC));
    const old = new Date(BEGAN.getTime() - 90 * DAY);
    const p = post({ audienceKind: "tier", audienceMinTierId: PREMIUM.id, behindTheScenes: true, createdAt: old });
    expect(postAccess(basic, p)).toMatchObject({ reason: "upgrade", unlockTier: { name: "VIP" } });
    expect(postAccess(basic, post({ behindTheScenes: true, createdAt: old })).reason).toBe("behind-the-scenes");
  });

  it("answers null when no tier is offered", () => {
    expect(postAccess({ ...entitlement(null), ladder: [] }, post({}))).toEqual({ visible: false, reason: "subscribe", unlockTier: null });
  });
});
