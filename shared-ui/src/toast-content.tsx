// One toast as notistack draws it (MaterialDesignContent), in a frame that can be dragged aside:
// released past 80 % of its width it closes (the spec's "drag dismiss at 80 percent"), else it
// springs back. Notistack's slide moves the outer frame (ref and style); the drag the inner one.
import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import { MaterialDesignContent, closeSnackbar, type CustomContentProps } from 'notistack';

/** The share of its width a toast must be dragged to close. */
const DRAG_DISMISS_SHARE = 0.8;

export const DraggableToast = forwardRef<HTMLDivElement, CustomContentProps>(function DraggableToast(
  { style, ...props },
  ref,
) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; width: number } | undefined>(undefined);
  const end = (event: PointerEvent<HTMLDivElement>) => {
    const started = drag.current;
    drag.current = undefined;
    if (started && started.width > 0 && Math.abs(event.clientX - started.x) >= DRAG_DISMISS_SHARE * started.width)
      closeSnackbar(props.id);
    else setOffset(0);
  };
  return (
    <div ref={ref} style={style}>
      <div
        data-testid="toast-drag-frame"
        style={{
          transform: offset ? `translateX(${offset}px)` : undefined,
          opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 400) : undefined,
          transition: drag.current ? 'none' : 'transform 150ms ease, opacity 150ms ease',
          touchAction: 'pan-y',
        }}
        onPointerDown={(event) => {
          // Not from the close button: a press there closes.
          if ((event.target as HTMLElement).closest('button')) return;
          drag.current = { x: event.clientX, width: event.currentTarget.getBoundingClientRect().width };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (drag.current) setOffset(event.clientX - drag.current.x);
        }}
        onPointerUp={end}
        onPointerCancel={() => {
          drag.current = undefined;
          setOffset(0);
        }}
      >
        <MaterialDesignContent {...props} style={{}} />
      </div>
    </div>
  );
});
