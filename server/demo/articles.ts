/**
 * Demo wellness tips (two per category) and vet articles (every specialization),
 * written by the demo staff member. General advice, always pointing readers to
 * their own vet for their own pet.
 */
import type { VET_SPECIALIZATIONS, WELLNESS_CATEGORIES } from "@shared/constants/categories";
import type { Palette } from "./art";

interface DemoArticleBase {
  key: string;
  title: string;
  content: string;
  tags: string[];
  /** The picture; null publishes without one. */
  art: { emoji: string; label: string; palette: Palette } | null;
  daysAgo: number;
}

export interface DemoTip extends DemoArticleBase {
  category: (typeof WELLNESS_CATEGORIES)[number];
}

export interface DemoVetArticle extends DemoArticleBase {
  specialization: (typeof VET_SPECIALIZATIONS)[number];
}

export const DEMO_TIPS: DemoTip[] = [
  {
    key: "measure-meals",
    category: "Nutrition",
    title: "Measure meals, don't eyeball them",
    content:
      "Most overweight pets aren't overfed on purpose: their scoop just grew a little every week. A kitchen scale or a proper measuring cup keeps portions honest.\n\nStart from the feeding guide on the bag, then adjust by your pet's body condition rather than the number on the label. You should be able to feel the ribs easily under a thin layer of fat, and see a waist from above.\n\nRe-check every few months, and after any change in activity, age or neutering status.",
    tags: ["weight", "feeding", "dogs", "cats"],
    art: { emoji: "🥣", label: "Measure meals", palette: ["#f6d365", "#fda085"] },
    daysAgo: 3,
  },
  {
    key: "treat-budget",
    category: "Nutrition",
    title: "Keep treats under 10% of daily calories",
    content:
      "Treats are part of the diet, not a bonus on top of it. A good rule of thumb is that they make up no more than a tenth of what your pet eats in a day.\n\nBreak treats into tiny pieces: for training, the size of a pea is plenty for a big dog, and a lentil for a cat or small dog. Crunchy vegetables like carrot or cucumber make good low-calorie rewards for many dogs.\n\nSkip grapes, raisins, onions, chocolate and anything sweetened with xylitol: they are toxic to dogs.",
    tags: ["treats", "training", "weight"],
    art: { emoji: "🥕", label: "Treat budget", palette: ["#ff9966", "#ff5e62"] },
    daysAgo: 12,
  },
  {
    key: "sniff-walks",
    category: "Exercise",
    title: "Sniff walks count as exercise",
    content:
      "A slow walk where your dog is allowed to sniff everything can tire them out as much as a brisk one. Sniffing is hard mental work, and it lowers stress.\n\nTry a 'sniffari' once or twice a week: a long line, a quiet route, and no rush. Let your dog choose the direction now and then.\n\nSenior dogs and dogs recovering from injury especially benefit: lots of enrichment, little strain on joints.",
    tags: ["dogs", "walks", "enrichment"],
    art: { emoji: "🐾", label: "Sniff walks", palette: ["#56ab2f", "#a8e063"] },
    daysAgo: 7,
  },
  {
    key: "indoor-cat-play",
    category: "Exercise",
    title: "Play with indoor cats little and often",
    content:
      "Cats hunt in short bursts, so two or three five-minute play sessions a day beat one long one. Use a wand toy and move it like prey: away from the cat, hiding behind furniture, pausing.\n\nEnd each session with a 'catch' and a small meal or treat: hunt, catch, eat, groom, sleep is the natural rhythm and helps your cat settle.\n\nRotate toys weekly so they stay interesting.",
    tags: ["cats", "play", "indoor"],
    art: { emoji: "🧶", label: "Playtime", palette: ["#a18cd1", "#fbc2eb"] },
    daysAgo: 20,
  },
  {
    key: "brushing-routine",
    category: "Grooming",
    title: "A few minutes of brushing, a few times a week",
    content:
      "Regular brushing removes loose fur, prevents mats and lets you spot lumps, ticks and skin changes early. Short, frequent sessions work better than an occasional marathon.\n\nPick a brush for the coat: a slicker and comb for long or double coats, a rubber curry for short coats. Always brush down to the skin, gently, in the direction of hair growth.\n\nPair brushing with treats from the start and most pets come to enjoy it.",
    tags: ["coat care", "dogs", "cats"],
    art: { emoji: "🪮", label: "Brushing", palette: ["#43cea2", "#185a9d"] },
    daysAgo: 9,
  },
  {
    key: "nail-trims",
    category: "Grooming",
    title: "Nail trims without the drama",
    content:
      "Long nails change the way a pet stands and walks. If you can hear your dog's nails clicking on the floor, they're due.\n\nTake it slowly: handle paws daily with treats, then trim one nail a day if that's all your pet tolerates. Trim little slivers rather than one big cut so you stay clear of the quick, and keep styptic powder nearby just in case.\n\nFor birds, reptiles and small mammals, ask your vet to show you the technique first.",
    tags: ["nails", "handling", "dogs", "small pets"],
    art: { emoji: "✂️", label: "Nail trims", palette: ["#ee9ca7", "#ffdde1"] },
    daysAgo: 25,
  },
  {
    key: "hiding-places",
    category: "Mental Health",
    title: "Give small pets a place to hide",
    content:
      "Rabbits, guinea pigs, hedgehogs and birds are prey animals: feeling safe means being able to get out of sight. A hide in every enclosure is not optional.\n\nOffer at least one hide per animal, with two exits where possible, so nobody can be cornered. Place enclosures away from loud TVs and busy doorways.\n\nA pet that can hide when it wants to tends to come out and explore more, not less.",
    tags: ["small pets", "stress", "enclosures"],
    art: { emoji: "🏠", label: "Safe spaces", palette: ["#c79081", "#dfa579"] },
    daysAgo: 5,
  },
  {
    key: "fireworks",
    category: "Mental Health",
    title: "Helping pets through fireworks season",
    content:
      "Loud, unpredictable bangs frighten many pets. Prepare a den in a quiet inside room a few days ahead, with bedding, water and familiar smells.\n\nOn the night, walk dogs before dusk, close curtains, and play music or the TV to mask the noise. Comfort your pet if they come to you: you cannot reinforce fear by being kind.\n\nIf your pet panics every year, talk to your vet well before the season: behaviour plans and medication can help a great deal.",
    tags: ["anxiety", "noise", "dogs", "cats"],
    art: { emoji: "🎆", label: "Fireworks calm", palette: ["#0f2027", "#2c5364"] },
    daysAgo: 40,
  },
  {
    key: "yearly-checkup",
    category: "Preventive Care",
    title: "The yearly check-up is for healthy pets too",
    content:
      "Pets are experts at hiding illness. An annual exam, or twice a year for seniors, catches dental disease, weight changes, heart murmurs and lumps before they cause trouble.\n\nBring a list: changes in appetite, thirst, toileting, energy or behaviour, however small. Photos and short videos of anything odd help your vet enormously.\n\nIt's also the moment to review vaccines and parasite prevention for your pet's real lifestyle.",
    tags: ["check-ups", "seniors", "vaccines"],
    art: { emoji: "🩺", label: "Yearly check-up", palette: ["#2193b0", "#6dd5ed"] },
    daysAgo: 15,
  },
  {
    key: "nose-to-tail",
    category: "Preventive Care",
    title: "Check your pet nose to tail once a month",
    content:
      "Once a month, during a cuddle, run your hands over your pet from nose to tail. Look at eyes, ears, teeth and gums; feel along the body for lumps; check paws, nails and under the tail.\n\nNote anything new with the date and its size (a coin next to it in a photo works well). Most lumps are harmless, but only your vet can tell, and earlier is always better.\n\nWeigh small pets on a kitchen scale at the same time: gradual weight loss is often the first sign of illness in birds and small mammals.",
    tags: ["lumps", "weight", "home checks"],
    art: null,
    daysAgo: 33,
  },
];

export const DEMO_VET_ARTICLES: DemoVetArticle[] = [
  {
    key: "wellness-exam",
    specialization: "General Practice",
    title: "What happens at a wellness exam, step by step",
    content:
      "A wellness exam can look like a quick cuddle on the table, but there's a lot going on. We start with history: diet, energy, thirst, toileting, behaviour and anything you've noticed at home.\n\nThen comes the physical exam: weight and body condition, eyes, ears, mouth and teeth, lymph nodes, heart and lungs with a stethoscope, the abdomen by touch, skin and coat, joints and gait.\n\nDepending on age and lifestyle we may recommend blood and urine tests, which give a baseline for the future. We finish by agreeing a plan for vaccines, parasite control, dental care and nutrition.\n\nTip: write your questions down before you come. It's easy to forget them once you're in the room.",
    tags: ["check-ups", "prevention", "first visit"],
    art: { emoji: "🩺", label: "Wellness exam", palette: ["#2193b0", "#6dd5ed"] },
    daysAgo: 4,
  },
  {
    key: "exotic-vets",
    specialization: "General Practice",
    title: "Caring for exotic pets: finding the right vet",
    content:
      "Reptiles, birds, sugar gliders and hedgehogs have very different needs from cats and dogs, and not every clinic treats them. Find an exotics-experienced vet before you need one: in an emergency there's no time to search.\n\nAsk clinics whether a vet with exotics training works there, which species they see regularly, and what happens out of hours.\n\nBook a first check-up soon after bringing a new pet home. Many health problems in exotic pets come from husbandry (temperature, lighting, diet), and a good vet will review your set-up as well as the animal.",
    tags: ["exotics", "reptiles", "birds", "small mammals"],
    art: { emoji: "🦎", label: "Exotic pets", palette: ["#f12711", "#f5af19"] },
    daysAgo: 18,
  },
  {
    key: "before-surgery",
    specialization: "Surgery",
    title: "Preparing your pet for surgery",
    content:
      "Your clinic will give you exact instructions, and they always win over general advice. Usually, dogs and cats have no food from the evening before, while water is allowed until the morning. Rabbits and many small mammals must NOT be fasted: ask.\n\nOn the day, bring a list of current medicines and a phone number where you can be reached. Expect a pre-anaesthetic check and often a blood test.\n\nAt home, prepare a quiet, warm recovery space on the floor, without stairs or furniture to jump on, and have the cone or surgical suit ready.",
    tags: ["surgery", "anaesthesia", "fasting"],
    art: { emoji: "🏥", label: "Before surgery", palette: ["#667eea", "#764ba2"] },
    daysAgo: 10,
  },
  {
    key: "spay-recovery",
    specialization: "Surgery",
    title: "Spay and neuter recovery: the first two weeks",
    content:
      "Most pets feel surprisingly well the day after surgery, which is exactly why the next two weeks need care: the inside heals more slowly than the outside.\n\nKeep activity calm: lead walks only for dogs, no jumping or rough play. Check the incision twice a day: a little redness is normal, but swelling, discharge, a gap or constant licking is not. Keep the cone on.\n\nCall your vet if your pet stops eating, seems painful or lethargic, or if anything about the wound worries you. Photos help.",
    tags: ["spay", "neuter", "recovery"],
    art: { emoji: "🩹", label: "Recovery", palette: ["#ee9ca7", "#ffdde1"] },
    daysAgo: 28,
  },
  {
    key: "dental-disease",
    specialization: "Dentistry",
    title: "Dental disease: the most common problem we see",
    content:
      "By the age of three, most dogs and cats have some degree of dental disease. It starts as plaque, hardens into tartar, and inflames the gums, and the damage below the gumline is usually worse than what you can see.\n\nSigns include bad breath, red gums, dropping food, chewing on one side and pawing at the mouth. Many pets show no obvious pain at all.\n\nTreatment is a professional cleaning under anaesthesia, with dental X-rays to check the roots. At home, daily brushing is the gold standard, helped by dental diets and chews with a veterinary oral health seal.",
    tags: ["teeth", "dental care", "dogs", "cats"],
    art: { emoji: "🦷", label: "Dental health", palette: ["#43cea2", "#185a9d"] },
    daysAgo: 6,
  },
  {
    key: "brushing-teeth",
    specialization: "Dentistry",
    title: "How to brush your pet's teeth (and actually keep it up)",
    content:
      "Use a pet toothpaste, never human toothpaste, which can contain xylitol or fluoride in harmful amounts. A finger brush or a soft child's toothbrush works well.\n\nWeek one: let your pet lick the toothpaste off your finger. Week two: rub it along the outer surfaces of the teeth. Week three: introduce the brush, a few teeth at a time, focusing on the outside of the back teeth and canines.\n\nAim for daily, accept most days. Thirty seconds of brushing beats a perfect plan you never follow.",
    tags: ["teeth", "how-to", "dogs", "cats"],
    art: { emoji: "🪥", label: "Brushing teeth", palette: ["#56ab2f", "#a8e063"] },
    daysAgo: 22,
  },
  {
    key: "heart-murmurs",
    specialization: "Cardiology",
    title: "Heart murmurs explained",
    content:
      "A murmur is a sound, not a diagnosis: it's turbulent blood flow we hear with the stethoscope. Some are harmless, especially soft murmurs in puppies that fade by six months. Others point to heart disease.\n\nWe grade murmurs from 1 (very soft) to 6 (very loud), and consider breed, age and symptoms. An echocardiogram, an ultrasound of the heart, tells us what's causing it.\n\nAt home, learn to count your pet's resting breathing rate while asleep. Under 30 breaths a minute is typical for dogs and cats; a rising rate is a reason to call your vet.",
    tags: ["heart", "murmurs", "breathing rate"],
    art: { emoji: "❤️", label: "Heart health", palette: ["#ff5f6d", "#ffc371"] },
    daysAgo: 14,
  },
  {
    key: "itchy-pets",
    specialization: "Dermatology",
    title: "Itchy pets: allergies, parasites or something else?",
    content:
      "Scratching, licking paws, rubbing the face and recurring ear infections all point to itchy skin. The most common causes are fleas, environmental allergies and food allergies, often with a secondary infection on top.\n\nWe start by ruling out parasites, even in pets on prevention, and treating any infection. If the itch continues, a strict elimination diet for eight weeks helps separate food from environmental allergies.\n\nAllergies are usually managed rather than cured, and today there are excellent, safe medicines to keep pets comfortable.",
    tags: ["skin", "allergies", "fleas", "itching"],
    art: { emoji: "🐕", label: "Itchy skin", palette: ["#f7971e", "#ffd200"] },
    daysAgo: 8,
  },
  {
    key: "hot-spots",
    specialization: "Dermatology",
    title: "Hot spots: what they are and how to prevent them",
    content:
      "A hot spot is a patch of red, moist, painful skin that can appear in hours, usually because a pet licks or scratches one area over and over. Thick-coated dogs are prone, especially in warm, humid weather.\n\nThey need a vet visit: the area is clipped and cleaned, and the underlying itch (fleas, allergies, an ear infection) treated, or it comes back.\n\nPrevention: keep coats brushed and dry after swimming, stay on top of flea control, and treat itchiness early.",
    tags: ["skin", "dogs", "summer"],
    art: null,
    daysAgo: 35,
  },
  {
    key: "emergency-signs",
    specialization: "Emergency Care",
    title: "Signs your pet needs the emergency vet now",
    content:
      "Go straight to a vet, day or night, if you see: difficulty breathing; a swollen, hard belly or retching without bringing anything up; collapse or sudden weakness; a seizure lasting more than a few minutes; heavy bleeding; straining to urinate without producing urine (especially in male cats); or suspected poisoning.\n\nCommon poisons include chocolate, grapes and raisins, xylitol, rodent bait, certain human medicines, and lilies for cats (even the pollen).\n\nCall ahead so the team can prepare, and bring any packaging of what was eaten. Save your nearest 24-hour clinic's number in your phone today.",
    tags: ["emergencies", "poisoning", "first aid"],
    art: { emoji: "🚑", label: "Emergency signs", palette: ["#cb2d3e", "#ef473a"] },
    daysAgo: 2,
  },
];
