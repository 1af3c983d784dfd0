/**
 * Notification mail (each a preference the person may turn off): a new post from
 * a creator they are a fan of, the day's digest of new posts. One email is drawn
 * for all its recipients (a fan-out writes thousands at once), so it names no
 * one; the unsubscribe address, the only part that differs, is the
 * `unsubscribeUrl` given, which the fan-out replaces per person
 * (../notification-mail.ts).
 */
import { Button, Link, Section, Text } from "@react-email/components";
import { PRODUCT_NAME } from "@shared/constants/product";
import type { MailDraft } from "../render";
import type { MailLinks } from "../links";
import { BRAND, Layout, P } from "./layout";

interface NotificationLinks {
  links: MailLinks;
  /** This person's one-click unsubscribe page for the mail's category. */
  unsubscribeUrl: string;
}

/** The notification's button, above the line on how to stop such emails. */
function Action({ label, href }: { label: string; href: string }) {
  return (
    <Section style={{ padding: "4px 0 4px" }}>
      <Button
        href={href}
        style={{ backgroundColor: BRAND.violet, color: "#ffffff", borderRadius: 10, padding: "12px 20px", fontSize: 15, fontWeight: 600, textDecoration: "none" }}
      >
        {label}
      </Button>
    </Section>
  );
}

/** The footer line of a notification: why it came, and how to stop it. */
function StopThese({ what, unsubscribeUrl, settingsUrl }: { what: string; unsubscribeUrl: string; settingsUrl: string }) {
  return (
    <Text className="pf-muted" style={{ color: BRAND.muted, fontSize: 12, lineHeight: "18px", margin: "12px 0 0" }}>
      Not interested in {what}?{" "}
      <Link href={unsubscribeUrl} className="pf-link" style={{ color: BRAND.violet }}>
        Unsubscribe
      </Link>{" "}
      or choose what we email you in your{" "}
      <Link href={settingsUrl} className="pf-link" style={{ color: BRAND.violet }}>
        notification settings
      </Link>
      .
    </Text>
  );
}

export interface PostFacts {
  creatorName: string;
  /** The creator's public page. */
  creatorUrl: string;
  mediaType: string;
  caption: string | null;
}

const captionLine = (caption: string | null) => {
  const text = caption?.trim();
  if (!text) return null;
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
};

export function newPostMail(input: NotificationLinks & { post: PostFacts }): MailDraft {
  const { post } = input;
  const caption = captionLine(post.caption);
  return {
    subject: `New post from ${post.creatorName}`,
    element: (
      <Layout
        preview={caption ?? `${post.creatorName} shared a new ${post.mediaType}.`}
        heading={`${post.creatorName} shared a new ${post.mediaType}`}
        links={input.links}
        reason={`You get this email because you are a fan of ${post.creatorName} on ${PRODUCT_NAME}.`}
      >
        {caption ? <P>“{caption}”</P> : null}
        <Action label={`See ${post.creatorName}'s posts`} href={post.creatorUrl} />
        <StopThese what="emails about new posts" unsubscribeUrl={input.unsubscribeUrl} settingsUrl={input.links.notificationSettings} />
      </Layout>
    ),
  };
}

export function newPostsDigestMail(input: NotificationLinks & { day: string; posts: PostFacts[] }): MailDraft {
  const creators = [...new Set(input.posts.map((p) => p.creatorName))];
  const count = input.posts.length;
  const who = creators.length === 1 ? creators[0]! : `${creators.slice(0, -1).join(", ")} and ${creators.at(-1)}`;
  return {
    subject: count === 1 ? `New post from ${who}` : `${count} new posts from ${who}`,
    element: (
      <Layout
        preview={`What your creators shared on ${input.day}`}
        heading={count === 1 ? "A new post" : `${count} new posts`}
        links={input.links}
        reason={`You get this daily digest because you chose it for new posts from creators you are a fan of on ${PRODUCT_NAME}.`}
      >
        <P>What the creators you are a fan of shared on {input.day}:</P>
        <Section style={{ margin: "4px 0 12px" }}>
          {input.posts.map((post, i) => (
            <Text key={i} className="pf-text" style={{ color: BRAND.ink, fontSize: 14, lineHeight: "20px", margin: "0 0 8px" }}>
              <Link href={post.creatorUrl} className="pf-link" style={{ color: BRAND.violet, fontWeight: 600 }}>
                {post.creatorName}
              </Link>{" "}
              shared a new {post.mediaType}
              {captionLine(post.caption) ? `: “${captionLine(post.caption)}”` : "."}
            </Text>
          ))}
        </Section>
        <Action label={`Open ${PRODUCT_NAME}`} href={input.links.home} />
        <StopThese what="the daily digest of new posts" unsubscribeUrl={input.unsubscribeUrl} settingsUrl={input.links.notificationSettings} />
      </Layout>
    ),
  };
}

export function liveMail(
  input: NotificationLinks & { notice: "scheduled" | "started"; creatorName: string; title: string; watchUrl: string; scheduledFor: string | null },
): MailDraft {
  const started = input.notice === "started";
  const subject = started ? `${input.creatorName} is live now` : `${input.creatorName} scheduled a live`;
  return {
    subject,
    element: (
      <Layout
        preview={started ? input.title : `${input.title}${input.scheduledFor ? `, ${input.scheduledFor}` : ""}`}
        heading={subject}
        links={input.links}
        reason={`You get this email because you are a fan of ${input.creatorName} on ${PRODUCT_NAME}.`}
      >
        <P>
          {started ? `“${input.title}” has started.` : `“${input.title}”${input.scheduledFor ? ` starts ${input.scheduledFor} (UTC)` : " is coming up"}.`}
        </P>
        <Action label={started ? "Watch now" : "See the live"} href={input.watchUrl} />
        <StopThese what="emails about lives" unsubscribeUrl={input.unsubscribeUrl} settingsUrl={input.links.notificationSettings} />
      </Layout>
    ),
  };
}

export function newCommentsMail(input: NotificationLinks & { count: number; creatorName: string; mediaType: string; latest: string; postUrl: string }): MailDraft {
  const what = `${input.count} new ${input.count === 1 ? "comment" : "comments"}`;
  return {
    subject: `${what} on ${input.creatorName}'s ${input.mediaType}`,
    element: (
      <Layout
        preview={`“${input.latest}”`}
        heading={`${what} on your post`}
        links={input.links}
        reason={`You get this email because you post as ${input.creatorName} on ${PRODUCT_NAME}.`}
      >
        <P>The latest: “{input.latest}”</P>
        <Action label="Read the comments" href={input.postUrl} />
        <StopThese what="emails about comments" unsubscribeUrl={input.unsubscribeUrl} settingsUrl={input.links.notificationSettings} />
      </Layout>
    ),
  };
}

/** Names the sender only: a message's words stay in the app (they may be a paid fan's private conversation). */
export function unreadMessageMail(input: NotificationLinks & { senderName: string; conversationUrl: string }): MailDraft {
  return {
    subject: `${input.senderName} sent you a message`,
    element: (
      <Layout
        preview={`A message from ${input.senderName} is waiting for you`}
        heading={`${input.senderName} sent you a message`}
        links={input.links}
        reason={`You get this email because a message to you on ${PRODUCT_NAME} was not read for 10 minutes.`}
      >
        <P>You have not read it yet. Reply on {PRODUCT_NAME}.</P>
        <Action label="Read it" href={input.conversationUrl} />
        <StopThese what="emails about messages" unsubscribeUrl={input.unsubscribeUrl} settingsUrl={input.links.notificationSettings} />
      </Layout>
    ),
  };
}

export function newFanMail(input: NotificationLinks & { creatorName: string; message: string }): MailDraft {
  return {
    subject: `New PawFan for ${input.creatorName}!`,
    element: (
      <Layout
        preview={input.message}
        heading="You have a new PawFan!"
        links={input.links}
        reason={`You get this email because you post as ${input.creatorName} on ${PRODUCT_NAME}.`}
      >
        <P>{input.message}</P>
        <Action label="See your fans" href={input.links.subscribers} />
        <StopThese what="emails about new fans" unsubscribeUrl={input.unsubscribeUrl} settingsUrl={input.links.notificationSettings} />
      </Layout>
    ),
  };
}
