import { americanFootball } from './american-football.ts';
import { baseball } from './baseball.ts';
import { basketball } from './basketball.ts';
import { boxing, mma } from './combat.ts';
import type { MarketTemplate } from './context.ts';
import { cricket } from './cricket.ts';
import { darts, snooker } from './darts.ts';
import { esportsTemplate } from './esports.ts';
import { football } from './football.ts';
import { iceHockey } from './ice-hockey.ts';
import { badminton, beachVolleyball, tableTennis, volleyball } from './sets.ts';
import { goalsTemplate, pointsTemplate } from './team-sports.ts';
import { tennis } from './tennis.ts';

const handball = pointsTemplate({ perRating: 3, homeEdge: 1.5, marginSd: 5.5, totalSd: 5, unit: 'Goals' });
const rugby = pointsTemplate({ perRating: 10, homeEdge: 3.5, marginSd: 13, totalSd: 11, unit: 'Points' });
const goals = goalsTemplate({ goalsPerRating: 1, homeEdge: 0.3 });

const BY_SPORT: Readonly<Record<string, MarketTemplate>> = {
  FOOT: football,
  EFOT: football,
  BASK: basketball,
  EBSK: basketball,
  TENN: tennis,
  PADE: tennis,
  ICEH: iceHockey,
  CRIC: cricket,
  AMFO: americanFootball,
  BASE: baseball,
  VOLL: volleyball,
  BEVO: beachVolleyball,
  TABL: tableTennis,
  BADM: badminton,
  HAND: handball,
  RUGU: rugby,
  RUGL: rugby,
  AURL: pointsTemplate({ perRating: 18, homeEdge: 6, marginSd: 32, totalSd: 24, unit: 'Points' }),
  GAEL: pointsTemplate({ perRating: 4, homeEdge: 1.5, marginSd: 8, totalSd: 7, unit: 'Points' }),
  NETB: pointsTemplate({ perRating: 6, homeEdge: 2, marginSd: 9, totalSd: 9, unit: 'Points' }),
  KABA: pointsTemplate({ perRating: 6, homeEdge: 0, marginSd: 8, totalSd: 9, unit: 'Points' }),
  FUTS: goals,
  FLOO: goals,
  BAND: goals,
  WAPO: goalsTemplate({ goalsPerRating: 2.5, homeEdge: 0.5 }),
  FIHO: goals,
  DART: darts,
  SNOO: snooker,
  MMA: mma,
  BOXI: boxing,
  CSGO: esportsTemplate('CSGO'),
  DOTA: esportsTemplate('DOTA'),
  LOLS: esportsTemplate('LOLS'),
  VALO: esportsTemplate('VALO'),
};

/** The market template of a sport; a sport without one gets a goals book (every league has one today). */
export function templateFor(sportCode: string): MarketTemplate {
  return BY_SPORT[sportCode] ?? goals;
}
