import { describe, expect, it } from "vitest";
import { vetArticles } from "./vet-articles";
import { wellnessTips } from "./wellness-tips";
import { articleFormDefaults, articleResolver, parseTags, toArticleRequest, type ArticleFormValues } from "./article-form";
import type { ArticleKind } from "./kind";

const resolve = (kind: ArticleKind, values: ArticleFormValues) =>
  articleResolver(kind)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("parseTags", () => {
  it("splits on commas, trims and drops blanks", () => {
    expect(parseTags(" nutrition, dogs,, senior ,")).toEqual(["nutrition", "dogs", "senior"]);
    expect(parseTags("   ")).toEqual([]);
  });
});

describe("toArticleRequest", () => {
  const values: ArticleFormValues = {
    title: "Fresh water",
    topic: "Nutrition",
    content: "Change it daily.",
    imageUrl: "",
    tags: "water, dogs",
  };

  it("sends a tip's topic as its category", () => {
    expect(toArticleRequest(wellnessTips, values)).toEqual({
      title: "Fresh water",
      content: "Change it daily.",
      category: "Nutrition",
      tags: ["water", "dogs"],
    });
  });

  it("sends an article's topic as its specialization, with the image when given", () => {
    expect(
      toArticleRequest(vetArticles, { ...values, topic: "Surgery", imageUrl: " /objects/x " }),
    ).toEqual({
      title: "Fresh water",
      content: "Change it daily.",
      specialization: "Surgery",
      imageUrl: "/objects/x",
      tags: ["water", "dogs"],
    });
  });
});

describe("articleResolver", () => {
  it("starts each kind on its first topic", () => {
    expect(articleFormDefaults(wellnessTips).topic).toBe("Nutrition");
    expect(articleFormDefaults(vetArticles).topic).toBe("General Practice");
  });

  it("passes a complete form through the kind's schema", async () => {
    const result = await resolve(vetArticles, {
      ...articleFormDefaults(vetArticles),
      title: "  Dental cleanings  ",
      content: "What happens under anaesthesia.",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: "Dental cleanings", specialization: "General Practice", tags: [] });
  });

  it("reports the shared schema's messages on the form's fields", async () => {
    const result = await resolve(wellnessTips, { ...articleFormDefaults(wellnessTips), topic: "Astrology" });
    expect(result.errors.title?.message).toBe("Title is required");
    expect(result.errors.content?.message).toBe("Content is required");
    expect(result.errors.topic?.message).toBe("Please choose a category");
  });
});
