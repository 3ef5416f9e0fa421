import { Suspense, use, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Part of a server-rendered page that hydrates when it comes near the screen, or at once when the
 * visitor points at, taps, clicks or focuses anything in it. A list of 50 live events hydrates the
 * rows a phone shows first; the others keep the server's HTML (links work, nothing subscribes to the
 * feed) until they are scrolled near. On a page the browser renders itself, it renders at once.
 *
 * How: the children sit in a Suspense boundary, and while React hydrates it they suspend on the
 * gate's promise, so React keeps the server's HTML and hydrates the boundary when the promise
 * resolves. A press on a row not hydrated yet opens its gate in the document's capture phase, before
 * React's own listener: React then hydrates the boundary at once and the press lands (React
 * hydrates a dehydrated boundary synchronously for a discrete event, unless it suspends again).
 *
 * Its parent must not render it again with new children while it waits (memoise the caller): a
 * boundary still dehydrated that receives new props is rendered from scratch in the browser.
 *
 * @example <HydrateWhenNear role="rowgroup"><LiveEventRow … /></HydrateWhenNear>
 */
export function HydrateWhenNear({
  eager = false,
  role,
  className,
  children,
}: {
  /** Hydrates with the page, wherever it is (the first rows of a list, which every screen shows). */
  eager?: boolean;
  role?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const [gate] = useState(() => newGate(eager));
  const ref = useCallback((element: HTMLElement | null) => watch(element, gate), [gate]);
  return (
    <div role={role} className={className} ref={ref}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

interface Gate {
  opened: boolean;
  readonly promise: Promise<void>;
  open(): void;
}

/**
 * The promise carries its status the way React's `use` reads it: once the gate opens, `use` returns
 * at once, in the same task (a press hydrates its part synchronously), without waiting for the
 * promise's callbacks.
 */
function newGate(opened: boolean): Gate {
  let resolve = () => {};
  const promise = Object.assign(new Promise<void>((settle) => (resolve = settle)), {
    status: opened ? 'fulfilled' : 'pending',
    value: undefined,
  });
  const gate: Gate = {
    opened,
    promise,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      promise.status = 'fulfilled';
      resolve();
    },
  };
  return gate;
}

const subscribeNothing = () => () => undefined;

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // The server snapshot: read while React hydrates this boundary (and on the server, which renders
  // everything); the browser's own in a render of its own.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => !import.meta.env.SSR,
  );
  if (hydrating) use(gate.promise);
  return children;
}

/** How far from the screen a part starts to hydrate: half a screen ahead of a scroll. */
const NEAR = '50% 0px';

/** The events React hydrates a dehydrated boundary for (and would otherwise drop on one that suspends). */
const PRESSES = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

const gateOf = new WeakMap<Element, Gate>();
let observer: IntersectionObserver | undefined;

function watch(element: HTMLElement | null, gate: Gate): (() => void) | undefined {
  if (!element || gate.opened) return undefined;
  if (typeof IntersectionObserver === 'undefined') {
    gate.open();
    return undefined;
  }
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          gateOf.get(entry.target)?.open();
          observer?.unobserve(entry.target);
        }
      },
      { rootMargin: NEAR },
    );
    for (const type of PRESSES) document.addEventListener(type, openAtPress, { capture: true });
  }
  gateOf.set(element, gate);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    gateOf.delete(element);
  };
}

function openAtPress(event: Event) {
  for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
    gateOf.get(node)?.open();
  }
}
