import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { postFormDefaults, postFormProblem, postFormSchema, uploadHint, type PostFormValues } from "./post-form";

/** Runs the form's own resolver, as react-hook-form does on submit. */
async function problemFor(values: PostFormValues) {
  const result = await zodResolver(postFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return postFormProblem(result.errors);
}

const upload = "/objects/uploads/user-1/photo";

describe("create-post form", () => {
  it("starts with media type image, for everyone, not behind the scenes", () => {
    expect(postFormDefaults()).toMatchObject({ mediaType: "image", audience: { kind: "public" }, behindTheScenes: false, caption: "", mediaUrl: "" });
  });

  it("rejects a caption that is blank after trimming", async () => {
    expect(await problemFor({ ...postFormDefaults(), caption: "   ", mediaUrl: upload })).toEqual({
      title: "Caption required",
      description: "Please add a caption for your post",
    });
  });

  it("requires media", async () => {
    expect(await problemFor({ ...postFormDefaults(), caption: "Beach day" })).toEqual({
      title: "Media required",
      description: "Please upload a photo, video, or reel for your post",
    });
  });

  it("asks for the caption first when both are missing", async () => {
    expect((await problemFor(postFormDefaults()))?.title).toBe("Caption required");
  });

  it("accepts a captioned post with media and trims the caption", async () => {
    const audience = { kind: "tier" as const, minTierId: "00000000-0000-4000-8000-000000000002" };
    const values = { caption: "  Beach day ", mediaUrl: upload, mediaType: "reel" as const, audience, behindTheScenes: true };
    expect(await problemFor(values)).toBeNull();
    expect(postFormSchema.parse(values)).toEqual({ caption: "Beach day", mediaUrl: upload, mediaType: "reel", audience, behindTheScenes: true });
  });

  it("tells the upload limit of each media type", () => {
    expect(uploadHint("image")).toBe("Photos up to 10MB");
    expect(uploadHint("video")).toBe("Videos up to 100MB");
    expect(uploadHint("reel")).toBe("Videos up to 100MB");
  });
});
