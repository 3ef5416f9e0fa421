/** The live pages' answers (the feed's messages are read with the same contract module). */
export { LiveEvent, LiveEventsResponse, LivePageEventResponse, LivePageResponse } from '@sb/contract';
