import {
  useContext,
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { PressEvent } from 'react-aria-components';
import { focusShowsRing, listenForModality } from './focus-modality';
import { KitRouterContext, shouldClientNavigate, type RouterOptions } from './router-context';

type AnchorAttributes = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'children' | 'onClick' | 'style'
>;

export interface NativeLinkProps extends AnchorAttributes {
  ref?: Ref<HTMLAnchorElement>;
  className: string;
  children: ReactNode;
  /** Passed to the router's navigate with the href. */
  routerOptions?: RouterOptions;
  /** Shown and announced as disabled; presses do nothing. */
  isDisabled?: boolean;
  /** Called on a click, Enter, or a tap; a link with an `href` then navigates too. */
  onPress?: (event: PressEvent) => void;
}

function pressEvent(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): PressEvent {
  const rect = event.currentTarget.getBoundingClientRect();
  const point = 'clientX' in event ? event : { clientX: rect.left, clientY: rect.top };
  return {
    type: 'press',
    // Enter clicks a link with no pointer, and so with no click count.
    pointerType: 'key' in event || event.detail === 0 ? 'keyboard' : 'mouse',
    target: event.currentTarget,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    x: point.clientX - rect.left,
    y: point.clientY - rect.top,
    key: 'key' in event ? event.key : undefined,
    continuePropagation: () => {},
  };
}

/**
 * An `<a>` with React Aria Link's state attributes (`data-hovered`, `data-pressed`,
 * `data-focus-visible`, `data-disabled`) and the kit's router: a plain click navigates through
 * the app's `RouterProvider`, a modifier-click or `target="_blank"` is the browser's. Without an
 * `href` (or disabled) it is a focusable `role="link"` that presses on Enter, as React Aria's is.
 * It spares a page React Aria's press, hover and focus code (issue #16).
 */
export function NativeLink({
  ref,
  className,
  children,
  href,
  routerOptions,
  isDisabled = false,
  onPress,
  onFocus,
  onBlur,
  onKeyDown,
  onKeyUp,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onPointerUp,
  ...rest
}: NativeLinkProps) {
  const router = useContext(KitRouterContext);
  const resolvedHref = router.useHref(href ?? '');
  const [isHovered, setHovered] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isFocusVisible, setFocusVisible] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  useEffect(listenForModality, []);

  // A pointer that jumps elsewhere (or a test's synthetic pointer) may never send a leave event.
  const stopWatching = useRef<(() => void) | null>(null);
  const watchLeave = () => {
    if (stopWatching.current) return;
    const leaveIfElsewhere = (event: PointerEvent) => {
      if (element.current?.contains(event.target as Node)) return;
      setHovered(false);
      setPressed(false);
      stopWatching.current?.();
    };
    document.addEventListener('pointerover', leaveIfElsewhere, true);
    stopWatching.current = () => {
      document.removeEventListener('pointerover', leaveIfElsewhere, true);
      stopWatching.current = null;
    };
  };
  useEffect(() => () => stopWatching.current?.(), []);

  const isAnchor = href != null && !isDisabled;
  const setRef = (node: HTMLElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node as HTMLAnchorElement | null);
    else if (ref) ref.current = node as HTMLAnchorElement | null;
  };

  const shared = {
    ...rest,
    className,
    'data-hovered': (isHovered && !isDisabled) || undefined,
    'data-pressed': (isPressed && !isDisabled) || undefined,
    'data-focused': isFocused || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    'data-disabled': isDisabled || undefined,
    'aria-disabled': isDisabled || undefined,
    onPointerEnter: (event: ReactPointerEvent<HTMLElement>) => {
      onPointerEnter?.(event as ReactPointerEvent<HTMLAnchorElement>);
      if (event.pointerType === 'touch') return;
      setHovered(true);
      watchLeave();
    },
    onPointerLeave: (event: ReactPointerEvent<HTMLElement>) => {
      onPointerLeave?.(event as ReactPointerEvent<HTMLAnchorElement>);
      setHovered(false);
      setPressed(false);
      stopWatching.current?.();
    },
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      onPointerDown?.(event as ReactPointerEvent<HTMLAnchorElement>);
      // A pointer press hides the keyboard ring, as React Aria's links do.
      setFocusVisible(false);
      if (event.button === 0) setPressed(true);
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      onPointerUp?.(event as ReactPointerEvent<HTMLAnchorElement>);
      setPressed(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      onKeyDown?.(event as KeyboardEvent<HTMLAnchorElement>);
      // A key pressed on a link focused by a click shows the ring from now on.
      setFocusVisible(focusShowsRing());
      if (event.key !== 'Enter' || event.repeat) return;
      setPressed(true);
      // Enter clicks an <a> by itself; a role="link" span is pressed here.
      if (!isAnchor && !isDisabled) onPress?.(pressEvent(event));
    },
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
      onKeyUp?.(event as KeyboardEvent<HTMLAnchorElement>);
      if (event.key === 'Enter') setPressed(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event as FocusEvent<HTMLAnchorElement>);
      setFocused(true);
      setFocusVisible(focusShowsRing());
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event as FocusEvent<HTMLAnchorElement>);
      setFocused(false);
      setFocusVisible(false);
      setPressed(false);
    },
  };

  if (!isAnchor) {
    return (
      // A disabled link leaves the tab order, as React Aria's does; Enter is handled in onKeyDown.
      // eslint-disable-next-line jsx-a11y/interactive-supports-focus
      <span
        {...(shared as HTMLAttributes<HTMLSpanElement>)}
        ref={setRef}
        role="link"
        tabIndex={isDisabled ? undefined : 0}
        onKeyDown={shared.onKeyDown}
        onClick={(event) => {
          if (!isDisabled) onPress?.(pressEvent(event));
        }}
      >
        {children}
      </span>
    );
  }
  return (
    <a
      {...shared}
      ref={setRef}
      href={resolvedHref}
      onClick={(event) => {
        onPress?.(pressEvent(event));
        if (event.defaultPrevented || !router.navigate) return;
        if (!shouldClientNavigate(event.currentTarget, event)) return;
        // Instead of the browser's page load: the app's router goes there.
        event.preventDefault();
        router.navigate(href, routerOptions);
      }}
    >
      {children}
    </a>
  );
}
