/** The fixed lists people choose from: categories, conditions, statuses, Explore's tabs. */

export const THREAD_CATEGORIES = [
  "General",
  "Training Tips",
  "Health Questions",
  "Success Stories",
  "Funny Moments",
] as const;

export const MARKETPLACE_CATEGORIES = [
  "Food & Treats",
  "Toys",
  "Accessories",
  "Grooming",
  "Health",
  "Other",
] as const;

export const ITEM_CONDITIONS = ["New", "Like New", "Good", "Fair"] as const;

export const WELLNESS_CATEGORIES = [
  "Nutrition",
  "Exercise",
  "Grooming",
  "Mental Health",
  "Preventive Care",
] as const;

export const VET_SPECIALIZATIONS = [
  "General Practice",
  "Surgery",
  "Dentistry",
  "Cardiology",
  "Dermatology",
  "Emergency Care",
] as const;


/** Explore category tabs and the petType substrings each one matches (case-insensitively). */
export const EXPLORE_CATEGORIES = [
  { id: "all", label: "All Pets", keywords: [] },
  { id: "dog", label: "Dogs", keywords: ["dog"] },
  { id: "cat", label: "Cats", keywords: ["cat"] },
  { id: "bird", label: "Birds", keywords: ["bird", "parrot", "parakeet"] },
  {
    id: "rare",
    label: "Rare Pals",
    keywords: ["exotic", "reptile", "snake", "lizard", "hedgehog", "sugar glider"],
  },
  {
    id: "farm",
    label: "Farm Friends",
    keywords: ["pig", "goat", "sheep", "chicken", "duck", "cow", "horse"],
  },
] as const satisfies ReadonlyArray<{ id: string; label: string; keywords: readonly string[] }>;
export type ExploreCategoryId = (typeof EXPLORE_CATEGORIES)[number]["id"];
