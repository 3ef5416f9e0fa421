/**
 * The public entry of modules/video: live streams (SPEC.md §7 Video; docs/decisions/streaming.md):
 * the video_streams table, the access rule before a stream URL is signed, and the demo provider's
 * HLS. Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { videoWithDemoProvider } from './video-plugin.ts';
