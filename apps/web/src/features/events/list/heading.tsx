import { createElement, type ReactNode } from 'react';

/** A heading whose level the caller picks, so a list nests correctly under whatever page holds it. */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string | undefined;
  id?: string | undefined;
  children: ReactNode;
}) {
  return createElement(`h${Math.min(Math.max(level, 1), 6)}`, { className, id }, children);
}
