/** Static pricing tiers shown on the home page. */
export const PRICING_TIERS = [
  {
    name: "Basic",
    description: "Get started with exclusive pet content",
    price: 4.99,
    recommended: false,
    features: [
      { text: "5 exclusive posts per month", included: true },
      { text: "Photo gallery access", included: true },
      { text: "Community chat", included: true },
      { text: "HD video content", included: false },
      { text: "Behind-the-scenes content", included: false },
      { text: "Direct messaging", included: false },
    ],
  },
  {
    name: "Premium",
    description: "The full PawFan experience",
    price: 9.99,
    recommended: true,
    features: [
      { text: "Unlimited exclusive posts", included: true },
      { text: "Photo & video gallery", included: true },
      { text: "Community chat", included: true },
      { text: "HD video content", included: true },
      { text: "Behind-the-scenes content", included: true },
      { text: "Direct messaging", included: false },
    ],
  },
  {
    name: "VIP",
    description: "Everything, up close with your favourite PawPal",
    price: 19.99,
    recommended: false,
    features: [
      { text: "Everything in Premium", included: true },
      { text: "4K video content", included: true },
      { text: "Live streams", included: true },
      { text: "Full media library", included: true },
      { text: "Priority community access", included: true },
      { text: "Direct messaging with the creator", included: true },
    ],
  },
] as const;
