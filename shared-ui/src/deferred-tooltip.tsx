import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';

// MUI's Tooltip brings its Popper and popper.js (about 11 KB gzip): it loads when a tooltip is
// first wanted, not with the page (a search page has a heart with a tooltip on every card).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** MUI Tooltip's default delays (ms): hover, long press, and how long a touch's tooltip stays. */
const ENTER_DELAY = 100;
const TOUCH_DELAY = 700;
const TOUCH_LEAVE_DELAY = 1500;

interface TooltipChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
}

export interface DeferredTooltipProps {
  title: string;
  /** One element that takes the pointer and focus handlers (an IconButton, a Button). */
  children: ReactElement<TooltipChildProps>;
}

const focusVisible = (element: HTMLElement) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A tooltip that opens like MUI's (mouse hover after 100 ms, keyboard focus, a long press) and
 * closes on leave, blur and Escape, but renders nothing of its own until first wanted: the
 * element itself is the same in the server's HTML and after hydration, and MUI's Tooltip is
 * anchored to it beside it (never wrapping it, so the element is not mounted again).
 */
export function DeferredTooltip({ title, children }: DeferredTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (ms: number, next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const show = (element: HTMLElement, delay: number) => {
    setAnchor(element);
    if (delay) later(delay, true);
    else {
      clearTimeout(timer.current);
      setOpen(true);
    }
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const own = children.props;
  const element = cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(event.currentTarget, ENTER_DELAY);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      if (event.pointerType !== 'touch') hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (focusVisible(event.currentTarget)) show(event.currentTarget, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      show(event.currentTarget, TOUCH_DELAY);
    },
    onTouchEnd: (event) => {
      own.onTouchEnd?.(event);
      if (open) later(TOUCH_LEAVE_DELAY, false);
      else clearTimeout(timer.current);
    },
  });
  return (
    <>
      {element}
      {anchor && (
        <Suspense fallback={null}>
          <Tooltip title={title} open={open} onClose={hide} slotProps={{ popper: { anchorEl: anchor } }}>
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}
