/**
 * Wellness tips and vet articles are one kind of page with two configurations:
 * where they are read and written, what they are filtered by, and their texts.
 */
import type { LucideIcon } from "lucide-react";
import type { z } from "zod";
import type { ImageView } from "@shared/media";

/** What tips and articles have in common. */
export interface ArticleItem {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  image: ImageView | null;
  tags: string[];
  createdAt: string;
}

export interface ArticleKind<T extends ArticleItem = ArticleItem> {
  /** The collection's URL, e.g. "/api/wellness-tips" (GET list, GET /:id, POST). */
  path: string;
  /** The field (and list filter) each item is sorted under. */
  topicField: "category" | "specialization";
  topics: readonly [string, ...string[]];
  /** Method syntax on purpose: a kind of a more specific item still passes as ArticleKind. */
  topicOf(item: T): string;
  /**
   * The shared request schema a new item must pass. Loaded on demand: the
   * schemas module is large and only the staff form needs it.
   */
  loadInputSchema: () => Promise<z.ZodType>;
  icon: LucideIcon;
  text: {
    pageTitle: string;
    pageDescription: string;
    eyebrow: string;
    /** The filter's first button ("All Tips"). */
    allLabel: string;
    /** The filter group's accessible name. */
    filterLabel: string;
    topicLabel: string;
    loading: string;
    empty: string;
    /** An item asked for by id (a link) that does not exist. */
    notFound: string;
    loadFailed: string;
    /** The detail's back button, arrow included. */
    back: string;
    /** The staff button that opens the dialog ("Add Tip"). */
    add: string;
    dialogTitle: string;
    dialogDescription: string;
    submit: string;
    created: string;
    createFailed: string;
  };
}
