import {
  createElement,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type {
  ButtonProps as RACButtonProps,
  ButtonRenderProps,
  PressEvent,
} from 'react-aria-components';
import { announceLabelledBy } from './announce';
import { mergeRefs } from './merge-refs';
import { focusShowsRing, listenForModality } from './focus-modality';
import { PressHostContext } from './press-host';

/** The props `Button` and `IconButton` take from React Aria's Button. */
export type PressableProps = Omit<RACButtonProps, 'className'>;

type Rendered = (values: ButtonRenderProps) => ReactNode;

type PressPointer = PressEvent['pointerType'];

function pressEvent(
  type: PressEvent['type'],
  pointerType: PressPointer,
  event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>,
): PressEvent {
  const rect = event.currentTarget.getBoundingClientRect();
  const point = 'clientX' in event ? event : { clientX: rect.left, clientY: rect.top };
  return {
    type,
    pointerType,
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

const pressKeys = new Set(['Enter', ' ']);

export interface NativeButtonProps extends Omit<PressableProps, 'children' | 'style'> {
  /** The `<button>` element, e.g. for a menu that opens from it once loaded. */
  ref?: Ref<HTMLButtonElement>;
  className: string;
  /** Inline style, or a function of the button's state as React Aria's `style` takes. */
  style?: RACButtonProps['style'];
  /** The content for the button's state (React Aria's render-prop children, resolved). */
  content: Rendered;
}

/**
 * A `<button>` with React Aria Button's props and state attributes (`data-hovered`,
 * `data-pressed`, `data-focus-visible`, `data-disabled`, `data-pending`), kept by a few event
 * handlers instead of React Aria's interaction hooks: `onPress` is the browser's click (mouse,
 * touch, Enter or Space), so the button works before any script but React's. Inside
 * a `PressHostContext` (a menu or dialog trigger, a file chooser) it renders React Aria's Button
 * instead, whose press wiring those triggers listen to.
 */
export function NativeButton(props: NativeButtonProps) {
  const Host = useContext(PressHostContext);
  if (Host) {
    const { content, ...rest } = props;
    // The host's Button is a stable component from context, not one made in this render.
    return createElement(Host, { ...rest, children: content });
  }
  return <PlainButton {...props} />;
}

function PlainButton({
  className,
  style,
  content,
  isDisabled = false,
  isPending = false,
  onPress,
  onPressStart,
  onPressEnd,
  onPressUp,
  onPressChange,
  onHoverStart,
  onHoverEnd,
  onHoverChange,
  onFocusChange,
  onFocus,
  onBlur,
  excludeFromTabOrder,
  preventFocusOnPress,
  type = 'button',
  id: idProp,
  slot,
  onKeyDown,
  onKeyUp,
  // React Aria's custom-element hook has no meaning for a plain button.
  render: _render,
  ref: refProp,
  ...rest
}: NativeButtonProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const ref = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => mergeRefs(ref, refProp), [refProp]);
  const wasPending = useRef(isPending);
  const [isHovered, setHovered] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isFocusVisible, setFocusVisible] = useState(false);
  const inert = isDisabled || isPending;

  useEffect(listenForModality, []);

  // Leaving is also noticed from the document, as React Aria does: a pointer that jumps to
  // another element (or a test's synthetic pointer) may never send this button a leave event.
  const stopWatchingLeave = useRef<(() => void) | null>(null);
  const watchLeave = () => {
    if (stopWatchingLeave.current) return;
    const leaveIfElsewhere = (event: globalThis.PointerEvent) => {
      if (ref.current?.contains(event.target as Node)) return;
      setHovered(false);
      setPressed(false);
      stopWatchingLeave.current?.();
    };
    document.addEventListener('pointerover', leaveIfElsewhere, true);
    stopWatchingLeave.current = () => {
      document.removeEventListener('pointerover', leaveIfElsewhere, true);
      stopWatchingLeave.current = null;
    };
  };
  useEffect(() => () => stopWatchingLeave.current?.(), []);

  // Like React Aria: a focused button that starts or stops working says so.
  useEffect(() => {
    if (wasPending.current !== isPending && document.activeElement === ref.current) {
      announceLabelledBy(id);
    }
    wasPending.current = isPending;
  }, [isPending, id]);

  const values: ButtonRenderProps = {
    isHovered: isHovered && !inert,
    isPressed: isPressed && !inert,
    isFocused,
    isFocusVisible,
    isDisabled,
    isPending,
  };
  const pointer = (event: PointerEvent<HTMLButtonElement>): PressPointer =>
    event.pointerType === 'pen' || event.pointerType === 'touch' ? event.pointerType : 'mouse';
  type PressSource = MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>;
  const start = (kind: PressPointer, event: PressSource) => {
    setPressed(true);
    if (inert) return;
    onPressStart?.(pressEvent('pressstart', kind, event));
    onPressChange?.(true);
  };
  const end = (kind: PressPointer, event: PressSource) => {
    if (!isPressed) return;
    setPressed(false);
    if (inert) return;
    onPressUp?.(pressEvent('pressup', kind, event));
    onPressEnd?.(pressEvent('pressend', kind, event));
    onPressChange?.(false);
  };
  const hover = (event: PointerEvent<HTMLButtonElement>, entered: boolean) => {
    if (event.pointerType === 'touch') return;
    setHovered(entered);
    if (entered) watchLeave();
    else stopWatchingLeave.current?.();
    if (inert) return;
    const hoverEvent = {
      type: entered ? ('hoverstart' as const) : ('hoverend' as const),
      pointerType: pointer(event) as 'mouse' | 'pen',
      target: event.currentTarget,
    };
    if (entered) onHoverStart?.(hoverEvent);
    else onHoverEnd?.(hoverEvent);
    onHoverChange?.(entered);
  };

  return (
    <button
      {...rest}
      ref={refs}
      id={id}
      // A pending submit button must not submit the form again on Enter in a field.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      tabIndex={excludeFromTabOrder ? -1 : undefined}
      slot={slot ?? undefined}
      className={className}
      style={
        typeof style === 'function'
          ? style({ ...values, defaultStyle: {} })
          : (style as CSSProperties | undefined)
      }
      aria-disabled={isPending ? true : undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      data-hovered={values.isHovered || undefined}
      data-pressed={values.isPressed || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        // Enter and Space click a button with no pointer, and so with no click count.
        const kind: PressPointer =
          event.detail === 0
            ? 'keyboard'
            : pointer(event as unknown as PointerEvent<HTMLButtonElement>);
        onPress?.(pressEvent('press', kind, event));
      }}
      onPointerDown={(event) => {
        rest.onPointerDown?.(event);
        // A pointer press hides the keyboard ring, as React Aria's buttons do.
        setFocusVisible(false);
        if (event.button !== 0) return;
        start(pointer(event), event);
      }}
      onMouseDown={(event) => {
        rest.onMouseDown?.(event);
        // Focus moves on mousedown, so that is where a press that keeps it elsewhere stops it.
        if (preventFocusOnPress) event.preventDefault();
      }}
      onPointerUp={(event) => {
        rest.onPointerUp?.(event);
        end(pointer(event), event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(Object.assign(event, { continuePropagation() {} }));
        // A key pressed on a button focused by a click shows the ring from now on.
        setFocusVisible(focusShowsRing());
        if (pressKeys.has(event.key) && !event.repeat) start('keyboard', event);
      }}
      onKeyUp={(event) => {
        onKeyUp?.(Object.assign(event, { continuePropagation() {} }));
        if (pressKeys.has(event.key)) end('keyboard', event);
      }}
      onPointerEnter={(event) => {
        rest.onPointerEnter?.(event);
        hover(event, true);
      }}
      onPointerLeave={(event) => {
        rest.onPointerLeave?.(event);
        hover(event, false);
        if (isPressed) setPressed(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
        setFocusVisible(focusShowsRing());
        onFocusChange?.(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setFocused(false);
        setFocusVisible(false);
        // A key released after focus moved away (Enter opened a dialog) never reaches here.
        setPressed(false);
        onFocusChange?.(false);
      }}
    >
      {content(values)}
    </button>
  );
}
