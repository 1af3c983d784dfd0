/**
 * Notification email through real SMTP, end to end (an smtp-server on a loopback
 * port, parsed with mailparser): a fan told of a new post at once gets an email
 * with both unsubscribe headers (RFC 8058); its one-click POST turns new-post
 * email off and the next post sends nothing; a fan who chose the daily digest
 * gets the day's posts in one email; nothing is sent twice when the jobs rerun.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { conversations, liveSessions, mailOutbox, messages, notifications, postComments, type CreatorProfile, type User } from "../db/schema";
import { buildCreator, buildPost, buildSubscription, buildTier, buildUpload, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import type { ParsedMail } from "mailparser";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp";
import { notifyFansOfPost } from "../jobs/handlers/notify-fans-of-post";
import { sendNewPostsDigest } from "./new-posts-digest";
import { notifyFansOfLive } from "../live/notify-fans";
import { notifyCreatorOfComments } from "../jobs/handlers/notify-creator-of-comments";
import { mailUnreadMessages } from "./unread-messages";
import { subscribeAndPay } from "../test/payments";

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "PawFans <hello@pawfans.test>" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function publish(owner: User, profile: CreatorProfile, caption: string): Promise<string> {
  const res = await (await t.as(owner))
    .post("/api/posts")
    .send({ creatorProfileId: profile.id, caption, mediaUrl: await buildUpload(t.ctx.storage, owner), mediaType: "image", isPremium: false });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.drainJobs();
  return res.body.id as string;
}

const unsubscribeUrlOf = (header: string) => /<(https?:[^>]+)>/.exec(header)![1]!;

/** A header as it arrived, unfolded (mailparser files the List-* headers under "list"). */
function header(mail: ParsedMail, key: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === key)?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

describe("a new post, emailed at once", () => {
  it("arrives with both unsubscribe headers; the one-click POST turns it off and the next post sends nothing", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Biscuit" });
    const fan = await buildUser(t.ctx.db);
    const other = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile);
    await buildSubscription(t.ctx.db, other, profile);

    const postId = await publish(owner, profile, "Zoomies at the park");
    const [mail, ...more] = smtp.to(fan.email!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("New post from Biscuit");
    expect(mail!.text).toContain("Biscuit shared a new image");
    expect(mail!.text).toContain("Zoomies at the park");
    expect(mail!.html).toContain(`href="${t.baseUrl}/profile/${owner.id}"`);
    const hrefs = [...(mail!.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    for (const href of hrefs) expect(href.startsWith(`${t.baseUrl}/`), href).toBe(true);

    const raw = header(mail!, "list-unsubscribe")!;
    expect(raw).toMatch(new RegExp(`^<${t.baseUrl}/api/unsubscribe/${fan.id}\\.new_posts\\.[\\w-]{43}>, <mailto:hello@pawfans\\.test\\?subject=unsubscribe%20${fan.id}\\.new_posts\\.[\\w-]{43}>$`));
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = unsubscribeUrlOf(raw);
    // The body's unsubscribe link is the same personal address.
    expect(mail!.html).toContain(`href="${url}"`);
    expect(smtp.to(other.email!)).toHaveLength(1);
    expect(header(smtp.to(other.email!)[0]!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // The rerun of the fan-out and of every send writes and sends nothing more.
    await notifyFansOfPost(t.ctx.db, postId, undefined, t.ctx);
    const rows = await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "new_post"), eq(mailOutbox.causeKey, `post:${postId}`)));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === "sent" && r.category === "new_posts")).toBe(true);
    for (const row of rows) await t.ctx.jobs.send(t.ctx.db, "send-mail", { mailId: row.id });
    await t.drainJobs();
    expect(smtp.to(fan.email!)).toHaveLength(1);

    // What a mail client does on "Unsubscribe": a form-encoded POST, signed out.
    const { pathname } = new URL(url);
    const res = await t.anonymous().post(pathname).type("form").send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);

    await publish(owner, profile, "Nap time");
    expect(smtp.to(fan.email!)).toHaveLength(1);
    // Still told in the app; the other fan still emailed.
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, fan.id))).toHaveLength(2);
    expect(smtp.to(other.email!).map((m) => m.text?.includes("Nap time"))).toEqual([false, true]);
  });

  it("goes to nobody who chose the digest or no email for new posts", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Mochi" });
    const daily = await buildUser(t.ctx.db);
    const off = await buildUser(t.ctx.db);
    for (const [fan, email] of [
      [daily, "daily"],
      [off, "off"],
    ] as const) {
      await buildSubscription(t.ctx.db, fan, profile);
      await (await t.as(fan)).put("/api/me/notification-preferences").send({ new_posts: { email, push: false } });
    }
    await publish(owner, profile, "Hello");
    expect(smtp.to(daily.email!)).toHaveLength(0);
    expect(smtp.to(off.email!)).toHaveLength(0);
  });
});

describe("the daily digest", () => {
  it("groups the day's posts per fan in one email, with the unsubscribe headers, and sends nothing twice when rerun", async () => {
    const a = await buildCreator(t.ctx.db, { petName: "Pumpkin" });
    const b = await buildCreator(t.ctx.db, { petName: "Clover" });
    const fan = await buildUser(t.ctx.db);
    const onlyB = await buildUser(t.ctx.db);
    const instant = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, a.profile);
    await buildSubscription(t.ctx.db, fan, b.profile);
    await buildSubscription(t.ctx.db, onlyB, b.profile);
    await buildSubscription(t.ctx.db, instant, b.profile);
    for (const person of [fan, onlyB]) {
      await (await t.as(person)).put("/api/me/notification-preferences").send({ new_posts: { email: "daily", push: false } });
    }
    await publish(a.owner, a.profile, "First walk");
    await publish(b.owner, b.profile, "Carrot snack");
    await publish(a.owner, a.profile, "Sunset");
    expect(smtp.to(fan.email!)).toHaveLength(0);
    expect(smtp.to(instant.email!)).toHaveLength(1);
    // A post of the day before is not today's.
    const yesterday = await publish(b.owner, b.profile, "Old news");
    await t.ctx.db.execute(sql`update notifications set created_at = created_at - interval '1 day' where post_id = ${yesterday}`);

    const day = new Date().toISOString().slice(0, 10);
    await t.ctx.jobs.send(t.ctx.db, "send-new-posts-digest", { day });
    await t.drainJobs();

    const [digest, ...more] = smtp.to(fan.email!);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe("3 new posts from Pumpkin and Clover");
    const text = digest!.text!;
    expect(text.indexOf("First walk")).toBeGreaterThan(-1);
    expect(text.indexOf("First walk")).toBeLessThan(text.indexOf("Carrot snack"));
    expect(text.indexOf("Carrot snack")).toBeLessThan(text.indexOf("Sunset"));
    expect(text).not.toContain("Old news");
    expect(header(digest!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(digest!, "list-unsubscribe")).toContain(`/api/unsubscribe/${fan.id}.new_posts.`);
    const [single] = smtp.to(onlyB.email!);
    expect(single!.subject).toBe("New post from Clover");
    expect(single!.text).toContain("Carrot snack");
    expect(smtp.to(instant.email!).filter((m) => m.subject?.includes("new posts"))).toHaveLength(0);

    // The job again (a rerun, or a second instance's schedule): nothing more is written or sent.
    expect(await sendNewPostsDigest(t.ctx.db, t.ctx, day, 1)).toBe(0);
    await t.ctx.jobs.send(t.ctx.db, "send-new-posts-digest", { day });
    await t.drainJobs();
    expect(smtp.to(fan.email!)).toHaveLength(1);
    expect(smtp.to(onlyB.email!)).toHaveLength(1);
  });

  it("walks the fans in batches, and one who unsubscribed by the digest's link is left out of the next", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Waffles" });
    const fans = await Promise.all([0, 1, 2, 3, 4].map(() => buildUser(t.ctx.db)));
    for (const fan of fans) {
      await buildSubscription(t.ctx.db, fan, profile);
      await (await t.as(fan)).put("/api/me/notification-preferences").send({ new_posts: { email: "daily", push: false } });
    }
    await publish(owner, profile, "Puddle jumping");
    const day = new Date().toISOString().slice(0, 10);
    // Batches of 2 over everyone who chose the digest (these 5 and earlier tests' fans).
    expect(await sendNewPostsDigest(t.ctx.db, t.ctx, day, 2)).toBe(5);
    await t.drainJobs();
    for (const fan of fans) expect(smtp.to(fan.email!).filter((m) => m.text?.includes("Puddle jumping"))).toHaveLength(1);

    const raw = header(smtp.to(fans[0]!.email!)[0]!, "list-unsubscribe")!;
    const { pathname } = new URL(unsubscribeUrlOf(raw));
    expect((await t.anonymous().post(pathname).type("form").send("List-Unsubscribe=One-Click")).status).toBe(200);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.ctx.db.execute(sql`update notifications set created_at = created_at + interval '1 day' where user_id in (${sql.join(fans.map((f) => sql`${f.id}::uuid`), sql`, `)})`);
    expect(await sendNewPostsDigest(t.ctx.db, t.ctx, tomorrow)).toBe(4);
  });
});

describe("a live", () => {
  it("is emailed when scheduled and when it starts to the fans it is for who chose lives by email; reminders stay in the app", async () => {
    const { profile } = await buildCreator(t.ctx.db, { petName: "Nugget" });
    const tier = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
    const fan = await buildUser(t.ctx.db);
    const quiet = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile, { tierId: tier.id });
    await buildSubscription(t.ctx.db, quiet, profile, { tierId: tier.id });
    await (await t.as(quiet)).put("/api/me/notification-preferences").send({ lives: { email: "off", push: false } });
    const [live] = await t.ctx.db
      .insert(liveSessions)
      .values({ creatorProfileId: profile.id, title: "Bath time", scheduledFor: new Date("2030-01-02T18:30:00Z") })
      .returning();

    for (const notice of ["scheduled", "reminder", "started", "started"] as const) {
      await notifyFansOfLive(t.ctx.db, live!.id, notice, undefined, t.ctx);
      await t.drainJobs();
    }
    const mails = smtp.to(fan.email!);
    expect(mails.map((m) => m.subject)).toEqual(["Nugget scheduled a live", "Nugget is live now"]);
    expect(mails[0]!.text).toContain("“Bath time” starts Jan 2, 2030, 6:30 PM (UTC).");
    expect(mails[1]!.html).toContain(`href="${t.baseUrl}/live/${live!.id}"`);
    for (const mail of mails) {
      expect(header(mail, "list-unsubscribe")).toContain(`/api/unsubscribe/${fan.id}.lives.`);
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    }
    expect(smtp.to(quiet.email!)).toHaveLength(0);
  });
});

describe("comments on your post", () => {
  it("email the creator once per batch of comments, unless they turned comment email off", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Pretzel" });
    const post = await buildPost(t.ctx.db, profile);
    const commenter = await buildUser(t.ctx.db);
    const since = new Date(Date.now() - 1000);
    await t.ctx.db.insert(postComments).values([
      { postId: post.id, userId: commenter.id, content: "So cute", createdAt: new Date(since.getTime() + 100) },
      { postId: post.id, userId: commenter.id, content: "Love the ears", createdAt: new Date(since.getTime() + 200) },
    ]);
    expect(await notifyCreatorOfComments(t.ctx.db, post.id, since, t.ctx)).toBe(true);
    expect(await notifyCreatorOfComments(t.ctx.db, post.id, since, t.ctx)).toBe(true);
    await t.drainJobs();
    const [mail, ...more] = smtp.to(owner.email!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("2 new comments on Pretzel's image");
    expect(mail!.text).toContain("The latest: “Love the ears”");
    expect(header(mail!, "list-unsubscribe")).toContain(`/api/unsubscribe/${owner.id}.comments.`);

    await (await t.as(owner)).put("/api/me/notification-preferences").send({ comments: { email: "off", push: false } });
    const later = new Date();
    await t.ctx.db.insert(postComments).values({ postId: post.id, userId: commenter.id, content: "Again!" });
    expect(await notifyCreatorOfComments(t.ctx.db, post.id, later, t.ctx)).toBe(true);
    await t.drainJobs();
    expect(smtp.to(owner.email!)).toHaveLength(1);
  });
});

describe("a message unread for 10 minutes", () => {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000);

  it("is emailed once to whoever has not read it, at most once an hour per conversation, and not once read", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Toffee" });
    const fan = await buildUser(t.ctx.db, { displayName: "Fern" });
    const [conversation] = await t.ctx.db
      .insert(conversations)
      .values({ creatorProfileId: profile.id, creatorUserId: owner.id, fanUserId: fan.id, lastMessageAt: minutesAgo(5) })
      .returning();
    const send = (sender: User, minutes: number, content: string) =>
      t.ctx.db.insert(messages).values({ conversationId: conversation!.id, senderId: sender.id, content, clientId: `${content}-${Math.random()}`, createdAt: minutesAgo(minutes) }).returning();

    // The fan wrote 11 minutes ago and 5 minutes ago; the creator answered 12 minutes ago and the fan read it.
    const [answer] = await send(owner, 12, "Welcome!");
    await t.ctx.db.update(conversations).set({ fanReadMessageId: answer!.id, fanReadAt: answer!.createdAt }).where(eq(conversations.id, conversation!.id));
    await send(fan, 11, "Hi Toffee");
    await send(fan, 5, "Are you there?");

    expect(await mailUnreadMessages(t.ctx.db, t.ctx)).toBe(1);
    expect(await mailUnreadMessages(t.ctx.db, t.ctx)).toBe(0);
    await t.drainJobs();
    const [mail, ...more] = smtp.to(owner.email!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Fern sent you a message");
    expect(mail!.html).toContain(`href="${t.baseUrl}/messages?c=${conversation!.id}"`);
    // The words stay in the app.
    expect(mail!.text).not.toContain("Hi Toffee");
    expect(header(mail!, "list-unsubscribe")).toContain(`/api/unsubscribe/${owner.id}.messages.`);
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(smtp.to(fan.email!)).toHaveLength(0);

    // The 5-minute-old message becomes 10 minutes old: still within the hour, no second email.
    await t.ctx.db.update(messages).set({ createdAt: minutesAgo(10) }).where(eq(messages.content, "Are you there?"));
    expect(await mailUnreadMessages(t.ctx.db, t.ctx)).toBe(0);

    // An hour later (the first email's time moved back), a newer unread message is emailed again; once read, nothing.
    await t.ctx.db.update(mailOutbox).set({ createdAt: minutesAgo(61) }).where(and(eq(mailOutbox.kind, "message_unread"), eq(mailOutbox.recipientUserId, owner.id)));
    await t.ctx.db.update(conversations).set({ creatorReadAt: minutesAgo(10) }).where(eq(conversations.id, conversation!.id));
    expect(await mailUnreadMessages(t.ctx.db, t.ctx)).toBe(0);
    await send(fan, 15, "Hello?");
    await t.ctx.db.update(conversations).set({ creatorReadAt: minutesAgo(20) }).where(eq(conversations.id, conversation!.id));
    expect(await mailUnreadMessages(t.ctx.db, t.ctx)).toBe(1);
  });
});

describe("a new fan", () => {
  it("is emailed to the creator once their first payment is in, unless they turned new-fan email off", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Maple", subscriptionPrice: "9.99" });
    const fan = await buildUser(t.ctx.db, { displayName: "Olive" });
    await subscribeAndPay(t, fan, profile);
    await t.drainJobs();
    const [mail, ...more] = smtp.to(owner.email!).filter((m) => m.subject?.startsWith("New PawFan"));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("New PawFan for Maple!");
    expect(mail!.text).toContain("Olive subscribed to Maple.");
    expect(header(mail!, "list-unsubscribe")).toContain(`/api/unsubscribe/${owner.id}.new_fans.`);

    await (await t.as(owner)).put("/api/me/notification-preferences").send({ new_fans: { email: "off", push: false } });
    await subscribeAndPay(t, await buildUser(t.ctx.db, { displayName: "Pip" }), profile);
    await t.drainJobs();
    expect(smtp.to(owner.email!).filter((m) => m.subject?.startsWith("New PawFan"))).toHaveLength(1);
  });
});
