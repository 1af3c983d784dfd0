/** Media types and what may be uploaded. */

export const MEDIA_TYPES = ["image", "video", "reel"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** One mebibyte, the unit of every upload limit. */
export const MB = 1024 * 1024;
/** Upload limits in bytes: 10 MB for images, 100 MB for videos and reels. */
export const UPLOAD_LIMITS = {
  imageBytes: 10 * MB,
  videoBytes: 100 * MB,
} as const;

/**
 * What one person may upload: at most `openTickets` upload URLs not yet used
 * (unexpired and not registered), and `bytesPerDay` of files registered in any
 * 24 hours, counting the upload being asked for at its declared size or limit.
 */
export const UPLOAD_QUOTA = {
  openTickets: 20,
  bytesPerDay: 2048 * MB,
} as const;

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
