/** The live pages' answers (the feed's messages are read with the same contract module). */
export { LiveEvent, LivePageEventResponse, LivePageResponse } from '@sb/contract';
