/**
 * Static marketing copy of the landing and About pages. The
 * figures are marketing claims, not live data.
 */
export const MARKETING_STATS = [
  { value: "10,000+", label: "Pet lovers" },
  { value: "2,847", label: "Active PawPals" },
  { value: "$12.5K", label: "Avg. monthly earnings" },
] as const;

export const TRUST_POINTS = ["Secure payments", "Instant setup", "24/7 support"] as const;
