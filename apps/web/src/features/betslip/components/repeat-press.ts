import type { MouseEvent } from 'react';

/**
 * The second (or later) press of a double press: the browser counts quick presses in `detail`; a
 * press of Enter or Space counts 0. One intent, so it acts once.
 */
export const isRepeatPress = (event: MouseEvent): boolean => event.detail > 1;
