import type { EventPathRef } from '@sb/contract';
import { eventSlug, isHandicapRace } from '@sb/domain';
import type { DemoEvent } from './demo-catalog.ts';
import type { MarketBuilder } from './market-builder.ts';
import { MARKET_TYPES as T, PERIODS as P } from './market-types.ts';
import { nameLines } from './name-lines.ts';
import type { Random } from './prng.ts';

/**
 * Race cards (docs/decisions/each-way.md "Races in the demo"): UK and Irish horse racing meetings
 * and greyhound tracks over the next RACE_DAYS days, a race off every 10-15 minutes somewhere from
 * late morning to the evening, each race one Win market of its runners (RANKEVENT), priced with an
 * overround. They run and settle within a demo session: the simulator results each race after its
 * off (feed-simulator.ts). Local times are UTC (UK and Irish standard time; summer time ignored,
 * as the rest of the demo does).
 */
export const RACE_DAYS = 3;
/** A race this close to `now` is not carded: a bettor would have no time to back it. */
const LEAD_MS = 2 * 60_000;
const MIN = 60_000;
const DAY = 86_400_000;

type Kind = 'jumps' | 'flat' | 'dogs';

interface Course {
  name: string;
  country: 'GB-ENG' | 'GB-SCT' | 'GB-WLS' | 'IE';
  /** Greyhound tracks: their standard distance in metres. */
  metres?: number;
}

const course = (name: string, country: Course['country'], metres?: number): Course =>
  metres === undefined ? { name, country } : { name, country, metres };

/** Afternoon National Hunt meetings (turf). */
const JUMPS_UK: readonly Course[] = [
  ...nameLines(`
    Cheltenham
    Ascot
    Sandown Park
    Haydock Park
    Newbury
    Aintree
    Doncaster
    Wetherby
    Exeter
    Market Rasen
    Huntingdon
    Warwick
    Uttoxeter
  `).map((n) => course(n, 'GB-ENG')),
  ...['Ayr', 'Musselburgh', 'Kelso'].map((n) => course(n, 'GB-SCT')),
  ...['Chepstow', 'Ffos Las'].map((n) => course(n, 'GB-WLS')),
];
const JUMPS_IE: readonly Course[] = [
  'Leopardstown',
  'Punchestown',
  'Fairyhouse',
  'Navan',
  'Naas',
  'Limerick',
  'Thurles',
  'Cork',
].map((n) => course(n, 'IE'));
/** Evening all-weather Flat meetings. */
const FLAT_UK: readonly Course[] = [
  'Wolverhampton',
  'Kempton Park',
  'Chelmsford City',
  'Newcastle',
  'Southwell',
  'Lingfield Park',
].map((n) => course(n, 'GB-ENG'));
const FLAT_IE: readonly Course[] = [course('Dundalk', 'IE')];
const DOG_TRACKS: readonly Course[] = [
  course('Romford', 'GB-ENG', 400),
  course('Towcester', 'GB-ENG', 500),
  course('Hove', 'GB-ENG', 515),
  course('Monmore', 'GB-ENG', 480),
  course('Sheffield', 'GB-ENG', 500),
  course('Perry Barr', 'GB-ENG', 480),
  course('Nottingham', 'GB-ENG', 500),
  course('Valley', 'GB-WLS', 450),
  course('Shelbourne Park', 'IE', 525),
];

const SPONSORS = nameLines(`
  Racing TV
  At The Races
  British Stallion Studs EBF
  Irish Stallion Farms EBF
  Jockey Club
  Weatherbys
  Injured Jockeys Fund
  Thoroughbred Breeders' Association
  Follow Us On Social Media
  Download The App
`);
const JUMPS_RACES = nameLines(`
  Maiden Hurdle
  Novices' Hurdle
  Handicap Hurdle
  Novices' Handicap Chase
  Handicap Chase
  Beginners' Chase
  Mares' Handicap Hurdle
  Juvenile Hurdle
  Hunters' Chase
  Standard Open National Hunt Flat Race
`);
const FLAT_RACES = nameLines(`
  Maiden Stakes
  Novice Stakes
  Handicap
  Fillies' Handicap
  Apprentice Handicap
  Nursery Handicap
  Classified Stakes
  Conditions Stakes
`);
const JUMPS_DISTANCES = ['2m', '2m1f', '2m4f', '2m5f', '3m', '3m2f'];
const FLAT_DISTANCES = ['5f', '6f', '7f', '1m', '1m2f', '1m4f', '1m6f', '2m'];
const DOG_GRADES = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'S3', 'OR'];

const HORSE_FIRST = nameLines(`
  Golden Silver Midnight Storm Royal Celtic Highland Western Northern Lucky Brave Wild Shadow
  Emerald Crimson Noble Dancing Flying Quiet Bold Copper Velvet Misty Gallant Irish Scarlet Ruby
  Sandy Winter Summer Ask The Kings Sea Mister Lady Captain Jet Fine
`).flatMap((line) => line.split(/\s+/));
const HORSE_SECOND = nameLines(`
  Meadow Legend Chaser Dancer Spirit Arrow Harbour Thunder Prince Warrior Dream Echo Voyage
  Rebel Fortune Charm Sovereign Breeze Glory River Crown Duke Gambler Rose Falcon Ranger Melody
  Lord Hero Boss Express Approach Venture Secret Minstrel Tide Ballad Lad Star
`).flatMap((line) => line.split(/\s+/));
const DOG_FIRST = nameLines(`
  Droopys Ballymac Romeo Swift Kinda Coolavanny Salacres Headford Burgess Glengar Lenson Dorotas
  Bockos Kilara Aero Skywalker Newinn Priceless Greenwell Sporting
`).flatMap((line) => line.split(/\s+/));
const DOG_SECOND = nameLines(`
  Blaze Storm Bolt Jet Queen Maverick Flash Rocket Dash Hero Sparkle Bullet Gem Legend Rebel Comet
  Pixie Tiger Nova Ace Lucy Buddy Jack Rose
`).flatMap((line) => line.split(/\s+/));

export interface RaceLeague {
  paths: readonly [EventPathRef, EventPathRef, EventPathRef];
  sport: { id: number; code: string };
}

interface Meeting {
  kind: Kind;
  course: Course;
  /** Minutes after local midnight of the first race. */
  first: number;
  races: number;
  /** Minutes between races. */
  every: number;
}

/** A day's meetings: three afternoon jumps cards (from 12:05), one or two Flat cards into the evening (from 15:50), two dog tracks (10:58 to 12:50, 18:03 to 20:59). */
function meetingsOfDay(random: Random): Meeting[] {
  const jumps = [...random.sample(JUMPS_UK, 2), ...random.sample(JUMPS_IE, 1)];
  const starts = random.shuffle([12 * 60 + 5, 12 * 60 + 25, 12 * 60 + 45]);
  const evening = [random.pick(FLAT_UK), ...(random.chance(0.6) ? FLAT_IE : [])];
  const [morningDogs, eveningDogs] = random.sample(DOG_TRACKS, 2);
  return [
    ...jumps.map((c, i) => ({
      kind: 'jumps' as const,
      course: c,
      first: starts[i] ?? 12 * 60,
      races: 7,
      every: random.pick([30, 35]),
    })),
    ...evening.map((c, i) => ({
      kind: 'flat' as const,
      course: c,
      first: 15 * 60 + 50 + i * 20,
      races: 7,
      every: 30,
    })),
    ...(morningDogs
      ? [{ kind: 'dogs' as const, course: morningDogs, first: 10 * 60 + 58, races: 8, every: 16 }]
      : []),
    ...(eveningDogs
      ? [{ kind: 'dogs' as const, course: eveningDogs, first: 18 * 60 + 3, races: 12, every: 16 }]
      : []),
  ];
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function raceTitle(kind: Kind, course: Course, random: Random): string {
  if (kind === 'dogs') return `${random.pick(DOG_GRADES)} (${course.metres ?? 480}m)`;
  const races = kind === 'jumps' ? JUMPS_RACES : FLAT_RACES;
  const distances = kind === 'jumps' ? JUMPS_DISTANCES : FLAT_DISTANCES;
  return `${random.pick(SPONSORS)} ${random.pick(races)} (${random.pick(distances)})`;
}

/** `count` distinct two-word names. */
function runnerNames(
  first: readonly string[],
  second: readonly string[],
  count: number,
  random: Random,
): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(first)} ${random.pick(second)}`);
  return [...names];
}

/** Horse fields lean to 8-12 runners; 5 and 16 are rarer. */
const FIELD_SIZES: readonly (readonly [number, number])[] = [
  [5, 3],
  [6, 5],
  [7, 7],
  [8, 9],
  [9, 10],
  [10, 10],
  [11, 9],
  [12, 8],
  [13, 6],
  [14, 5],
  [15, 4],
  [16, 4],
];

/** A race off further ahead than this has no early prices yet: every runner is SP only. */
export const EARLY_PRICES_MS = 36 * 60 * MIN;

/**
 * "SP only" runners (docs/decisions/starting-price.md), drawn from nothing random so every other
 * draw stays as it was: every runner of a race off more than EARLY_PRICES_MS ahead, and the last
 * runner of one horse race in five (a late entry the book has not priced). Their price is the
 * book's forecast: the simulator's finishing order and the demo SP start from it.
 */
function startingPriceOnly(
  aheadMs: number,
  eventId: number,
  kind: string,
  built: ReturnType<MarketBuilder['build']>,
): ReturnType<MarketBuilder['build']> {
  const all = aheadMs > EARLY_PRICES_MS;
  const last = kind !== 'dogs' && eventId % 5 === 0;
  if (!all && !last) return built;
  return built.map((market) => ({
    ...market,
    outcomes: market.outcomes.map((o, i) =>
      all || i === market.outcomes.length - 1 ? { ...o, startingPriceOnly: true } : o,
    ),
  }));
}

export function createRaces(input: {
  now: Date;
  random: Random;
  league: (sportCode: 'HORS' | 'GREY', countryCode: Course['country'], course: string) => RaceLeague;
  markets: MarketBuilder;
  nextEventId: () => number;
}): DemoEvent[] {
  const { now, random } = input;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out: DemoEvent[] = [];
  for (let day = 0; day < RACE_DAYS; day++) {
    const midnight = today + day * DAY;
    for (const meeting of meetingsOfDay(random)) {
      const sportCode = meeting.kind === 'dogs' ? 'GREY' : 'HORS';
      for (let n = 0; n < meeting.races; n++) {
        const minutes = meeting.first + n * meeting.every;
        // Drawn whether carded or not, so a later `now` on the same day keeps the rest of the card.
        const title = raceTitle(meeting.kind, meeting.course, random);
        const runners =
          meeting.kind === 'dogs' ? 6 : random.weighted(FIELD_SIZES.map(([size, w]) => [size, w] as const));
        const ratings = Array.from({ length: runners }, () => random.normal());
        const names =
          meeting.kind === 'dogs'
            ? runnerNames(DOG_FIRST, DOG_SECOND, runners, random).map((name, i) => `${i + 1}. ${name}`)
            : runnerNames(HORSE_FIRST, HORSE_SECOND, runners, random);
        const off = midnight + minutes * MIN;
        if (off <= now.getTime() + LEAD_MS) continue;
        const { paths, sport } = input.league(sportCode, meeting.course.country, meeting.course.name);
        const id = input.nextEventId();
        const description = `${clock(minutes)} ${meeting.course.name} - ${title}`;
        const eventDate = new Date(off).toISOString();
        const feedCode = `sr:stage:${700_000 + (id % 100_000)}`;
        // Dogs and handicaps are closer matched than a conditions race: a flatter softmax.
        const spread = meeting.kind === 'dogs' ? 0.45 : isHandicapRace(title) ? 0.55 : 0.85;
        out.push({
          id,
          description,
          sportId: sport.id,
          sportCode: sport.code,
          slug: eventSlug({ id, description }),
          eventType: 'RANKEVENT',
          eventDate,
          eventPaths: [...paths],
          opponents: [],
          feedCode,
          liveStreaming: false,
          isFinished: false,
          leagueId: paths[2].id,
          markets: startingPriceOnly(
            off - now.getTime(),
            id,
            meeting.kind,
            input.markets.build({ id, eventDate, feedCode }, [
              {
                type: T.raceWin,
                period: P.fullTime,
                description: T.raceWin.name,
                outcomes: names.map((name, i) => ({
                  description: name,
                  probability: Math.exp(spread * (ratings[i] ?? 0)),
                })),
                // A UK book's overround: about 118 % on six dogs, 120-130 % on a horse field.
                margin: meeting.kind === 'dogs' ? 18 : Math.min(30, 10 + runners * 1.3),
              },
            ]),
          ),
        });
      }
    }
  }
  return out;
}
