/** Demo marketplace items, two in every category; most have a picture. */
import type { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import type { Palette } from "./art";

export interface DemoItem {
  key: string;
  seller: string;
  category: (typeof MARKETPLACE_CATEGORIES)[number];
  condition: (typeof ITEM_CONDITIONS)[number];
  title: string;
  description: string;
  price: string;
  location: string | null;
  /** The picture; null lists the item without one. */
  art: { emoji: string; label: string; palette: Palette } | null;
  hoursAgo: number;
}

export const DEMO_ITEMS: DemoItem[] = [
  {
    key: "salmon-bites",
    seller: "lucas",
    category: "Food & Treats",
    condition: "New",
    title: "Freeze-dried salmon bites (3 sealed bags)",
    description:
      "Pepper turned out to be a chicken-only cat, so these are going to a better home. Three sealed 90 g bags, single-ingredient wild salmon, best before next spring.",
    price: "18.00",
    location: "Denver, CO",
    art: { emoji: "🐟", label: "Salmon bites", palette: ["#ff7e5f", "#feb47b"] },
    hoursAgo: 20,
  },
  {
    key: "pumpkin-biscuits",
    seller: "maya",
    category: "Food & Treats",
    condition: "New",
    title: "Homemade peanut butter & pumpkin dog biscuits",
    description:
      "Biscuit-approved (he insisted on quality control). A jar of 40 crunchy biscuits baked this week with oat flour, pumpkin and xylitol-free peanut butter. Local pick-up only.",
    price: "9.50",
    location: "Portland, OR",
    art: { emoji: "🦴", label: "Pumpkin biscuits", palette: ["#f6d365", "#fda085"] },
    hoursAgo: 60,
  },
  {
    key: "puzzle-feeder",
    seller: "daniel",
    category: "Toys",
    condition: "Like New",
    title: "Level 2 dog puzzle feeder",
    description:
      "Sliding-block treat puzzle, level 2 of 4. Pixel solved it in a week and has moved on to harder things. Dishwasher safe, all pieces included.",
    price: "14.00",
    location: "Austin, TX",
    art: { emoji: "🧩", label: "Puzzle feeder", palette: ["#667eea", "#764ba2"] },
    hoursAgo: 5,
  },
  {
    key: "parrot-foraging",
    seller: "priya",
    category: "Toys",
    condition: "Good",
    title: "Foraging toy bundle for medium parrots",
    description:
      "Five foraging toys (shreddable boxes, a wooden treat wheel and a stainless-steel skewer). Kiwi outgrew the easy ones. Cleaned with bird-safe disinfectant.",
    price: "22.00",
    location: "Chicago, IL",
    art: { emoji: "🦜", label: "Foraging toys", palette: ["#11998e", "#38ef7d"] },
    hoursAgo: 90,
  },
  {
    key: "teal-harness",
    seller: "emma",
    category: "Accessories",
    condition: "Like New",
    title: "Adjustable no-pull harness, size M, teal",
    description:
      "Front and back clip, padded chest plate, reflective trim. Worn twice before my friend's beagle grew out of it. Fits chest 56–76 cm.",
    price: "15.00",
    location: null,
    art: { emoji: "🦮", label: "Teal harness", palette: ["#43cea2", "#185a9d"] },
    hoursAgo: 40,
  },
  {
    key: "hedgehog-wheel",
    seller: "sofia",
    category: "Accessories",
    condition: "Good",
    title: "Silent spinner exercise wheel, 12 inch",
    description:
      "Solid running surface (no rungs, safe for tiny feet) and a near-silent bearing. Prickles moved up to a larger wheel. Great for hedgehogs and sugar gliders.",
    price: "25.00",
    location: "Boston, MA",
    art: { emoji: "🎡", label: "Silent wheel", palette: ["#c79081", "#dfa579"] },
    hoursAgo: 130,
  },
  {
    key: "deshedding-brush",
    seller: "aiko",
    category: "Grooming",
    condition: "Good",
    title: "Deshedding brush for long-haired cats",
    description: "Stainless-steel comb with a self-cleaning button. Mochi prefers her soft brush, so this one needs a fluffier owner.",
    price: "11.00",
    location: "Seattle, WA",
    art: { emoji: "🪮", label: "Deshedding brush", palette: ["#a18cd1", "#fbc2eb"] },
    hoursAgo: 12,
  },
  {
    key: "nail-grinder",
    seller: "jordan",
    category: "Grooming",
    condition: "New",
    title: "Quiet nail grinder, USB rechargeable",
    description:
      "Still in the box: a duplicate gift. Two speeds, three grinding ports for small, medium and large paws, and an LED so you can see the quick.",
    price: "19.99",
    location: null,
    art: null,
    hoursAgo: 75,
  },
  {
    key: "pill-pockets",
    seller: "noah",
    category: "Health",
    condition: "New",
    title: "Pill pockets, chicken flavour, unopened",
    description: "Two unopened packs of 30. Our dog finished his course of meds early. Expiry date is clearly printed on the pack.",
    price: "7.50",
    location: "Columbus, OH",
    art: { emoji: "💊", label: "Pill pockets", palette: ["#ee9ca7", "#ffdde1"] },
    hoursAgo: 30,
  },
  {
    key: "uvb-kit",
    seller: "marcus",
    category: "Health",
    condition: "Good",
    title: "UVB lamp kit for reptiles (6 months used)",
    description:
      "T5 HO 12% UVB fixture with reflector, 90 cm. The tube has six months of use left before the recommended replacement. Ziggy upgraded to a longer enclosure.",
    price: "32.00",
    location: "Phoenix, AZ",
    art: { emoji: "🦎", label: "UVB lamp kit", palette: ["#f12711", "#f5af19"] },
    hoursAgo: 110,
  },
  {
    key: "wire-crate",
    seller: "rosa",
    category: "Other",
    condition: "Fair",
    title: "Large wire crate with divider",
    description:
      "Folding 42-inch crate with a divider panel and a plastic tray. A few scuffs and one bent (but working) latch, hence the price. Must collect.",
    price: "45.00",
    location: "Sacramento, CA",
    art: null,
    hoursAgo: 160,
  },
  {
    key: "poultry-waterer",
    seller: "hannah",
    category: "Other",
    condition: "Good",
    title: "3-gallon poultry waterer for ducks",
    description:
      "Deep-trough waterer so ducks can dunk their whole bill, which they need to keep their eyes and nostrils clean. Our flock moved to a bigger set-up.",
    price: "12.00",
    location: "Burlington, VT",
    art: { emoji: "🦆", label: "Duck waterer", palette: ["#2193b0", "#6dd5ed"] },
    hoursAgo: 200,
  },
];
