import { Suspense, use, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

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
 * hydrates a dehydrated boundary synchronously for a discrete event). If the boundary suspends
 * meanwhile, React drops the press; a click it dropped is clicked again once the part has hydrated.
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
  /** The part has hydrated (or rendered): what waits for it runs now, and later at once. */
  hydrated(): void;
  /** Runs `then` once the part has hydrated. */
  afterHydration(then: () => void): void;
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
  let waiting: (() => void)[] | null = [];
  const gate: Gate = {
    opened,
    promise,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      promise.status = 'fulfilled';
      resolve();
    },
    hydrated() {
      const run = waiting ?? [];
      waiting = null;
      for (const then of run) then();
    },
    afterHydration(then) {
      if (waiting) waiting.push(then);
      else then();
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
  useEffect(() => gate.hydrated(), [gate]);
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
    const gate = gateOf.get(node);
    if (!gate) continue;
    gate.open();
    if (event.type === 'click') clickAgainIfDropped(event, node, gate);
  }
}

/**
 * React hydrates a part at a press, and drops the press when the part suspends meanwhile (something
 * it renders still loading, or its hydration half done when the press came): it stops the event at
 * the page's root, before it reaches the part, and a bettor's tap on a price does nothing. A click
 * that never reached its part is clicked again once the part has hydrated; one that reached it was
 * React's to handle.
 */
function clickAgainIfDropped(event: Event, part: Element, gate: Gate) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  let reached = false;
  const reach = () => (reached = true);
  part.addEventListener('click', reach, { capture: true, once: true });
  // After the click's dispatch, whatever became of it.
  setTimeout(() => {
    part.removeEventListener('click', reach, { capture: true });
    if (!reached) gate.afterHydration(() => target.isConnected && target.click());
  }, 0);
}
