/** Demo community threads, two in every thread category, with their comments. */
import type { THREAD_CATEGORIES } from "@shared/constants/categories";

export interface DemoThread {
  key: string;
  author: string;
  category: (typeof THREAD_CATEGORIES)[number];
  title: string;
  content: string;
  likes: number;
  /** Hours before now. */
  hoursAgo: number;
  /** Oldest first; each comes an hour or more after the one before. */
  comments: { author: string; content: string }[];
}

export const DEMO_THREADS: DemoThread[] = [
  {
    key: "introductions",
    author: "emma",
    category: "General",
    title: "Introduce your pets! 🐾",
    content:
      "New here and I'd love to meet everyone's crew. I've got Juniper, a 9-year-old tabby who thinks she runs the house (she does), and I'm a PawFan of way too many PawPals already. Who's in your home?",
    likes: 14,
    hoursAgo: 300,
    comments: [
      { author: "maya", content: "Hi Emma! Biscuit the golden here (well, Maya typing for him). He says hello and would like to know if Juniper likes tennis balls." },
      { author: "hannah", content: "Welcome! We have Clementine the goat, two Pekin ducks and a barn cat named Moose who is definitely in charge." },
      { author: "ethan", content: "Nugget the sugar glider checking in 🌙 We're only awake after 9 pm, so see you in the night shift." },
    ],
  },
  {
    key: "nicknames",
    author: "oliver",
    category: "General",
    title: "What's your pet's most ridiculous nickname?",
    content:
      "Truffle's official name is Truffle. Unofficially she is Truffaloo, Snorkel, Miss Piggy Smalls and, when she steals apples, The Orchard Bandit. Please tell me I'm not the only one.",
    likes: 22,
    hoursAgo: 150,
    comments: [
      { author: "aiko", content: "Mochi is also Mochiko, Round Girl, and The Loaf Supreme. She answers to none of them." },
      { author: "priya", content: "Kiwi gave HIMSELF a nickname. He calls himself 'Good Birb' because that's what my sister says. I have lost control." },
      { author: "daniel", content: "Pixel is Sir Loafs-a-Lot on weekdays and Captain Stumpy on weekends." },
      { author: "chloe", content: "This thread is the best thing I've read all week 😂" },
    ],
  },
  {
    key: "corgi-recall",
    author: "daniel",
    category: "Training Tips",
    title: "Recall training that finally worked for our stubborn corgi",
    content:
      "For months Pixel treated 'come!' as a polite suggestion. What finally worked: a long line in a quiet park, a special treat he only gets for recall (tiny bits of cheese), and never calling him for something he dislikes, like leaving the park or a bath. Two short sessions a day for three weeks and he now comes flying back. Happy to answer questions!",
    likes: 31,
    hoursAgo: 260,
    comments: [
      { author: "jordan", content: "The 'never call for something unpleasant' rule was a game changer for us too. Great write-up." },
      { author: "maya", content: "Saving this. Biscuit's recall is perfect unless there's a duck within a mile." },
    ],
  },
  {
    key: "bird-target-training",
    author: "grace",
    category: "Training Tips",
    title: "Target training for birds — where do I start?",
    content:
      "Sunny is a confident little budgie and I'd like to try target training with a chopstick. Any tips on the first sessions? How long should they be, and which treat works best for a millet-obsessed bird?",
    likes: 9,
    hoursAgo: 100,
    comments: [
      { author: "priya", content: "Keep sessions really short, two or three minutes, and stop while she's still keen. Kiwi learned fastest with a tiny piece of millet as the reward and a clicker to mark the touch." },
      { author: "grace", content: "Thank you! Two minutes it is. We touched the chopstick three times tonight 🎉" },
    ],
  },
  {
    key: "dragon-brumation",
    author: "marcus",
    category: "Health Questions",
    title: "Is it normal for a bearded dragon to stop eating in winter?",
    content:
      "Ziggy has been sleeping a lot more and barely eating for about a week. Temperatures in the tank look right. I've read about brumation, but how do you tell it apart from him being unwell?",
    likes: 12,
    hoursAgo: 200,
    comments: [
      { author: "ethan", content: "Brumation is common in adults this time of year, but our vet said to get a check-up and a fecal test before assuming, so you know he's healthy going into it." },
      { author: "sofia", content: "Agree with a vet visit. Also keep weighing him weekly: slow, small loss is expected, a big drop isn't." },
      { author: "marcus", content: "Booked for Thursday. Thanks both, I'll report back." },
    ],
  },
  {
    key: "cat-drinking",
    author: "lucas",
    category: "Health Questions",
    title: "Cat drinking a lot more water lately — when to worry?",
    content:
      "Pepper is 10 and over the past couple of weeks he's been emptying his water bowl much faster than usual. He's eating normally and seems his usual self. Is this something to see the vet about right away?",
    likes: 8,
    hoursAgo: 48,
    comments: [
      { author: "aiko", content: "I'm not a vet, but when Mochi's older sister started drinking more it turned out to be an early kidney issue. Our vet said increased thirst in an older cat is always worth a check and a blood test." },
      { author: "nora", content: "A noticeable increase in thirst is worth an appointment soon, even when everything else seems normal. Bring a fresh urine sample if you can: it helps a lot." },
    ],
  },
  {
    key: "rescue-to-therapy",
    author: "jordan",
    category: "Success Stories",
    title: "From shy rescue to therapy dog in 18 months",
    content:
      "When we adopted Rosie she hid under the table for two weeks. Today she passed her therapy-dog evaluation and will start visiting a care home next month. Slow introductions, lots of patience and a great trainer did it. If you're in the hiding-under-the-table phase right now: it gets better.",
    likes: 57,
    hoursAgo: 120,
    comments: [
      { author: "maya", content: "I'm crying at my desk. Congratulations to you and Rosie!" },
      { author: "rosa", content: "This is so lovely. The residents are lucky to have her." },
      { author: "noah", content: "Needed to read this today. Our rescue is three weeks in and still very nervous." },
      { author: "jordan", content: "@Noah go at her pace and celebrate the tiny wins. It really does get better ❤️" },
    ],
  },
  {
    key: "hedgehog-handling",
    author: "sofia",
    category: "Success Stories",
    title: "Our hedgehog finally lets us hold him without huffing!",
    content:
      "Six months of daily handling, a fleece snuggle sack and a t-shirt that smells like me in his hide, and tonight Prickles uncurled in my hands and fell asleep. No huffing, no popping. Best night.",
    likes: 26,
    hoursAgo: 30,
    comments: [
      { author: "ethan", content: "The t-shirt trick worked for Nugget too! Congrats!" },
      { author: "emma", content: "A sleepy uncurled hedgehog is the ultimate trust badge 🦔" },
    ],
  },
  {
    key: "goat-grocery-list",
    author: "hannah",
    category: "Funny Moments",
    title: "The goat ate my grocery list. Literally.",
    content:
      "Left my list on the fence post for ten seconds. Clementine ate it, then followed me to the car like she wanted to help with the shopping. I came home with no eggs and three bags of apples.",
    likes: 41,
    hoursAgo: 72,
    comments: [
      { author: "oliver", content: "Three bags of apples sounds like exactly what Clementine wanted you to buy." },
      { author: "daniel", content: "Goats are just tiny project managers." },
    ],
  },
  {
    key: "parrot-microwave",
    author: "priya",
    category: "Funny Moments",
    title: "My parrot learned the microwave beep and now I never know if my food is ready",
    content:
      "Kiwi has perfected the microwave beep. Perfected. I have opened an empty microwave four times this week. He laughs every time. He has also started doing my phone's ringtone during video calls.",
    likes: 48,
    hoursAgo: 10,
    comments: [
      { author: "grace", content: "Sunny can only do the smoke alarm chirp, which is somehow worse." },
      { author: "lucas", content: "The laugh afterwards is what gets me 😂" },
      { author: "chloe", content: "Please post the ringtone one for PawFans, I'm begging." },
    ],
  },
];
