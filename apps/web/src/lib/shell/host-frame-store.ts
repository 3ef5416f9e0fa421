import { create } from 'zustand';

/**
 * The host page that frames the sportsbook, while the postMessage bridge to it is open
 * (features/host-page). A CMS link marked open_in_parent_frame (SPEC.md §3 CMS tab section) asks
 * the host to navigate its own page instead of following the link inside the frame.
 */
interface HostFrameState {
  /** Set by the bridge; undefined when no host listens (not framed, or framed by a stranger). */
  navigateParent: ((url: string) => void) | undefined;
}

export const useHostFrameStore = create<HostFrameState>()(() => ({ navigateParent: undefined }));
