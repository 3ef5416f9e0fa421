/** The live streams' answers (SPEC.md §7 Video). */
export { StreamPlayback, VideoStreamsResponse } from '@sb/contract';
