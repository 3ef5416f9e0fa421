/**
 * A child process of settlement-kill.test.ts: settles one market of the database at DATABASE_URL a
 * few bets a page (so that its parent can kill it with SIGKILL in the middle), printing "settling"
 * when it starts. MARKET_RESULT is the result as JSON.
 */
import type { MarketResult } from '@sb/contract';
import { openDatabase } from '../db/database.ts';
import { settleMarket } from '../modules/settlement/index.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const result = JSON.parse(process.env.MARKET_RESULT ?? '') as MarketResult;
process.stdout.write('settling\n');
await settleMarket({ db: database.db, clock: () => new Date(), batchSize: 10 }, result);
await database.close();
