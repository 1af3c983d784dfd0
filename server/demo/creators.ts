/**
 * The demo PawPals: one per pet, together covering every Explore tab (dogs,
 * cats, birds, rare pals, farm friends). Each has tiers, posts (some premium)
 * and fans; `fans` lists subscribers by person key with the tier they chose.
 */
import type { SubscriptionStatus } from "@shared/subscriptions";
import type { Palette } from "./art";

interface DemoTier {
  name: string;
  price: string;
  description: string;
  features: string[];
}

interface DemoPost {
  caption: string;
  /** The picture: a scene emoji beside the pet and a short label. */
  sceneEmoji: string;
  label: string;
  isPremium: boolean;
  daysAgo: number;
}

interface DemoFan {
  person: string;
  /** Index into tiers; null subscribes at the profile's price. */
  tier: number | null;
  /** Active unless told otherwise. */
  status?: SubscriptionStatus;
}

export interface DemoCreator {
  key: string;
  owner: string;
  petName: string;
  petType: string;
  breed: string;
  bio: string;
  subscriptionPrice: string;
  emoji: string;
  palette: Palette;
  /** A few words under the name on the cover. */
  tagline: string;
  joinedDaysAgo: number;
  tiers: DemoTier[];
  posts: DemoPost[];
  fans: DemoFan[];
}

export const DEMO_CREATORS: DemoCreator[] = [
  {
    key: "biscuit",
    owner: "maya",
    petName: "Biscuit",
    petType: "Dog",
    breed: "Golden Retriever",
    bio: "Professional tennis-ball retriever, part-time couch potato and full-time optimist. Biscuit is four, lives in Portland with Maya, and has never met a stranger. Subscribe for hikes, beach zoomies and the occasional birthday cake.",
    subscriptionPrice: "7.99",
    emoji: "🐕",
    palette: ["#f6b73c", "#e8793a"],
    tagline: "Golden Retriever · Portland, OR",
    joinedDaysAgo: 210,
    tiers: [
      {
        name: "Good Boy",
        price: "4.99",
        description: "Weekly photo drops and a front-row seat to Biscuit's adventures.",
        features: ["Weekly exclusive photos", "Community chat", "Monthly behind-the-scenes post"],
      },
      {
        name: "Best Friend",
        price: "9.99",
        description: "Everything in Good Boy plus every video and hike vlog.",
        features: ["Everything in Good Boy", "Full-length hike videos", "Vote on the next adventure"],
      },
      {
        name: "Pack Leader",
        price: "19.99",
        description: "The whole pack: live walks, shout-outs and a yearly paw-print card.",
        features: ["Everything in Best Friend", "Monthly live walk", "Personal shout-out video", "Signed paw-print card"],
      },
    ],
    posts: [
      { caption: "First beach day of the season and he has decided every wave is a personal friend. 🌊", sceneEmoji: "🏖️", label: "Beach day", isPremium: false, daysAgo: 2 },
      { caption: "Exclusive: the full slow-motion zoomies reel from Cannon Beach. Sand everywhere, zero regrets.", sceneEmoji: "🎾", label: "Zoomies", isPremium: true, daysAgo: 6 },
      { caption: "Caught stealing a sock, refused to apologise, was forgiven in four seconds.", sceneEmoji: "🧦", label: "Sock thief", isPremium: false, daysAgo: 11 },
      { caption: "Birthday cake reveal for our PawFans! Pumpkin, peanut butter and a very patient sit.", sceneEmoji: "🎂", label: "Birthday boy", isPremium: true, daysAgo: 19 },
    ],
    fans: [
      { person: "jordan", tier: 1 },
      { person: "emma", tier: 0 },
      { person: "aiko", tier: 2 },
      { person: "noah", tier: 1 },
    ],
  },
  {
    key: "pixel",
    owner: "daniel",
    petName: "Pixel",
    petType: "Dog",
    breed: "Pembroke Welsh Corgi",
    bio: "Short legs, big opinions. Pixel herds the cat, the vacuum and occasionally Daniel. Expect agility practice, loaf poses and honest reviews of every squeaky toy in Austin.",
    subscriptionPrice: "5.99",
    emoji: "🐶",
    palette: ["#ff9a8b", "#ff6a88"],
    tagline: "Corgi · Austin, TX",
    joinedDaysAgo: 160,
    tiers: [
      {
        name: "Loaf Lover",
        price: "3.99",
        description: "A weekly dose of corgi loaf.",
        features: ["Weekly exclusive photos", "Community chat"],
      },
      {
        name: "Herding Crew",
        price: "8.99",
        description: "Agility videos, training progress and toy reviews.",
        features: ["Everything in Loaf Lover", "Agility training videos", "Toy review series"],
      },
    ],
    posts: [
      { caption: "Today's agility run: clean weave poles, then a full stop to sniff a leaf. Progress!", sceneEmoji: "🏃", label: "Agility day", isPremium: false, daysAgo: 1 },
      { caption: "Premium toy review: the squeaky avocado. Pixel's verdict — 9/10, would destroy again.", sceneEmoji: "🥑", label: "Toy review", isPremium: true, daysAgo: 5 },
      { caption: "The loaf. The legend. Sunday mornings on the porch.", sceneEmoji: "🍞", label: "Sunday loaf", isPremium: false, daysAgo: 9 },
    ],
    fans: [
      { person: "emma", tier: 1 },
      { person: "maya", tier: 0 },
      { person: "chloe", tier: 1 },
    ],
  },
  {
    key: "mochi",
    owner: "aiko",
    petName: "Mochi",
    petType: "Cat",
    breed: "Scottish Fold",
    bio: "A round, serene Scottish Fold who believes every box is a throne and every sunbeam is booked in advance. Mochi shares slow mornings, tiny tea parties and her famous 'Buddha sit' from Aiko's Seattle apartment.",
    subscriptionPrice: "6.99",
    emoji: "🐱",
    palette: ["#a18cd1", "#fbc2eb"],
    tagline: "Scottish Fold · Seattle, WA",
    joinedDaysAgo: 190,
    tiers: [
      {
        name: "Sunbeam",
        price: "4.99",
        description: "Calm cat content, twice a week.",
        features: ["Twice-weekly photos", "Community chat"],
      },
      {
        name: "Tea Party",
        price: "9.99",
        description: "Every photo and video, including the tea party series.",
        features: ["Everything in Sunbeam", "HD videos", "Behind-the-scenes of every photo shoot"],
      },
      {
        name: "Royal Box",
        price: "14.99",
        description: "Mochi's inner circle.",
        features: ["Everything in Tea Party", "Monthly live nap stream", "Name Mochi's next box"],
      },
    ],
    posts: [
      { caption: "Morning Buddha sit, right on schedule. 🧘", sceneEmoji: "☀️", label: "Buddha sit", isPremium: false, daysAgo: 3 },
      { caption: "Tea party, episode 12: she knocked over exactly one cup and looked me in the eye while doing it.", sceneEmoji: "🍵", label: "Tea party", isPremium: true, daysAgo: 7 },
      { caption: "New box arrived. The shoes it contained are irrelevant.", sceneEmoji: "📦", label: "New throne", isPremium: false, daysAgo: 12 },
      { caption: "Exclusive nap timelapse: four hours, three positions, one very long stretch.", sceneEmoji: "💤", label: "Nap timelapse", isPremium: true, daysAgo: 16 },
      { caption: "Rainy Seattle window-watching with her favourite pigeon friend outside.", sceneEmoji: "🌧️", label: "Window watch", isPremium: false, daysAgo: 24 },
    ],
    fans: [
      { person: "chloe", tier: 2 },
      { person: "lucas", tier: 0 },
      { person: "jordan", tier: 1 },
      { person: "priya", tier: 0 },
    ],
  },
  {
    key: "pepper",
    owner: "lucas",
    petName: "Pepper",
    petType: "Cat",
    breed: "Maine Coon",
    bio: "Eighteen pounds of fluff with the soul of a golden retriever. Pepper fetches, walks on a leash and chirps at every bird in the garden. Lucas documents the gentle-giant life from a farmhouse outside Denver.",
    subscriptionPrice: "8.99",
    emoji: "🐈",
    palette: ["#434343", "#8e9eab"],
    tagline: "Maine Coon · Denver, CO",
    joinedDaysAgo: 140,
    tiers: [
      {
        name: "Floof",
        price: "5.99",
        description: "Weekly fluff updates.",
        features: ["Weekly exclusive photos", "Community chat"],
      },
      {
        name: "Gentle Giant",
        price: "12.99",
        description: "Leash adventures in full HD and grooming days uncut.",
        features: ["Everything in Floof", "HD leash-walk videos", "Grooming day specials"],
      },
    ],
    posts: [
      { caption: "Yes, he fetches. No, we did not teach him. He simply decided.", sceneEmoji: "🧶", label: "Fetch", isPremium: false, daysAgo: 4 },
      { caption: "Full grooming day, uncut: 40 minutes, one dramatic sigh, and enough fur to build a second cat.", sceneEmoji: "🪮", label: "Grooming day", isPremium: true, daysAgo: 10 },
      { caption: "Leash walk to the creek. Chirped at eleven birds. Caught none. Happy anyway.", sceneEmoji: "🌿", label: "Creek walk", isPremium: false, daysAgo: 15 },
    ],
    fans: [
      { person: "noah", tier: 0 },
      { person: "aiko", tier: 1 },
      { person: "chloe", tier: 0, status: "canceled" },
    ],
  },
  {
    key: "kiwi",
    owner: "priya",
    petName: "Kiwi",
    petType: "Parrot",
    breed: "African Grey",
    bio: "Kiwi is a 12-year-old African Grey with a vocabulary of 140 words, three ringtones and one very convincing microwave beep. Join Priya in Chicago for word-of-the-week, puzzle toys and the occasional opera performance.",
    subscriptionPrice: "6.49",
    emoji: "🦜",
    palette: ["#11998e", "#38ef7d"],
    tagline: "African Grey · Chicago, IL",
    joinedDaysAgo: 175,
    tiers: [
      {
        name: "Chatterbox",
        price: "4.49",
        description: "Word of the week and weekly clips.",
        features: ["Word of the week", "Weekly audio clips", "Community chat"],
      },
      {
        name: "Flock",
        price: "9.49",
        description: "Every video, training session and opera night.",
        features: ["Everything in Chatterbox", "Training session videos", "Monthly opera night"],
      },
    ],
    posts: [
      { caption: "Word of the week: 'delicious'. Used correctly about grapes, incorrectly about my keys.", sceneEmoji: "🍇", label: "Word of the week", isPremium: false, daysAgo: 2 },
      { caption: "Members' clip: Kiwi's full rendition of the doorbell, the kettle and 'Priya, phone!' in one breath.", sceneEmoji: "🔔", label: "Sound medley", isPremium: true, daysAgo: 8 },
      { caption: "Foraging puzzle solved in 3 minutes 12 seconds. New personal best!", sceneEmoji: "🧩", label: "Puzzle PB", isPremium: false, daysAgo: 13 },
      { caption: "Opera night, act two. The neighbours have requested an encore (we think).", sceneEmoji: "🎶", label: "Opera night", isPremium: true, daysAgo: 21 },
    ],
    fans: [
      { person: "grace", tier: 1 },
      { person: "emma", tier: 0 },
      { person: "ethan", tier: 1 },
    ],
  },
  {
    key: "sunny",
    owner: "grace",
    petName: "Sunny",
    petType: "Parakeet",
    breed: "English Budgie",
    bio: "A sunshine-yellow budgie with a mirror obsession and a surprisingly good whistle. Sunny lives with Grace in a plant-filled flat in Brighton and shares flight practice, millet reviews and tiny bath days.",
    subscriptionPrice: "3.99",
    emoji: "🐦",
    palette: ["#f7ff00", "#db36a4"],
    tagline: "English Budgie · Brighton, UK",
    joinedDaysAgo: 120,
    tiers: [
      {
        name: "Seed Fund",
        price: "2.99",
        description: "Tiny bird, tiny price, big joy.",
        features: ["Weekly photos", "Community chat"],
      },
      {
        name: "Sunshine Club",
        price: "6.99",
        description: "All the flight practice and bath-day videos.",
        features: ["Everything in Seed Fund", "Bath-day videos", "Whistle lessons"],
      },
    ],
    posts: [
      { caption: "Bath day! Sunny prefers a wet lettuce leaf to a bowl, and honestly, valid.", sceneEmoji: "🥬", label: "Bath day", isPremium: false, daysAgo: 1 },
      { caption: "Full whistle lesson: we're learning the first four notes of 'Here Comes the Sun'.", sceneEmoji: "🎵", label: "Whistle lesson", isPremium: true, daysAgo: 9 },
      { caption: "Millet review: the spray from the farmers' market beats the shop one. Sunny has spoken.", sceneEmoji: "🌾", label: "Millet review", isPremium: false, daysAgo: 17 },
    ],
    fans: [
      { person: "priya", tier: 0 },
      { person: "chloe", tier: 1 },
    ],
  },
  {
    key: "nugget",
    owner: "ethan",
    petName: "Nugget",
    petType: "Sugar Glider",
    breed: "Classic Grey",
    bio: "A pocket-sized night owl who glides from the curtains to Ethan's shoulder every evening at 9 pm sharp. Nugget shares glide cam footage, bonding-pouch naps and the great mealworm debate from San Diego.",
    subscriptionPrice: "5.49",
    emoji: "🐿️",
    palette: ["#0f2027", "#2c5364"],
    tagline: "Sugar Glider · San Diego, CA",
    joinedDaysAgo: 95,
    tiers: [
      {
        name: "Night Owl",
        price: "3.49",
        description: "Evening photo drops from a nocturnal star.",
        features: ["Evening photo drops", "Community chat"],
      },
      {
        name: "Glide Crew",
        price: "7.99",
        description: "Glide cam footage and care tips for new glider parents.",
        features: ["Everything in Night Owl", "Glide cam videos", "Care tips for glider parents"],
      },
    ],
    posts: [
      { caption: "9:00 pm. Curtain launch. Shoulder landing. Nailed it. 🌙", sceneEmoji: "🌙", label: "Launch time", isPremium: false, daysAgo: 3 },
      { caption: "Glide cam, slow motion, from the top of the bookshelf. Watch the tail steer!", sceneEmoji: "🎥", label: "Glide cam", isPremium: true, daysAgo: 7 },
      { caption: "Pouch nap with a single ear sticking out. That's the post.", sceneEmoji: "👝", label: "Pouch nap", isPremium: false, daysAgo: 14 },
      { caption: "For new glider parents: our evening diet plate, explained step by step.", sceneEmoji: "🍎", label: "Dinner plate", isPremium: true, daysAgo: 22 },
    ],
    fans: [
      { person: "sofia", tier: 1 },
      { person: "jordan", tier: 0 },
      { person: "noah", tier: 1 },
    ],
  },
  {
    key: "prickles",
    owner: "sofia",
    petName: "Prickles",
    petType: "Hedgehog",
    breed: "African Pygmy",
    bio: "A grumpy-looking, secretly sweet African pygmy hedgehog who runs four miles a night on his wheel. Prickles stars in Sofia's tiny-hat photo shoots, foot-bath Fridays and slow-motion yawns from Boston.",
    subscriptionPrice: "4.99",
    emoji: "🦔",
    palette: ["#c79081", "#dfa579"],
    tagline: "African Pygmy Hedgehog · Boston, MA",
    joinedDaysAgo: 150,
    tiers: [
      {
        name: "Huff & Puff",
        price: "2.99",
        description: "Weekly prickly goodness.",
        features: ["Weekly photos", "Community chat"],
      },
      {
        name: "Tiny Hat Society",
        price: "6.99",
        description: "Every tiny-hat shoot and slow-motion yawn.",
        features: ["Everything in Huff & Puff", "Tiny-hat photo shoots", "Slow-motion yawn archive"],
      },
    ],
    posts: [
      { caption: "Foot-bath Friday. He huffs, he puffs, he secretly loves it.", sceneEmoji: "🛁", label: "Foot-bath Friday", isPremium: false, daysAgo: 4 },
      { caption: "Tiny hat shoot: the strawberry beret. Members get the full gallery.", sceneEmoji: "🍓", label: "Strawberry beret", isPremium: true, daysAgo: 8 },
      { caption: "Slow-motion yawn, 240 frames per second. You're welcome.", sceneEmoji: "😮", label: "The yawn", isPremium: false, daysAgo: 18 },
    ],
    fans: [
      { person: "ethan", tier: 0 },
      { person: "emma", tier: 1 },
      { person: "hannah", tier: 0 },
    ],
  },
  {
    key: "ziggy",
    owner: "marcus",
    petName: "Ziggy",
    petType: "Lizard",
    breed: "Bearded Dragon",
    bio: "Ziggy is a laid-back bearded dragon who waves hello, sunbathes like a pro and has strong feelings about dandelion greens. Marcus shares habitat builds, basking sessions and reptile care tips from Phoenix.",
    subscriptionPrice: "5.99",
    emoji: "🦎",
    palette: ["#f12711", "#f5af19"],
    tagline: "Bearded Dragon · Phoenix, AZ",
    joinedDaysAgo: 130,
    tiers: [
      {
        name: "Basking Buddy",
        price: "3.99",
        description: "Weekly basking updates.",
        features: ["Weekly photos", "Community chat"],
      },
      {
        name: "Habitat Builder",
        price: "8.99",
        description: "Full habitat build series and care deep-dives.",
        features: ["Everything in Basking Buddy", "Habitat build videos", "Monthly care Q&A"],
      },
    ],
    posts: [
      { caption: "The wave. He only does it for the mail carrier and for you, dear PawFans.", sceneEmoji: "👋", label: "The wave", isPremium: false, daysAgo: 2 },
      { caption: "Habitat build part 3: the new basking ledge and the UVB set-up, explained.", sceneEmoji: "🪨", label: "Habitat build", isPremium: true, daysAgo: 10 },
      { caption: "Dandelion greens taste test. Spoiler: he went back for seconds.", sceneEmoji: "🌼", label: "Taste test", isPremium: false, daysAgo: 20 },
    ],
    fans: [
      { person: "noah", tier: 1 },
      { person: "oliver", tier: 0 },
      { person: "jordan", tier: 0, status: "canceled" },
    ],
  },
  {
    key: "clementine",
    owner: "hannah",
    petName: "Clementine",
    petType: "Goat",
    breed: "Nigerian Dwarf",
    bio: "Clementine is a Nigerian Dwarf goat with springs for legs and no respect for fences. She lives on Hannah's small farm in Vermont with two ducks, a barn cat and an ever-growing pile of chewed gloves.",
    subscriptionPrice: "6.99",
    emoji: "🐐",
    palette: ["#56ab2f", "#a8e063"],
    tagline: "Nigerian Dwarf Goat · Vermont",
    joinedDaysAgo: 200,
    tiers: [
      {
        name: "Barn Buddy",
        price: "4.99",
        description: "Weekly farm updates and hay-bale parkour.",
        features: ["Weekly farm photos", "Community chat"],
      },
      {
        name: "Farmhand",
        price: "10.99",
        description: "Every video from the barn, plus kidding season live.",
        features: ["Everything in Barn Buddy", "HD farm videos", "Kidding season live stream"],
      },
      {
        name: "Honorary Goat",
        price: "24.99",
        description: "Adopt-a-goat perks and a postcard from the farm.",
        features: ["Everything in Farmhand", "Quarterly farm postcard", "Name a future kid"],
      },
    ],
    posts: [
      { caption: "Hay-bale parkour, level: expert. The fence never stood a chance.", sceneEmoji: "🌾", label: "Parkour", isPremium: false, daysAgo: 1 },
      { caption: "Members only: the great glove heist, caught on the barn cam.", sceneEmoji: "🧤", label: "Glove heist", isPremium: true, daysAgo: 6 },
      { caption: "Morning chores with my tiny supervisor.", sceneEmoji: "🌅", label: "Morning chores", isPremium: false, daysAgo: 11 },
      { caption: "Spring pasture day! Full video of the first run outside after the snow melted.", sceneEmoji: "🌱", label: "Spring pasture", isPremium: true, daysAgo: 25 },
    ],
    fans: [
      { person: "rosa", tier: 1 },
      { person: "oliver", tier: 0 },
      { person: "jordan", tier: 1 },
      { person: "chloe", tier: 0 },
    ],
  },
  {
    key: "truffle",
    owner: "oliver",
    petName: "Truffle",
    petType: "Pig",
    breed: "Kunekune",
    bio: "A kunekune pig with a snout for adventure and a weakness for belly rubs. Truffle forages in the orchard, solves treat puzzles faster than the dog and lives with Oliver on a hillside near Asheville.",
    subscriptionPrice: "7.49",
    emoji: "🐷",
    palette: ["#ee9ca7", "#ffdde1"],
    tagline: "Kunekune Pig · Asheville, NC",
    joinedDaysAgo: 110,
    tiers: [
      {
        name: "Oink",
        price: "4.99",
        description: "Weekly orchard adventures.",
        features: ["Weekly photos", "Community chat"],
      },
      {
        name: "Belly Rub Club",
        price: "9.99",
        description: "Every video, puzzle challenge and mud-spa day.",
        features: ["Everything in Oink", "Puzzle challenge videos", "Mud-spa day specials"],
      },
    ],
    posts: [
      { caption: "Orchard forage: found three apples, one pinecone, zero truffles. Still a great day.", sceneEmoji: "🍎", label: "Orchard forage", isPremium: false, daysAgo: 3 },
      { caption: "Treat-puzzle challenge: Truffle vs. the dog. Members see the rematch.", sceneEmoji: "🧩", label: "Puzzle rematch", isPremium: true, daysAgo: 9 },
      { caption: "Mud spa. Skin care is self care.", sceneEmoji: "🛀", label: "Mud spa", isPremium: false, daysAgo: 16 },
    ],
    fans: [
      { person: "hannah", tier: 1 },
      { person: "rosa", tier: 0 },
      { person: "emma", tier: 0 },
    ],
  },
  {
    key: "waddles",
    owner: "rosa",
    petName: "Waddles",
    petType: "Duck",
    breed: "Pekin",
    bio: "Waddles is a Pekin duck who follows Rosa everywhere, supervises the garden and runs a strict kiddie-pool schedule. Join the flock in Sacramento for splash days, duckling-era throwbacks and puddle reviews.",
    subscriptionPrice: "4.49",
    emoji: "🦆",
    palette: ["#2193b0", "#6dd5ed"],
    tagline: "Pekin Duck · Sacramento, CA",
    joinedDaysAgo: 85,
    tiers: [
      {
        name: "Puddle Pal",
        price: "2.99",
        description: "Weekly splash updates.",
        features: ["Weekly photos", "Community chat"],
      },
      {
        name: "Flock Member",
        price: "6.99",
        description: "All the splash videos and duckling throwbacks.",
        features: ["Everything in Puddle Pal", "Splash-day videos", "Duckling-era archive"],
      },
    ],
    posts: [
      { caption: "Kiddie pool is open! Waddles has already filed a complaint about the water temperature.", sceneEmoji: "💦", label: "Pool day", isPremium: false, daysAgo: 2 },
      { caption: "Duckling throwback for the flock: the first week, the first puddle, the first quack.", sceneEmoji: "🐣", label: "Throwback", isPremium: true, daysAgo: 12 },
      { caption: "Garden supervisor on duty. Slugs beware.", sceneEmoji: "🌻", label: "Supervisor", isPremium: false, daysAgo: 19 },
    ],
    fans: [
      { person: "hannah", tier: 0 },
      { person: "oliver", tier: 1 },
      { person: "noah", tier: 0 },
    ],
  },
];
