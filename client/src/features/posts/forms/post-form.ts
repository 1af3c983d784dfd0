/**
 * The create-post form: the API's post schema without the creator (added at
 * submit), its audience and behind-the-scenes included, and the toasts a refused
 * form shows: 'Caption required', then 'Media required'.
 */
import type { FieldErrors } from "react-hook-form";
import type { ToastInput } from "@/hooks/use-toast";
import type { z } from "zod";
import { MB, MEDIA_TYPES, uploadRuleFor, type MediaType } from "@shared/constants/uploads";
import { PUBLIC_AUDIENCE } from "@shared/post-audience";
import { postInputSchema } from "@shared/validation";

export const postFormSchema = postInputSchema.pick({ caption: true, mediaUrl: true, mediaType: true, audience: true, behindTheScenes: true });

export type PostFormValues = z.input<typeof postFormSchema>;
export type PostFormOutput = z.output<typeof postFormSchema>;

/** A new post starts as an image for everyone, not behind the scenes. */
export function postFormDefaults(): PostFormValues {
  return { caption: "", mediaUrl: "", mediaType: "image", audience: PUBLIC_AUDIENCE, behindTheScenes: false };
}

/** The toast for a refused post: the caption is checked first, then the media. */
export function postFormProblem(errors: FieldErrors<PostFormValues>): ToastInput | null {
  if (errors.caption) return { title: "Caption required", description: errors.caption.message ?? "" };
  if (errors.mediaUrl) return { title: "Media required", description: errors.mediaUrl.message ?? "" };
  if (errors.mediaType) return { title: "Media type required", description: errors.mediaType.message ?? "" };
  return null;
}

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { image: "Image", video: "Video", reel: "Reel" };

export const MEDIA_TYPE_OPTIONS = MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_LABELS[value] }));

/** "Photos up to 10MB" / "Videos up to 100MB" under the upload field. */
export function uploadHint(mediaType: MediaType): string {
  const megabytes = uploadRuleFor(mediaType).maxBytes / MB;
  return `${mediaType === "image" ? "Photos" : "Videos"} up to ${megabytes}MB`;
}
