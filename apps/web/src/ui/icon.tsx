/**
 * Inline SVG icons (no icon font, no extra request): 24x24 stroke paths drawn in currentColor.
 * Icons are decorative; the control that holds one carries the accessible name.
 *
 * @example <Icon name="menu" />
 */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  live: 'M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  football:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 3v4.5M16 10.4l4.4-1.4M14.5 15l2.6 3.8M9.5 15l-2.6 3.8M8 10.4L3.6 9',
  basketball:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8',
  tennis: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M6 4.8a9 9 0 0 1 0 14.4M18 4.8a9 9 0 0 0 0 14.4',
  hockey: 'M6 3l5 12h8a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9.5L3.5 5M15 19v-4',
  cricket: 'M14 4l6 6-9 9-3 1-3-3 1-3zM6 20l-2 2M18 17a2 2 0 1 0 0.01 0',
  games:
    'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5.2 2L14 14h-4l-1.8 2A3 3 0 0 1 3 14v-3a3 3 0 0 1 3-3zM8 10v3M6.5 11.5h3M15.5 11h.01M17.5 13h.01',
  ticket:
    'M4 7a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4zM9 9.5h6M9 14.5h6',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10.5 4 7 4 7 6s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  globe: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v1a4 4 0 0 0 4 4M16 6h4v1a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6',
  dice: 'M5 5h14v14H5zM9 9h.01M15 15h.01M15 9h.01M9 15h.01M12 12h.01',
  chat: 'M4 5h16v11H9l-5 4z',
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  info: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 11v5M12 8h.01',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  sidebar: 'M4 4h16v16H4zM9 4v16',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  dot: 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  'eye-off': 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 4l16 16',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1zM4 7l12-3v3M16 13h.01',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * The icons that point along the line, mirrored in a right-to-left page by ui/direction.css, which
 * finds them by their drawing (no attribute in the first load's script). The rest stay as drawn: the
 * sport icons, the clock, ticks, media controls, the external-link arrow (docs/decisions/right-to-left.md).
 */
export const DIRECTIONAL_ICONS: readonly IconName[] = ['chevron-right', 'chevron-left', 'logout', 'sidebar'];

/** An icon's drawing (the `d` of its path). */
export const iconPath = (name: IconName): string => PATHS[name];

/** Every icon's name (for tests). */
export function iconNames(): IconName[] {
  return Object.keys(PATHS) as IconName[];
}

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(PATHS, name);
}

export interface IconProps {
  name: IconName;
  /** Pixel size of the square icon; 20 by default. */
  size?: number;
  className?: string | undefined;
}

export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
