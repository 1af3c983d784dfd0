/** Media types and what may be uploaded. */

export const MEDIA_TYPES = ["image", "video", "reel"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** One mebibyte, the unit of every upload limit. */
export const MB = 1024 * 1024;
/** One gibibyte, the unit of the daily and storage quotas. */
export const GB = 1024 * MB;
/** Upload limits in bytes: 10 MB for images, 100 MB for videos and reels. */
export const UPLOAD_LIMITS = {
  imageBytes: 10 * MB,
  videoBytes: 100 * MB,
} as const;

/**
 * What one person may upload: at most `openTickets` upload URLs not yet used
 * (unexpired and not registered), and `bytesPerDay` over the upload URLs handed
 * out in any 24 hours, used or not, each at its declared size (or its purpose's
 * limit) until its file's real size is known, the one being asked for included.
 * The storage a person may keep in all is the server's UPLOAD_QUOTA_GB.
 */
export const UPLOAD_QUOTA = {
  openTickets: 20,
  bytesPerDay: 2 * GB,
} as const;

/** The 429 answers of the upload quota, shown to the person as they are. */
export const TOO_MANY_OPEN_UPLOADS = `You have ${UPLOAD_QUOTA.openTickets} uploads in progress. Finish or wait a few minutes for them to expire before starting more.`;
export const DAILY_UPLOAD_LIMIT = `You have reached the upload limit of ${UPLOAD_QUOTA.bytesPerDay / GB} GB a day. Please try again tomorrow.`;
export function uploadStorageFull(quotaBytes: number): string {
  const gigabytes = Math.round((quotaBytes / GB) * 10) / 10;
  return `You have used all ${gigabytes} GB of your storage for uploads. Delete posts, listings or pictures you no longer need to upload more.`;
}

/**
 * The only file formats accepted for upload (the server also checks each file's
 * leading bytes). SVG is never accepted from users: it can carry scripts.
 */
export const UPLOAD_CONTENT_TYPES = {
  image: ["image/png", "image/jpeg", "image/gif", "image/webp"],
  video: ["video/mp4", "video/webm", "video/quicktime"],
} as const;

/** What an upload is for: a post's media type, or a profile picture or cover. */
export const UPLOAD_PURPOSES = ["profile", ...MEDIA_TYPES] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The largest upload allowed for a purpose, the content-type prefix it needs and the accepted formats. */
export function uploadRuleFor(kind: UploadPurpose) {
  if (kind === "video" || kind === "reel") {
    return {
      maxBytes: UPLOAD_LIMITS.videoBytes,
      mimePrefix: "video/",
      contentTypes: UPLOAD_CONTENT_TYPES.video,
    } as const;
  }
  return {
    maxBytes: UPLOAD_LIMITS.imageBytes,
    mimePrefix: "image/",
    contentTypes: UPLOAD_CONTENT_TYPES.image,
  } as const;
}
